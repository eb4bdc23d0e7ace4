// `npm run admin -- …` against the test stack: the embedded stack's stand-in for the dashboard changes
// plans and admins through the service role, and refuses unknown users and plans.
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { client, serviceClient, signUpUser } from '../support/clients.ts';
import { verifyWithTotp } from '../support/mfa.ts';
import { ok, refused } from './personas.ts';

const exec = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');

async function run(env: NodeJS.ProcessEnv, args: string[]): Promise<{ code: number; out: string }> {
  try {
    const r = await exec(process.execPath, ['--import', 'tsx', 'server/bin/admin.ts', ...args], { cwd: root, env });
    return { code: 0, out: r.stdout + r.stderr };
  } catch (e) {
    const failed = e as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

/** Through SUPABASE_URL, as for a hosted project; every command first names its server. */
const admin = (...args: string[]) => run({ ...process.env, SUPABASE_URL: inject('apiUrl') }, args);
const server = () => `Server: ${inject('apiUrl')} (SUPABASE_URL)\n`;

describe('npm run admin', () => {
  it('sets a plan and makes and revokes an admin, read back by the user', async () => {
    const u = await signUpUser('cli', { display_name: 'Cli User' });
    expect(await admin('set-plan', u.email, 'premium')).toEqual({ code: 0, out: `${server()}${u.email} is now on the premium plan.\n` });
    expect(ok(await u.client.from('subscriptions').select('type').single()).type).toBe('premium');
    expect((await admin('make-admin', u.email)).code).toBe(0);
    expect(ok(await u.client.from('admins').select('user_id').eq('user_id', u.id))).toEqual([{ user_id: u.id }]);
    const list = await admin('list-users');
    expect(list.code).toBe(0);
    expect(list.out).toMatch(new RegExp(`${u.email}.*Cli User.*premium.*yes`));
    expect((await admin('revoke-admin', u.email)).code).toBe(0);
    expect(ok(await u.client.from('admins').select('user_id'))).toEqual([]);
  }, 120_000);

  it("suspends and unsuspends through the console's functions, in the audit log as service_role", async () => {
    const u = await signUpUser('clisusp', { display_name: 'Cli Suspended' });
    expect(await admin('suspend', u.email, 'Posting', 'spam')).toEqual({
      code: 0,
      out: `${server()}${u.email} is suspended: Posting spam\n`,
    });
    expect(ok(await u.client.from('member_suspensions').select('reason').single()).reason).toBe('Posting spam');
    expect((await client().auth.signInWithPassword({ email: u.email, password: u.password })).error?.code).toBe('user_banned');
    expect((await admin('list-users')).out).toMatch(new RegExp(`${u.email}.*Cli Suspended.*free.*Posting spam`));
    expect(await admin('unsuspend', u.email)).toEqual({ code: 0, out: `${server()}${u.email} is no longer suspended.\n` });
    expect((await client().auth.signInWithPassword({ email: u.email, password: u.password })).error).toBeNull();
    const audit = ok(await serviceClient().from('audit_log').select('action, actor_role, reason').eq('target_user_id', u.id).order('id'));
    expect(audit).toEqual([
      { action: 'member.suspend', actor_role: 'service_role', reason: 'Posting spam' },
      { action: 'member.lift_suspension', actor_role: 'service_role', reason: null },
    ]);
    const short = await admin('suspend', u.email, 'x');
    expect(short).toEqual({ code: 1, out: `${server()}Give a reason of 3 to 500 characters; the member reads it.\n` });
  }, 120_000);

  it("resets an admin's two-factor factors (a lost phone): their changes are refused until they set up a new one", async () => {
    const [u, member] = await Promise.all([signUpUser('climfa', { display_name: 'Cli Mfa' }), signUpUser('climfamember')]);
    expect((await admin('make-admin', u.email)).code).toBe(0);
    await verifyWithTotp(u.client);
    ok(await u.client.rpc('admin_set_complimentary', { member_id: member.id, premium: true }));
    expect(await admin('reset-mfa', u.email)).toEqual({
      code: 0,
      out: `${server()}Removed 1 two-factor factor of ${u.email}: they set up a new one at their next admin change.\n`,
    });
    expect((await serviceClient().auth.admin.mfa.listFactors({ userId: u.id })).data?.factors).toEqual([]);
    expect((await u.client.auth.refreshSession()).error).toBeNull();
    expect(refused(await u.client.rpc('admin_set_complimentary', { member_id: member.id, premium: false }), 403).message).toBe(
      'Admin changes need two-factor verification (aal2).',
    );
    await verifyWithTotp(u.client);
    ok(await u.client.rpc('admin_set_complimentary', { member_id: member.id, premium: false }));
    expect(await admin('reset-mfa', member.email)).toEqual({ code: 0, out: `${server()}${member.email} has no two-factor factor.\n` });
  }, 120_000);

  it('refuses an unknown user, an unknown plan and an unknown command', async () => {
    expect(await admin('set-plan', 'nobody@example.com', 'premium')).toEqual({
      code: 1,
      out: `${server()}No user with the email nobody@example.com.\n`,
    });
    expect(await admin('set-plan', 'nobody@example.com', 'gold')).toEqual({
      code: 1,
      out: `${server()}The plan must be free or premium.\n`,
    });
    expect((await admin('promote')).code).toBe(2);
  }, 120_000);

  it('talks to the stack started on STACK_API_PORT, and says so', async () => {
    const u = await signUpUser('cliport', { display_name: 'Port User' });
    const port = new URL(inject('apiUrl')).port;
    const env: NodeJS.ProcessEnv = { ...process.env, STACK_API_PORT: port };
    delete env.SUPABASE_URL;
    const list = await run(env, ['list-users']);
    expect(list.code).toBe(0);
    expect(list.out.split('\n')[0]).toBe(`Server: http://127.0.0.1:${port} (the local stack, STACK_API_PORT)`);
    expect(list.out).toContain(u.email);
    const down = await run({ ...env, STACK_API_PORT: '9' }, ['list-users']);
    expect(down).toEqual({
      code: 1,
      out: 'Server: http://127.0.0.1:9 (the local stack, STACK_API_PORT)\nhttp://127.0.0.1:9 is not reachable: start the stack with npm start (or npm run stack).\n',
    });
  }, 120_000);
});
