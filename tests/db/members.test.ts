// Members by persona: profiles (a member changes only their own, checked fields, progress and
// certificate shown only as chosen), the directory (search, filters, sort, signed-in only), direct
// messages (who may start one, only the two members read and write, live only to them, unread counts,
// 30 a minute), blocks (no DM either way, no mention of the blocker) and reports of members (the
// reporter reads their own, admins work the queue). Visitors, a learner, another learner, a third
// member, a premium member and an admin each try to break them.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type TestUser } from '../support/clients.ts';
import { sleep, subscribed, waitFor } from '../support/realtime.ts';
import { createPersonas, ok, refused, type Personas } from './personas.ts';

let p: Personas;
let third: TestUser;
const listening: SupabaseClient[] = [];
beforeAll(async () => {
  p = await createPersonas('members');
  third = await signUpUser('members-third', { display_name: 'Theo Third' });
});
afterAll(async () => {
  await Promise.all(listening.map((c) => c.removeAllChannels()));
});

interface DirectoryRow {
  user_id: string;
  display_name: string;
  is_premium: boolean;
  is_staff: boolean;
  online: boolean;
  last_active_at: string;
}

async function find(c: SupabaseClient, args: Record<string, unknown>): Promise<DirectoryRow[]> {
  return ok(await c.rpc('find_members', args)) as DirectoryRow[];
}

interface QueueRow {
  id: number;
  dm_message_id: number | null;
}

async function send(who: TestUser, conversationId: string, body: string) {
  return who.client.from('dm_messages').insert({ conversation_id: conversationId, body }).select('id, sender_id, body').single();
}

describe('profiles', () => {
  it('a member fills in their own profile and every signed-in member reads it', async () => {
    ok(
      await p.learner.client
        .from('member_profiles')
        .update({
          bio: '  Learning to read charts.  ',
          experience: 'beginner',
          trading_style: 'swing',
          time_zone: 'Europe/Paris',
          links: ['https://example.com/lee'],
          avatar_path: `${p.learner.id}/avatar.webp`,
        })
        .eq('user_id', p.learner.id)
        .select(),
    );
    const [row] = ok(await p.other.client.from('member_directory').select('*').eq('user_id', p.learner.id));
    expect(row).toMatchObject({
      display_name: 'Lee Learner',
      initials: 'LL',
      is_premium: false,
      is_staff: false,
      bio: 'Learning to read charts.',
      experience: 'beginner',
      trading_style: 'swing',
      time_zone: 'Europe/Paris',
      links: ['https://example.com/lee'],
      avatar_path: `${p.learner.id}/avatar.webp`,
      modules_passed: 0,
    });
    expect(JSON.stringify(row)).not.toContain('@');
  });

  it('nobody changes or deletes another member’s profile, with a filter or without', async () => {
    expect(ok(await p.other.client.from('member_profiles').update({ bio: 'hacked' }).eq('user_id', p.learner.id).select())).toEqual([]);
    const noFilter = ok(await p.other.client.from('member_profiles').update({ bio: 'Otto here' }).neq('bio', 'x').select('user_id'));
    expect(noFilter).toEqual([{ user_id: p.other.id }]);
    expect(ok(await p.premium.client.from('member_profiles').update({ bio: 'hacked' }).eq('user_id', p.learner.id).select())).toEqual([]);
    refused(await p.learner.client.from('member_profiles').delete().eq('user_id', p.learner.id));
    refused(await p.learner.client.from('member_profiles').delete().neq('bio', 'x'));
    refused(await p.learner.client.from('member_profiles').update({ user_id: p.other.id }).eq('user_id', p.learner.id));
    refused(await p.learner.client.from('member_profiles').insert({ user_id: third.id }));
    refused(await p.visitor.from('member_profiles').update({ bio: 'hacked' }).eq('user_id', p.learner.id));
    const [lee] = ok(await p.service.from('member_profiles').select('bio').eq('user_id', p.learner.id));
    expect(lee!.bio).toBe('Learning to read charts.');
  });

  it('refuses a bad time zone, link or avatar path with a 400', async () => {
    const upd = (v: Record<string, unknown>) => p.learner.client.from('member_profiles').update(v).eq('user_id', p.learner.id);
    expect(refused(await upd({ time_zone: 'Mars/Olympus' }), 400).message).toContain('time zone');
    expect(refused(await upd({ links: ['http://plain.example'] }), 400).message).toContain('https://');
    refused(await upd({ links: Array.from({ length: 6 }, (_, i) => `https://e.example/${i}`) }), 400);
    refused(await upd({ avatar_path: `${p.other.id}/avatar.webp` }), 400);
    refused(await upd({ bio: 'x'.repeat(501) }), 400);
    refused(await upd({ experience: 'guru' }), 400);
  });

  it('shows progress and certificate only as the member chose (to themselves and admins always)', async () => {
    ok(
      await p.learner.client
        .from('member_profiles')
        .update({ show_progress: false, show_certificate: false })
        .eq('user_id', p.learner.id)
        .select(),
    );
    const seen = async (c: SupabaseClient) =>
      ok(await c.from('member_directory').select('modules_passed, show_progress').eq('user_id', p.learner.id).single());
    expect(await seen(p.other.client)).toEqual({ modules_passed: null, show_progress: false });
    expect(await seen(p.premium.client)).toEqual({ modules_passed: null, show_progress: false });
    expect(await seen(p.learner.client)).toEqual({ modules_passed: 0, show_progress: false });
    expect(await seen(p.admin.client)).toEqual({ modules_passed: 0, show_progress: false });
    ok(await p.learner.client.from('member_profiles').update({ show_progress: true }).eq('user_id', p.learner.id).select());
    expect(await seen(p.other.client)).toEqual({ modules_passed: 0, show_progress: true });
  });

  it('visitors read no profile', async () => {
    refused(await p.visitor.from('member_profiles').select('*'), 401);
    refused(await p.visitor.from('member_directory').select('*'), 401);
    refused(await p.visitor.rpc('find_members', { query: 'Lee' }), 401);
  });
});

