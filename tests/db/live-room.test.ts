// The live room by persona: a host (an analyst or admin, named by an analyst or admin) is the only one
// who moves the session's state and sends on the host's private topic (chart state, WebRTC offers);
// members who may read the session (premium rooms: premium members and admins) join the room's
// private topics, ask, upvote, raise a hand and chat; a free learner gets none of a premium room.
import { REALTIME_SUBSCRIBE_STATES, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWithTotp } from '../support/mfa.ts';
import { sleep, waitFor } from '../support/realtime.ts';
import { signUpUser } from '../support/clients.ts';
import { createPersonas, ok, refused, type Personas } from './personas.ts';

/** The data of a Storage request that must succeed. */
function stored<T>(res: { data: T | null; error: unknown }): T {
  expect(res.error).toBeNull();
  return res.data as T;
}

let p: Personas;
let premiumRoom: number;
let freeRoom: number;
const joined: SupabaseClient[] = [];

beforeAll(async () => {
  p = await createPersonas('live-room');
  // The premium member also publishes as an analyst, so they can host.
  ok(await p.service.from('analysts').insert({ user_id: p.premium.id }).select());
  await verifyWithTotp(p.premium.client);
  const starts_at = new Date(Date.now() + 3 * 24 * 3_600_000).toISOString();
  const rows = ok(
    await p.service
      .from('live_sessions')
      .insert([
        { channel_id: 'live-sessions', title: 'Premium room', access: 'premium', starts_at },
        { channel_id: 'earnings-calendar', title: 'Free room', access: 'free', starts_at },
      ])
      .select('id, title'),
  );
  premiumRoom = rows.find((r) => r.title === 'Premium room')!.id as number;
  freeRoom = rows.find((r) => r.title === 'Free room')!.id as number;
});
afterAll(async () => {
  for (const c of joined) await c.removeAllChannels();
});

const assign = (c: SupabaseClient, session_id: number, host_id: string | null) => c.rpc('assign_session_host', { session_id, host_id });
const setState = (c: SupabaseClient, session_id: number, state: string) => c.rpc('set_session_state', { session_id, state });

function join(c: SupabaseClient, topic: string, heard?: unknown[]): Promise<{ channel: RealtimeChannel; outcome: string }> {
  joined.push(c);
  const channel = c.channel(topic, { config: { private: true } });
  if (heard) channel.on('broadcast', { event: 'chart' }, (m) => heard.push(m.payload));
  return new Promise((resolve) => {
    channel.subscribe((status, err) => {
      if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve({ channel, outcome: status });
      else if (status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR || status === REALTIME_SUBSCRIBE_STATES.TIMED_OUT)
        resolve({ channel, outcome: err?.message ?? status });
    });
  });
}

describe('host and state', () => {
  it('only an analyst or admin names the host, and the host is an analyst or admin; nobody writes host or state directly', async () => {
    for (const who of [p.learner.client, p.other.client])
      refused(await assign(who, premiumRoom, who === p.learner.client ? p.learner.id : p.other.id), [401, 403]);
    refused(await assign(p.visitor, premiumRoom, p.premium.id), 401);
    refused(await assign(p.admin.client, premiumRoom, p.learner.id), 400); // a learner cannot host
    expect(refused(await assign(p.admin.client, 999_999_999, p.premium.id), 404).code).toBe('session_not_found');
    expect(ok(await assign(p.admin.client, premiumRoom, p.premium.id))).toBe(p.premium.id);
    // the analyst names themselves for the free room
    expect(ok(await assign(p.premium.client, freeRoom, p.premium.id))).toBe(p.premium.id);

    // Column privileges: not even an admin (who edits sessions) sets the host or the state directly.
    refused(await p.admin.client.from('live_sessions').update({ host_id: p.admin.id }).eq('id', premiumRoom), [401, 403]);
    refused(await p.admin.client.from('live_sessions').update({ state: 'live' }).eq('id', premiumRoom), [401, 403]);
    refused(await p.learner.client.from('live_sessions').update({ host_id: p.learner.id }), [401, 403]);
    refused(
      await p.admin.client
        .from('live_sessions')
        .insert({ channel_id: 'live-sessions', title: 'Hosted', starts_at: new Date().toISOString(), host_id: p.admin.id }),
      [401, 403],
    );
    // An admin still edits what is theirs to edit.
    ok(await p.admin.client.from('live_sessions').update({ description: 'The opening range' }).eq('id', premiumRoom).select('id'));
    const [row] = ok(await p.service.from('live_sessions').select('host_id, state').eq('id', premiumRoom));
    expect(row).toEqual({ host_id: p.premium.id, state: 'scheduled' });
  });

  it('only the host moves the state, forward only', async () => {
    for (const who of [p.learner.client, p.other.client, p.admin.client]) refused(await setState(who, freeRoom, 'live'), [401, 403]);
    refused(await setState(p.visitor, freeRoom, 'live'), 401);
    expect(ok(await setState(p.premium.client, freeRoom, 'live'))).toBe('live');
    expect(refused(await setState(p.premium.client, freeRoom, 'scheduled'), 422).code).toBe('session_state');
    const [row] = ok(await p.learner.client.from('live_sessions').select('state, started_at').eq('id', freeRoom));
    expect(row!.state).toBe('live');
    expect(row!.started_at).not.toBeNull();
  });
});

