// The notification centre by persona: the database writes every notification (replies, mentions,
// alerts, breaking news, sessions starting soon) for the right members only; each member reads and
// marks read only their own; premium-only notifications reach premium members only, by REST and by
// Realtime.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep, subscribed, waitFor } from '../support/realtime.ts';
import { createPersonas, ok, refused, type Personas } from './personas.ts';

let p: Personas;
const listening: SupabaseClient[] = [];
beforeAll(async () => {
  p = await createPersonas('notifications');
});
afterAll(async () => {
  for (const c of listening) await c.removeAllChannels();
});

async function post(c: SupabaseClient, channel_id: string, body: string, parent_id?: number) {
  const [row] = ok(
    await c
      .from('messages')
      .insert({ channel_id, body, ...(parent_id ? { parent_id } : {}) })
      .select('id'),
  );
  return row!.id as number;
}

/** Every notification about a message, as the service role sees them. */
async function aboutMessage(messageId: number) {
  return ok(
    await p.service
      .from('notifications')
      .select('user_id, kind, title, body, link, premium_only')
      .eq('message_id', messageId)
      .order('user_id'),
  );
}

async function listen(c: SupabaseClient, name: string, userId: string): Promise<Record<string, unknown>[]> {
  const seen: Record<string, unknown>[] = [];
  listening.push(c);
  await subscribed(
    c
      .channel(name)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notifications', filter: `user_id=eq.${userId}` }, (e) =>
        seen.push(e.new),
      ),
  );
  return seen;
}

describe('written by the database', () => {
  it('a reply notifies the author of the message replied to, never the replier', async () => {
    const root = await post(p.learner.client, 'tutorial-help', 'How do I read a candle?');
    const reply = await post(p.other.client, 'tutorial-help', 'Open, high, low, close.', root);
    expect(await aboutMessage(reply)).toEqual([
      {
        user_id: p.learner.id,
        kind: 'reply',
        title: 'Otto Other replied to your message in #tutorial-help',
        body: 'Open, high, low, close.',
        link: `/dashboard/tutorial-help?thread=${root}&message=${reply}`,
        premium_only: false,
      },
    ]);
    // Replying in one's own thread notifies nobody.
    const own = await post(p.learner.client, 'tutorial-help', 'Thanks!', root);
    expect(await aboutMessage(own)).toEqual([]);
  });

  it('a mention notifies each mentioned member who can read the channel, not the author, once', async () => {
    const id = await post(p.premium.client, 'general', `<@${p.learner.id}> and <@${p.other.id}> and me <@${p.premium.id}>: look at SPY`);
    const rows = await aboutMessage(id);
    expect(rows.map((r) => [r.user_id, r.kind]).sort()).toEqual(
      [
        [p.learner.id, 'mention'],
        [p.other.id, 'mention'],
      ].sort(),
    );
    expect(rows[0]).toMatchObject({
      title: 'Pat Premium mentioned you in #general',
      body: '@Lee Learner and @Otto Other and me @Pat Premium: look at SPY',
      link: `/dashboard/general?message=${id}`,
    });
    // An edit that keeps the mentions does not notify again; a new mention does.
    ok(
      await p.premium.client
        .from('messages')
        .update({ body: `<@${p.learner.id}> and <@${p.other.id}> and <@${p.admin.id}>: look at QQQ` })
        .eq('id', id)
        .select('id'),
    );
    expect((await aboutMessage(id)).map((r) => r.user_id).sort()).toEqual([p.learner.id, p.other.id, p.admin.id].sort());
    // A free learner mentioned in a premium channel is not told about it.
    const closed = await post(p.premium.client, 'expert-analysis', `<@${p.learner.id}> <@${p.admin.id}> premium plan`);
    expect(await aboutMessage(closed)).toEqual([expect.objectContaining({ user_id: p.admin.id, kind: 'mention', premium_only: true })]);
  });

  it('a mention removed and added again by edits notifies the member once', async () => {
    const id = await post(p.premium.client, 'general', `<@${p.learner.id}> see this`);
    for (let i = 0; i < 6; i++) {
      const body = i % 2 === 0 ? `see this (${i})` : `<@${p.learner.id}> see this (${i})`;
      ok(await p.premium.client.from('messages').update({ body }).eq('id', id).select('id'));
    }
    expect((await aboutMessage(id)).map((r) => [r.user_id, r.kind])).toEqual([[p.learner.id, 'mention']]);
  });

  it('a reply that mentions the parent author notifies them once (as a mention)', async () => {
    const root = await post(p.learner.client, 'basics', 'Anyone around?');
    const reply = await post(p.other.client, 'basics', `<@${p.learner.id}> yes`, root);
    expect((await aboutMessage(reply)).map((r) => r.kind)).toEqual(['mention']);
  });
});

