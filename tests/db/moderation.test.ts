// Moderation by persona: members report messages (once, not their own, only what they can read, 20 an
// hour, never reading others' reports); the queue and every admin action (hide, unhide, delete, dismiss,
// mute, lift) are refused to a visitor, a learner, another learner and a premium member, through the
// rpc and through direct REST writes to the tables; an admin's actions land in the audit log with
// before and after; a muted member cannot post, reply or react in that channel until the mute ends,
// and a suspended member is still refused.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type TestUser } from '../support/clients.ts';
import { sleep, subscribed, waitFor } from '../support/realtime.ts';
import { createPersonas, ok, refused, type Personas } from './personas.ts';

const CHANNEL = 'tutorial-help'; // free: every learner posts there

let p: Personas;
beforeAll(async () => {
  p = await createPersonas('moderation');
});

interface AuditRow {
  action: string;
  actor_id: string | null;
  actor_role: string;
  target_table: string;
  target_id: string | null;
  target_user_id: string | null;
  reason: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

async function post(who: TestUser, body: string, channel = CHANNEL): Promise<number> {
  return ok(await who.client.from('messages').insert({ channel_id: channel, body }).select('id').single()).id as number;
}

async function auditSince(since: number): Promise<AuditRow[]> {
  return ok(await p.admin.client.from('audit_log').select('*').gt('id', since).order('id')) as AuditRow[];
}

async function lastAuditId(): Promise<number> {
  const rows = ok(await p.admin.client.from('audit_log').select('id').order('id', { ascending: false }).limit(1));
  return rows[0]?.id ?? 0;
}

interface QueueRow {
  message_id: number;
  channel_id: string;
  channel_name: string;
  author_id: string;
  author_name: string;
  author_email: string;
  body: string;
  hidden: boolean;
  deleted: boolean;
  report_count: number;
  reasons: string[];
  notes: string[];
  first_reported_at: string;
  author_muted: boolean;
  author_muted_until: string | null;
}

async function queue(): Promise<QueueRow[]> {
  return ok(await p.admin.client.rpc('admin_moderation_queue')) as QueueRow[];
}

describe('reports', () => {
  it('a member reports a message they can read, once, with a reason and an optional note', async () => {
    const id = await post(p.other, 'Buy $MOON now, 100x guaranteed');
    const report = ok(
      await p.learner.client
        .from('message_reports')
        .insert({ message_id: id, channel_id: 'general', reason: 'scam', note: '  pump and dump  ' })
        .select('*')
        .single(),
    );
    expect(report).toMatchObject({
      message_id: id,
      reporter_id: p.learner.id,
      channel_id: CHANNEL,
      message_author_id: p.other.id,
      message_body: 'Buy $MOON now, 100x guaranteed',
      reason: 'scam',
      note: 'pump and dump',
      resolution: null,
    });
    // once per message
    expect(refused(await p.learner.client.from('message_reports').insert({ message_id: id, reason: 'spam' }), 409).code).toBe('23505');
    // they see that they reported it
    const shown = ok(await p.learner.client.from('channel_messages').select('reported_by_me, hidden_at').eq('id', id).single());
    expect(shown).toEqual({ reported_by_me: true, hidden_at: null });
    expect(ok(await p.premium.client.from('channel_messages').select('reported_by_me').eq('id', id).single()).reported_by_me).toBe(false);
  });

  it("refuses one's own message, an unknown reason, a long note, a message one cannot read, and a visitor", async () => {
    const own = await post(p.learner, 'My own words');
    expect(refused(await p.learner.client.from('message_reports').insert({ message_id: own, reason: 'spam' }), 400).message).toMatch(
      /your own/,
    );
    const theirs = await post(p.other, 'Something to report');
    expect(refused(await p.learner.client.from('message_reports').insert({ message_id: theirs, reason: 'rude' }), 400).code).toBe('23514');
    expect(
      refused(await p.learner.client.from('message_reports').insert({ message_id: theirs, reason: 'other', note: 'x'.repeat(501) }), 400)
        .code,
    ).toBe('23514');
    const premiumOnly = await post(p.premium, 'Premium talk', 'expert-analysis');
    expect(
      refused(await p.learner.client.from('message_reports').insert({ message_id: premiumOnly, reason: 'spam' }), [400, 409]).message,
    ).toMatch(/does not exist/);
    refused(await p.visitor.from('message_reports').insert({ message_id: theirs, reason: 'spam' }), 401);
    // nobody reports on someone else's behalf, nor resolves their own report
    refused(
      await p.premium.client.from('message_reports').insert({ message_id: theirs, reason: 'spam', reporter_id: p.learner.id }),
      [401, 403],
    );
    refused(
      await p.premium.client.from('message_reports').insert({ message_id: theirs, reason: 'spam', resolution: 'dismissed' }),
      [401, 403],
    );
  });

  it('a member reads only their own reports; admins read all', async () => {
    const id = await post(p.other, 'Reported twice');
    ok(await p.learner.client.from('message_reports').insert({ message_id: id, reason: 'spam' }));
    ok(await p.premium.client.from('message_reports').insert({ message_id: id, reason: 'harassment', note: 'rude to me' }));
    const mine = ok(await p.learner.client.from('message_reports').select('reporter_id').eq('message_id', id));
    expect(mine).toEqual([{ reporter_id: p.learner.id }]);
    expect(ok(await p.other.client.from('message_reports').select('id').eq('message_id', id))).toEqual([]);
    refused(await p.visitor.from('message_reports').select('id'), 401);
    expect(ok(await p.admin.client.from('message_reports').select('id').eq('message_id', id))).toHaveLength(2);
    // the queue groups them by message
    const row = (await queue()).find((r) => r.message_id === id)!;
    expect(row).toMatchObject({
      channel_id: CHANNEL,
      channel_name: 'tutorial-help',
      author_id: p.other.id,
      author_name: 'Otto Other',
      author_email: p.other.email,
      body: 'Reported twice',
      report_count: 2,
      reasons: ['harassment', 'spam'],
      notes: ['rude to me'],
      hidden: false,
      deleted: false,
      author_muted: false,
    });
  });

  it('limits a member to 20 reports an hour', async () => {
    // authors post at most 20 messages a minute: two fresh ones write the 21 messages
    const [reporter, a, b] = await Promise.all([signUpUser('moderation-busy'), signUpUser('moderation-a'), signUpUser('moderation-b')]);
    const ids: number[] = [];
    for (let i = 0; i < 21; i++) ids.push(await post(i % 2 ? a : b, `Message ${i} ${randomUUID().slice(0, 4)}`));
    for (const id of ids.slice(0, 20)) ok(await reporter.client.from('message_reports').insert({ message_id: id, reason: 'spam' }));
    const error = refused(await reporter.client.from('message_reports').insert({ message_id: ids[20]!, reason: 'spam' }), 429);
    expect(error.code).toBe('reporting_rate_limited');
  });
});

describe('who may moderate', () => {
  const calls = (messageId: number, memberId: string) =>
    [
      ['admin_moderation_queue', {}],
      ['admin_active_mutes', {}],
      ['admin_hide_message', { message_id: messageId }],
      ['admin_unhide_message', { message_id: messageId }],
      ['admin_delete_message', { message_id: messageId }],
      ['admin_dismiss_reports', { message_id: messageId }],
      ['admin_mute_member', { channel_id: CHANNEL, member_id: memberId, duration: '24h', reason: 'Spamming the chat' }],
      ['admin_lift_mute', { channel_id: CHANNEL, member_id: memberId }],
    ] as const;

  it('refuses every moderation function to a visitor (401) and to learners and a premium member (403), changing nothing', async () => {
    const id = await post(p.other, 'Not to be touched');
    ok(await p.learner.client.from('message_reports').insert({ message_id: id, reason: 'other' }));
    const before = await lastAuditId();
    for (const [fn, args] of calls(id, p.other.id)) {
      refused(await p.visitor.rpc(fn, args), 401);
      for (const who of [p.learner, p.other, p.premium]) {
        const error = refused(await who.client.rpc(fn, args), 403);
        expect(error.code).toBe('42501');
      }
    }
    expect(ok(await p.premium.client.from('channel_messages').select('body, hidden_at').eq('id', id).single())).toEqual({
      body: 'Not to be touched',
      hidden_at: null,
    });
    expect((await queue()).find((r) => r.message_id === id)).toMatchObject({ report_count: 1, hidden: false, author_muted: false });
    expect(await auditSince(before)).toEqual([]);
  });

  it('refuses direct REST writes to hidden messages, mutes and reports', async () => {
    const id = await post(p.other, 'Direct writes');
    const [report] = ok(await p.learner.client.from('message_reports').insert({ message_id: id, reason: 'spam' }).select('id'));
    for (const who of [p.learner, p.other, p.premium]) {
      refused(await who.client.from('hidden_messages').insert({ message_id: id, channel_id: CHANNEL }), 403);
      refused(await who.client.from('hidden_messages').delete().eq('message_id', id), 403);
      refused(await who.client.from('channel_mutes').insert({ channel_id: CHANNEL, user_id: p.other.id, reason: 'by myself' }), 403);
      refused(await who.client.from('channel_mutes').update({ muted_until: null }).eq('user_id', p.other.id), 403);
      refused(await who.client.from('channel_mutes').delete().eq('user_id', who.id), 403);
      refused(
        await who.client
          .from('message_reports')
          .update({ resolution: 'dismissed', resolved_at: new Date().toISOString() })
          .eq('id', (report as { id: number }).id),
        403,
      );
      refused(
        await who.client
          .from('message_reports')
          .delete()
          .eq('id', (report as { id: number }).id),
        403,
      );
    }
    refused(await p.visitor.from('hidden_messages').insert({ message_id: id, channel_id: CHANNEL }), 401);
    refused(await p.visitor.from('channel_mutes').insert({ channel_id: CHANNEL, user_id: p.other.id, reason: 'visitor' }), 401);
    refused(await p.visitor.from('message_reports').insert({ message_id: id, reason: 'spam' }), 401);
    expect((await queue()).find((r) => r.message_id === id)).toMatchObject({ report_count: 1, hidden: false });
  });

  it('admins cannot write the tables directly either: only through the functions', async () => {
    const id = await post(p.other, 'Admin direct');
    refused(await p.admin.client.from('hidden_messages').insert({ message_id: id, channel_id: CHANNEL }), 403);
    refused(await p.admin.client.from('channel_mutes').insert({ channel_id: CHANNEL, user_id: p.other.id, reason: 'direct' }), 403);
  });
});

describe('hide, delete, dismiss', () => {
  it('hiding keeps the row: the author sees it hidden, other members no longer see it, admins do; audited', async () => {
    const id = await post(p.other, 'Offensive words');
    ok(await p.learner.client.from('message_reports').insert({ message_id: id, reason: 'harassment' }));
    const since = await lastAuditId();
    ok(await p.admin.client.rpc('admin_hide_message', { message_id: id }));

    expect(ok(await p.learner.client.from('channel_messages').select('id').eq('id', id))).toEqual([]);
    expect(ok(await p.premium.client.from('messages').select('id').eq('id', id))).toEqual([]);
    const own = ok(await p.other.client.from('channel_messages').select('body, hidden_at').eq('id', id).single());
    expect(own.body).toBe('Offensive words');
    expect(own.hidden_at).not.toBeNull();
    expect(ok(await p.admin.client.from('channel_messages').select('id').eq('id', id))).toHaveLength(1);
    // readers see the id was hidden (what open chats listen to), never the text
    expect(ok(await p.learner.client.from('hidden_messages').select('message_id, channel_id').eq('message_id', id))).toEqual([
      { message_id: id, channel_id: CHANNEL },
    ]);
    // out of the queue, the report resolved
    expect((await queue()).some((r) => r.message_id === id)).toBe(false);
    expect(ok(await p.learner.client.from('message_reports').select('resolution').eq('message_id', id).single()).resolution).toBe('hidden');
    // nobody replies to or reports a hidden message they cannot see
    refused(await p.learner.client.from('messages').insert({ channel_id: CHANNEL, parent_id: id, body: 'reply' }), [400, 409]);
    refused(await p.premium.client.from('message_reports').insert({ message_id: id, reason: 'spam' }), [400, 409]);

    const audit = await auditSince(since);
    expect(audit.map((a) => [a.action, a.target_table])).toEqual([
      ['message.hide', 'hidden_messages'],
      ['message.hide', 'message_reports'],
    ]);
    expect(audit[0]).toMatchObject({
      actor_id: p.admin.id,
      actor_role: 'admin',
      target_id: String(id),
      before: null,
      after: expect.objectContaining({ message_id: id }),
    });
    expect(audit[1]).toMatchObject({
      target_user_id: p.other.id,
      before: expect.objectContaining({ resolution: null }),
      after: expect.objectContaining({ resolution: 'hidden', resolved_by: p.admin.id }),
    });

    const before2 = await lastAuditId();
    ok(await p.admin.client.rpc('admin_unhide_message', { message_id: id }));
    expect(ok(await p.learner.client.from('channel_messages').select('id').eq('id', id))).toHaveLength(1);
    expect((await auditSince(before2)).map((a) => a.action)).toEqual(['message.unhide']);
  });

  it("deleting uses the messages delete (gone, or a tombstone with replies), keeps the report's copy; audited", async () => {
    const id = await post(p.other, 'Scam link here');
    ok(await p.learner.client.from('message_reports').insert({ message_id: id, reason: 'scam' }));
    const since = await lastAuditId();
    ok(await p.admin.client.rpc('admin_delete_message', { message_id: id }));
    expect(ok(await p.service.from('messages').select('id').eq('id', id))).toEqual([]);
    const report = ok(
      await p.learner.client
        .from('message_reports')
        .select('message_id, message_body, resolution')
        .eq('reporter_id', p.learner.id)
        .eq('message_body', 'Scam link here')
        .single(),
    );
    expect(report).toEqual({ message_id: null, message_body: 'Scam link here', resolution: 'deleted' });
    const audit = await auditSince(since);
    expect(audit.map((a) => `${a.action} ${a.target_table}`)).toContain('message.delete messages');
    const del = audit.find((a) => a.target_table === 'messages')!;
    expect(del).toMatchObject({
      target_id: String(id),
      target_user_id: p.other.id,
      after: null,
      before: expect.objectContaining({ body: 'Scam link here' }),
    });

    // with replies: a tombstone
    const root = await post(p.other, 'Thread starter to delete');
    ok(await p.learner.client.from('messages').insert({ channel_id: CHANNEL, parent_id: root, body: 'a reply' }));
    ok(await p.admin.client.rpc('admin_delete_message', { message_id: root }));
    const tomb = ok(await p.learner.client.from('channel_messages').select('body, deleted_at').eq('id', root).single());
    expect(tomb.body).toBe('');
    expect(tomb.deleted_at).not.toBeNull();
    const tombAudit = (await auditSince(since)).find((a) => a.target_table === 'messages' && a.target_id === String(root))!;
    expect(tombAudit).toMatchObject({ target_user_id: p.other.id, before: expect.objectContaining({ author_id: p.other.id }) });
    refused(await p.admin.client.rpc('admin_delete_message', { message_id: 999_999_999 }), 400);
  });

  it('dismissing closes the reports and leaves the message; audited', async () => {
    const id = await post(p.other, 'Fine actually');
    ok(await p.learner.client.from('message_reports').insert({ message_id: id, reason: 'other', note: 'not sure' }));
    const since = await lastAuditId();
    ok(await p.admin.client.rpc('admin_dismiss_reports', { message_id: id }));
    expect((await queue()).some((r) => r.message_id === id)).toBe(false);
    expect(ok(await p.premium.client.from('channel_messages').select('body').eq('id', id).single()).body).toBe('Fine actually');
    const audit = await auditSince(since);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'reports.dismiss',
      target_table: 'message_reports',
      after: expect.objectContaining({ resolution: 'dismissed' }),
    });
  });
});

