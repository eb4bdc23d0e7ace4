// A suspension takes effect at once (supabase/migrations/20261128120000_suspension_closes_reads.sql):
// the suspended member's session still in hand reads nothing of the community and nothing premium,
// over REST and over Realtime (postgres_changes and the private `online` channel), while their own
// account stays readable; their refresh token is revoked and sign-in answers GoTrue's user_banned. A
// visitor, two learners, a premium member and an admin read as before meanwhile; lifted, the member
// signs in again and reads again.
import { REALTIME_SUBSCRIBE_STATES, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signUpUser, type TestUser } from '../support/clients.ts';
import { sleep, subscribed, waitFor } from '../support/realtime.ts';
import { createPersonas, makePremium, ok, type Personas } from './personas.ts';

const PREMIUM = 'expert-analysis';
const FREE = 'basics';

let p: Personas;
let member: TestUser;
const listening: SupabaseClient[] = [];

beforeAll(async () => {
  p = await createPersonas('suspension');
  member = await signUpUser('suspension-member', { display_name: 'Sue Suspended' });
  await makePremium(p.service, member.id);
});
afterAll(async () => {
  for (const c of listening) await c.removeAllChannels();
});

async function post(who: TestUser, channel: string, body: string): Promise<number> {
  return ok(await who.client.from('messages').insert({ channel_id: channel, body }).select('id').single()).id as number;
}

async function bodies(c: SupabaseClient, channel: string): Promise<string[]> {
  return (ok(await c.from('channel_messages').select('body').eq('channel_id', channel).order('id')) as { body: string }[]).map(
    (m) => m.body,
  );
}

/** postgres_changes INSERTs on messages, as the dashboard listens. */
async function listen(c: SupabaseClient, name: string): Promise<string[]> {
  listening.push(c);
  const seen: string[] = [];
  await subscribed(
    c
      .channel(name)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages' }, (e) => seen.push((e.new as { body: string }).body)),
  );
  return seen;
}

/** Joins the private `online` channel; resolves with SUBSCRIBED or the refusal. */
function joinOnline(c: SupabaseClient, key: string): Promise<string> {
  listening.push(c);
  const channel = c.channel('online', { config: { private: true, presence: { key } } });
  channel.on('presence', { event: 'sync' }, () => undefined);
  return new Promise((resolve) => {
    channel.subscribe((status, err) => {
      if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve(status);
      else if (status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR) resolve(err?.message ?? status);
    });
  });
}

const suspend = async (who: TestUser) =>
  ok(await p.admin.client.rpc('admin_suspend_member', { member_id: who.id, reason: 'Posting pump-and-dump links' }));
const lift = async (who: TestUser) => ok(await p.admin.client.rpc('admin_lift_suspension', { member_id: who.id }));

