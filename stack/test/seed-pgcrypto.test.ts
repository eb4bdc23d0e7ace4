// The usual Supabase seed: demo users whose passwords are hashed in SQL with pgcrypto's crypt() and
// gen_salt('bf'). Supabase has pgcrypto in the `extensions` schema and `extensions` on the postgres
// role's search_path, so both the qualified and the bare calls work; Auth then signs in with the
// password, as GoTrue accepts any bcrypt hash. A stack of its own: no migrations, this seed only.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { client } from './support/clients.ts';
import { startTestStack, type TestStack } from './support/test-stack.ts';

const SEED = `
create extension if not exists pgcrypto with schema extensions;
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token, email_change_token_new, email_change)
values
  ('00000000-0000-0000-0000-000000000000', 'a0000000-0000-4000-8000-000000000001', 'authenticated', 'authenticated',
   'qualified@seed.local', extensions.crypt('Seeded-pw-1', extensions.gen_salt('bf')), now(),
   '{"provider":"email","providers":["email"]}', '{}', now(), now(), '', '', '', ''),
  ('00000000-0000-0000-0000-000000000000', 'a0000000-0000-4000-8000-000000000002', 'authenticated', 'authenticated',
   'bare@seed.local', crypt('Seeded-pw-2', gen_salt('bf')), now(),
   '{"provider":"email","providers":["email"]}', '{}', now(), now(), '', '', '', '');
`;

let stack: TestStack;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'seed-pgcrypto-'));
  writeFileSync(join(dir, 'seed.sql'), SEED);
  stack = await startTestStack(inject('engine'), {
    migrationsDir: dir,
    seedFile: join(dir, 'seed.sql'),
    databasePrefix: 'stand_in_pgcrypto',
  });
}, 60_000);

afterAll(async () => {
  await stack?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('a seed that hashes passwords with pgcrypto', () => {
  it('runs, with pgcrypto in the extensions schema as on Supabase', async () => {
    expect(stack.migration.seeded).toBe(true);
    const { rows } = await stack.engine.query<{ schema: string }>(
      "select n.nspname::text as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pgcrypto'",
    );
    expect(rows).toEqual([{ schema: 'extensions' }]);
  });

  it('gives passwords Auth signs in with', async () => {
    const db = client({ url: stack.apiUrl });
    for (const [email, password] of [
      ['qualified@seed.local', 'Seeded-pw-1'],
      ['bare@seed.local', 'Seeded-pw-2'],
    ] as const) {
      const { data, error } = await db.auth.signInWithPassword({ email, password });
      expect(error).toBeNull();
      expect(data.user?.email).toBe(email);
      const wrong = await db.auth.signInWithPassword({ email, password: 'not-the-password' });
      expect(wrong.error?.code).toBe('invalid_credentials');
    }
  });
});