describe('mutes', () => {
  let member: TestUser;
  beforeAll(async () => {
    member = await signUpUser('moderation-muted', { display_name: 'Mia Muted' });
  });

  it('needs a known duration and a reason, and never targets an admin', async () => {
    const base = { channel_id: CHANNEL, member_id: member.id, reason: 'Spamming the chat' };
    expect(refused(await p.admin.client.rpc('admin_mute_member', { ...base, duration: '3d' }), 400).message).toMatch(/duration/);
    expect(refused(await p.admin.client.rpc('admin_mute_member', { ...base, duration: '1h', reason: 'x' }), 400).message).toMatch(/reason/);
    expect(refused(await p.admin.client.rpc('admin_mute_member', { ...base, member_id: p.admin.id, duration: '1h' }), 400).message).toMatch(
      /admin/,
    );
    expect(refused(await p.admin.client.rpc('admin_mute_member', { ...base, channel_id: 'nowhere', duration: '1h' }), 400).message).toMatch(
      /channel/,
    );
  });

  it('a muted member cannot post, reply or react in that channel until lifted; elsewhere they can; audited', async () => {
    const root = await post(p.other, 'Something to reply to');
    const since = await lastAuditId();
    const mute = ok(
      await p.admin.client
        .rpc('admin_mute_member', { channel_id: CHANNEL, member_id: member.id, duration: '24h', reason: 'Cool down' })
        .single<{ muted_until: string }>(),
    );
    const until = new Date(mute.muted_until).getTime();
    expect(until - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(until - Date.now()).toBeLessThan(24.1 * 3600_000);

    refused(await member.client.from('messages').insert({ channel_id: CHANNEL, body: 'Let me speak' }), 403);
    refused(await member.client.from('messages').insert({ channel_id: CHANNEL, parent_id: root, body: 'reply' }), 403);
    refused(await member.client.from('message_reactions').insert({ message_id: root, reaction: 'like' }), 403);
    expect(ok(await member.client.from('channel_overview').select('can_post').eq('id', CHANNEL).single()).can_post).toBe(false);
    // they read their own mute (the composer says until when and why); others read nothing
    expect(ok(await member.client.from('channel_mutes').select('channel_id, reason, muted_until').single())).toMatchObject({
      channel_id: CHANNEL,
      reason: 'Cool down',
    });
    expect(ok(await p.learner.client.from('channel_mutes').select('user_id').eq('user_id', member.id))).toEqual([]);
    // another free channel is not affected
    const other = ok(
      await member.client.from('channel_overview').select('id, can_post').eq('access', 'free').eq('type', 'chat').neq('id', CHANNEL),
    );
    for (const c of other) expect(c.can_post).toBe(true);
    expect(ok(await p.admin.client.rpc('admin_active_mutes')).some((m: { user_id: string }) => m.user_id === member.id)).toBe(true);

    // the queue shows the author's mute
    const id = await post(p.learner, 'hello');
    ok(await p.other.client.from('message_reports').insert({ message_id: id, reason: 'spam' }));
    ok(
      await p.admin.client.rpc('admin_mute_member', {
        channel_id: CHANNEL,
        member_id: p.learner.id,
        duration: 'permanent',
        reason: 'Forever quiet',
      }),
    );
    expect((await queue()).find((r) => r.message_id === id)).toMatchObject({ author_muted: true, author_muted_until: null });
    refused(await p.learner.client.from('messages').insert({ channel_id: CHANNEL, body: 'still muted' }), 403);
    ok(await p.admin.client.rpc('admin_lift_mute', { channel_id: CHANNEL, member_id: p.learner.id }));

    ok(await p.admin.client.rpc('admin_lift_mute', { channel_id: CHANNEL, member_id: member.id }));
    ok(await member.client.from('messages').insert({ channel_id: CHANNEL, body: 'Thank you' }));

    const audit = (await auditSince(since)).filter((a) => a.target_user_id === member.id);
    expect(audit.map((a) => a.action)).toEqual(['member.mute', 'member.lift_mute']);
    expect(audit[0]).toMatchObject({
      target_table: 'channel_mutes',
      target_id: CHANNEL,
      reason: 'Cool down',
      before: null,
      after: expect.objectContaining({ user_id: member.id, reason: 'Cool down', muted_by: p.admin.id }),
    });
    expect(audit[1]).toMatchObject({ after: null, before: expect.objectContaining({ reason: 'Cool down' }) });
  });

  it('a mute past its end no longer counts', async () => {
    ok(await p.admin.client.rpc('admin_mute_member', { channel_id: CHANNEL, member_id: member.id, duration: '1h', reason: 'Short one' }));
    refused(await member.client.from('messages').insert({ channel_id: CHANNEL, body: 'muted' }), 403);
    // the service role (the stand-in for time passing) moves its end into the past
    ok(
      await p.service
        .from('channel_mutes')
        .update({ muted_until: new Date(Date.now() - 1000).toISOString() })
        .eq('user_id', member.id)
        .eq('channel_id', CHANNEL),
    );
    ok(await member.client.from('messages').insert({ channel_id: CHANNEL, body: 'free again' }));
    expect(ok(await p.admin.client.rpc('admin_active_mutes')).some((m: { user_id: string }) => m.user_id === member.id)).toBe(false);
  });

  it('a suspended member is still refused by can_post_channel', async () => {
    const s = await signUpUser('moderation-susp');
    ok(await p.admin.client.rpc('admin_suspend_member', { member_id: s.id, reason: 'Suspended for the test' }));
    expect(ok(await s.client.from('channel_overview').select('can_post').eq('id', CHANNEL).single()).can_post).toBe(false);
    refused(await s.client.from('messages').insert({ channel_id: CHANNEL, body: 'let me in' }), 403);
    ok(await p.admin.client.rpc('admin_lift_suspension', { member_id: s.id }));
  });
});

describe('live', () => {
  afterAll(async () => {
    for (const who of [p.learner, p.premium, p.other]) await who.client.removeAllChannels();
  });

  it("a hide reaches the readers of the channel (ids only), a premium channel's only premium readers; a mute only the muted member", async () => {
    const hides = (who: TestUser, name: string) => {
      const seen: Record<string, unknown>[] = [];
      return subscribed(
        who.client
          .channel(name)
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'hidden_messages' }, (e) => seen.push(e.new)),
      ).then(() => seen);
    };
    const mutes = (who: TestUser, name: string) => {
      const seen: Record<string, unknown>[] = [];
      return subscribed(
        who.client
          .channel(name)
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'channel_mutes' }, (e) => seen.push(e.new)),
      ).then(() => seen);
    };
    const [learnerHides, premiumHides, learnerMutes, otherMutes] = await Promise.all([
      hides(p.learner, 'mod-hides-learner'),
      hides(p.premium, 'mod-hides-premium'),
      mutes(p.learner, 'mod-mutes-learner'),
      mutes(p.other, 'mod-mutes-other'),
    ]);
    const open = await post(p.other, 'Hidden live');
    const closed = await post(p.premium, 'Hidden live for premium', 'expert-analysis');
    ok(await p.admin.client.rpc('admin_hide_message', { message_id: open }));
    ok(await p.admin.client.rpc('admin_hide_message', { message_id: closed }));
    ok(await p.admin.client.rpc('admin_mute_member', { channel_id: CHANNEL, member_id: p.other.id, duration: '1h', reason: 'Live mute' }));

    await waitFor(() => learnerHides.some((h) => h.message_id === open), 5000, 'the hide for the learner');
    await waitFor(() => premiumHides.some((h) => h.message_id === closed), 5000, 'the premium hide for the premium member');
    await waitFor(() => otherMutes.some((m) => m.user_id === p.other.id), 5000, 'the mute for the muted member');
    expect(Object.keys(learnerHides.find((h) => h.message_id === open)!).sort()).toEqual(['channel_id', 'hidden_at', 'message_id']);
    await sleep(300);
    expect(learnerHides.some((h) => h.message_id === closed)).toBe(false);
    expect(learnerMutes).toEqual([]);
    ok(await p.admin.client.rpc('admin_lift_mute', { channel_id: CHANNEL, member_id: p.other.id }));
  });
});
