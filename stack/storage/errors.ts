// Storage's error shape: an HTTP 400 (500 for server faults) whose body carries the real status as a
// string, Storage's error code, a legacy `error` name and a message:
//   {"statusCode":"404","code":"NoSuchKey","error":"not_found","message":"Object not found"}
// The factories below use Storage's own codes and wording (supabase/storage src/internal/errors).
import { isPgError } from '../db/engine.ts';

export class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly error: string = code,
    /** The HTTP status where Storage answers with the real one (its "route not found"). */
    private readonly status?: number,
  ) {
    super(message);
  }

  /** What Storage answers over HTTP: 400 unless the fault is the server's. */
  get httpStatus(): number {
    return this.status ?? (this.statusCode >= 500 ? 500 : 400);
  }

  body() {
    return { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message };
  }
}

export const errors = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  noSuchUpload: () => new StorageError(404, 'NoSuchUpload', 'Upload not found'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () => new StorageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  keyAlreadyExists: () => new StorageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketAlreadyExists: () => new StorageError(409, 'BucketAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () => new StorageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  accessDenied: (message = 'Access denied') => new StorageError(403, 'AccessDenied', message, 'Unauthorized'),
  rlsViolation: () => new StorageError(403, 'AccessDenied', 'new row violates row-level security policy', 'Unauthorized'),
  entityTooLarge: () => new StorageError(413, 'EntityTooLarge', 'The object exceeded the maximum allowed size', 'Payload too large'),
  invalidMimeType: (mime: string) => new StorageError(415, 'InvalidMimeType', `mime type ${mime} is not supported`, 'invalid_mime_type'),
  invalidRange: () => new StorageError(400, 'InvalidRange', 'invalid range provided', 'invalid_range'),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', message),
  invalidSignature: (message = 'Invalid signature') => new StorageError(400, 'InvalidSignature', message),
  expiredSignature: () => new StorageError(400, 'ExpiredToken', 'The provided token has expired.'),
  missingParameter: (name: string) => new StorageError(400, 'MissingParameter', `Missing Required Parameter ${name}`),
  invalidParameter: (name: string, message?: string) => new StorageError(400, 'InvalidParameter', message ?? `Invalid Parameter ${name}`),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  invalidFileSizeLimit: () => new StorageError(400, 'InvalidRequest', 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B'),
  notSupported: (feature: string) => new StorageError(409, 'NotSupported', `The feature ${feature} is not enabled for this resource`),
  routeNotFound: (method: string, path: string) => new StorageError(404, 'NotFound', `Route ${method}:${path} not found`, 'Not Found'),
  /** /render/image/… with image transformations off: the routes do not exist (a real 404). */
  renderNotFound: (method: string, url: string) =>
    new StorageError(404, 'InvalidRequest', `Route ${method}:${url} not found`, 'Not Found', 404),
  databaseTimeout: () => new StorageError(544, 'DatabaseTimeout', 'The connection to the database timed out'),
};

/** A database error, as Storage reports it (RLS refusal, duplicate key, missing bucket, timeout). */
export function fromPgError(e: unknown, duplicate: () => StorageError = errors.keyAlreadyExists): StorageError | null {
  if (!isPgError(e)) return null;
  switch (e.code) {
    case '42501':
      return errors.rlsViolation();
    case '23505':
      return duplicate();
    case '23503':
      return errors.noSuchBucket();
    case '57014':
      return errors.databaseTimeout();
    default:
      return null;
  }
}
