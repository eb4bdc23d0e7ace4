// The parts of an HTTP request every /rest/v1 verb needs: which schema (Accept-Profile /
// Content-Profile), what representation the client accepts, its Prefer header, and the JSON body.
import type { IncomingMessage } from 'node:http';
import { BodyTooLargeError, MAX_JSON_DEPTH, jsonTooDeep, readBody } from '../http/http.ts';
import { RestError, invalidBody } from './rest-error.ts';

/** Request bodies above this size are refused with 413 before any parsing. */
export const MAX_BODY_BYTES = 1024 * 1024;

export function chooseSchema(req: IncomingMessage, exposed: string[]): string {
  const read = req.method === 'GET' || req.method === 'HEAD';
  const asked = req.headers[read ? 'accept-profile' : 'content-profile'];
  const schema = (Array.isArray(asked) ? asked[0] : asked)?.trim() || exposed[0]!;
  if (!exposed.includes(schema)) {
    throw new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${schema}`,
      null,
      `Only the following schemas are exposed: ${exposed.join(', ')}`,
    );
  }
  return schema;
}

export interface Accepted {
  single: boolean;
  stripNulls: boolean;
  csv: boolean;
}

/**
 * JSON arrays (the default), one object for application/vnd.pgrst.object+json (single()), or CSV
 * for text/csv (csv()). The first acceptable type wins, as in PostgREST. Query plans
 * (application/vnd.pgrst.plan) only with pgrst.db_plan_enabled on (off on Supabase): choosePlan.
 */
export function chooseMediaType(accept: string | undefined): Accepted {
  const json = { single: false, stripNulls: false, csv: false };
  if (!accept) return json;
  for (const part of accept.split(',')) {
    const [type = '', ...options] = part.split(';').map((s) => s.trim().toLowerCase());
    const stripNulls = options.includes('nulls=stripped');
    if (type === 'application/json' || type === '*/*' || type === 'application/*') return json;
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object')
      return { ...json, single: true, stripNulls };
    if (type === 'application/vnd.pgrst.array+json' || type === 'application/vnd.pgrst.array') return { ...json, stripNulls };
    if (type === 'text/csv') return { ...json, csv: true };
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

export interface PlanRequest {
  format: 'json' | 'text';
  /** EXPLAIN options: analyze, verbose, settings, buffers, wal. */
  options: string[];
  /** The Content-Type of the answer, as PostgREST names it. */
  mediaType: string;
}

const PLAN_OPTIONS = new Set(['analyze', 'verbose', 'settings', 'buffers', 'wal']);

/**
 * `Accept: application/vnd.pgrst.plan[+json|+text]; for="…"; options=a|b` (supabase-js's explain()),
 * with pgrst.db_plan_enabled on: the statement's EXPLAIN instead of its rows. Null for other types.
 */
export function choosePlan(accept: string | undefined): PlanRequest | null {
  for (const part of (accept ?? '').split(',')) {
    const [type = '', ...params] = part.split(';').map((s) => s.trim());
    const m = /^application\/vnd\.pgrst\.plan(?:\+(json|text))?$/i.exec(type);
    if (!m) continue;
    const format = m[1]?.toLowerCase() === 'json' ? 'json' : 'text';
    const param = (name: string) => params.find((p) => p.toLowerCase().startsWith(`${name}=`))?.slice(name.length + 1);
    const forType = param('for')?.replace(/^"|"$/g, '') || 'application/json';
    const options = (param('options') ?? '')
      .split('|')
      .map((o) => o.trim().toLowerCase())
      .filter((o) => PLAN_OPTIONS.has(o));
    return { format, options, mediaType: `application/vnd.pgrst.plan+${format}; for="${forType}"; charset=utf-8` };
  }
  return null;
}

/** The body as sent, refused with 413 above MAX_BODY_BYTES. */
export async function readRawBody(req: IncomingMessage): Promise<Buffer> {
  try {
    return await readBody(req, MAX_BODY_BYTES);
  } catch (e) {
    if (e instanceof BodyTooLargeError) throw invalidBody(`Request body is larger than ${MAX_BODY_BYTES} bytes`, 413);
    throw e;
  }
}

/** The parsed JSON body; an empty body is undefined. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  return parseJsonBody(await readRawBody(req));
}

export function parseJsonBody(raw: Buffer): unknown {
  if (raw.length === 0) return undefined;
  const text = raw.toString('utf8');
  if (jsonTooDeep(text))
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', `JSON nested more than ${MAX_JSON_DEPTH} levels deep`);
  try {
    return JSON.parse(text);
  } catch {
    throw invalidBody('Empty or invalid json');
  }
}

export function headersJson(req: IncomingMessage): { headers: Record<string, string>; cookies: Record<string, string> } {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === 'cookie' || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  const cookies: Record<string, string> = {};
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const i = pair.indexOf('=');
    if (i > 0) cookies[pair.slice(0, i).trim()] = pair.slice(i + 1).trim();
  }
  return { headers, cookies };
}
