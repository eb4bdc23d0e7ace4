// A Postgres error → PostgREST's status and body (docs/architecture.md, "REST"): code = SQLSTATE,
// message, details, hint; `RAISE SQLSTATE 'PGRST'` with JSON message/detail sets code, status and
// headers.
import type { PgError } from '../db/engine.ts';
import { RestError } from './rest-error.ts';

function statusOf(code: string, message: string, authed: boolean): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    P0001: 400,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
    '53400': 500,
    '57P01': 503,
  };
  if (code in exact) return exact[code]!;
  if (code === '42501') return authed ? 403 : 401;
  if (code === '22023') return /^role .* does not exist$/.test(message) ? 401 : 400;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code.startsWith('PT')) return Number(code.slice(2)) || 500;
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

function raisedPgrst(e: PgError): RestError {
  try {
    const m = JSON.parse(e.message) as { code: string; message: string; details?: string; hint?: string };
    const d = JSON.parse(e.detail ?? '') as { status: number; headers?: Record<string, string> };
    if (typeof m.code !== 'string' || typeof m.message !== 'string' || typeof d.status !== 'number') throw new Error('shape');
    return new RestError(d.status, m.code, m.message, m.details ?? null, m.hint ?? null, d.headers ?? {});
  } catch {
    return new RestError(
      500,
      'PGRST121',
      'Could not parse JSON in the "RAISE SQLSTATE \'PGRST\'" error',
      'Invalid JSON value for MESSAGE or DETAIL',
      null,
    );
  }
}

export function mapPgError(e: PgError, authed: boolean): RestError {
  const code = e.code ?? 'XX000';
  if (code === 'PGRST') return raisedPgrst(e);
  const status = statusOf(code, e.message, authed);
  return new RestError(status, code, e.message, e.detail ?? null, e.hint ?? null, status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {});
}