describe('the directory', () => {
  it('searches by name and filters by premium, staff and channel readers', async () => {
    const names = (rows: { user_id: string }[]) => rows.map((r) => r.user_id);
    const byName = await find(p.other.client, { query: 'lee lea', max_rows: 100 });
    expect(names(byName)).toContain(p.learner.id);
    expect(names(byName)).not.toContain(p.premium.id);
    const premium = await find(p.learner.client, { premium: true, max_rows: 100 });
    expect(names(premium)).toContain(p.premium.id);
    expect(premium.every((r) => r.is_premium)).toBe(true);
    const staff = await find(p.learner.client, { staff: true, max_rows: 100 });
    expect(names(staff)).toContain(p.admin.id);
    expect(staff.every((r) => r.is_staff)).toBe(true);
    const experts = names(await find(p.premium.client, { channel: 'expert-analysis', max_rows: 100 }));
    expect(experts).toEqual(expect.arrayContaining([p.premium.id, p.admin.id]));
    expect(experts).not.toContain(p.learner.id);
    const wildcard = await find(p.learner.client, { query: '%', max_rows: 100 });
    expect(wildcard.every((r) => r.display_name.includes('%'))).toBe(true);
  });

  it('sorts by recent activity, progress or name and refuses anything else', async () => {
    ok(await p.other.client.rpc('mark_online'));
    const active = await find(p.learner.client, { sort: 'active', max_rows: 100 });
    const times = active.map((r) => Date.parse(r.last_active_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(active.find((r) => r.user_id === p.other.id)?.online).toBe(true);
    const online = await find(p.learner.client, { online: true, max_rows: 100 });
    expect(online.map((r) => r.user_id)).toContain(p.other.id);
    const byName = (await find(p.learner.client, { sort: 'name', max_rows: 100 })).map((r) => r.display_name.toLowerCase());
    expect(byName).toEqual([...byName].sort());
    refused(await p.learner.client.rpc('find_members', { sort: 'email' }), 400);
    refused(await p.learner.client.rpc('find_members', { query: 'x'.repeat(81) }), 400);
  });

  it('refuses the readers of a channel the caller cannot read', async () => {
    refused(await p.learner.client.rpc('find_members', { channel: 'expert-analysis' }), 403);
  });
});

describe('direct messages', () => {
  let convo: string;

  it('a free member starts a conversation only with staff; premium members and staff with anyone', async () => {
    expect(refused(await p.learner.client.rpc('start_conversation', { member_id: p.other.id }), 403).message).toContain('premium');
    refused(await p.learner.client.rpc('start_conversation', { member_id: p.learner.id }), 403);
    refused(await p.visitor.rpc('start_conversation', { member_id: p.learner.id }), 401);
    expect(ok(await p.learner.client.rpc('start_conversation', { member_id: p.admin.id }))).toMatch(/^[0-9a-f-]{36}$/);
    convo = ok(await p.premium.client.rpc('start_conversation', { member_id: p.learner.id })) as string;
    expect(ok(await p.learner.client.rpc('start_conversation', { member_id: p.premium.id }))).toBe(convo);
    refused(await p.learner.client.from('dm_conversations').insert({ member_a: p.learner.id, member_b: p.other.id }));
  });

  it('only the two members read and write it, live to them and nobody else', async () => {
    const learnerSees: Record<string, unknown>[] = [];
    const thirdSees: Record<string, unknown>[] = [];
    const adminSees: Record<string, unknown>[] = [];
    for (const [who, seen, name] of [
      [p.learner, learnerSees, 'dm-learner'],
      [third, thirdSees, 'dm-third'],
      [p.admin, adminSees, 'dm-admin'],
    ] as const) {
      listening.push(who.client);
      await subscribed(
        who.client
          .channel(name)
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'dm_messages' }, (e) => seen.push(e.new)),
      );
    }
    const sent = ok(await send(p.premium, convo, '  Hello Lee, welcome!  '));
    expect(sent).toMatchObject({ sender_id: p.premium.id, body: 'Hello Lee, welcome!' });
    await waitFor(() => learnerSees.some((m) => m.id === sent.id), 5000, 'the DM for the learner');
    await sleep(300);
    expect(thirdSees).toEqual([]);
    expect(adminSees).toEqual([]);

    expect(ok(await p.learner.client.from('dm_messages').select('body').eq('conversation_id', convo))).toEqual([
      { body: 'Hello Lee, welcome!' },
    ]);
    for (const outsider of [third.client, p.other.client, p.admin.client]) {
      expect(ok(await outsider.from('dm_messages').select('id').eq('conversation_id', convo))).toEqual([]);
      expect(ok(await outsider.from('dm_conversations').select('id').eq('id', convo))).toEqual([]);
      expect(ok(await outsider.from('my_conversations').select('id').eq('id', convo))).toEqual([]);
      refused(await outsider.from('dm_messages').insert({ conversation_id: convo, body: 'let me in' }), 403);
      refused(await outsider.rpc('mark_conversation_read', { conversation_id: convo }), 403);
    }
    refused(await p.visitor.from('dm_messages').select('id'), 401);
    refused(await p.learner.client.from('dm_messages').insert({ conversation_id: convo, body: 'as Pat', sender_id: p.premium.id }));
    refused(await p.learner.client.from('dm_messages').insert({ conversation_id: convo, body: '   ' }), 400);
  });

  it('nobody edits or deletes a direct message, with a filter or without', async () => {
    for (const who of [p.learner, p.premium, p.admin]) {
      refused(await who.client.from('dm_messages').update({ body: 'changed' }).eq('conversation_id', convo));
      refused(await who.client.from('dm_messages').update({ body: 'changed' }).neq('body', 'x'));
      refused(await who.client.from('dm_messages').delete().eq('conversation_id', convo));
      refused(await who.client.from('dm_messages').delete().neq('body', 'x'));
      refused(await who.client.from('dm_conversations').delete().neq('id', convo));
    }
    expect(ok(await p.service.from('dm_messages').select('body').eq('conversation_id', convo))).toEqual([{ body: 'Hello Lee, welcome!' }]);
  });

  it('counts unread messages from the other member until the conversation is read', async () => {
    ok(await send(p.premium, convo, 'Second one'));
    const row = async (who: TestUser) =>
      ok(
        await who.client
          .from('my_conversations')
          .select('other_id, other_name, unread_count, last_body, can_write')
          .eq('id', convo)
          .single(),
      );
    expect(await row(p.learner)).toEqual({
      other_id: p.premium.id,
      other_name: 'Pat Premium',
      unread_count: 2,
      last_body: 'Second one',
      can_write: true,
    });
    expect((await row(p.premium)).unread_count).toBe(0);
    ok(await p.learner.client.rpc('mark_conversation_read', { conversation_id: convo }));
    expect((await row(p.learner)).unread_count).toBe(0);
    const reply = ok(await send(p.learner, convo, 'Thanks Pat'));
    expect(reply.sender_id).toBe(p.learner.id);
    expect((await row(p.premium)).unread_count).toBe(1);
  });

  it('allows 30 direct messages a minute, then answers 429', async () => {
    const sender = await signUpUser('members-burst', { display_name: 'Bea Burst' });
    await p.service.from('subscriptions').update({ type: 'premium' }).eq('user_id', sender.id);
    const id = ok(await sender.client.rpc('start_conversation', { member_id: third.id })) as string;
    for (let i = 0; i < 30; i++) ok(await send(sender, id, `message ${i}`));
    const err = refused(await send(sender, id, 'one too many'), 429);
    expect(err.code).toBe('dm_rate_limited');
    ok(await send(third, id, 'the other member still writes'));
  });
});

