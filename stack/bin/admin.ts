// `npm run admin -- <command>`: what the Supabase dashboard does for admins on a real project, for the
// embedded stack (which has no dashboard). Talks to the running API with the service-role key, the
// only key allowed to change plans and admins; the SPA never can.
//   list-users                       every user with plan, admin flag and current module
//   set-plan <email> <free|premium>  change a user's plan (start_date restarts today)
//   make-admin <email>               let a user manage content, plans, sessions and alerts
//   revoke-admin <email>             take that right away again
// The API URL is SUPABASE_URL when set, else the local stack's port (STACK_API_PORT, else
// supabase/config.toml's); every command first prints which server it talks to. The key is
// SUPABASE_SERVICE_ROLE_KEY when set (a hosted project), else the local demo service key.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { loadConfig } from '../config.ts';
import { SERVICE_ROLE_KEY } from '../keys.ts';

const usage = 'usage: npm run admin -- list-users | set-plan <email> <free|premium> | make-admin <email> | revoke-admin <email>';

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

async function listUsers(db: SupabaseClient) {
  const [profiles, plans, admins] = await Promise.all([
    db.from('profiles').select('id, email, display_name, current_module, created_at').order('created_at'),
    db.from('subscriptions').select('user_id, type, start_date'),
    db.from('admins').select('user_id'),
  ]);
  for (const r of [profiles, plans, admins]) if (r.error) throw new Error(r.error.message);
  const planOf = new Map((plans.data as { user_id: string; type: string; start_date: string }[]).map((p) => [p.user_id, p]));
  const adminIds = new Set((admins.data as { user_id: string }[]).map((a) => a.user_id));
  const rows = (profiles.data as { id: string; email: string; display_name: string; current_module: number }[]).map((p) => ({
    email: p.email,
    name: p.display_name,
    plan: planOf.get(p.id)?.type ?? '-',
    since: planOf.get(p.id)?.start_date ?? '-',
    admin: adminIds.has(p.id) ? 'yes' : '',
    module: p.current_module,
  }));
  console.table(rows);
}

async function setPlan(db: SupabaseClient, email: string, plan: string) {
  if (plan !== 'free' && plan !== 'premium') throw new Error('The plan must be free or premium.');
  const id = await findUserId(db, email);
  const { error } = await db.from('subscriptions').update({ type: plan }).eq('user_id', id);
  if (error) throw new Error(error.message);
  console.log(`${email} is now on the ${plan} plan.`);
}

async function setAdmin(db: SupabaseClient, email: string, admin: boolean) {
  const id = await findUserId(db, email);
  const { error } = admin
    ? await db.from('admins').upsert({ user_id: id }, { onConflict: 'user_id', ignoreDuplicates: true })
    : await db.from('admins').delete().eq('user_id', id);
  if (error) throw new Error(error.message);
  console.log(admin ? `${email} is now an admin.` : `${email} is no longer an admin.`);
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
  else {
    console.error(usage);
    process.exitCode = 2;
  }
} catch (e) {
  const message = (e as Error).message;
  console.error(/fetch failed/.test(message) ? `${target.url} is not reachable: start the stack with npm start (or npm run stack).` : message);
  process.exitCode = 1;
}
