// A bucket's file_size_limit and allowed_mime_types, checked as Storage checks them.
import type { StorageConfig } from '../config.ts';
import { errors } from './errors.ts';
import type { BucketRow } from './rows.ts';

/** The largest upload the bucket takes: its own limit, never above the project's. */
export function sizeLimit(bucket: Pick<BucketRow, 'file_size_limit'>, config: StorageConfig): number {
  const own = bucket.file_size_limit;
  return own !== null && own > 0 ? Math.min(own, config.fileSizeLimit) : config.fileSizeLimit;
}

/** Refuses a MIME type the bucket does not list ("image/*" style wildcards allowed). */
export function checkMimeType(bucket: Pick<BucketRow, 'allowed_mime_types'>, contentType: string): string {
  const mime = contentType.split(';')[0]!.trim().toLowerCase();
  const allowed = bucket.allowed_mime_types;
  if (!/^[\w.+-]+\/[\w.+-]+$/.test(mime)) throw errors.invalidMimeType(contentType);
  if (!allowed || allowed.length === 0) return contentType;
  const ok = allowed.some((a) => {
    const rule = a.trim().toLowerCase();
    return rule.endsWith('/*') ? mime.startsWith(rule.slice(0, -1)) : rule === mime;
  });
  if (!ok) throw errors.invalidMimeType(mime);
  return contentType;
}

/** A Content-Length already over the limit is refused before a byte is read. */
export function checkDeclaredLength(declared: string | undefined, limit: number, multipart: boolean): void {
  const n = Number(declared);
  // Multipart framing adds a little; the exact count is made on the file bytes themselves.
  if (Number.isFinite(n) && n > limit + (multipart ? 64 * 1024 : 0)) throw errors.entityTooLarge();
}

/** file_size_limit as the API takes it: a number of bytes or "20GB" / "20MB" / "30KB" / "3B" (decimal units, as Storage reads them). */
export function parseBucketSizeLimit(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  if (typeof value === 'string') {
    const m = /^(\d+(?:\.\d+)?)(gb|mb|kb|b)$/i.exec(value);
    if (m) return Math.round(Number(m[1]) * { b: 1, kb: 1e3, mb: 1e6, gb: 1e9 }[m[2]!.toLowerCase() as 'b']);
  }
  throw errors.invalidFileSizeLimit();
}