describe('blocks', () => {
  let convo: string;
  beforeAll(async () => {
    convo = ok(await p.premium.client.rpc('start_conversation', { member_id: p.learner.id })) as string;
  });

  it('a blocked member cannot message the blocker, nor the blocker them, until the block is lifted', async () => {
    ok(await p.learner.client.from('member_blocks').insert({ blocked_id: p.premium.id }).select());
    refused(await send(p.premium, convo, 'Are you there?'), 403);
    refused(await send(p.learner, convo, 'Blocked you'), 403);
    expect(refused(await p.premium.client.rpc('start_conversation', { member_id: p.learner.id }), 403).message).toContain('cannot message');
    const mine = ok(await p.learner.client.from('my_conversations').select('blocked_by_me, can_write').eq('id', convo).single());
    expect(mine).toEqual({ blocked_by_me: true, can_write: false });
    expect(ok(await p.premium.client.from('member_blocks').select('*'))).toEqual([]);
  });

  it('a blocked member’s @mention of the blocker records and notifies nothing; others still get theirs', async () => {
    const msg = ok(
      await p.premium.client
        .from('messages')
        .insert({ channel_id: 'general', body: `Hey <@${p.learner.id}> and <@${p.other.id}>` })
        .select('id')
        .single(),
    );
    await sleep(200);
    const mentioned = ok(await p.service.from('message_mentions').select('user_id').eq('message_id', msg.id));
    expect(mentioned).toEqual([{ user_id: p.other.id }]);
    expect(ok(await p.learner.client.from('notifications').select('id').eq('message_id', msg.id))).toEqual([]);
    expect(ok(await p.other.client.from('notifications').select('id').eq('message_id', msg.id))).toHaveLength(1);
  });

  it('nobody reads, lifts or makes another member’s block', async () => {
    refused(await p.premium.client.from('member_blocks').insert({ blocker_id: p.learner.id, blocked_id: p.other.id }));
    refused(await p.learner.client.from('member_blocks').insert({ blocked_id: p.learner.id }), 400);
    for (const who of [p.premium, p.other, p.admin]) {
      expect(ok(await who.client.from('member_blocks').delete().eq('blocker_id', p.learner.id).select())).toEqual([]);
      expect(ok(await who.client.from('member_blocks').delete().neq('blocked_id', p.learner.id).select())).toEqual([]);
    }
    refused(await p.visitor.from('member_blocks').select('*'), 401);
    expect(ok(await p.service.from('member_blocks').select('blocked_id').eq('blocker_id', p.learner.id))).toEqual([
      { blocked_id: p.premium.id },
    ]);
  });

  it('lifting the block lets them talk again', async () => {
    expect(ok(await p.learner.client.from('member_blocks').delete().neq('blocked_id', p.learner.id).select())).toHaveLength(1);
    ok(await send(p.premium, convo, 'Back again'));
  });
});