describe('a suspended member’s session in hand', () => {
  it('reads no message, premium or free, over REST; their own account stays readable; everyone else reads as before', async () => {
    const premiumBody = `Premium read ${Date.now()}`;
    const freeBody = `Free read ${Date.now()}`;
    await post(p.premium, PREMIUM, premiumBody);
    await post(p.learner, FREE, freeBody);
    const ownBody = `My own words ${Date.now()}`;
    const own = await post(member, FREE, ownBody);
    ok(await member.client.from('message_reactions').insert({ message_id: own, reaction: 'eyes' }));
    // The control: before the suspension the member reads both, and the live market of the channels.
    expect(await bodies(member.client, PREMIUM)).toContain(premiumBody);
    expect(await bodies(member.client, FREE)).toContain(freeBody);
    const refreshToken = (await member.client.auth.getSession()).data.session!.refresh_token;

    await suspend(member);

    // Nothing of anyone else's, in either channel: only what they wrote themselves.
    expect(ok(await member.client.from('messages').select('body').eq('channel_id', PREMIUM))).toEqual([]);
    expect(ok(await member.client.from('messages').select('body').eq('channel_id', FREE))).toEqual([{ body: ownBody }]);
    expect(await bodies(member.client, PREMIUM)).toEqual([]);
    expect(await bodies(member.client, FREE)).toEqual([ownBody]);
    expect(ok(await member.client.from('message_reactions').select('message_id, user_id'))).toEqual([
      { message_id: own, user_id: member.id },
    ]);
    expect(ok(await member.client.from('live_sessions').select('id'))).toEqual([]);
    expect(ok(await member.client.from('market_symbols').select('symbol'))).toEqual([]);
    expect(ok(await member.client.rpc('search_messages', { query: 'read' }))).toEqual([]);
    const overview = ok(await member.client.from('channel_overview').select('id, can_read, can_post'));
    expect(overview.length).toBeGreaterThan(0);
    expect(overview.every((c) => !c.can_read && !c.can_post)).toBe(true);
    // Premium access ends with it; the plan itself is kept.
    expect(ok(await member.client.rpc('billing_status').single<{ is_premium: boolean; complimentary: boolean }>())).toMatchObject({
      is_premium: false,
      complimentary: true,
    });
    // Their own account: profile, plan, progress, the suspension and its reason.
    expect(ok(await member.client.from('profiles').select('id')).map((r: { id: string }) => r.id)).toEqual([member.id]);
    expect(ok(await member.client.from('subscriptions').select('type').single()).type).toBe('premium');
    expect(ok(await member.client.from('module_progress').select('module_id'))).toEqual([]);
    expect(ok(await member.client.from('member_suspensions').select('reason').single()).reason).toBe('Posting pump-and-dump links');
    expect(ok(await member.client.from('modules').select('id')).length).toBe(15);
    // What they wrote and their reactions stay theirs: exported, and a reaction taken back.
    const exported = await member.client.functions.invoke<{ messages: { body: string }[] }>('account-export', { method: 'GET' });
    expect(exported.error).toBeNull();
    expect(exported.data!.messages.map((m) => m.body)).toEqual([ownBody]);
    expect(ok(await member.client.from('message_reactions').delete().eq('message_id', own).select('reaction'))).toEqual([
      { reaction: 'eyes' },
    ]);

    // Everyone else as before: the premium member and the admin read premium, the learners free only,
    // the visitor nothing; and none of them reads the member's suspension.
    for (const who of [p.premium, p.admin]) expect(await bodies(who.client, PREMIUM)).toContain(premiumBody);
    for (const who of [p.learner, p.other]) {
      expect(await bodies(who.client, FREE)).toContain(freeBody);
      expect(await bodies(who.client, PREMIUM)).toEqual([]);
      expect(ok(await who.client.from('member_suspensions').select('user_id'))).toEqual([]);
    }
    expect((await p.visitor.from('messages').select('id').eq('channel_id', FREE)).data ?? []).toEqual([]);
    expect(ok(await p.premium.client.from('member_suspensions').select('user_id'))).toEqual([]);
    expect(ok(await p.admin.client.from('member_suspensions').select('user_id').eq('user_id', member.id))).toEqual([
      { user_id: member.id },
    ]);

    // Refresh and sign-in: GoTrue's user_banned.
    expect((await client().auth.refreshSession({ refresh_token: refreshToken })).error).toMatchObject({ status: 400, code: 'user_banned' });
    expect((await client().auth.signInWithPassword({ email: member.email, password: member.password })).error).toMatchObject({
      status: 400,
      code: 'user_banned',
    });

    // Lifted: the old refresh token stays revoked, a new sign-in reads premium again.
    await lift(member);
    expect((await client().auth.refreshSession({ refresh_token: refreshToken })).error).toMatchObject({
      status: 400,
      code: 'refresh_token_already_used',
    });
    const again = client();
    expect((await again.auth.signInWithPassword({ email: member.email, password: member.password })).error).toBeNull();
    expect(await bodies(again, PREMIUM)).toContain(premiumBody);
    expect(await bodies(again, FREE)).toContain(freeBody);
  });

  it('receives no more premium rows on an open subscription, and joins no private channel', async () => {
    const live = await signUpUser('suspension-live', { display_name: 'Liv Live' });
    await makePremium(p.service, live.id);
    const theirs = await listen(live.client, 'suspension-live');
    const control = await listen(p.premium.client, 'suspension-control');
    expect(await joinOnline(live.client, live.id)).toBe(REALTIME_SUBSCRIBE_STATES.SUBSCRIBED);

    await post(p.premium, PREMIUM, 'Live before');
    await waitFor(() => theirs.includes('Live before'), 10_000, 'the premium message before the suspension');

    await suspend(live);
    await post(p.premium, PREMIUM, 'Live after');
    await post(p.learner, FREE, 'Free after');
    await waitFor(() => control.includes('Live after'), 10_000, 'the premium message for a premium member');
    await sleep(500);
    expect(theirs).toEqual(['Live before']);
    // A private channel is refused to them, still allowed to others.
    const fresh = client();
    await fresh.auth.setSession((await live.client.auth.getSession()).data.session!);
    expect(await joinOnline(fresh, live.id)).toMatch(/Unauthorized/);
    expect(await joinOnline(p.other.client, p.other.id)).toBe(REALTIME_SUBSCRIBE_STATES.SUBSCRIBED);
    await lift(live);
  });
});