describe('reading and marking read', () => {
  it("nobody reads another member's notifications; visitors read none; clients never write them", async () => {
    const id = await post(p.other.client, 'basics', `Hello <@${p.learner.id}>`);
    const mine = ok(await p.learner.client.from('notifications').select('id, user_id').eq('message_id', id));
    expect(mine).toHaveLength(1);
    expect(ok(await p.other.client.from('notifications').select('id').eq('message_id', id))).toEqual([]);
    expect(ok(await p.admin.client.from('notifications').select('id').eq('user_id', p.learner.id))).toEqual([]);
    refused(await p.visitor.from('notifications').select('id'), [401, 403]);
    refused(
      await p.learner.client.from('notifications').insert({ user_id: p.learner.id, kind: 'mention', title: 'Fake', link: '/dashboard' }),
      [401, 403],
    );
    refused(await p.learner.client.from('notifications').update({ title: 'Changed' }).eq('id', mine[0]!.id), [401, 403]);
    refused(await p.learner.client.from('notifications').update({ read_at: new Date().toISOString() }).eq('id', mine[0]!.id), [401, 403]);
    refused(await p.learner.client.from('notifications').delete().eq('id', mine[0]!.id), [401, 403]);
    refused(await p.visitor.rpc('mark_notifications_read', {}), [401, 403]);
  });

  it("mark_notifications_read marks only the caller's own: the ids given, or all", async () => {
    const a = await post(p.premium.client, 'general', `<@${p.learner.id}> <@${p.other.id}> one`);
    const b = await post(p.premium.client, 'general', `<@${p.learner.id}> two`);
    const [learnerA] = ok(await p.learner.client.from('notifications').select('id').eq('message_id', a));
    const [otherA] = ok(await p.other.client.from('notifications').select('id').eq('message_id', a));
    // The other learner's id is ignored.
    expect(ok(await p.learner.client.rpc('mark_notifications_read', { ids: [learnerA!.id, otherA!.id] }))).toBe(1);
    expect(ok(await p.service.from('notifications').select('read_at').eq('id', otherA!.id).single()).read_at).toBeNull();
    expect(ok(await p.learner.client.from('notifications').select('read_at').eq('id', learnerA!.id).single()).read_at).not.toBeNull();
    const unreadB = ok(await p.learner.client.from('notifications').select('read_at').eq('message_id', b).single());
    expect(unreadB.read_at).toBeNull();
    // All: every unread one of the caller, nobody else's.
    expect(ok(await p.learner.client.rpc('mark_notifications_read', {}))).toBeGreaterThanOrEqual(1);
    const { count } = await p.learner.client.from('notifications').select('id', { count: 'exact', head: true }).is('read_at', null);
    expect(count).toBe(0);
    expect(ok(await p.service.from('notifications').select('read_at').eq('id', otherA!.id).single()).read_at).toBeNull();
  });
});