describe('reports of members', () => {
  let messageId: number;
  beforeAll(async () => {
    const convo = ok(await p.premium.client.rpc('start_conversation', { member_id: p.learner.id })) as string;
    messageId = ok(await send(p.premium, convo, 'Buy my signals, guaranteed 1000%')).id as number;
  });

  it('a member reports a DM they received; the text is kept, the sender set by the database', async () => {
    const report = ok(
      await p.learner.client
        .from('member_reports')
        .insert({ dm_message_id: messageId, member_id: p.other.id, reason: 'scam', note: ' spam DM ' })
        .select('member_id, message_body, note, reporter_id')
        .single(),
    );
    expect(report).toEqual({
      member_id: p.premium.id,
      message_body: 'Buy my signals, guaranteed 1000%',
      note: 'spam DM',
      reporter_id: p.learner.id,
    });
    refused(await third.client.from('member_reports').insert({ dm_message_id: messageId, member_id: p.premium.id, reason: 'scam' }));
    refused(await p.learner.client.from('member_reports').insert({ member_id: p.learner.id, reason: 'other' }), 400);
    ok(await third.client.from('member_reports').insert({ member_id: p.premium.id, reason: 'harassment' }).select());
  });

  it('the reporter reads their own; others nothing; only admins work the queue', async () => {
    expect(ok(await p.learner.client.from('member_reports').select('reporter_id')).every((r) => r.reporter_id === p.learner.id)).toBe(true);
    expect(ok(await p.other.client.from('member_reports').select('id'))).toEqual([]);
    expect(ok(await p.premium.client.from('member_reports').select('id'))).toEqual([]);
    for (const who of [p.learner.client, p.other.client, p.premium.client]) {
      refused(await who.rpc('admin_member_reports'), 403);
      refused(await who.from('member_reports').update({ resolution: 'dismissed' }).neq('id', 0));
      refused(await who.from('member_reports').delete().neq('id', 0));
    }
    refused(await p.visitor.rpc('admin_member_reports'), 401);
    const queue = ok(await p.admin.client.rpc('admin_member_reports')) as QueueRow[];
    const mine = queue.find((r) => r.dm_message_id === messageId)!;
    expect(mine).toMatchObject({
      member_id: p.premium.id,
      member_name: 'Pat Premium',
      reason: 'scam',
      message_body: 'Buy my signals, guaranteed 1000%',
    });
    refused(await p.premium.client.rpc('admin_resolve_member_report', { report_id: mine.id, resolution: 'dismissed' }), 403);
    refused(await p.admin.client.rpc('admin_resolve_member_report', { report_id: mine.id, resolution: 'ignored' }), 400);
    ok(await p.admin.client.rpc('admin_resolve_member_report', { report_id: mine.id, resolution: 'actioned' }));
    expect((ok(await p.admin.client.rpc('admin_member_reports')) as QueueRow[]).some((r) => r.id === mine.id)).toBe(false);
    const audit = ok(
      await p.admin.client
        .from('audit_log')
        .select('action, target_user_id')
        .eq('target_table', 'member_reports')
        .eq('target_id', String(mine.id)),
    );
    expect(audit).toEqual([{ action: 'resolve_member_report', target_user_id: p.premium.id }]);
  });
});
