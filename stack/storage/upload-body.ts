// The file an upload carries, as supabase-js sends it: multipart/form-data (a Blob or File: fields
// cacheControl and metadata, then the file part) or the raw body (Content-Type, Cache-Control and a
// base64 JSON x-metadata header). The bytes stay a stream; nothing is buffered.
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { header, jsonTooDeep } from '../http/http.ts';
import { errors } from './errors.ts';

export interface UploadSource {
  stream: Readable;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

const DEFAULT_CACHE_CONTROL = 'no-cache';

function parseMetadata(text: string | undefined, base64: boolean): Record<string, unknown> | null {
  if (!text) return null;
  const json = base64 ? Buffer.from(text, 'base64').toString('utf8') : text;
  try {
    if (jsonTooDeep(json)) throw new Error('too deep');
    const value: unknown = JSON.parse(json);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw errors.invalidParameter('metadata', 'Invalid metadata: expected a JSON object');
}

/** A value that goes back out as a response header: printable ASCII only. */
export function headerValue(name: string, value: string): string {
  if (!/^[\x20-\x7e]*$/.test(value) || value.length > 512) throw errors.invalidParameter(name, `Invalid ${name}`);
  return value;
}

function cacheControlFromSeconds(value: string | undefined): string {
  if (!value) return DEFAULT_CACHE_CONTROL;
  return headerValue('cacheControl', /^\d+$/.test(value.trim()) ? `max-age=${value.trim()}` : value);
}

export function readUpload(req: IncomingMessage): Promise<UploadSource> {
  const type = header(req, 'content-type') ?? '';
  if (!/^multipart\/form-data/i.test(type)) {
    return Promise.resolve({
      stream: req,
      contentType: headerValue('contentType', type || 'application/octet-stream'),
      cacheControl: headerValue('cacheControl', header(req, 'cache-control') ?? DEFAULT_CACHE_CONTROL),
      userMetadata: parseMetadata(header(req, 'x-metadata'), true),
    });
  }
  // The client may already be gone (it dropped while the permission probe ran): 'close' has fired.
  if (req.destroyed && !req.readableEnded) return Promise.reject(errors.invalidRequest('Upload aborted'));
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fields: 20, fieldSize: 1 << 20 } });
    } catch {
      reject(errors.invalidRequest('Malformed multipart body'));
      return;
    }
    const fields: Record<string, string> = {};
    let settled = false;
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    let file: Readable | null = null;
    // A client that drops mid-body: busboy would wait forever, so fail the file stream (its partial
    // write is then removed) or the whole parse.
    req.once('close', () => {
      if (req.complete) return;
      if (file) file.destroy(new Error('aborted'));
      else if (!settled) reject(errors.invalidRequest('Upload aborted'));
      settled = true;
    });
    parser.on('file', (_name, stream, info) => {
      if (settled) {
        stream.resume();
        return;
      }
      settled = true;
      file = stream;
      try {
        resolve({
          stream,
          contentType: headerValue('contentType', fields.contentType || info.mimeType || 'application/octet-stream'),
          cacheControl: cacheControlFromSeconds(fields.cacheControl),
          userMetadata: parseMetadata(fields.metadata, false),
        });
      } catch (e) {
        stream.resume();
        reject(e instanceof Error ? e : new Error(String(e)));
      }
    });
    parser.on('error', () => {
      if (!settled) reject(errors.invalidRequest('Malformed multipart body'));
      settled = true;
    });
    parser.on('close', () => {
      if (!settled) reject(errors.invalidRequest('No content provided'));
      settled = true;
    });
    req.pipe(parser);
  });
}
