// `npm run admin -- …` against the test stack: the embedded stack's stand-in for the dashboard changes
// plans and admins through the service role, and refuses unknown users and plans.
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { signUpUser } from '../support/clients.ts';
import { ok } from './personas.ts';

const exec = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');

async function admin(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const r = await exec(process.execPath, ['--import', 'tsx', 'stack/bin/admin.ts', ...args], {
      cwd: root,
      env: { ...process.env, SUPABASE_URL: inject('apiUrl') },
    });
    return { code: 0, out: r.stdout + r.stderr };
  } catch (e) {
    const failed = e as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

describe('npm run admin', () => {
  it('sets a plan and makes and revokes an admin, read back by the user', async () => {
    const u = await signUpUser('cli', { display_name: 'Cli User' });
    expect(await admin('set-plan', u.email, 'premium')).toEqual({ code: 0, out: `${u.email} is now on the premium plan.\n` });
    expect(ok(await u.client.from('subscriptions').select('type').single()).type).toBe('premium');
    expect((await admin('make-admin', u.email)).code).toBe(0);
    expect(ok(await u.client.from('admins').select('user_id').eq('user_id', u.id))).toEqual([{ user_id: u.id }]);
    const list = await admin('list-users');
    expect(list.code).toBe(0);
    expect(list.out).toMatch(new RegExp(`${u.email}.*Cli User.*premium.*yes`));
    expect((await admin('revoke-admin', u.email)).code).toBe(0);
    expect(ok(await u.client.from('admins').select('user_id'))).toEqual([]);
  }, 120_000);

  it('refuses an unknown user, an unknown plan and an unknown command', async () => {
    expect(await admin('set-plan', 'nobody@example.com', 'premium')).toEqual({ code: 1, out: 'No user with the email nobody@example.com.\n' });
    expect(await admin('set-plan', 'nobody@example.com', 'gold')).toEqual({ code: 1, out: 'The plan must be free or premium.\n' });
    expect((await admin('promote')).code).toBe(2);
  }, 120_000);
});
