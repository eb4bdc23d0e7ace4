// Everything a verb handler needs about one request, gathered once by the router.
import type { IncomingMessage } from 'node:http';
import type { Engine, Queryable } from '../db/engine.ts';
import type { Accepted } from './request-facts.ts';
import type { Preferences } from './parse-prefer.ts';
import type { Actor } from './resolve-role.ts';
import { runAsActor, type RequestFacts } from './run-request.ts';
import type { SchemaCache } from './schema-cache.ts';
import type { Shape } from './build-read.ts';

export interface Call {
  req: IncomingMessage;
  url: URL;
  method: string;
  schema: string;
  actor: Actor;
  accepted: Accepted;
  prefs: Preferences;
  facts: RequestFacts;
  cache: SchemaCache;
  engine: Engine;
  maxRows: number | null;
}

export function shapeOf(call: Call, wantsBody = true): Shape {
  const body = !wantsBody || call.method === 'HEAD' ? 'none' : call.accepted.single ? 'single' : 'array';
  return { body, stripNulls: call.accepted.stripNulls };
}

export function runCall<T>(call: Call, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return runAsActor(call.engine, call.actor, call.facts, fn);
}

/** Preference-Applied lists what PostgREST honoured; empty means no header. */
export function appliedHeader(applied: string[]): Record<string, string> {
  return applied.length ? { 'Preference-Applied': applied.join(', ') } : {};
}
