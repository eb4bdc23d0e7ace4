// The Supabase dashboard as an admin tool (docs/admin-dashboard.md): its table and SQL editors act as
// the postgres role with no JWT. The test builds a fresh database of this run's engine from
// supabase/migrations and the seeds, as the stack builds one, and acts on it as the dashboard does:
// connected as postgres, no request claims. The personas act on the same connection with the claims
// the API sets (role and request.jwt.claims, as stack/rest/run-request.ts), so only the JWT stands
// between them and the operator: they must gain nothing.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createEngine, type Engine, migrate } from 'supabase-stand-in';
import { serviceClient, signUpUser } from '../support/clients.ts';
import { createTestDatabase } from '../support/test-database.ts';

interface AuditRow {
  actor_id: string | null;
  actor_email: string | null;
  actor_role: string;
  action: string;
  target_table: string;
  target_id: string | null;
  target_email: string | null;
  reason: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

let engine: Engine;
let drop: (() => Promise<void>) | undefined;
const id: Record<'learner' | 'premium' | 'admin', string> = { learner: '', premium: '', admin: '' };

beforeAll(async () => {
  if (inject('engine') === 'postgres') {
    const db = await createTestDatabase('tradecraft_dashboard');
    drop = () => db.drop();
    engine = await createEngine({ kind: 'postgres', url: db.url, max: 1 });
  } else {
    engine = await createEngine({ kind: 'pglite' });
  }
  await migrate(engine);
  const { rows } = await engine.query<{ email: string; id: string }>(
    `select email, id from auth.users where email in ('learner@tradecraft.local', 'premium@tradecraft.local', 'admin@tradecraft.local')`,
  );
  for (const r of rows) id[r.email.split('@')[0] as keyof typeof id] = r.id;
}, 300_000);
afterAll(async () => {
  await engine?.close();
  await drop?.();
});

/** The dashboard's SQL editor: one statement as postgres, no JWT. */
async function dashboard<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await engine.query<T>(sql, params)).rows;
}

type Persona = 'anon' | 'learner' | 'premium' | 'admin (aal1)' | 'service_role';

