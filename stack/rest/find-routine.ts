// Picks the function an /rpc call means among overloads: every given argument must be a parameter,
// every parameter without a default must be given. A POST whose body does not fit any named
// signature may go to a function with a single unnamed json/jsonb parameter. PGRST202 / PGRST203.
import type { Routine } from './load-routines.ts';
import { RestError } from './rest-error.ts';
import type { SchemaCache } from './schema-cache.ts';

export interface RoutineCall {
  routine: Routine;
  /** The whole body goes to the single unnamed json/jsonb parameter. */
  wholeBody: boolean;
}

const takesWholeBody = (r: Routine) => r.params.length === 1 && r.params[0]!.name === '' && /^jsonb?$/.test(r.params[0]!.type);

function fits(r: Routine, keys: string[]): boolean {
  const names = new Set(r.params.map((p) => p.name));
  return keys.every((k) => names.has(k)) && r.params.every((p) => p.hasDefault || keys.includes(p.name));
}

export function findRoutine(cache: SchemaCache, schema: string, name: string, keys: string[], isPostJson: boolean): RoutineCall {
  const all = cache.routines.get(`${schema}.${name}`) ?? [];
  const named = all.filter((r) => !takesWholeBody(r) && fits(r, keys));
  if (named.length === 1) return { routine: named[0]!, wholeBody: false };
  if (named.length > 1) {
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${named.map((r) => `${schema}.${name}(${r.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`).join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  const whole = isPostJson ? all.find(takesWholeBody) : undefined;
  if (whole) return { routine: whole, wholeBody: true };
  const sorted = [...keys].sort();
  const prms = keys.length ? `(${sorted.join(', ')})` : ' without parameters';
  const searched = keys.length ? ` with parameter${keys.length > 1 ? 's' : ''} ${sorted.join(', ')}` : ' without parameters';
  throw new RestError(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${name}${prms} in the schema cache`,
    `Searched for the function ${schema}.${name}${searched}${isPostJson ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
    null,
  );
}
