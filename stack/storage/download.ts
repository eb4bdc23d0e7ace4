// Downloads, built for video: a single byte range (206 + Content-Range), Accept-Ranges, ETag with
// If-None-Match (304) and If-Range, Last-Modified, Cache-Control and Content-Type from the object's
// metadata, ?download for an attachment. The file is streamed from disk, never read into memory.
import type { ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { header } from '../http/http.ts';
import type { Request, StorageContext } from './context.ts';
import { errors } from './errors.ts';
import { dispositionName } from './names.ts';
import type { ObjectRow } from './rows.ts';

type Range = { start: number; end: number } | 'unsatisfiable' | null;

/** One `bytes=` range of a file of `size` bytes; null = whole file (absent or multi-range). */
export function parseRange(value: string | undefined, size: number): Range {
  if (!value) return null;
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(value);
  if (!m) {
    if (/^\s*bytes\s*=.*,/i.test(value)) return null; // several ranges: answer the whole file
    throw errors.invalidRange();
  }
  const [, a, b] = m;
  if (a === '' && b === '') throw errors.invalidRange();
  let start: number;
  let end: number;
  if (a === '') {
    const suffix = Number(b);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(a);
    end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
    if (b !== '' && Number(b) < start) throw errors.invalidRange();
  }
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

function etagMatches(list: string, etag: string): boolean {
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return list.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}

export async function sendObject(ctx: StorageContext, r: Request, object: ObjectRow): Promise<void> {
  const { res, req } = r;
  const meta = object.metadata;
  const size = object.version ? await ctx.files.size(object.version) : null;
  if (!object.version || size === null || !meta) throw errors.noSuchKey();
  const etag = meta.eTag;
  const lastModified = new Date(object.updated_at).toUTCString();
  const headers: Record<string, string | number> = {
    'Content-Type': meta.mimetype || 'application/octet-stream',
    'Cache-Control': meta.cacheControl || 'no-cache',
    ETag: etag,
    'Last-Modified': lastModified,
    'Accept-Ranges': 'bytes',
  };
  const download = r.url.searchParams.get('download');
  if (download !== null) headers['Content-Disposition'] = `attachment; ${dispositionName(download || object.name)}`;

  const ifNoneMatch = header(req, 'if-none-match');
  if (ifNoneMatch && etagMatches(ifNoneMatch, etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const ifRange = header(req, 'if-range');
  const rangeApplies = !ifRange || ifRange.trim() === etag || ifRange.trim() === lastModified;
  const range = rangeApplies ? parseRange(header(req, 'range'), size) : null;
  if (range === 'unsatisfiable') {
    res.writeHead(416, { ...headers, 'Content-Range': `bytes */${size}`, 'Content-Type': 'application/json' });
    res.end(JSON.stringify(errors.invalidRange().body()));
    return;
  }
  const status = range ? 206 : 200;
  const length = range ? range.end - range.start + 1 : size;
  if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
  headers['Content-Length'] = length;
  if (r.method === 'HEAD' || length === 0) {
    res.writeHead(status, headers);
    res.end();
    return;
  }
  const stream = ctx.files.read(object.version, range ?? undefined);
  // Open before answering: a version replaced a moment ago is a 404, not a broken 200.
  await new Promise<void>((resolve, reject) => {
    stream.once('open', () => resolve());
    stream.once('error', (e) => reject((e as NodeJS.ErrnoException).code === 'ENOENT' ? errors.noSuchKey() : e));
  });
  res.writeHead(status, headers);
  await streamTo(stream, res);
}

async function streamTo(stream: NodeJS.ReadableStream, res: ServerResponse): Promise<void> {
  try {
    await pipeline(stream, res);
  } catch {
    // The client went away mid-download; nothing to answer.
  }
}
