// One request to /auth/v1 as the endpoint handlers see it: the stack context, the parsed URL, the
// caller's address, route parameters and a lazily parsed JSON body.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLargeError, MAX_JSON_DEPTH, clientIp, header, jsonTooDeep, readBody, sendJson } from '../http/http.ts';
import type { StackContext } from '../service.ts';
import { AuthError } from './errors.ts';
import type { MailBudget, RateLimiter } from './rate-limit.ts';
import type { ClientInfo } from './sessions.ts';
import type { Json } from './users.ts';

const BODY_LIMIT = 256 * 1024;

export interface AuthCall {
  ctx: StackContext;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: string[];
  client: ClientInfo;
  mailBudget: MailBudget;
  /** The service's per-IP limiter, for limits a handler applies itself. */
  limiter: RateLimiter;
  json(): Promise<Json>;
  send(status: number, body: unknown, headers?: Record<string, string>): void;
}

/** GoTrue reads JSON bodies only; an empty body counts as `{}`. */
async function parseJsonBody(req: IncomingMessage): Promise<Json> {
  let raw: Buffer;
  try {
    raw = await readBody(req, BODY_LIMIT);
  } catch (e) {
    if (e instanceof BodyTooLargeError) throw new AuthError(413, 'request_too_large', `Request body exceeds ${BODY_LIMIT} bytes`);
    throw e;
  }
  const text = raw.toString('utf8').trim();
  if (text === '') return {};
  if (jsonTooDeep(text))
    throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: nested more than ${MAX_JSON_DEPTH} levels deep`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${(e as Error).message}`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: expected an object');
  }
  return value as Json;
}

export function createCall(
  ctx: StackContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  params: string[],
  mailBudget: MailBudget,
  limiter: RateLimiter,
): AuthCall {
  let body: Promise<Json> | undefined;
  return {
    ctx,
    req,
    res,
    url,
    params,
    mailBudget,
    limiter,
    client: { ip: clientIp(req, ctx.trustForwarded), userAgent: header(req, 'user-agent') },
    json: () => (body ??= parseJsonBody(req)),
    send: (status, payload, headers) => sendJson(res, status, payload, headers),
  };
}

export const str = (v: unknown): string => (typeof v === 'string' ? v : '');
export const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
