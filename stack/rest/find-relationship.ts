// Resolves an embed (`author(...)`, `books!author_id(...)`, `tags!post_tags(...)`) to one foreign key
// between the parent relation and the target, in either direction, or to a junction table with a
// foreign key to each (many-to-many), as PostgREST does: by target table name, foreign key name or
// foreign-key column, narrowed by the !hint. None → PGRST200, several → 300 PGRST201.
import { RestError } from './rest-error.ts';
import type { ForeignKey, Relation, SchemaCache } from './schema-cache.ts';

export interface Relationship {
  target: Relation;
  /** Many-to-one or one-to-one: the embed is an object or null; otherwise an array. */
  toOne: boolean;
  /** [parent column, target column] pairs that join the two. */
  pairs: [string, string][];
  fk: ForeignKey;
  cardinality: 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';
  /** Many-to-many: the junction's key to the parent ([junction col, parent col]) and to the target. */
  junction?: { relation: Relation; toParent: [string, string][]; toTarget: [string, string][]; targetFk: ForeignKey };
}

const sameColumns = (a: string[], b: string[]) => a.length === b.length && a.every((c) => b.includes(c));

function candidates(parent: Relation, name: string, cache: SchemaCache): Relationship[] {
  const found: Relationship[] = [];
  for (const fk of cache.foreignKeys) {
    if (fk.from === parent) {
      const byTable = fk.to.name === name && fk.to.schema === parent.schema;
      const byKey = fk.name === name || (fk.fromColumns.length === 1 && fk.fromColumns[0] === name);
      if (byTable || byKey) {
        const pairs = fk.fromColumns.map((c, i): [string, string] => [c, fk.toColumns[i]!]);
        found.push({ target: fk.to, toOne: true, pairs, fk, cardinality: 'many-to-one' });
      }
    }
    if (fk.to === parent && fk.from.name === name && fk.from.schema === parent.schema) {
      const unique = fk.from.uniqueKeys.some((k) => sameColumns(k, fk.fromColumns));
      const pairs = fk.toColumns.map((c, i): [string, string] => [c, fk.fromColumns[i]!]);
      found.push({ target: fk.from, toOne: unique, pairs, fk, cardinality: unique ? 'one-to-one' : 'one-to-many' });
    }
  }
  for (const toParent of cache.foreignKeys) {
    const j = toParent.from;
    if (toParent.to !== parent || j.name === name) continue;
    for (const toTarget of cache.foreignKeys) {
      if (toTarget === toParent || toTarget.from !== j || toTarget.to.name !== name || toTarget.to.schema !== parent.schema) continue;
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
  return found;
}

function matchesHint(r: Relationship, hint: string): boolean {
  if (r.junction) return r.junction.relation.name === hint;
  return r.fk.name === hint || r.fk.fromColumns.includes(hint) || r.fk.toColumns.includes(hint);
}

export function findRelationship(parent: Relation, name: string, hint: string | undefined, cache: SchemaCache): Relationship {
  let found = candidates(parent, name, cache);
  if (hint !== undefined) found = found.filter((r) => matchesHint(r, hint));
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
      relationship: r.junction
        ? `${r.junction.relation.name} using ${r.fk.name}${cols(r.fk.fromColumns)} and ${r.junction.targetFk.name}${cols(r.junction.targetFk.fromColumns)}`
        : `${r.fk.name} using ${r.fk.from.name}${cols(r.fk.fromColumns)} and ${r.fk.to.name}${cols(r.fk.toColumns)}`,
    })),
    `Try changing '${name}' to one of the following: ${found.map((r) => `'${name}!${r.junction ? r.junction.relation.name : r.fk.name}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}
