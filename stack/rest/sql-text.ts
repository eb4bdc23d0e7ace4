// The only two ways untrusted text reaches SQL: as a bound parameter, or as a quoted identifier whose
// name the caller has already checked against the schema cache.

export function ident(name: string): string {
  return '"' + name.replace(/"/g, '""') + '"';
}

export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`;
}

/** Collects bound parameters; `add` returns the placeholder to put in the SQL text. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return '$' + this.values.length;
  }
}

/** Generates the per-query aliases (t0, t1 …) used for relations and subqueries. */
export class Aliases {
  private next = 0;
  take(prefix = 't'): string {
    return `${prefix}${this.next++}`;
  }
}

/** A Postgres array literal ({"a","b"}) for binding a list as one parameter. */
export function arrayLiteral(values: string[]): string {
  return '{' + values.map((v) => '"' + v.replace(/\\/g, '\\\\').replace(/"/g, '\\"') + '"').join(',') + '}';
}
