// Admin changes need aal2 (supabase/migrations/20261125140000_admin_mfa.sql rewrote the admin branch of
// every earlier write policy to private.is_admin_aal2()). A write policy added by a later migration is
// not rewritten, so it must name is_admin_aal2() itself: this reads the later migrations and fails on an
// insert, update, delete or `for all` policy that grants admins with the plain private.is_admin().
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = resolve(import.meta.dirname, '../../supabase/migrations');
const AAL2_MIGRATION = '20261125140000_admin_mfa.sql';

/** `create policy … ;` statements whose command writes and whose expressions call private.is_admin(). */
function plainAdminWritePolicies(sql: string): string[] {
  const withoutComments = sql.replace(/--[^\n]*/g, '');
  const policies = withoutComments.match(/create\s+policy\s[\s\S]*?;/gi) ?? [];
  return policies.filter((p) => /\bfor\s+(insert|update|delete|all)\b/i.test(p) && /private\.is_admin\s*\(\s*\)/i.test(p)).map((p) => p.split('\n')[0]!.trim());
}

describe('admin write policies after the aal2 migration', () => {
  it('recognises a plain admin write policy (the check can fail)', () => {
    expect(plainAdminWritePolicies('create policy "x" on public.t for update to authenticated using ((select private.is_admin()));')).toHaveLength(1);
    expect(plainAdminWritePolicies('create policy "x" on public.t for select to authenticated using ((select private.is_admin()));')).toEqual([]);
    expect(plainAdminWritePolicies('create policy "x" on public.t for delete to authenticated using ((select private.is_admin_aal2()));')).toEqual([]);
  });

  it('finds none in the migrations that sort after it', () => {
    const later = readdirSync(dir).filter((f) => f.endsWith('.sql') && f > AAL2_MIGRATION);
    const found = later.flatMap((f) => plainAdminWritePolicies(readFileSync(resolve(dir, f), 'utf8')).map((p) => `${f}: ${p}`));
    expect(found).toEqual([]);
  });
});