/** One statement with a persona's request settings, as the API runs it (same postgres login). */
async function as<T = Record<string, unknown>>(persona: Persona, sql: string, params: unknown[] = []): Promise<T[]> {
  const [role, claims] =
    persona === 'anon'
      ? ['anon', { role: 'anon' }]
      : persona === 'service_role'
        ? ['service_role', { role: 'service_role' }]
        : ['authenticated', { sub: id[persona === 'admin (aal1)' ? 'admin' : persona], role: 'authenticated', aal: 'aal1' }];
  const setup = {
    sql: `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
    params: [role, JSON.stringify(claims)],
  };
  return (await engine.run<T>(sql, params, setup)).rows;
}

async function lastAudit(where = 'true', params: unknown[] = []): Promise<AuditRow | undefined> {
  const rows = await dashboard<AuditRow>(
    `select actor_id, actor_email, actor_role, action, target_table, target_id, target_email, reason, before, after
     from public.audit_log where ${where} order by id desc limit 1`,
    params,
  );
  return rows[0];
}

const maxAuditId = async () => Number((await dashboard<{ n: string }>('select coalesce(max(id), 0) as n from public.audit_log'))[0]!.n);
const dashboardRowsSince = async (since: number) =>
  dashboard<AuditRow>(
    `select actor_role, action, target_table from public.audit_log where id > $1 and actor_role = 'dashboard' order by id`,
    [since],
  );

describe('a dashboard edit (the postgres role, no JWT) is audited', () => {
  it('a table-editor change of subscriptions.type writes an audit row naming the dashboard and postgres; migrations and seeds wrote none', async () => {
    expect(await dashboardRowsSince(0)).toEqual([]);
    expect(id.learner).not.toBe('');

    await dashboard(`update public.subscriptions set type = 'premium' where user_id = $1`, [id.learner]);
    const row = await lastAudit(`target_table = 'subscriptions'`);
    expect(row).toMatchObject({
      actor_id: null,
      actor_email: 'postgres',
      actor_role: 'dashboard',
      action: 'subscriptions.update',
      target_id: id.learner,
      target_email: 'learner@tradecraft.local',
      before: { type: 'free' },
      after: { type: 'premium' },
    });
    await dashboard(`update public.subscriptions set type = 'free' where user_id = $1`, [id.learner]);
    expect(await lastAudit(`target_table = 'subscriptions'`)).toMatchObject({
      actor_role: 'dashboard',
      before: { type: 'premium' },
      after: { type: 'free' },
    });
  });

  it('table-editor inserts, updates and deletes on the tables the console writes are audited as the dashboard', async () => {
    const since = await maxAuditId();
    await dashboard(`insert into public.admins (user_id) values ($1)`, [id.premium]);
    await dashboard(`delete from public.admins where user_id = $1`, [id.premium]);
    await dashboard(`insert into public.analysts (user_id) values ($1)`, [id.premium]);
    await dashboard(`delete from public.analysts where user_id = $1`, [id.premium]);
    await dashboard(`insert into public.channels (id, group_name, name, type, access, position)
                     select 'dash-test', group_name, 'dash-test', 'chat', 'free', 900 from public.channels where type = 'chat' limit 1`);
    await dashboard(`update public.channels set description = 'From the dashboard' where id = 'dash-test'`);
    await dashboard(`delete from public.channels where id = 'dash-test'`);
    await dashboard(`update public.modules set title = title || ' ' where id = (select min(id) from public.modules)`);
    await dashboard(`update public.lessons set title = title || ' ' where id = (select min(id) from public.lessons)`);
    await dashboard(`update public.profiles set display_name = 'Renamed by support' where id = $1`, [id.learner]);
    expect((await dashboardRowsSince(since)).map((r) => r.action)).toEqual([
      'admins.insert',
      'admins.delete',
      'analysts.insert',
      'analysts.delete',
      'channels.insert',
      'channels.update',
      'channels.delete',
      'modules.update',
      'lessons.update',
      'profiles.update',
    ]);
  });

  it("GoTrue's work (a sign-up's profile and plan, a deleted user's rows) is not an edit; the operator's edit in a transaction of its own is", async () => {
    const since = await maxAuditId();
    const user = '6f1d1c57-0c35-4e5e-9a53-8a4d0d7d0a11';
    // As the stand-in's GoTrue signs a user up: postgres, no JWT; a trigger writes the profile and the free plan.
    await dashboard(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', 'gotrue-made@tradecraft.local', '', now(), '{}', '{}', now(), now())`,
      [user],
    );
    expect(await dashboard(`select type from public.subscriptions where user_id = $1`, [user])).toEqual([{ type: 'free' }]);
    await dashboard(`update public.subscriptions set type = 'premium' where user_id = $1`, [user]);
    await dashboard(`update auth.users set email = 'gotrue-changed@tradecraft.local' where id = $1`, [user]);
    // As GoTrue deletes a user: their profile, plan and admin row go by cascade.
    await dashboard(`insert into public.admins (user_id) values ($1)`, [user]);
    await dashboard(`delete from auth.users where id = $1`, [user]);
    expect((await dashboardRowsSince(since)).map((r) => r.action)).toEqual(['subscriptions.update', 'admins.insert']);
  });
});