describe("the room's private Realtime topics", () => {
  it("a free learner cannot join a premium room's topics; premium members, admins and the host can; a visitor joins none", async () => {
    expect((await join(p.learner.client, `live:${premiumRoom}`)).outcome).not.toBe('SUBSCRIBED');
    expect((await join(p.other.client, `live:${premiumRoom}:host`)).outcome).not.toBe('SUBSCRIBED');
    expect((await join(p.visitor, `live:${freeRoom}`)).outcome).not.toBe('SUBSCRIBED');
    expect((await join(p.admin.client, `live:${premiumRoom}`)).outcome).toBe('SUBSCRIBED');
    expect((await join(p.premium.client, `live:${premiumRoom}:host`)).outcome).toBe('SUBSCRIBED');
    // Topics that are not a room's open nothing.
    expect((await join(p.admin.client, 'live:abc')).outcome).not.toBe('SUBSCRIBED');
  });

  it("only the host drives: an attendee's chart event on the host topic reaches no one; the host's does", async () => {
    const heard: unknown[] = [];
    const listener = await join(p.other.client, `live:${freeRoom}:host`, heard);
    const attendee = await join(p.learner.client, `live:${freeRoom}:host`);
    const admin = await join(p.admin.client, `live:${freeRoom}:host`);
    const host = await join(p.premium.client, `live:${freeRoom}:host`);
    expect([listener.outcome, attendee.outcome, admin.outcome, host.outcome]).toEqual([
      'SUBSCRIBED',
      'SUBSCRIBED',
      'SUBSCRIBED',
      'SUBSCRIBED',
    ]);
    await attendee.channel.send({ type: 'broadcast', event: 'chart', payload: { symbol: 'SPOOF' } });
    await admin.channel.send({ type: 'broadcast', event: 'chart', payload: { symbol: 'ADMIN' } });
    await host.channel.send({ type: 'broadcast', event: 'chart', payload: { symbol: 'AAPL' } });
    await waitFor(() => heard.length > 0, 10_000, "the host's chart event");
    await sleep(300);
    expect(heard).toEqual([{ symbol: 'AAPL' }]);
  });
});

