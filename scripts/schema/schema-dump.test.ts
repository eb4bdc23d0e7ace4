// How a pg_dump is split into supabase/schema's files (scripts/schema/schema-dump.ts).
import { describe, expect, it } from 'vitest';
import { parseDump, schemaDrift, schemaFiles } from './schema-dump.ts';

const entry = (name: string, type: string, schema: string, body: string) =>
  `--\n-- Name: ${name}; Type: ${type}; Schema: ${schema}; Owner: -\n--\n\n${body}\n\n\n`;

const dump = [
  '--\n-- PostgreSQL database dump\n--\n\n\\restrict abc123\n\nSET statement_timeout = 0;\n\n',
  entry('notes', 'TABLE', 'public', 'CREATE TABLE public.notes (\n    id bigint NOT NULL\n);\n\n\nSET default_table_access_method = heap;'),
  entry(
    'notes_id_seq',
    'SEQUENCE',
    'public',
    'ALTER TABLE public.notes ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (\n    SEQUENCE NAME public.notes_id_seq\n);',
  ),
  entry('notes_author_idx', 'INDEX', 'public', 'CREATE INDEX notes_author_idx ON public.notes USING btree (id);'),
  entry('notes Authors; and admins', 'POLICY', 'public', 'CREATE POLICY "Authors; and admins" ON public.notes USING (true);'),
  entry('COLUMN notes.id', 'COMMENT', 'public', "COMMENT ON COLUMN public.notes.id IS 'x';"),
  entry(
    'add(integer, integer)',
    'FUNCTION',
    'private',
    'CREATE FUNCTION private.add(a integer, b integer) RETURNS integer AS $$ select a + b $$;',
  ),
  entry('add(integer)', 'FUNCTION', 'private', 'CREATE FUNCTION private.add(a integer) RETURNS integer AS $$ select a $$;'),
  entry('FUNCTION add(a integer)', 'ACL', 'private', 'REVOKE ALL ON FUNCTION private.add(a integer) FROM PUBLIC;'),
  entry('objects Members read', 'POLICY', 'storage', 'CREATE POLICY "Members read" ON storage.objects FOR SELECT USING (true);'),
  entry('objects', 'TABLE', 'storage', 'CREATE TABLE storage.objects (id uuid);'),
  '\\unrestrict abc123\n\n--\n-- PostgreSQL database dump complete\n--\n\n',
].join('');

describe('schema dump', () => {
  it('parses the entries, names with "; " in them included, without psql commands or settings', () => {
    const entries = parseDump(dump);
    expect(entries.map((e) => `${e.schema} ${e.type} ${e.name}`)).toContain('public POLICY notes Authors; and admins');
    expect(entries[0]!.body).toBe('CREATE TABLE public.notes (\n    id bigint NOT NULL\n);');
    expect(entries.at(-1)!.body).toBe('CREATE TABLE storage.objects (id uuid);');
  });

  it("puts what hangs on a table in its file, overloads together, and leaves Supabase's own objects out", () => {
    const baseline = parseDump(entry('objects', 'TABLE', 'storage', 'CREATE TABLE storage.objects (id uuid);'));
    const files = schemaFiles(parseDump(dump), baseline);
    expect([...files.keys()]).toEqual(['private/functions/add.sql', 'public/tables/notes.sql', 'storage/tables/objects.sql']);
    const notes = files.get('public/tables/notes.sql')!;
    for (const part of [
      'CREATE TABLE public.notes',
      'SEQUENCE NAME public.notes_id_seq',
      'CREATE INDEX notes_author_idx',
      'CREATE POLICY "Authors; and admins"',
      'COMMENT ON COLUMN',
    ]) {
      expect(notes).toContain(part);
    }
    expect(notes).not.toMatch(/restrict|SET default_table_access_method|Owner:/);
    expect(files.get('private/functions/add.sql')!.match(/CREATE FUNCTION/g)).toHaveLength(2);
    const objects = files.get('storage/tables/objects.sql')!;
    expect(objects).toContain('CREATE POLICY "Members read"');
    expect(objects).not.toContain('CREATE TABLE');
    expect(objects).toContain("Supabase's");
  });

  it('names each differing file', () => {
    const generated = new Map([
      ['a.sql', 'x\ny\n'],
      ['b.sql', 'new\n'],
    ]);
    const checkedIn = new Map([
      ['a.sql', 'x\nz\n'],
      ['c.sql', 'old\n'],
    ]);
    expect(schemaDrift(generated, checkedIn)).toEqual({
      missing: ['b.sql'],
      extra: ['c.sql'],
      changed: [{ file: 'a.sql', line: 2, migrations: 'y', checkedIn: 'z' }],
    });
  });
});
