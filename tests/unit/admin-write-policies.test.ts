// Admin changes need aal2 (supabase/migrations/20261125140000_admin_mfa.sql rewrote the admin branch of
// every earlier write policy to private.is_admin_aal2()). A write policy added by a later migration is
// not rewritten, so it must name is_admin_aal2() itself: this reads the later migrations and fails on an
// insert, update, delete or `for all` policy that grants admins with the plain private.is_admin(); and
// reads the schema as it is now (supabase/schema/, generated from the migrations) for the same.
import { readdirSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = resolve(import.meta.dirname, '../../supabase/migrations');
const schemaDir = resolve(import.meta.dirname, '../../supabase/schema');
const AAL2_MIGRATION = '20261125140000_admin_mfa.sql';

/** `create policy … ;` statements whose command writes and whose expressions call private.is_admin(). */
function plainAdminWritePolicies(sql: string): string[] {
  const withoutComments = sql.replace(/--[^\n]*/g, '');
  const policies = withoutComments.match(/create\s+policy\s[\s\S]*?;/gi) ?? [];
  return policies
    .filter((p) => /\bfor\s+(insert|update|delete|all)\b/i.test(p) && /private\.is_admin\s*\(\s*\)/i.test(p))
    .map((p) => p.split('\n')[0]!.trim());
}

/** The same in pg_dump's text (`CREATE POLICY "x" ON s.t [AS …] [FOR cmd] …;`, no FOR meaning ALL). */
function currentPlainAdminWritePolicies(sql: string): string[] {
  const policies = sql.match(/^CREATE POLICY "(?:[^"]|"")*" ON [^;]*;/gm) ?? [];
  return policies
    .filter((p) => {
      const cmd = /^CREATE POLICY "(?:[^"]|"")*" ON \S+(?: AS \w+)?(?: FOR (\w+))?/.exec(p)?.[1] ?? 'ALL';
      return cmd !== 'SELECT' && /private\.is_admin\(\)/.test(p);
    })
    .map((p) => p.split(' TO ')[0]!);
}

describe('admin write policies after the aal2 migration', () => {
  it('recognises a plain admin write policy (the check can fail)', () => {
    expect(
      plainAdminWritePolicies('create policy "x" on public.t for update to authenticated using ((select private.is_admin()));'),
    ).toHaveLength(1);
    expect(
      plainAdminWritePolicies('create policy "x" on public.t for select to authenticated using ((select private.is_admin()));'),
    ).toEqual([]);
    expect(
      plainAdminWritePolicies('create policy "x" on public.t for delete to authenticated using ((select private.is_admin_aal2()));'),
    ).toEqual([]);
  });

  it('recognises one in the schema as it is now (the check can fail)', () => {
    const admin = '(( SELECT private.is_admin() AS is_admin))';
    expect(currentPlainAdminWritePolicies(`CREATE POLICY "a; b" ON public.t FOR UPDATE TO authenticated USING ${admin};`)).toHaveLength(1);
    expect(currentPlainAdminWritePolicies(`CREATE POLICY "for select" ON public.t TO authenticated USING ${admin};`)).toHaveLength(1);
    expect(currentPlainAdminWritePolicies(`CREATE POLICY "x" ON public.t FOR SELECT TO authenticated USING ${admin};`)).toEqual([]);
    expect(
      currentPlainAdminWritePolicies(
        'CREATE POLICY "x" ON public.t FOR DELETE TO authenticated USING (( SELECT private.is_admin_aal2() AS is_admin_aal2));',
      ),
    ).toEqual([]);
  });

  it('finds none in the schema as it is now (supabase/schema/)', () => {
    const files = readdirSync(schemaDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name.endsWith('.sql'));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((e) => {
      const path = resolve(e.parentPath, e.name);
      return currentPlainAdminWritePolicies(readFileSync(path, 'utf8')).map((p) => `${relative(schemaDir, path)}: ${p}`);
    });
    expect(found).toEqual([]);
  });

  it('finds none in the migrations that sort after it', () => {
    const later = readdirSync(dir).filter((f) => f.endsWith('.sql') && f > AAL2_MIGRATION);
    const found = later.flatMap((f) => plainAdminWritePolicies(readFileSync(resolve(dir, f), 'utf8')).map((p) => `${f}: ${p}`));
    expect(found).toEqual([]);
  });
});