describe('Q&A, hands and chat', () => {
  it('members in the room ask and upvote as themselves; only the host marks answered; a learner gets nothing of a premium room', async () => {
    refused(await p.learner.client.from('session_questions').insert({ session_id: premiumRoom, body: 'Can I?' }), [401, 403]);
    refused(await p.visitor.from('session_questions').insert({ session_id: freeRoom, body: 'Hi' }), 401);
    refused(
      await p.learner.client.from('session_questions').insert({ session_id: freeRoom, body: 'Spoof', author_id: p.other.id }),
      [401, 403],
    );
    refused(await p.learner.client.from('session_questions').insert({ session_id: freeRoom, body: '   ' }), 400);
    const [q] = ok(
      await p.learner.client.from('session_questions').insert({ session_id: freeRoom, body: 'Where is the stop?' }).select('id'),
    );
    ok(await p.admin.client.from('session_questions').insert({ session_id: premiumRoom, body: 'Premium only' }).select('id'));
    expect(ok(await p.learner.client.from('session_question_board').select('body').eq('session_id', premiumRoom))).toEqual([]);

    ok(await p.other.client.from('session_question_votes').insert({ question_id: q!.id }));
    refused(await p.other.client.from('session_question_votes').insert({ question_id: q!.id }), 409);
    refused(await p.learner.client.from('session_question_votes').insert({ question_id: q!.id, user_id: p.other.id }), [401, 403]);
    ok(await p.learner.client.from('session_question_votes').insert({ question_id: q!.id }));
    const board = async (c: SupabaseClient) =>
      ok(await c.from('session_question_board').select('votes, my_vote, answered_at').eq('id', q!.id)).at(0);
    expect(await board(p.other.client)).toEqual({ votes: 2, my_vote: true, answered_at: null });
    // No one takes away someone else's vote, even with no filter.
    ok(await p.learner.client.from('session_question_votes').delete().gte('question_id', 0));
    expect(await board(p.other.client)).toMatchObject({ votes: 1, my_vote: true });

    for (const who of [p.learner.client, p.other.client, p.admin.client]) {
      refused(await who.rpc('answer_session_question', { question_id: q!.id }), [401, 403]);
      refused(await who.from('session_questions').update({ answered_at: new Date().toISOString() }).eq('id', q!.id), [401, 403]);
      refused(await who.from('session_questions').update({ body: 'edited' }), [401, 403]);
      refused(await who.from('session_questions').delete().gte('id', 0), [401, 403]);
    }
    ok(await p.premium.client.rpc('answer_session_question', { question_id: q!.id }));
    expect((await board(p.learner.client))!.answered_at).not.toBeNull();
  });

  it('a member raises and lowers their own hand; the host lowers any; nobody else does', async () => {
    refused(await p.learner.client.from('session_hands').insert({ session_id: premiumRoom }), [401, 403]);
    ok(await p.learner.client.from('session_hands').insert({ session_id: freeRoom }));
    ok(await p.other.client.from('session_hands').insert({ session_id: freeRoom }));
    refused(await p.learner.client.from('session_hands').insert({ session_id: freeRoom, user_id: p.admin.id }), [401, 403]);
    const hands = async () =>
      ok(await p.service.from('session_hands').select('user_id').eq('session_id', freeRoom))
        .map((r) => r.user_id)
        .sort();
    ok(await p.other.client.from('session_hands').delete().eq('user_id', p.learner.id));
    ok(await p.admin.client.from('session_hands').delete().gte('session_id', 0));
    expect(await hands()).toEqual([p.learner.id, p.other.id].sort());
    ok(await p.learner.client.from('session_hands').delete().gte('session_id', 0));
    expect(await hands()).toEqual([p.other.id]);
    ok(await p.premium.client.from('session_hands').delete().eq('session_id', freeRoom));
    expect(await hands()).toEqual([]);
  });

  it('members in the room chat as themselves; a learner neither reads nor posts in a premium room', async () => {
    ok(await p.premium.client.from('session_chat').insert({ session_id: premiumRoom, body: 'Welcome' }));
    refused(await p.learner.client.from('session_chat').insert({ session_id: premiumRoom, body: 'Let me in' }), [401, 403]);
    expect(ok(await p.learner.client.from('session_chat').select('body').eq('session_id', premiumRoom))).toEqual([]);
    ok(await p.learner.client.from('session_chat').insert({ session_id: freeRoom, body: 'Hello room' }));
    refused(
      await p.learner.client.from('session_chat').insert({ session_id: freeRoom, body: 'As admin', author_id: p.admin.id }),
      [401, 403],
    );
    refused(await p.learner.client.from('session_chat').update({ body: 'edited' }).eq('session_id', freeRoom), [401, 403]);
    refused(await p.other.client.from('session_chat').delete().gte('id', 0), [401, 403]);
    expect(ok(await p.other.client.from('session_chat').select('body').eq('session_id', freeRoom))).toEqual([{ body: 'Hello room' }]);
    expect(ok(await p.admin.client.from('session_chat').select('body').eq('session_id', premiumRoom))).toEqual([{ body: 'Welcome' }]);
  });

  it("room chat keeps the channel posting rules: a member muted in the session's channel or suspended does not chat; a chat line past 20 posts a minute (messages and chat lines together) is refused", async () => {
    // A fresh free member, so the limit counts only this test's posts.
    const member = await signUpUser('live-room-chatter', { display_name: 'Chatty Member' });
    ok(await member.client.from('session_chat').insert({ session_id: freeRoom, body: 'First line' }));
    ok(
      await p.admin.client.rpc('admin_mute_member', {
        channel_id: 'earnings-calendar',
        member_id: member.id,
        duration: '24h',
        reason: 'Spamming the room',
      }),
    );
    refused(await member.client.from('session_chat').insert({ session_id: freeRoom, body: 'Still here' }), [401, 403]);
    // The mute is per channel: the premium member, not muted, chats on.
    ok(await p.premium.client.from('session_chat').insert({ session_id: freeRoom, body: 'Carry on' }));
    ok(await p.admin.client.rpc('admin_lift_mute', { channel_id: 'earnings-calendar', member_id: member.id }));

    // 20 posts a minute: channel messages and room chat lines count together.
    for (let i = 0; i < 10; i++) ok(await member.client.from('messages').insert({ channel_id: 'tutorial-help', body: `message ${i}` }));
    for (let i = 1; i < 10; i++) ok(await member.client.from('session_chat').insert({ session_id: freeRoom, body: `line ${i}` }));
    const limited = refused(await member.client.from('session_chat').insert({ session_id: freeRoom, body: 'One too many' }), 429);
    expect(limited.code).toBe('posting_rate_limited');
    // The service role is not limited.
    ok(await p.service.from('session_chat').insert({ session_id: freeRoom, body: 'From the team', author_id: member.id }));

    const suspended = await signUpUser('live-room-suspended', { display_name: 'Sus Pended' });
    ok(await suspended.client.from('session_chat').insert({ session_id: freeRoom, body: 'Before' }));
    ok(await p.admin.client.rpc('admin_suspend_member', { member_id: suspended.id, reason: 'Posting pump-and-dump links' }));
    refused(await suspended.client.from('session_chat').insert({ session_id: freeRoom, body: 'Suspended' }), [401, 403]);
  });
});

