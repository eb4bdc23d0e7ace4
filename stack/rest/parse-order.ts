// `order=c1.desc.nullsfirst,c2->a.asc`, and the paging inputs: limit, offset and the Range header.
import { RestError, parseError } from './rest-error.ts';
import { Cursor, type FieldRef } from './parse-names.ts';

export interface OrderTerm {
  /** Set for `rel(col)`: order the parents by a column of a to-one embed. */
  relation?: string;
  field: FieldRef;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

export function parseOrder(text: string): OrderTerm[] {
  const c = new Cursor(text, 'order');
  const terms: OrderTerm[] = [];
  do {
    let field = c.field(',.()');
    let relation: string | undefined;
    if (c.eat('(')) {
      relation = field.column;
      field = c.field(',.()');
      c.expect(')');
    }
    const term: OrderTerm = { relation, field };
    while (c.eat('.')) {
      const word = c.name(',.');
      if ((word === 'asc' || word === 'desc') && !term.direction && !term.nulls) term.direction = word;
      else if ((word === 'nullsfirst' || word === 'nullslast') && !term.nulls) term.nulls = word === 'nullsfirst' ? 'first' : 'last';
      else throw parseError('order', text, c.pos - word.length + 1, `"${word}" expecting asc, desc, nullsfirst or nullslast`);
    }
    terms.push(term);
  } while (c.eat(','));
  if (!c.done) throw c.fail('expecting "," or end of input');
  return terms;
}

function nonNegativeInt(name: string, text: string): number {
  if (!/^\d+$/.test(text)) throw parseError(name, text, 1, `"${text[0] ?? ''}" expecting a non-negative integer`);
  return Number(text);
}

export interface Paging {
  offset: number;
  limit: number | null;
}

/** Combines limit/offset parameters with a `Range: a-b` header the way PostgREST does (both apply). */
export function parsePaging(limit: string | null, offset: string | null, rangeHeader: string | undefined): Paging {
  let from = offset === null ? 0 : nonNegativeInt('offset', offset);
  let count: number | null = limit === null ? null : nonNegativeInt('limit', limit);
  const m = rangeHeader ? /^(?:items=)?(\d+)-(\d*)$/.exec(rangeHeader.trim()) : null;
  if (m) {
    const lower = Number(m[1]);
    const upper = m[2] ? Number(m[2]) : null;
    if (upper !== null && upper < lower) {
      throw new RestError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
      );
    }
    from += lower;
    if (upper !== null) count = count === null ? upper - lower + 1 : Math.min(count, upper - lower + 1);
  }
  return { offset: from, limit: count };
}