describe("the stack's GoTrue (postgres, no JWT, like the dashboard) is not the operator", () => {
  it('a sign-up, an email change and a deletion through the auth API leave no dashboard row', async () => {
    const service = serviceClient();
    const user = await signUpUser('gotrue-dashboard');
    expect((await service.auth.admin.updateUserById(user.id, { email: `changed-${user.email}` })).error).toBeNull();
    expect((await service.auth.admin.deleteUser(user.id)).error).toBeNull();
    const { data, error } = await service.from('audit_log').select('action').eq('actor_role', 'dashboard').eq('target_user_id', user.id);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});

describe('admin functions accept the dashboard operator', () => {
  it('each console action called as postgres works and is audited with the dashboard as actor', async () => {
    const since = await maxAuditId();
    // reads
    expect((await dashboard(`select * from public.admin_list_members(null, null)`)).length).toBeGreaterThanOrEqual(3);
    expect(await dashboard(`select members from public.admin_overview_totals()`)).toHaveLength(1);
    expect(await dashboard(`select * from public.admin_daily_activity(7)`)).toHaveLength(7);
    expect((await dashboard(`select * from public.admin_completion_funnel()`)).length).toBeGreaterThan(0);
    await dashboard(`select * from public.admin_moderation_queue()`);
    await dashboard(`select * from public.admin_active_mutes()`);
    // members
    expect(await dashboard(`select plan from public.admin_set_complimentary($1, true)`, [id.learner])).toEqual([{ plan: 'complimentary' }]);
    await dashboard(`select public.admin_set_complimentary($1, false)`, [id.learner]);
    expect(await dashboard(`select is_admin from public.admin_set_admin($1, true)`, [id.learner])).toEqual([{ is_admin: true }]);
    await dashboard(`select public.admin_set_admin($1, false)`, [id.learner]);
    await dashboard(`select public.admin_set_analyst($1, true)`, [id.learner]);
    await dashboard(`select public.admin_set_analyst($1, false)`, [id.learner]);
    expect(await dashboard(`select suspended from public.admin_suspend_member($1, 'Spam in #general')`, [id.learner])).toEqual([
      { suspended: true },
    ]);
    expect(await dashboard(`select banned_until > now() as banned from auth.users where id = $1`, [id.learner])).toEqual([
      { banned: true },
    ]);
    await dashboard(`select public.admin_lift_suspension($1)`, [id.learner]);
    // moderation
    const channel = (
      await dashboard<{ id: string }>(`select id from public.channels where type = 'chat' and access = 'free' order by position limit 1`)
    )[0]!.id;
    await dashboard(`select public.admin_mute_member($1, $2, '24h', 'Cooling off')`, [channel, id.learner]);
    await dashboard(`select public.admin_lift_mute($1, $2)`, [channel, id.learner]);
    const message = (
      await as<{ id: string }>('learner', `insert into public.messages (channel_id, body) values ($1, 'Buy my course') returning id`, [
        channel,
      ])
    )[0]!.id;
    await as('premium', `insert into public.message_reports (message_id, reason) values ($1, 'spam')`, [message]);
    await dashboard(`select public.admin_hide_message($1)`, [message]);
    await dashboard(`select public.admin_unhide_message($1)`, [message]);
    await dashboard(`select public.admin_dismiss_reports($1)`, [message]);
    await dashboard(`select public.admin_delete_message($1)`, [message]);
    // content
    const lesson = (
      await dashboard<{ id: string }>(
        `select id from public.lessons where module_id = (select min(id) from public.modules) order by position limit 1`,
      )
    )[0]!.id;
    await dashboard(`select public.admin_move_lesson($1, 'down')`, [lesson]);
    await dashboard(`select public.admin_move_lesson($1, 'up')`, [lesson]);
    const question = (
      await dashboard<{ q: string }>(
        `select public.admin_add_quiz_question((select min(id) from public.modules), 'Which order type fills at the market price?', array['Market', 'Limit'], 0, 'A market order takes the best price available.') as q`,
      )
    )[0]!.q;
    await dashboard(
      `select public.admin_save_quiz_question($1, 'Which order fills at the market price?', array['Market', 'Limit', 'Stop'], 0, 'A market order takes the best price.')`,
      [question],
    );
    await dashboard(`select public.admin_retire_quiz_question($1)`, [question]);
    await dashboard(`select public.admin_restore_quiz_question($1)`, [question]);
    const resource = (await dashboard<{ id: string }>(`select id from public.module_resources where position > 1 order by id limit 1`))[0]
      ?.id;
    if (resource) await dashboard(`select public.admin_move_resource($1, 'up')`, [resource]);
    await dashboard(
      `insert into public.lesson_video_jobs (lesson_id, state, error) values ($1, 'failed', 'render crashed')
                     on conflict (lesson_id) do update set state = 'failed', error = 'render crashed'`,
      [lesson],
    );
    expect(await dashboard(`select state from public.admin_retry_lesson_video($1)`, [lesson])).toEqual([{ state: 'queued' }]);

    const actions = new Set((await dashboardRowsSince(since)).map((r) => r.action));
    for (const action of [
      'member.grant_complimentary',
      'member.revoke_complimentary',
      'member.grant_admin',
      'member.revoke_admin',
      'member.grant_analyst',
      'member.revoke_analyst',
      'member.suspend',
      'member.lift_suspension',
      'member.mute',
      'member.lift_mute',
      'message.hide',
      'message.unhide',
      'message.delete',
      'lesson.move',
      'quiz_question.add',
      'quiz_question.save',
      'quiz_question.retire',
      'quiz_question.restore',
      'lesson_video.retry',
      ...(resource ? ['module_resource.move'] : []),
    ]) {
      expect(actions, action).toContain(action);
    }
    expect(await lastAudit(`action = 'member.suspend'`)).toMatchObject({
      actor_id: null,
      actor_email: 'postgres',
      actor_role: 'dashboard',
      reason: 'Spam in #general',
      target_email: 'learner@tradecraft.local',
    });
    expect(await lastAudit(`action = 'lesson_video.retry'`)).toMatchObject({
      actor_id: null,
      actor_email: 'postgres',
      actor_role: 'dashboard',
    });
  });
});

describe('nobody with a JWT gains anything from it', () => {
  const refusals: [Persona, RegExp][] = [
    ['anon', /permission denied for function admin_set_complimentary/],
    ['learner', /^Only admins can do this\.$/],
    ['premium', /^Only admins can do this\.$/],
    ['admin (aal1)', /^Admin changes need two-factor verification \(aal2\)\.$/],
  ];

  it.each(refusals)('%s is refused an admin change the operator makes on the same postgres login', async (persona, message) => {
    await expect(as(persona, `select public.admin_set_complimentary($1, true)`, [id.premium])).rejects.toMatchObject({
      code: '42501',
      message: expect.stringMatching(message),
    });
    expect(await dashboard(`select complimentary from public.admin_set_complimentary($1, true)`, [id.premium])).toEqual([
      { complimentary: true },
    ]);
    await dashboard(`select public.admin_set_complimentary($1, false)`, [id.premium]);
  });

  it.each(['anon', 'learner', 'premium', 'admin (aal1)', 'service_role'] as Persona[])(
    '%s cannot call the operator check, and its own writes are never recorded as the dashboard',
    async (persona) => {
      await expect(as(persona, `select private.trusted_operator()`)).rejects.toMatchObject({ code: '42501' });
      expect(await dashboard(`select private.trusted_operator() as who`)).toEqual([{ who: 'postgres' }]);
      const since = await maxAuditId();
      if (persona === 'learner' || persona === 'premium' || persona === 'admin (aal1)') {
        // Their own rows: a member's writes, not audited at all.
        await as(persona, `update public.profiles set display_name = display_name || '' where id = auth.uid()`);
        // Another member's plan: RLS lets nothing through.
        expect(
          await as(persona, `update public.subscriptions set type = 'premium' where user_id = $1 returning user_id`, [id.learner]).catch(
            () => [],
          ),
        ).toEqual([]);
      }
      expect(await dashboardRowsSince(since)).toEqual([]);
    },
  );

  it('the service role keeps its own path: it acts without a factor and is recorded as service_role, not the dashboard', async () => {
    const since = await maxAuditId();
    expect(await as('service_role', `select complimentary from public.admin_set_complimentary($1, true)`, [id.premium])).toEqual([
      { complimentary: true },
    ]);
    await as('service_role', `update public.subscriptions set type = 'free' where user_id = $1`, [id.premium]);
    const rows = await dashboard<AuditRow>(`select actor_role, actor_email, action from public.audit_log where id > $1 order by id`, [
      since,
    ]);
    expect(rows).toEqual([
      { actor_role: 'service_role', actor_email: null, action: 'member.grant_complimentary' },
      { actor_role: 'service_role', actor_email: null, action: 'subscriptions.update' },
    ]);
    // and the operator's same edit, for contrast
    await dashboard(`update public.subscriptions set type = 'premium' where user_id = $1`, [id.premium]);
    await dashboard(`update public.subscriptions set type = 'free' where user_id = $1`, [id.premium]);
    expect((await dashboardRowsSince(since)).map((r) => r.action)).toEqual(['subscriptions.update', 'subscriptions.update']);
  });
});