describe('alerts, breaking news and sessions', () => {
  it('an alert reaches every member who can read its channel; a premium one only premium members, by REST and Realtime', async () => {
    const learnerSees = await listen(p.learner.client, 'n-learner', p.learner.id);
    const premiumSees = await listen(p.premium.client, 'n-premium', p.premium.id);
    // Asking for someone else's rows delivers nothing either.
    const snoopSees = await listen(p.other.client, 'n-snoop', p.premium.id);

    const [open] = ok(
      await p.admin.client
        .from('market_alerts')
        .insert({ channel_id: 'breaking-news', headline: 'Rates unchanged', detail: 'As expected.' })
        .select('id'),
    );
    const [closed] = ok(
      await p.admin.client
        .from('market_alerts')
        .insert({ channel_id: 'expert-analysis', symbol: 'NVDA', headline: 'Premium level to watch' })
        .select('id'),
    );

    await waitFor(() => learnerSees.some((n) => n.alert_id === open!.id), 5000, 'the open alert for the learner');
    await waitFor(() => premiumSees.some((n) => n.alert_id === closed!.id), 5000, 'the premium alert for the premium member');
    expect(premiumSees.find((n) => n.alert_id === closed!.id)).toMatchObject({
      kind: 'market_alert',
      title: 'NVDA: Premium level to watch',
      premium_only: true,
      link: '/dashboard/expert-analysis',
    });
    expect(learnerSees.find((n) => n.alert_id === open!.id)).toMatchObject({
      kind: 'breaking_news',
      title: 'Rates unchanged',
      body: 'As expected.',
      premium_only: false,
    });
    await sleep(400);
    expect(learnerSees.some((n) => n.alert_id === closed!.id)).toBe(false);
    expect(snoopSees).toEqual([]);

    // By REST: the free learner has no row for it; the premium member does; the admin author none.
    expect(ok(await p.learner.client.from('notifications').select('id').eq('alert_id', closed!.id))).toEqual([]);
    expect(ok(await p.premium.client.from('notifications').select('id').eq('alert_id', closed!.id))).toHaveLength(1);
    expect(ok(await p.admin.client.from('notifications').select('id').eq('alert_id', open!.id))).toEqual([]);
    const written = ok(await p.service.from('notifications').select('user_id').eq('alert_id', closed!.id));
    expect(written.map((r) => r.user_id)).not.toContain(p.learner.id);
    expect(written.map((r) => r.user_id)).not.toContain(p.other.id);
  });

  it('a premium-only alert in a channel everyone reads notifies premium members and admins only', async () => {
    const [alert] = ok(
      await p.service
        .from('market_alerts')
        .insert({ channel_id: 'market-alerts', symbol: 'SPY', headline: 'Premium-only level', premium_only: true })
        .select('id'),
    );
    const written = ok(await p.service.from('notifications').select('user_id, premium_only').eq('alert_id', alert!.id));
    const readers = written.map((r) => r.user_id);
    expect(readers).toContain(p.premium.id);
    expect(readers).toContain(p.admin.id);
    expect(readers).not.toContain(p.learner.id);
    expect(readers).not.toContain(p.other.id);
    expect(written.every((r) => r.premium_only)).toBe(true);
    expect(ok(await p.learner.client.from('notifications').select('id').eq('alert_id', alert!.id))).toEqual([]);
  });

  it('a premium-only notification is hidden again when the member stops being premium', async () => {
    const [alert] = ok(
      await p.admin.client.from('market_alerts').insert({ channel_id: 'expert-analysis', headline: 'Only while premium' }).select('id'),
    );
    ok(await p.service.from('subscriptions').update({ type: 'free' }).eq('user_id', p.premium.id).select());
    try {
      expect(ok(await p.premium.client.from('notifications').select('id').eq('alert_id', alert!.id))).toEqual([]);
    } finally {
      ok(await p.service.from('subscriptions').update({ type: 'premium' }).eq('user_id', p.premium.id).select());
    }
    expect(ok(await p.premium.client.from('notifications').select('id').eq('alert_id', alert!.id))).toHaveLength(1);
  });

  it('a session starting soon reminds only the members who answered it (tests/db/live-sessions.test.ts)', async () => {
    const [free] = ok(
      await p.service
        .from('live_sessions')
        .insert({ channel_id: 'earnings-calendar', title: 'Soon for all', starts_at: new Date(Date.now() + 10 * 60_000).toISOString() })
        .select('id'),
    );
    ok(await p.learner.client.rpc('set_session_rsvp', { session_id: free!.id, status: 'going' }));
    refused(await p.visitor.rpc('check_session_reminders'), [401, 403]);
    ok(await p.other.client.rpc('check_session_reminders'));
    expect(ok(await p.learner.client.from('notifications').select('kind, title').eq('session_id', free!.id))).toEqual([
      { kind: 'session_soon', title: 'Starting in 15 minutes: Soon for all' },
    ]);
    expect(ok(await p.other.client.from('notifications').select('id').eq('session_id', free!.id))).toEqual([]);
  });
});
