// JSON bodies of the non-upload endpoints, and what to do with an upload body left unread when a
// request is refused early.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLargeError, header, jsonTooDeep, readBody } from '../http/http.ts';
import { errors } from './errors.ts';

const JSON_LIMIT = 1 << 20;
const DRAIN_LIMIT = 8 * 1024 * 1024;

export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = (await readBody(req, JSON_LIMIT)).toString('utf8');
  } catch (e) {
    if (e instanceof BodyTooLargeError) throw errors.entityTooLarge();
    throw e;
  }
  if (text.trim() === '') return {};
  if (jsonTooDeep(text)) throw errors.invalidRequest('Body must be a JSON object');
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw errors.invalidRequest('Body must be a JSON object');
}

/**
 * After an early refusal the client may still be sending: a small rest is read and dropped (so the
 * client sees the answer), a large one is not: the connection closes once the answer is out.
 */
export function finishUnreadBody(req: IncomingMessage, res: ServerResponse): void {
  if (req.complete) return;
  const declared = Number(header(req, 'content-length'));
  if (!(Number.isFinite(declared) && declared <= DRAIN_LIMIT)) {
    res.setHeader('Connection', 'close');
    res.once('finish', () => setTimeout(() => req.destroy(), 100).unref());
  }
  req.unpipe();
  req.resume();
}
