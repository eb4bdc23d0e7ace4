// The admin console's database: admin_* functions, the audit log and suspensions, by persona. Every
// admin write is refused to a visitor, a learner, another learner and a premium member (through the
// rpc and through direct REST writes); an admin's writes land in the audit log with who, what, when,
// before and after; a suspended member is refused at sign-in, at refresh and at post.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, signUpUser, type TestUser } from '../support/clients.ts';
import { createPersonas, ok, refused, type Personas } from './personas.ts';

let p: Personas;
beforeAll(async () => {
  p = await createPersonas('adminconsole');
});

interface AuditRow {
  id: number;
  created_at: string;
  actor_id: string | null;
  actor_email: string | null;
  actor_role: string;
  action: string;
  target_table: string;
  target_id: string | null;
  target_user_id: string | null;
  target_email: string | null;
  reason: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The audit rows about one member, newest first, as an admin reads them. */
async function auditOf(reader: SupabaseClient, memberId: string): Promise<AuditRow[]> {
  return ok(await reader.from('audit_log').select('*').eq('target_user_id', memberId).order('id', { ascending: false })) as AuditRow[];
}

const writes = (memberId: string) =>
  [
    ['admin_set_complimentary', { member_id: memberId, premium: true }],
    ['admin_set_admin', { member_id: memberId, admin: true }],
    ['admin_suspend_member', { member_id: memberId, reason: 'Spamming the chat' }],
    ['admin_lift_suspension', { member_id: memberId }],
  ] as const;
const reads = [
  ['admin_list_members', {}],
  ['admin_overview_totals', {}],
  ['admin_daily_activity', { days: 7 }],
  ['admin_completion_funnel', {}],
] as const;

describe('who may call the admin functions', () => {
  it('refuses a visitor (401) and a learner, another learner and a premium member (403), changing nothing', async () => {
    const target = p.other.id;
    for (const [fn, args] of [...writes(target), ...reads]) {
      refused(await p.visitor.rpc(fn, args), 401);
      for (const who of [p.learner, p.other, p.premium]) {
        const error = refused(await who.client.rpc(fn, args), 403);
        expect(error.code).toBe('42501');
        expect(error.message).toBe('Only admins can do this.');
      }
    }
    const row = ok(
      await p.service
        .rpc('admin_list_members', { search: p.other.email })
        .single<{ plan: string; is_admin: boolean; suspended: boolean }>(),
    );
    expect(row).toMatchObject({ plan: 'none', is_admin: false, suspended: false });
  });

  it('refuses direct REST writes to plans, admins, suspensions and the audit log', async () => {
    for (const who of [p.learner, p.premium]) {
      refused(await who.client.from('admins').insert({ user_id: who.id }), 403);
      refused(await who.client.from('member_suspensions').insert({ user_id: p.other.id, reason: 'nope' }), 403);
      refused(await who.client.from('member_suspensions').delete().eq('user_id', p.other.id), 403);
      refused(await who.client.from('audit_log').insert({ actor_role: 'admin', action: 'forged', target_table: 'x' }), 403);
      // Plans: no policy lets a non-admin update, so nothing matches
      expect(ok(await who.client.from('subscriptions').update({ type: 'premium' }).eq('user_id', p.other.id).select())).toEqual([]);
    }
    expect(ok(await p.service.from('subscriptions').select('type').eq('user_id', p.other.id).single()).type).toBe('free');
  });

  it('lets only admins read the audit log and suspensions', async () => {
    refused(await p.visitor.from('audit_log').select('*'), 401);
    for (const who of [p.learner, p.premium]) {
      expect(ok(await who.client.from('audit_log').select('id'))).toEqual([]);
      expect(ok(await who.client.from('member_suspensions').select('user_id'))).toEqual([]);
    }
    expect(ok(await p.admin.client.from('audit_log').select('id')).length).toBeGreaterThan(0);
  });
});

describe('members', () => {
  it('lists members with plan source, progress and joined date; search and segments', async () => {
    const rows = ok(
      await p.admin.client
        .rpc('admin_list_members', { search: 'adminconsole-' }, { count: 'exact' })
        .order('joined_at', { ascending: false }),
    );
    expect(rows.map((r: { email: string }) => r.email).sort()).toEqual([p.learner, p.other, p.premium, p.admin].map((u) => u.email).sort());
    const admin = rows.find((r: { id: string }) => r.id === p.admin.id);
    expect(admin).toMatchObject({ is_admin: true, plan: 'none', suspended: false, modules_passed: 0, module_count: 15, current_module: 1 });
    expect(new Date(admin.joined_at).getTime()).toBeGreaterThan(Date.now() - 600_000);
    expect(new Date(admin.last_seen_at).getTime()).toBeGreaterThan(Date.now() - 600_000);
    const premium = rows.find((r: { id: string }) => r.id === p.premium.id);
    expect(premium).toMatchObject({ plan: 'complimentary', complimentary: true, billing_status: null });
    // by display name, case-insensitive; % and _ are literal
    expect(ok(await p.admin.client.rpc('admin_list_members', { search: 'pat prem' })).map((r: { id: string }) => r.id)).toContain(
      p.premium.id,
    );
    expect(ok(await p.admin.client.rpc('admin_list_members', { search: '%' }))).toEqual([]);
    const comp = ok(await p.admin.client.rpc('admin_list_members', { search: 'adminconsole-', segment: 'complimentary' }));
    expect(comp.map((r: { id: string }) => r.id)).toEqual([p.premium.id]);
    const err = refused(await p.admin.client.rpc('admin_list_members', { segment: 'gold' }), 400);
    expect(err.code).toBe('22023');
  });

  it('shows a paid Stripe subscription as paid, whatever the complimentary flag', async () => {
    const u = await signUpUser('adminconsole-paid', { display_name: 'Paula Paid' });
    ok(
      await p.service.from('billing_subscriptions').insert({
        id: `sub_${randomUUID().slice(0, 8)}`,
        user_id: u.id,
        stripe_customer_id: 'cus_admin_paid',
        status: 'active',
        stripe_created: new Date().toISOString(),
        synced_at: new Date().toISOString(),
      }),
    );
    const row = ok(await p.admin.client.rpc('admin_list_members', { search: u.email }).single());
    expect(row).toMatchObject({ plan: 'paid', complimentary: false, billing_status: 'active' });
    const totals = ok(await p.admin.client.rpc('admin_overview_totals').single<{ paid_members: number; mrr_cents: number }>());
    expect(totals.paid_members).toBeGreaterThanOrEqual(1);
    expect(totals.mrr_cents % 4999).toBe(0);
    expect(totals.mrr_cents).toBeGreaterThanOrEqual(4999);
  });

  it('grants and revokes complimentary premium, each recorded in the audit log with before and after', async () => {
    const u = await signUpUser('adminconsole-comp', { display_name: 'Cody Comp' });
    const granted = ok(await p.admin.client.rpc('admin_set_complimentary', { member_id: u.id, premium: true }).single());
    expect(granted).toMatchObject({ id: u.id, plan: 'complimentary', complimentary: true });
    expect(ok(await u.client.rpc('billing_status').single<{ is_premium: boolean }>()).is_premium).toBe(true);
    const [grant] = await auditOf(p.admin.client, u.id);
    expect(grant).toMatchObject({
      actor_id: p.admin.id,
      actor_email: p.admin.email,
      actor_role: 'admin',
      action: 'member.grant_complimentary',
      target_table: 'subscriptions',
      target_id: u.id,
      target_email: u.email,
      reason: null,
    });
    expect(grant!.before).toMatchObject({ type: 'free' });
    expect(grant!.after).toMatchObject({ type: 'premium' });
    expect(Date.now() - new Date(grant!.created_at).getTime()).toBeLessThan(60_000);

    ok(await p.admin.client.rpc('admin_set_complimentary', { member_id: u.id, premium: false }));
    const [revoke] = await auditOf(p.admin.client, u.id);
    expect(revoke).toMatchObject({
      action: 'member.revoke_complimentary',
      before: expect.objectContaining({ type: 'premium' }),
      after: expect.objectContaining({ type: 'free' }),
    });
    // granting what is already there writes nothing and records nothing
    ok(await p.admin.client.rpc('admin_set_complimentary', { member_id: u.id, premium: false }));
    expect((await auditOf(p.admin.client, u.id)).length).toBe(2);
    refused(await p.admin.client.rpc('admin_set_complimentary', { member_id: randomUUID(), premium: true }), 400);
  });

  it('makes and revokes an admin; an admin cannot revoke themselves', async () => {
    const u = await signUpUser('adminconsole-mod', { display_name: 'Mo Moderator' });
    expect(ok(await p.admin.client.rpc('admin_set_admin', { member_id: u.id, admin: true }).single())).toMatchObject({ is_admin: true });
    expect(ok(await u.client.rpc('admin_overview_totals').single<{ admins: number }>()).admins).toBeGreaterThanOrEqual(2);
    ok(await p.admin.client.rpc('admin_set_admin', { member_id: u.id, admin: false }));
    refused(await u.client.rpc('admin_overview_totals'), 403);
    expect((await auditOf(p.admin.client, u.id)).map((r) => r.action)).toEqual(['member.revoke_admin', 'member.grant_admin']);
    const self = refused(await p.admin.client.rpc('admin_set_admin', { member_id: p.admin.id, admin: false }), 400);
    expect(self.message).toMatch(/own admin rights/);
  });

  it('the service role (npm run admin) changes data through the same functions, recorded as service_role', async () => {
    const u = await signUpUser('adminconsole-cli');
    ok(await p.service.rpc('admin_set_complimentary', { member_id: u.id, premium: true }));
    const [row] = await auditOf(p.admin.client, u.id);
    expect(row).toMatchObject({ actor_id: null, actor_role: 'service_role', action: 'member.grant_complimentary' });
  });
});

describe('suspension', () => {
  let member: TestUser;
  beforeAll(async () => {
    member = await signUpUser('adminconsole-susp', { display_name: 'Sid Suspended' });
    ok(await member.client.from('messages').insert({ channel_id: 'tutorial-help', body: 'Before the suspension' }));
  });

  it('needs a reason, and never targets oneself or an admin', async () => {
    expect(refused(await p.admin.client.rpc('admin_suspend_member', { member_id: member.id, reason: ' x ' }), 400).message).toMatch(
      /reason/,
    );
    expect(
      refused(await p.admin.client.rpc('admin_suspend_member', { member_id: p.admin.id, reason: 'Testing myself' }), 400).message,
    ).toMatch(/yourself/);
  });

  it('refuses the member at sign-in, at refresh and at post, until lifted; each step audited', async () => {
    const { data: session } = await member.client.auth.getSession();
    const refreshToken = session.session!.refresh_token;
    const row = ok(await p.admin.client.rpc('admin_suspend_member', { member_id: member.id, reason: 'Spamming the chat' }).single());
    expect(row).toMatchObject({ suspended: true, suspension_reason: 'Spamming the chat' });
    const [audit] = await auditOf(p.admin.client, member.id);
    expect(audit).toMatchObject({
      action: 'member.suspend',
      target_table: 'member_suspensions',
      reason: 'Spamming the chat',
      before: null,
    });
    expect(audit!.after).toMatchObject({ user_id: member.id, reason: 'Spamming the chat', suspended_by: p.admin.id });

    // the database: no posting or editing with the access token still in hand
    refused(await member.client.from('messages').insert({ channel_id: 'tutorial-help', body: 'Still here?' }), 403);
    expect(ok(await member.client.from('messages').update({ body: 'edited' }).eq('author_id', member.id).select())).toEqual([]);
    // they read why
    expect(ok(await member.client.from('member_suspensions').select('reason').single()).reason).toBe('Spamming the chat');

    // the auth service: GoTrue's user_banned at sign-in and refresh
    const fresh = client();
    const signIn = await fresh.auth.signInWithPassword({ email: member.email, password: member.password });
    expect(signIn.error).toMatchObject({ status: 400, code: 'user_banned' });
    const refresh = await client().auth.refreshSession({ refresh_token: refreshToken });
    expect(refresh.error).toMatchObject({ status: 400, code: 'user_banned' });

    expect(ok(await p.admin.client.rpc('admin_lift_suspension', { member_id: member.id }).single())).toMatchObject({
      suspended: false,
      suspension_reason: null,
    });
    expect((await auditOf(p.admin.client, member.id))[0]).toMatchObject({ action: 'member.lift_suspension', after: null });
    const again = client();
    expect((await again.auth.signInWithPassword({ email: member.email, password: member.password })).error).toBeNull();
    ok(await again.from('messages').insert({ channel_id: 'tutorial-help', body: 'Back again' }));
  });
});

describe('audit log', () => {
  it('records direct admin table writes and moderation of other members, not an admin’s own messages', async () => {
    const u = await signUpUser('adminconsole-msg');
    const msg = ok(await u.client.from('messages').insert({ channel_id: 'tutorial-help', body: 'Delete me' }).select('id').single());
    ok(await p.admin.client.from('messages').insert({ channel_id: 'tutorial-help', body: 'An admin chatting' }));
    ok(await p.admin.client.from('messages').delete().eq('id', msg.id));
    const [row] = await auditOf(p.admin.client, u.id);
    expect(row).toMatchObject({ action: 'messages.delete', target_table: 'messages', target_id: String(msg.id), after: null });
    expect(row!.before).toMatchObject({ body: 'Delete me' });
    const own = ok(await p.admin.client.from('audit_log').select('id').eq('target_table', 'messages').eq('target_user_id', p.admin.id));
    expect(own).toEqual([]);
  });

  it('cannot be changed or deleted by an admin or the service role', async () => {
    const [row] = ok(await p.admin.client.from('audit_log').select('id, action').limit(1)) as { id: number; action: string }[];
    // an admin: no write grant at all
    refused(await p.admin.client.from('audit_log').update({ action: 'rewritten' }).eq('id', row!.id), 403);
    refused(await p.admin.client.from('audit_log').delete().eq('id', row!.id), 403);
    // the service role bypasses RLS and holds update/delete: the trigger refuses
    for (const res of [
      await p.service.from('audit_log').update({ action: 'rewritten' }).eq('id', row!.id),
      await p.service.from('audit_log').delete().eq('id', row!.id),
    ]) {
      expect(refused(res, 403)).toMatchObject({ code: '42501', message: 'The audit log cannot be changed: its rows are kept as written.' });
    }
    refused(await p.service.from('audit_log').insert({ actor_role: 'admin', action: 'forged', target_table: 'x' }), 403);
    expect(ok(await p.admin.client.from('audit_log').select('action').eq('id', row!.id).single()).action).toBe(row!.action);
  });
});

describe('overview', () => {
  it('answers daily sign-ups, active learners and paid members, and the module funnel', async () => {
    const days = ok(await p.admin.client.rpc('admin_daily_activity', { days: 7 }, { get: true })) as { day: string; signups: number }[];
    expect(days).toHaveLength(7);
    expect(days.at(-1)!.day).toBe(new Date().toISOString().slice(0, 10));
    expect(days.at(-1)!.signups).toBeGreaterThanOrEqual(4);
    refused(await p.admin.client.rpc('admin_daily_activity', { days: 0 }), 400);
    const funnel = ok(await p.admin.client.rpc('admin_completion_funnel', {}, { get: true })) as {
      module_id: number;
      attempted: number;
      passed: number;
    }[];
    expect(funnel).toHaveLength(15);
    expect(funnel[0]).toMatchObject({ module_id: 1 });
    const totals = ok(
      await p.admin.client.rpc('admin_overview_totals', {}, { get: true }).single<{ members: number; signups_7d: number }>(),
    );
    expect(totals.members).toBeGreaterThanOrEqual(totals.signups_7d);
  });
});

describe("audit of course content and learners' records (security review 4)", () => {
  /** Audit rows written by the admin persona on one table, oldest first. */
  async function adminWrites(table: string, since: number): Promise<AuditRow[]> {
    return ok(
      await p.admin.client.from('audit_log').select('*').eq('target_table', table).eq('actor_id', p.admin.id).gt('id', since).order('id'),
    ) as AuditRow[];
  }
  async function lastId(): Promise<number> {
    const rows = ok(await p.service.from('audit_log').select('id').order('id', { ascending: false }).limit(1));
    return rows[0]?.id ?? 0;
  }

  it("records an admin's inserts, edits and deletes of lessons, resources, chart exercises (bars, keys) and badges; non-admins write none", async () => {
    const since = await lastId();
    // Rows only this test uses (an unpublished lesson, a resource and a badge of its own); the chart
    // exercise rows are edited and put back.
    const lesson = ok(
      await p.admin.client
        .from('lessons')
        .insert({ module_id: 14, position: 97, title: 'Audit draft', notes: 'x', published: false })
        .select('id')
        .single(),
    );
    ok(await p.admin.client.from('lessons').update({ title: 'Audit draft, edited' }).eq('id', lesson.id).select());
    ok(await p.admin.client.from('lessons').delete().eq('id', lesson.id).select());
    const resource = ok(
      await p.admin.client
        .from('module_resources')
        .insert({ module_id: 14, position: 97, kind: 'checklist', title: 'Audit sheet', path: `module-14/audit-${Date.now()}.pdf` })
        .select('id')
        .single(),
    );
    ok(await p.admin.client.from('module_resources').update({ summary: 'Edited' }).eq('id', resource.id).select());
    ok(await p.admin.client.from('module_resources').delete().eq('id', resource.id).select());
    const badgeId = `audit-badge-${Date.now()}`;
    ok(await p.admin.client.from('badges').insert({ id: badgeId, name: 'Audit badge' }).select());
    ok(await p.admin.client.from('badges').update({ description: 'Edited' }).eq('id', badgeId).select());
    ok(await p.admin.client.from('badges').delete().eq('id', badgeId).select());
    const [exercise] = ok(
      await p.admin.client.from('chart_exercises').select('id, title').order('module_id', { ascending: false }).limit(1),
    );
    const [bar] = ok(
      await p.admin.client.from('chart_exercise_bars').select('position, high').eq('exercise_id', exercise!.id).order('position').limit(1),
    );
    const key = ok(await p.admin.client.from('chart_exercise_keys').select('explanation').eq('exercise_id', exercise!.id).single());
    ok(
      await p.admin.client
        .from('chart_exercises')
        .update({ title: `${exercise!.title} (audit)` })
        .eq('id', exercise!.id)
        .select(),
    );
    ok(await p.admin.client.from('chart_exercises').update({ title: exercise!.title }).eq('id', exercise!.id).select());
    ok(
      await p.admin.client
        .from('chart_exercise_bars')
        .update({ high: Number(bar!.high) + 0.01 })
        .eq('exercise_id', exercise!.id)
        .eq('position', bar!.position)
        .select(),
    );
    ok(
      await p.admin.client
        .from('chart_exercise_bars')
        .update({ high: bar!.high })
        .eq('exercise_id', exercise!.id)
        .eq('position', bar!.position)
        .select(),
    );
    ok(
      await p.admin.client
        .from('chart_exercise_keys')
        .update({ explanation: `${key.explanation}.` })
        .eq('exercise_id', exercise!.id)
        .select(),
    );
    ok(await p.admin.client.from('chart_exercise_keys').update({ explanation: key.explanation }).eq('exercise_id', exercise!.id).select());

    const ops = (rows: AuditRow[]) => rows.map((r) => r.action);
    expect(ops(await adminWrites('lessons', since))).toEqual(['lessons.insert', 'lessons.update', 'lessons.delete']);
    expect(ops(await adminWrites('module_resources', since))).toEqual([
      'module_resources.insert',
      'module_resources.update',
      'module_resources.delete',
    ]);
    expect(ops(await adminWrites('badges', since))).toEqual(['badges.insert', 'badges.update', 'badges.delete']);
    expect(ops(await adminWrites('chart_exercises', since))).toEqual(['chart_exercises.update', 'chart_exercises.update']);
    expect(ops(await adminWrites('chart_exercise_bars', since))).toEqual(['chart_exercise_bars.update', 'chart_exercise_bars.update']);
    expect(ops(await adminWrites('chart_exercise_keys', since))).toEqual(['chart_exercise_keys.update', 'chart_exercise_keys.update']);
    const [edit] = (await adminWrites('lessons', since)).slice(1);
    expect(edit).toMatchObject({ actor_role: 'admin', actor_email: p.admin.email, target_id: String(lesson.id) });
    expect(edit!.before).toMatchObject({ title: 'Audit draft' });
    expect(edit!.after).toMatchObject({ title: 'Audit draft, edited' });

    // A visitor, a learner, another learner and a premium member change none of it, so nothing is logged.
    refused(await p.visitor.from('badges').insert({ id: `${badgeId}-x`, name: 'x' }), 401);
    for (const who of [p.learner, p.other, p.premium]) {
      refused(await who.client.from('badges').insert({ id: `${badgeId}-x`, name: 'x' }), 403);
      expect(ok(await who.client.from('lessons').update({ title: 'Hacked' }).eq('module_id', 1).select())).toEqual([]);
      expect(
        ok(await who.client.from('chart_exercise_keys').update({ explanation: 'Hacked' }).eq('exercise_id', exercise!.id).select()),
      ).toEqual([]);
      expect(ok(await who.client.from('audit_log').select('id').gt('id', since))).toEqual([]);
    }
  });

  it("records an admin's corrections and resets of another member's progress, never a member's own writes", async () => {
    const u = await signUpUser('adminconsole-progress', { display_name: 'Pam Progress' });
    const lesson = ok(await p.service.from('lessons').select('id').eq('module_id', 1).eq('position', 1).single());
    const [exercise] = ok(await u.client.from('chart_exercises').select('id').eq('module_id', 3).eq('kind', 'level'));
    // The member's own writes, through the functions meant for them: not admin writes.
    ok(await u.client.rpc('save_lesson_progress', { lesson_id: lesson.id, position_seconds: 5 }));
    ok(await u.client.rpc('grade_chart_exercise', { exercise_id: exercise!.id, price: 72 }));
    // An admin's own progress is not an admin write either.
    ok(await p.admin.client.rpc('save_lesson_progress', { lesson_id: lesson.id, position_seconds: 5 }));
    expect(await auditOf(p.admin.client, u.id)).toEqual([]);
    expect((await auditOf(p.admin.client, p.admin.id)).filter((r) => r.target_table === 'lesson_progress')).toEqual([]);
    // Rows a learner can only get by taking quizzes, written here by the service role (recorded as such).
    const now = new Date().toISOString();
    ok(
      await p.service
        .from('module_progress')
        .insert({ user_id: u.id, module_id: 1, best_score: 40, attempt_count: 1, last_attempt_at: now }),
    );
    ok(
      await p.service
        .from('quiz_attempts')
        .insert({ user_id: u.id, module_id: 1, answers: [0], correct: 0, total: 1, score: 0, passed: false }),
    );
    ok(await p.service.from('user_badges').insert({ user_id: u.id, badge_id: 'quiz-master' }));
    const before = (await auditOf(p.admin.client, u.id)).length;
    expect((await auditOf(p.admin.client, u.id)).every((r) => r.actor_role === 'service_role')).toBe(true);

    // Non-admins cannot touch another member's records (nothing matches), so nothing is logged.
    for (const who of [p.learner, p.other, p.premium]) {
      expect(ok(await who.client.from('module_progress').update({ best_score: 100 }).eq('user_id', u.id).select())).toEqual([]);
      for (const table of ['module_progress', 'lesson_progress', 'quiz_attempts', 'user_badges', 'chart_exercise_attempts']) {
        expect(ok(await who.client.from(table).delete().eq('user_id', u.id).select())).toEqual([]);
      }
    }
    refused(await p.visitor.from('module_progress').delete().eq('user_id', u.id));
    expect(await auditOf(p.admin.client, u.id)).toHaveLength(before);

    ok(
      await p.admin.client
        .from('module_progress')
        .update({ best_score: 70, passed_at: now })
        .eq('user_id', u.id)
        .eq('module_id', 1)
        .select(),
    );
    for (const table of ['lesson_progress', 'quiz_attempts', 'user_badges', 'chart_exercise_attempts', 'module_progress']) {
      expect(ok(await p.admin.client.from(table).delete().eq('user_id', u.id).select())).toHaveLength(1);
    }
    const mine = (await auditOf(p.admin.client, u.id)).filter((r) => r.actor_role === 'admin').reverse();
    expect(mine.map((r) => r.action)).toEqual([
      'module_progress.update',
      'lesson_progress.delete',
      'quiz_attempts.delete',
      'user_badges.delete',
      'chart_exercise_attempts.delete',
      'module_progress.delete',
    ]);
    expect(mine.every((r) => r.actor_id === p.admin.id && r.target_user_id === u.id && r.target_email === u.email)).toBe(true);
    expect(mine[0]!.before).toMatchObject({ best_score: 40, passed_at: null });
    expect(mine[0]!.after).toMatchObject({ best_score: 70 });
    expect(mine[1]).toMatchObject({ target_id: String(lesson.id) });
  });
});
