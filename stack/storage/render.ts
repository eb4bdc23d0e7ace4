// Image transformations: /render/image/{authenticated,public,sign}/… and transformed signed URLs, as
// Storage serves them in front of imgproxy (supabase/storage src/storage/renderer/image.ts), with
// sharp doing imgproxy's work under the CLI's imgproxy settings: at most 50 megapixels and 25 MB of
// source, WebP when the caller's Accept names it (unless format=origin), quality 80 by default,
// sizes clamped to 1…2000, never enlarged, EXIF orientation applied. The answer carries the object's
// ETag and Cache-Control and an X-Transformations header naming what was applied.
import sharp from 'sharp';
import { header } from '../http/http.ts';
import type { Request, StorageContext } from './context.ts';
import { errors, StorageError } from './errors.ts';
import type { ObjectRow } from './rows.ts';

export interface Transform {
  width?: number;
  height?: number;
  resize?: string;
  format?: string;
  quality?: number;
}

const RESIZE = ['cover', 'contain', 'fill'];
const FORMAT = ['origin', 'avif', 'webp'];
const SIZE = { min: 1, max: 2000 };
const MAX_SOURCE_PIXELS = 50_000_000;
const MAX_SOURCE_BYTES = 25_000_000;
const DEFAULT_QUALITY = 80;

/** An integer option of the query (strings) or a JSON body (numbers), checked as Storage's schema does. */
function integer(where: string, name: string, value: unknown, min: number, max?: number): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n)) throw errors.invalidRequest(`${where}/${name} must be integer`);
  if (n < min) throw errors.invalidRequest(`${where}/${name} must be >= ${min}`);
  if (max !== undefined && n > max) throw errors.invalidRequest(`${where}/${name} must be <= ${max}`);
  return n;
}

function oneOf(where: string, name: string, value: unknown, allowed: string[]): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !allowed.includes(value))
    throw errors.invalidRequest(`${where}/${name} must be equal to one of the allowed values`);
  return value;
}

/** The options of a query string (`where` = "querystring") or of a sign request's `transform` ("body/transform"). */
export function readTransform(where: string, get: (name: string) => unknown): Transform {
  return {
    width: integer(where, 'width', get('width'), 0),
    height: integer(where, 'height', get('height'), 0),
    resize: oneOf(where, 'resize', get('resize'), RESIZE),
    format: oneOf(where, 'format', get('format'), FORMAT),
    quality: integer(where, 'quality', get('quality'), 20, 100),
  };
}

const clamp = (n: number) => Math.min(Math.max(n, SIZE.min), SIZE.max);

/**
 * Storage's list of what is applied, e.g. "height:200,width:200,resizing_type:fill,quality:60";
 * `signed`: the form kept in a signed URL's token ("resize:<as asked>").
 */
export function describeTransform(t: Transform, signed = false): string[] {
  const parts: string[] = [];
  if (t.height) parts.push(`height:${clamp(t.height)}`);
  if (t.width) parts.push(`width:${clamp(t.width)}`);
  if (t.width || t.height)
    parts.push(signed ? `resize:${t.resize}` : `resizing_type:${t.resize === 'contain' ? 'fit' : t.resize === 'fill' ? 'force' : 'fill'}`);
  if (t.quality) parts.push(`quality:${t.quality}`);
  if (t.format && t.format !== 'origin') parts.push(`format:${t.format}`);
  return parts;
}

/** A signed URL token's `transformations` back into options (unknown values are dropped, as Storage does). */
export function transformFromToken(text: string): Transform {
  const t: Transform = {};
  for (const part of text.split(',')) {
    const [name, value] = part.split(':');
    if (!value) continue;
    if (name === 'height' || name === 'width' || name === 'quality') {
      const n = parseInt(value, 10);
      if (Number.isFinite(n)) t[name] = n;
    } else if (name === 'resize' || name === 'format') t[name] = value;
  }
  return t;
}

const imageError = (message: string) => new StorageError(400, 'InvalidRequest', message);

/** What sharp's failures mean to the caller, in Storage's words for imgproxy's. */
function sourceError(e: unknown): StorageError {
  const message = e instanceof Error ? e.message : String(e);
  if (/pixel limit/i.test(message)) return imageError('The source image resolution is too large to process');
  return imageError('The source image is invalid or unsupported for rendering');
}

const MIME: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  tiff: 'image/tiff',
};

async function transformFile(path: string, t: Transform, accept: string): Promise<{ data: Buffer; mime: string }> {
  const image = sharp(path, { limitInputPixels: MAX_SOURCE_PIXELS, animated: true }).rotate();
  const source = (await image.metadata()).format;
  if (t.width || t.height) {
    image.resize({
      width: t.width ? clamp(t.width) : undefined,
      height: t.height ? clamp(t.height) : undefined,
      fit: t.resize === 'contain' ? 'inside' : t.resize === 'fill' ? 'fill' : 'cover',
      withoutEnlargement: true,
    });
  }
  const wanted =
    t.format === 'webp' || t.format === 'avif'
      ? t.format
      : t.format !== 'origin' && /\bimage\/webp\b/i.test(accept)
        ? 'webp'
        : source === 'heif'
          ? 'avif'
          : source && source in MIME
            ? source
            : 'png';
  const quality = t.quality ?? DEFAULT_QUALITY;
  if (wanted === 'jpeg') image.jpeg({ quality });
  else if (wanted === 'webp') image.webp({ quality });
  else if (wanted === 'avif') image.avif({ quality });
  else if (wanted === 'png') image.png();
  else if (wanted === 'gif') image.gif();
  else image.tiff({ quality });
  return { data: await image.toBuffer(), mime: MIME[wanted]! };
}

/**
 * Answers `object` transformed. `expires` (signed URLs): an Expires header instead of the object's
 * Cache-Control.
 */
export async function sendTransformed(ctx: StorageContext, r: Request, object: ObjectRow, t: Transform, expires?: Date): Promise<void> {
  const meta = object.metadata;
  const size = object.version ? await ctx.files.size(object.version) : null;
  if (!object.version || size === null || !meta) {
    throw new StorageError(404, 'NoSuchKey', 'The resource was not found', 'Not found');
  }
  if (size > MAX_SOURCE_BYTES) throw imageError('The source image file is too large to process');
  const applied = describeTransform(t);
  let out: { data: Buffer; mime: string };
  try {
    out = await transformFile(ctx.files.pathOf(object.version), t, header(r.req, 'accept') ?? '');
  } catch (e) {
    throw sourceError(e);
  }
  const headers: Record<string, string | number> = {
    'Accept-Ranges': 'bytes',
    'Content-Type': out.mime,
    ETag: meta.eTag,
    'X-Robots-Tag': 'none',
    'Last-Modified': new Date(object.updated_at).toUTCString(),
    'Content-Length': out.data.length,
  };
  if (expires) headers.Expires = expires.toUTCString();
  else headers['Cache-Control'] = meta.cacheControl || 'no-cache';
  if (applied.length) headers['X-Transformations'] = applied.join(',');
  const download = r.url.searchParams.get('download');
  if (download !== null) {
    const name = encodeURIComponent(download);
    headers['Content-Disposition'] = download === '' ? 'attachment;' : `attachment; filename=${name}; filename*=UTF-8''${name}`;
  }
  r.res.writeHead(200, headers);
  r.res.end(r.method === 'HEAD' ? undefined : out.data);
}
