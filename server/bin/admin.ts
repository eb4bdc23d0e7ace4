// `npm run admin -- <command>`: what the Supabase dashboard does for admins on a real project, for the
// embedded stack (which has no dashboard). Talks to the running API with the service-role key, the
// only key besides an admin's own allowed to change plans and admins; the SPA never holds it. Every
// change goes through the same SQL functions as the admin console (/admin), so both change data the
// same way and both are recorded in the audit log (as service_role here).
//   list-users                       every user with plan and its source, admin flag, suspension, module
//   set-plan <email> <free|premium>  grant or revoke complimentary premium (start_date restarts today)
//   make-admin <email>               let a user manage content, plans, sessions and alerts
//   revoke-admin <email>             take that right away again
//   suspend <email> <reason…>        the user can no longer sign in or post
//   unsuspend <email>                lift the suspension
//   reset-mfa <email>                remove the user's two-factor factors (a lost phone): an admin sets
//                                    up a new one at their next visit to /admin (GoTrue's admin API)
// The API URL is SUPABASE_URL when set, else the local stack's port (STACK_API_PORT, else
// supabase/config.toml's); every command first prints which server it talks to. The key is
// SUPABASE_SERVICE_ROLE_KEY when set (a hosted project), else the local demo service key.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { loadConfig, SERVICE_ROLE_KEY } from 'supabase-stand-in/project';

const usage =
  'usage: npm run admin -- list-users | set-plan <email> <free|premium> | make-admin <email> | revoke-admin <email> | suspend <email> <reason> | unsuspend <email> | reset-mfa <email>';

/** The server and where its URL came from, as printed before every command. */
function server(): { url: string; from: string } {
  if (process.env.SUPABASE_URL) return { url: process.env.SUPABASE_URL, from: 'SUPABASE_URL' };
  const from = process.env.STACK_API_PORT ? 'the local stack, STACK_API_PORT' : 'the local stack, supabase/config.toml';
  return { url: `http://127.0.0.1:${loadConfig().apiPort}`, from };
}

function connect(url: string) {
  return createClient(url, process.env.SUPABASE_SERVICE_ROLE_KEY ?? SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never }, // Node 20 has no global WebSocket
  });
}

async function findUserId(db: SupabaseClient, email: string): Promise<string> {
  const { data, error } = await db.from('profiles').select('id').eq('email', email.trim().toLowerCase()).maybeSingle<{ id: string }>();
  if (error) throw new Error(error.message);
  if (!data) throw new Error(`No user with the email ${email}.`);
  return data.id;
}

interface MemberRow {
  email: string;
  display_name: string;
  plan: 'paid' | 'complimentary' | 'none';
  is_admin: boolean;
  suspended: boolean;
  suspension_reason: string | null;
  current_module: number;
  joined_at: string;
}

async function listUsers(db: SupabaseClient) {
  const res: { data: MemberRow[] | null; error: { message: string } | null } = await db.rpc('admin_list_members').order('joined_at');
  if (res.error) throw new Error(res.error.message);
  console.table(
    (res.data ?? []).map((m) => ({
      email: m.email,
      name: m.display_name,
      plan: m.plan === 'none' ? 'free' : 'premium',
      source: m.plan === 'none' ? '' : m.plan,
      admin: m.is_admin ? 'yes' : '',
      suspended: m.suspended ? m.suspension_reason : '',
      module: m.current_module,
    })),
  );
}

/** Runs one admin_* function; its refusals (a suspended admin, a short reason…) are its own messages. */
async function call(db: SupabaseClient, fn: string, args: Record<string, unknown>) {
  const { error } = await db.rpc(fn, args);
  if (error) throw new Error(error.message);
}

async function setPlan(db: SupabaseClient, email: string, plan: string) {
  if (plan !== 'free' && plan !== 'premium') throw new Error('The plan must be free or premium.');
  await call(db, 'admin_set_complimentary', { member_id: await findUserId(db, email), premium: plan === 'premium' });
  console.log(`${email} is now on the ${plan} plan.`);
}

async function setAdmin(db: SupabaseClient, email: string, admin: boolean) {
  await call(db, 'admin_set_admin', { member_id: await findUserId(db, email), admin });
  console.log(admin ? `${email} is now an admin.` : `${email} is no longer an admin.`);
}

async function suspend(db: SupabaseClient, email: string, reason: string) {
  await call(db, 'admin_suspend_member', { member_id: await findUserId(db, email), reason });
  console.log(`${email} is suspended: ${reason.trim()}`);
}

async function unsuspend(db: SupabaseClient, email: string) {
  await call(db, 'admin_lift_suspension', { member_id: await findUserId(db, email) });
  console.log(`${email} is no longer suspended.`);
}

/** DELETE /auth/v1/admin/users/{id}/factors/{factorId} for each factor: their sessions drop to aal1. */
async function resetMfa(db: SupabaseClient, email: string) {
  const userId = await findUserId(db, email);
  const listed = await db.auth.admin.mfa.listFactors({ userId });
  if (listed.error) throw listed.error;
  for (const factor of listed.data.factors) {
    const { error } = await db.auth.admin.mfa.deleteFactor({ userId, id: factor.id });
    if (error) throw error;
  }
  const n = listed.data.factors.length;
  console.log(
    n === 0
      ? `${email} has no two-factor factor.`
      : `Removed ${n} two-factor factor${n === 1 ? '' : 's'} of ${email}: they set up a new one at their next admin change.`,
  );
}

const [command, ...args] = process.argv.slice(2);
const target = server();
console.log(`Server: ${target.url} (${target.from})`);
const db = connect(target.url);
try {
  if (command === 'list-users' && args.length === 0) await listUsers(db);
  else if (command === 'set-plan' && args.length === 2) await setPlan(db, args[0]!, args[1]!);
  else if (command === 'make-admin' && args.length === 1) await setAdmin(db, args[0]!, true);
  else if (command === 'revoke-admin' && args.length === 1) await setAdmin(db, args[0]!, false);
  else if (command === 'suspend' && args.length >= 2) await suspend(db, args[0]!, args.slice(1).join(' '));
  else if (command === 'unsuspend' && args.length === 1) await unsuspend(db, args[0]!);
  else if (command === 'reset-mfa' && args.length === 1) await resetMfa(db, args[0]!);
  else {
    console.error(usage);
    process.exitCode = 2;
  }
} catch (e) {
  const message = (e as Error).message;
  console.error(
    /fetch failed/.test(message) ? `${target.url} is not reachable: start the stack with npm start (or npm run stack).` : message,
  );
  process.exitCode = 1;
}
