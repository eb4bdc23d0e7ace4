// Status, Content-Range and the other response headers, as PostgREST computes them from the rows a
// statement produced.
import type { ServerResponse } from 'node:http';
import { RestError } from './rest-error.ts';

export interface RestResponse {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

/** `first-last/total` for a page of a read; `*` where a count was not asked for. */
export function readContentRange(offset: number, n: number, total: number | null): string {
  const t = total ?? '*';
  return n > 0 ? `${offset}-${offset + n - 1}/${t}` : `*/${t}`;
}

/** 200, 206 when counted and the page is not everything, 416 past the end (PGRST103). */
export function readStatus(offset: number, n: number, total: number | null): number {
  if (total === null) return 200;
  if (offset > total) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    );
  }
  return n < total ? 206 : 200;
}

export function singleRowError(n: number): RestError {
  return new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${n} rows`);
}

export function sendRest(res: ServerResponse, r: RestResponse, head: boolean): void {
  const headers: Record<string, string> = { ...r.headers };
  if (r.body !== null || r.status !== 204) headers['Content-Type'] ??= 'application/json; charset=utf-8';
  const body = head || r.status === 204 ? undefined : (r.body ?? '');
  if (body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(body));
  res.writeHead(r.status, headers);
  res.end(body);
}

export function sendRestError(res: ServerResponse, e: RestError, head: boolean): void {
  sendRest(
    res,
    {
      status: e.status,
      body: JSON.stringify(e.body()),
      headers: { 'Proxy-Status': `PostgREST; error=${e.code}`, ...e.headers },
    },
    head,
  );
}
