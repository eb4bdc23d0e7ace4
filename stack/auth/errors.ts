// GoTrue's error bodies. Clients that send `X-Supabase-Api-Version: 2024-01-01` (supabase-js always
// does) get `{code, message}` and the version header back; older clients get the legacy
// `{code: <status>, error_code, msg}`. OAuth-style failures keep `{error, error_description}`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { header, sendJson } from '../http/http.ts';

export const API_VERSION = '2024-01-01';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra top-level fields, e.g. `weak_password`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** `{error, error_description}` with status 400, as GoTrue's oauthError sends it. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);

function wantsNewShape(req: IncomingMessage): boolean {
  const v = header(req, 'x-supabase-api-version');
  const m = v ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(v.trim()) : null;
  return !!m && `${m[1]}-${m[2]}-${m[3]}` >= API_VERSION;
}

export function sendAuthError(req: IncomingMessage, res: ServerResponse, err: AuthError | OAuthError): void {
  if (err instanceof OAuthError) {
    sendJson(res, 400, { error: err.error, error_description: err.description });
    return;
  }
  if (wantsNewShape(req)) {
    sendJson(
      res,
      err.status,
      { code: err.code, message: err.message, ...err.extra },
      { 'X-Supabase-Api-Version': API_VERSION, 'x-sb-error-code': err.code },
    );
    return;
  }
  sendJson(res, err.status, { code: err.status, error_code: err.code, msg: err.message, ...err.extra }, { 'x-sb-error-code': err.code });
}
