// The lexical pieces shared by the select, filter and order grammars: names (bare or double-quoted)
// and JSON paths (col->a->>b, with ->0 as an array index).
import { parseError } from './rest-error.ts';

export interface JsonStep {
  arrow: '->' | '->>';
  key: string | number;
}

export interface FieldRef {
  column: string;
  path: JsonStep[];
}

/** A cursor over one query parameter's text, reporting PostgREST-style parse errors. */
export class Cursor {
  pos = 0;
  constructor(
    readonly text: string,
    readonly what: string,
  ) {}

  get done(): boolean {
    return this.pos >= this.text.length;
  }
  peek(n = 1): string {
    return this.text.slice(this.pos, this.pos + n);
  }
  eat(token: string): boolean {
    if (!this.text.startsWith(token, this.pos)) return false;
    this.pos += token.length;
    return true;
  }
  expect(token: string): void {
    if (!this.eat(token)) throw this.fail(`expecting "${token}"`);
  }
  fail(expecting?: string): Error {
    const got = this.done ? 'end of input' : `"${this.text[this.pos]}"`;
    return parseError(this.what, this.text, this.pos + 1, expecting ? `${got} ${expecting}` : got);
  }

  /** A bare name ends at any character that has a meaning in the grammars. */
  name(stops = ',()!:.'): string {
    if (this.peek() === '"') return this.quoted();
    const start = this.pos;
    while (!this.done) {
      const ch = this.text[this.pos]!;
      if (stops.includes(ch) || ch === '"' || this.peek(2) === '->' || this.peek(2) === '::') break;
      this.pos++;
    }
    if (this.pos === start) throw this.fail('expecting a name');
    return this.text.slice(start, this.pos);
  }

  quoted(): string {
    this.expect('"');
    let out = '';
    while (!this.done && this.peek() !== '"') {
      if (this.peek() === '\\' && this.pos + 1 < this.text.length) this.pos++;
      out += this.text[this.pos++];
    }
    this.expect('"');
    return out;
  }

  /** `->a->>b` after a column name. */
  jsonPath(stops: string): JsonStep[] {
    const steps: JsonStep[] = [];
    for (;;) {
      const arrow = this.eat('->>') ? '->>' : this.eat('->') ? '->' : null;
      if (!arrow) return steps;
      const key = this.name(stops);
      steps.push({ arrow, key: /^-?\d+$/.test(key) ? Number(key) : key });
    }
  }

  field(stops = ',()!:.'): FieldRef {
    const column = this.name(stops);
    return { column, path: this.jsonPath(stops) };
  }
}
