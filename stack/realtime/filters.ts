// postgres_changes filters as Realtime v2.102 accepts them (docs/architecture.md, "Realtime"):
// `col=op.value`, op one of eq neq lt lte gt gte in (`in.(a,b)`), commas meaning AND; a value may
// be double-quoted PostgREST-style to hold `,`, `(` or `)`. Values compare by the column's type.

export type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';
export interface FilterTerm {
  column: string;
  op: FilterOp;
  values: string[];
}

const OPS = new Set<FilterOp>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);

/** Splits on commas outside double quotes and parentheses: `id=in.(1,2),b=eq."x,y"` is two terms. */
function splitOutside(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (ch === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** Parsed terms, or the message Realtime sends in its `system` error. */
export function parseFilter(filter: string): FilterTerm[] | { error: string } {
  const terms: FilterTerm[] = [];
  for (const raw of splitOutside(filter)) {
    const m = /^([^=]+)=([a-z]+)\.(.*)$/s.exec(raw.trim());
    if (!m || !OPS.has(m[2] as FilterOp)) return { error: `Error parsing \`filter\` params: ${JSON.stringify(raw.trim())}` };
    const [, column, op, value] = m as unknown as [string, string, FilterOp, string];
    if (op === 'in') {
      const list = /^\((.*)\)$/s.exec(value);
      if (!list) return { error: `Error parsing \`filter\` params: ${JSON.stringify(raw.trim())}` };
      terms.push({ column, op, values: splitOutside(list[1]!).map((v) => unquote(v.trim())) });
    } else {
      terms.push({ column, op, values: [unquote(value)] });
    }
  }
  return terms;
}

const unquote = (v: string) => (/^"(.*)"$/s.test(v) ? v.slice(1, -1) : v);

const NUMERIC = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);

function compare(value: unknown, wanted: string, typname: string): number | null {
  if (value === null || value === undefined) return null;
  if (NUMERIC.has(typname)) {
    const a = Number(value);
    const b = Number(wanted);
    if (Number.isNaN(a) || Number.isNaN(b)) return null;
    return a === b ? 0 : a < b ? -1 : 1;
  }
  const a = typeof value === 'string' ? value : JSON.stringify(value);
  if (typname === 'timestamptz' || typname === 'timestamp' || typname === 'date') {
    const ta = Date.parse(a);
    const tb = Date.parse(wanted);
    if (!Number.isNaN(ta) && !Number.isNaN(tb)) return ta === tb ? 0 : ta < tb ? -1 : 1;
  }
  return a === wanted ? 0 : a < wanted ? -1 : 1;
}

export function matchesFilter(terms: FilterTerm[], row: Record<string, unknown>, types: Map<string, string>): boolean {
  return terms.every((t) => {
    const typname = types.get(t.column) ?? 'text';
    const results = t.values.map((v) => compare(row[t.column], v, typname));
    const c = results[0] ?? null;
    switch (t.op) {
      case 'in':
        return results.includes(0);
      case 'eq':
        return c === 0;
      case 'neq':
        return c !== null && c !== 0;
      case 'lt':
        return c !== null && c < 0;
      case 'lte':
        return c !== null && c <= 0;
      case 'gt':
        return c !== null && c > 0;
      case 'gte':
        return c !== null && c >= 0;
    }
  });
}
