// Resolves an embed (`author(...)`, `books!author_id(...)`, `tags!post_tags(...)`, `fk_name(...)`,
// `computed_fn(...)`) to one relationship of the parent, as PostgREST's Plan.findRel does. The
// parent's relationships are its foreign keys in both directions (many-to-one, one-to-many,
// one-to-one), many-to-many through a junction table, and computed relationships (a function taking
// the parent's row type and returning rows of a table). Without a hint the target may be the related
// table, or — when that is a table, not a view — a foreign key's name or its single column. With a
// hint the target is the related table and the hint a foreign key name, one of its columns or the
// junction. A self-referencing foreign key is two relationships: `table(...)` the children
// (one-to-many), `fk_column(...)` the parent (many-to-one). None → PGRST200, several → 300 PGRST201.
import type { Routine } from './load-routines.ts';
import { RestError } from './rest-error.ts';
import type { ForeignKey, Relation, SchemaCache } from './schema-cache.ts';

export interface Relationship {
  target: Relation;
  /** Many-to-one or one-to-one: the embed is an object or null; otherwise an array. */
  toOne: boolean;
  /** [parent column, target column] pairs that join the two (empty for computed relationships). */
  pairs: [string, string][];
  fk: ForeignKey | null;
  cardinality: 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many' | 'computed';
  /** Many-to-many: the junction's key to the parent ([junction col, parent col]) and to the target. */
  junction?: { relation: Relation; toParent: [string, string][]; toTarget: [string, string][]; targetFk: ForeignKey };
  /** Computed relationship: the function, called with the parent's row. */
  routine?: Routine;
}

const sameColumns = (a: string[], b: string[]) => a.length === b.length && a.every((c) => b.includes(c));
const isView = (r: Relation) => r.kind === 'v' || r.kind === 'm';

/** Every relationship of `parent` PostgREST's schema cache would hold. */
function relationshipsOf(parent: Relation, cache: SchemaCache): Relationship[] {
  const found: Relationship[] = [];
  for (const fk of cache.foreignKeys) {
    const unique = fk.from.uniqueKeys.some((k) => sameColumns(k, fk.fromColumns));
    if (fk.from === parent) {
      const pairs = fk.fromColumns.map((c, i): [string, string] => [c, fk.toColumns[i]!]);
      found.push({ target: fk.to, toOne: true, pairs, fk, cardinality: unique && fk.to !== parent ? 'one-to-one' : 'many-to-one' });
    }
    if (fk.to === parent) {
      const pairs = fk.toColumns.map((c, i): [string, string] => [c, fk.fromColumns[i]!]);
      const oneToOne = unique && fk.from !== parent;
      found.push({ target: fk.from, toOne: oneToOne, pairs, fk, cardinality: oneToOne ? 'one-to-one' : 'one-to-many' });
    }
  }
  for (const toParent of cache.foreignKeys) {
    const j = toParent.from;
    if (toParent.to !== parent || j === parent) continue;
    for (const toTarget of cache.foreignKeys) {
      if (toTarget === toParent || toTarget.from !== j || toTarget.to === j || toTarget.to.schema !== parent.schema) continue;
      // PostgREST's rule: both foreign keys' columns are part of the junction's primary key.
      if (![...toParent.fromColumns, ...toTarget.fromColumns].every((c) => j.primaryKey.includes(c))) continue;
      const pairs = (fk: ForeignKey) => fk.fromColumns.map((c, i): [string, string] => [c, fk.toColumns[i]!]);
      found.push({
        target: toTarget.to,
        toOne: false,
        pairs: [],
        fk: toParent,
        cardinality: 'many-to-many',
        junction: { relation: j, toParent: pairs(toParent), toTarget: pairs(toTarget), targetFk: toTarget },
      });
    }
  }
  for (const routine of cache.computedRelationships.get(`${parent.schema}.${parent.name}`) ?? []) {
    const target = cache.relations.get(`${routine.rowRelation!.schema}.${routine.rowRelation!.name}`);
    if (target)
      found.push({ target, toOne: !routine.returnsSet || routine.singleRow, pairs: [], fk: null, cardinality: 'computed', routine });
  }
  return found;
}

function matches(r: Relationship, parent: Relation, target: string, hint: string | undefined): boolean {
  if (r.routine) return r.routine.name === target && hint === undefined;
  const fk = r.fk!;
  const single = r.pairs.length === 1 ? r.pairs[0]! : null;
  const byTable = r.target.name === target;
  if (r.target === parent && !r.junction) {
    // Self-referencing: the table name means the children, the foreign key column the parent.
    if (hint === undefined)
      return (byTable && r.cardinality === 'one-to-many') || (single?.[0] === target && r.cardinality === 'many-to-one');
    return byTable && r.cardinality === 'one-to-many' && single?.[1] === hint;
  }
  if (hint === undefined) {
    if (byTable) return true;
    if (r.junction || isView(r.target)) return false;
    return fk.name === target || single?.[0] === target;
  }
  if (!byTable) return false;
  if (r.junction) return r.junction.relation.name === hint;
  return fk.name === hint || single?.[0] === hint || single?.[1] === hint;
}

export function findRelationship(parent: Relation, name: string, hint: string | undefined, cache: SchemaCache): Relationship {
  const found = relationshipsOf(parent, cache).filter((r) => matches(r, parent, name, hint));
  if (found.length === 1) return found[0]!;
  if (found.length === 0) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${name}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${parent.schema}', but no matches were found.`,
    );
  }
  const cols = (cs: string[]) => `(${cs.join(', ')})`;
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
    found.map((r) => ({
      cardinality: r.cardinality,
      embedding: `${parent.name} with ${r.target.name}`,
      relationship: r.routine
        ? `${r.routine.name}`
        : r.junction
          ? `${r.junction.relation.name} using ${r.fk!.name}${cols(r.fk!.fromColumns)} and ${r.junction.targetFk.name}${cols(r.junction.targetFk.fromColumns)}`
          : `${r.fk!.name} using ${parent.name}${cols(r.pairs.map((p) => p[0]))} and ${r.target.name}${cols(r.pairs.map((p) => p[1]))}`,
    })),
    `Try changing '${name}' to one of the following: ${found.map((r) => `'${name}!${r.junction ? r.junction.relation.name : (r.fk?.name ?? '')}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}
