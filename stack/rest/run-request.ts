// Runs a request's statements in ONE transaction as its caller (db/act-as.ts), with everything else
// PostgREST sets with set_config(…, true): the method, path, headers and cookies, the search_path,
// the role's statement_timeout (from the schema cache) and, for GET/HEAD, read-only mode.
import { actingSetup, runActing, type Acting } from '../db/act-as.ts';
import type { Engine, Queryable, QueryResult } from '../db/engine.ts';
import type { Actor } from './resolve-role.ts';
import { ident } from './sql-text.ts';

export interface RequestFacts {
  method: string;
  path: string;
  headers: Record<string, string>;
  cookies: Record<string, string>;
  schema: string;
  extraSearchPath: string[];
  readOnly: boolean;
}

function acting(actor: Actor, facts: RequestFacts): Acting {
  return {
    role: actor.role,
    claims: actor.claims,
    statementTimeout: actor.statementTimeout,
    settings: {
      search_path: [facts.schema, ...facts.extraSearchPath].map(ident).join(', '),
      'request.method': facts.method,
      'request.path': facts.path,
      'request.headers': JSON.stringify(facts.headers),
      'request.cookies': JSON.stringify(facts.cookies),
    },
    readOnly: facts.readOnly,
  };
}

export function runAsActor<T>(engine: Engine, actor: Actor, facts: RequestFacts, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return runActing(engine, acting(actor, facts), fn);
}

/** One statement as the actor, in a transaction of its own (Engine.run: one call into PGlite). */
export function runStatementAsActor<T>(
  engine: Engine,
  actor: Actor,
  facts: RequestFacts,
  sql: string,
  params: unknown[],
): Promise<QueryResult<T>> {
  return engine.run<T>(sql, params, actingSetup(engine, acting(actor, facts)));
}