describe('recordings', () => {
  const webm = () => new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4])], { type: 'video/webm' });
  const upload = (c: SupabaseClient, name: string) =>
    c.storage.from('session-recordings').upload(name, webm(), { contentType: 'video/webm', upsert: true });
  const record = (c: SupabaseClient, session_id: number, object_name: string) =>
    c
      .from('session_recordings')
      .insert({ session_id, object_name, mime_type: 'video/webm', duration_ms: 4000, chart_log: [{ t: 0, chart: { symbol: 'SPY' } }] });

  it('only the host uploads and lists a recording; who may enter the room reads it; a learner gets nothing of a premium room', async () => {
    for (const who of [p.learner.client, p.other.client, p.admin.client])
      expect((await upload(who, `${freeRoom}/spoof.webm`)).error).not.toBeNull();
    expect((await upload(p.visitor, `${freeRoom}/spoof.webm`)).error).not.toBeNull();
    expect((await upload(p.premium.client, `${freeRoom}/one.webm`)).error).toBeNull();
    expect((await upload(p.premium.client, `${premiumRoom}/one.webm`)).error).toBeNull();
    expect((await upload(p.premium.client, `not-a-room/one.webm`)).error).not.toBeNull();

    for (const who of [p.learner.client, p.other.client, p.admin.client])
      refused(await record(who, freeRoom, `${freeRoom}/one.webm`), [401, 403]);
    refused(await record(p.premium.client, freeRoom, `${premiumRoom}/one.webm`), 400); // another room's file
    ok(await record(p.premium.client, freeRoom, `${freeRoom}/one.webm`));
    ok(await record(p.premium.client, premiumRoom, `${premiumRoom}/one.webm`));
    refused(await p.premium.client.from('session_recordings').update({ duration_ms: 1 }).eq('session_id', freeRoom), [401, 403]);
    expect(ok(await p.learner.client.from('session_recordings').delete().gte('id', 0).select('id'))).toEqual([]);

    // The free room's recording: every member who may enter reads the row and the file.
    expect(ok(await p.learner.client.from('session_recordings').select('object_name, chart_log').eq('session_id', freeRoom))).toEqual([
      { object_name: `${freeRoom}/one.webm`, chart_log: [{ t: 0, chart: { symbol: 'SPY' } }] },
    ]);
    expect((await p.learner.client.storage.from('session-recordings').download(`${freeRoom}/one.webm`)).error).toBeNull();
    // The premium room's: not for a free learner, nor a visitor; a premium member and an admin read it.
    expect(ok(await p.learner.client.from('session_recordings').select('id').eq('session_id', premiumRoom))).toEqual([]);
    expect((await p.learner.client.storage.from('session-recordings').download(`${premiumRoom}/one.webm`)).error).not.toBeNull();
    expect((await p.learner.client.storage.from('session-recordings').createSignedUrl(`${premiumRoom}/one.webm`, 60)).error).not.toBeNull();
    expect((await p.visitor.storage.from('session-recordings').download(`${freeRoom}/one.webm`)).error).not.toBeNull();
    expect((await p.admin.client.storage.from('session-recordings').download(`${premiumRoom}/one.webm`)).error).toBeNull();
    expect(ok(await p.admin.client.from('session_recordings').select('id').eq('session_id', premiumRoom))).toHaveLength(1);
  });

  it('the host or an admin deletes a recording, its row and its file; nobody else, not even with no filter', async () => {
    expect((await upload(p.premium.client, `${freeRoom}/two.webm`)).error).toBeNull();
    expect((await upload(p.premium.client, `${freeRoom}/three.webm`)).error).toBeNull();
    const [two] = ok(await record(p.premium.client, freeRoom, `${freeRoom}/two.webm`).select('id'));
    const [three] = ok(await record(p.premium.client, freeRoom, `${freeRoom}/three.webm`).select('id'));
    const rows = async () =>
      ok(await p.service.from('session_recordings').select('object_name').eq('session_id', freeRoom).order('id')).map((r) => r.object_name);
    const files = async () =>
      stored(await p.service.storage.from('session-recordings').list(String(freeRoom)))
        .map((o) => o.name)
        .sort();

    // Members who may enter the room (not its host) delete nothing: no rows, no files.
    for (const who of [p.learner.client, p.other.client]) {
      expect(ok(await who.from('session_recordings').delete().gte('id', 0).select('id'))).toEqual([]);
      expect(ok(await who.from('session_recordings').delete().eq('id', two!.id).select('id'))).toEqual([]);
      expect(stored(await who.storage.from('session-recordings').remove([`${freeRoom}/two.webm`]))).toEqual([]);
    }
    refused(await p.visitor.from('session_recordings').delete().gte('id', 0), 401);
    expect((await p.visitor.storage.from('session-recordings').remove([`${freeRoom}/two.webm`])).data ?? []).toEqual([]);
    expect(await rows()).toEqual([`${freeRoom}/one.webm`, `${freeRoom}/two.webm`, `${freeRoom}/three.webm`]);
    expect(await files()).toEqual(['one.webm', 'three.webm', 'two.webm']);

    // The host deletes one: the row and the file.
    expect(ok(await p.premium.client.from('session_recordings').delete().eq('id', two!.id).select('id'))).toEqual([{ id: two!.id }]);
    expect(stored(await p.premium.client.storage.from('session-recordings').remove([`${freeRoom}/two.webm`]))).toHaveLength(1);
    // An admin (two-factor) deletes another.
    expect(ok(await p.admin.client.from('session_recordings').delete().eq('id', three!.id).select('id'))).toEqual([{ id: three!.id }]);
    expect(stored(await p.admin.client.storage.from('session-recordings').remove([`${freeRoom}/three.webm`]))).toHaveLength(1);
    expect(await rows()).toEqual([`${freeRoom}/one.webm`]);
    expect(await files()).toEqual(['one.webm']);
  });
});
