// Picks the function an /rpc call means among overloads, as PostgREST's Plan.findProc does: a
// function matches when the argument names are exactly its required parameters plus any of its
// optional ones. When none matches, a POST falls back to a function with a single unnamed parameter
// of the body's media type (json/jsonb for JSON, text for text/plain, xml for text/xml, bytea for
// application/octet-stream). Only callable functions count (load-routines.ts: an unnamed parameter
// of another type keeps a function out of PostgREST's schema cache). One match is called; none →
// 404 PGRST202; several → 300 PGRST203.
import type { Routine } from './load-routines.ts';
import { RestError } from './rest-error.ts';
import type { SchemaCache } from './schema-cache.ts';
import { similarName } from './similar-name.ts';

export type BodyType = 'json' | 'text' | 'xml' | 'bytea';

export interface RoutineCall {
  routine: Routine;
  /** A single unnamed parameter is passed positionally: the whole body, cast to its type. */
  positional: boolean;
}

const UNNAMED_TYPES: Record<BodyType, string[]> = { json: ['json', 'jsonb'], text: ['text'], xml: ['xml'], bytea: ['bytea'] };

function matchesParams(r: Routine, keys: Set<string>, isPost: boolean, body: BodyType): boolean {
  if (r.params.length === 0) return keys.size === 0 && !(isPost && body !== 'json');
  const required = r.params.filter((p) => !p.hasDefault).map((p) => p.name);
  const optional = new Set(r.params.filter((p) => p.hasDefault).map((p) => p.name));
  const rest = [...keys].filter((k) => !optional.has(k));
  return rest.length === required.length && required.every((n) => keys.has(n));
}

function takesWholeBody(r: Routine, isPost: boolean, body: BodyType): boolean {
  return isPost && r.params.length === 1 && r.params[0]!.name === '' && UNNAMED_TYPES[body].includes(r.params[0]!.type);
}

/** PostgREST's order of overloads: fewer parameters first, then by the parameters' names and types. */
function overloadOrder(a: Routine, b: Routine): number {
  if (a.params.length !== b.params.length) return a.params.length - b.params.length;
  for (let i = 0; i < a.params.length; i++) {
    const [x, y] = [a.params[i]!, b.params[i]!];
    if (x.name !== y.name) return x.name < y.name ? -1 : 1;
    if (x.type !== y.type) return x.type < y.type ? -1 : 1;
  }
  return 0;
}

const signature = (r: Routine) => `${r.schema}.${r.name}(${r.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`;

export function findRoutine(
  cache: SchemaCache,
  schema: string,
  name: string,
  keys: string[],
  isPost: boolean,
  body: BodyType,
): RoutineCall {
  const all = (cache.routines.get(`${schema}.${name}`) ?? []).filter((r) => r.callable);
  const keySet = new Set(keys);
  const matched: Routine[] = [];
  const fallback: Routine[] = [];
  for (const r of all) {
    if (matchesParams(r, keySet, isPost, body)) matched.push(r);
    else if (takesWholeBody(r, isPost, body)) fallback.push(r);
  }
  const chosen = matched.length ? matched : fallback;
  if (chosen.length === 1) {
    const routine = chosen[0]!;
    return { routine, positional: routine.params.length === 1 && routine.params[0]!.name === '' };
  }
  if (chosen.length > 1) {
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${[...chosen].sort(overloadOrder).map(signature).join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  // With no callable function of that name: the closest name of one that is, as a hint.
  const names = all.length
    ? []
    : [...cache.routines.entries()]
        .filter(([k, rs]) => k.startsWith(`${schema}.`) && rs.some((r) => r.callable))
        .map(([, rs]) => rs[0]!.name);
  const close = similarName(name, names);
  throw noRoutine(schema, name, keys, isPost, body, close ? `Perhaps you meant to call the function ${schema}.${close}` : null);
}

function noRoutine(schema: string, name: string, keys: string[], isPost: boolean, body: BodyType, hint: string | null): RestError {
  const sorted = [...keys].sort();
  const rawBody = isPost && body !== 'json';
  const prms = keys.length ? `(${sorted.join(', ')})` : ' without parameters';
  const searched = keys.length ? ` with parameter${keys.length > 1 ? 's' : ''} ${sorted.join(', ')}` : ' without parameters';
  const lookedFor = !isPost
    ? searched
    : body === 'json'
      ? `${searched} or with a single unnamed json/jsonb parameter`
      : ` with a single unnamed ${body} parameter`;
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${name}${rawBody ? '' : prms} in the schema cache`,
    `Searched for the function ${schema}.${name}${lookedFor}, but no matches were found in the schema cache.`,
    hint,
  );
}
