// Channels and messages by persona: reading and posting follow each channel's access level and the
// caller's plan; authors edit and delete only their own messages; alerts and bot messages come only
// from admins or the service role; member counts come from the data.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../support/clients.ts';
import { createPersonas, ok, refused, type Personas } from './personas.ts';

let p: Personas;
beforeAll(async () => {
  p = await createPersonas('community');
});

const CHANNELS = [
  'basics',
  'intermediate',
  'advanced',
  'tutorial-help',
  'general',
  'daily-watchlist',
  'technical-analysis',
  'market-alerts',
  'breaking-news',
  'earnings-calendar',
  'expert-analysis',
  'live-sessions',
];

describe('visitor', () => {
  it('lists the 12 channels with groups and access', async () => {
    const rows = ok(await p.visitor.from('channel_overview').select('id, group_name, access, can_read, can_post').order('position'));
    expect(rows.slice(0, 12).map((c) => c.id)).toEqual(CHANNELS);
    expect(new Set(rows.map((c) => c.group_name))).toEqual(new Set(['BASICS', 'MARKET DISCUSSION', 'LIVE UPDATES', 'PREMIUM']));
    expect(rows.find((c) => c.id === 'expert-analysis')).toMatchObject({ access: 'premium', can_read: false, can_post: false });
    expect(rows.every((c) => !c.can_read && !c.can_post)).toBe(true);
  });

  it('cannot read or post messages, or edit channels', async () => {
    refused(await p.visitor.from('channel_messages').select('*'), 401);
    refused(await p.visitor.from('messages').insert({ channel_id: 'tutorial-help', body: 'hello' }), 401);
    refused(await p.visitor.from('channels').update({ name: 'x' }).eq('id', 'general'), 401);
  });
});

describe('learner (free plan)', () => {
  it('reads free and freemium channels but not premium ones', async () => {
    const general = ok(
      await p.learner.client.from('channel_messages').select('id, author_name, author_initials').eq('channel_id', 'general'),
    );
    expect(general.length).toBeGreaterThan(0);
    expect(ok(await p.learner.client.from('channel_messages').select('id').eq('channel_id', 'expert-analysis'))).toEqual([]);
    expect(ok(await p.learner.client.from('messages').select('id').eq('channel_id', 'live-sessions'))).toEqual([]);
    const overview = ok(await p.learner.client.from('channel_overview').select('id, can_read, can_post'));
    const flags = Object.fromEntries(overview.map((c) => [c.id, [c.can_read, c.can_post]]));
    expect(flags).toMatchObject({
      basics: [true, true],
      'tutorial-help': [true, true],
      general: [true, false],
      'expert-analysis': [false, false],
    });
  });

  it('posts in a free channel under their own name, trimmed, read back with name and initials', async () => {
    const [row] = ok(
      await p.learner.client.from('messages').insert({ channel_id: 'tutorial-help', body: '  How do stops work?  ' }).select(),
    );
    expect(row).toMatchObject({ author_id: p.learner.id, body: 'How do stops work?', kind: 'chat' });
    const seen = ok(await p.other.client.from('channel_messages').select('*').eq('id', row.id).single());
    expect(seen).toMatchObject({ author_name: 'Lee Learner', author_initials: 'LL', author_is_premium: false });
    expect(seen).not.toHaveProperty('email');
  });

  it('cannot post in freemium or premium channels', async () => {
    refused(await p.learner.client.from('messages').insert({ channel_id: 'general', body: 'hi' }), 403);
    refused(await p.learner.client.from('messages').insert({ channel_id: 'expert-analysis', body: 'hi' }), 403);
    expect(ok(await p.service.from('messages').select('id').eq('author_id', p.learner.id).neq('channel_id', 'tutorial-help'))).toEqual([]);
  });

  it('cannot post as another author, or forge bot and alert messages', async () => {
    refused(await p.learner.client.from('messages').insert({ channel_id: 'tutorial-help', body: 'hi', author_id: p.other.id }), 403);
    refused(await p.learner.client.from('messages').insert({ channel_id: 'tutorial-help', body: 'hi', author_id: null, kind: 'bot' }), 403);
    refused(await p.learner.client.from('messages').insert({ channel_id: 'tutorial-help', body: 'Buy now!', kind: 'alert' }), 403);
    expect(ok(await p.service.from('messages').select('id').eq('author_id', p.other.id))).toEqual([]);
  });

  it('refuses empty and over-long bodies with 400', async () => {
    expect(refused(await p.learner.client.from('messages').insert({ channel_id: 'tutorial-help', body: '   \n ' }), 400).code).toBe(
      '23514',
    );
    expect(refused(await p.learner.client.from('messages').insert({ channel_id: 'tutorial-help', body: 'x'.repeat(2001) }), 400).code).toBe(
      '23514',
    );
    ok(await p.learner.client.from('messages').insert({ channel_id: 'tutorial-help', body: 'y'.repeat(2000) }));
  });

  it('edits and deletes their own message, read back', async () => {
    const [row] = ok(await p.learner.client.from('messages').insert({ channel_id: 'basics', body: 'typo' }).select());
    ok(await p.learner.client.from('messages').update({ body: 'fixed' }).eq('id', row.id));
    const edited = ok(await p.learner.client.from('messages').select('body, edited_at').eq('id', row.id).single());
    expect(edited.body).toBe('fixed');
    expect(edited.edited_at).not.toBeNull();
    refused(await p.learner.client.from('messages').update({ channel_id: 'general' }).eq('id', row.id), 403);
    refused(await p.learner.client.from('messages').update({ kind: 'alert' }).eq('id', row.id), 403);
    ok(await p.learner.client.from('messages').delete().eq('id', row.id));
    expect(ok(await p.service.from('messages').select('id').eq('id', row.id))).toEqual([]);
  });
});

describe('another learner', () => {
  it("cannot edit or delete the learner's messages", async () => {
    const [row] = ok(await p.learner.client.from('messages').insert({ channel_id: 'basics', body: 'mine' }).select());
    expect(ok(await p.other.client.from('messages').update({ body: 'hacked' }).eq('id', row.id).select())).toEqual([]);
    expect(ok(await p.other.client.from('messages').delete().eq('id', row.id).select())).toEqual([]);
    expect(ok(await p.service.from('messages').select('body').eq('id', row.id).single()).body).toBe('mine');
  });
});

describe('premium member', () => {
  it('reads premium channels and posts in freemium and premium channels', async () => {
    expect(ok(await p.premium.client.from('channel_messages').select('id').eq('channel_id', 'expert-analysis')).length).toBeGreaterThan(0);
    const [a] = ok(await p.premium.client.from('messages').insert({ channel_id: 'general', body: 'Morning all' }).select());
    const [b] = ok(await p.premium.client.from('messages').insert({ channel_id: 'expert-analysis', body: 'My plan for SPY' }).select());
    const seen = ok(
      await p.premium.client.from('channel_messages').select('id, author_is_premium, author_initials').in('id', [a.id, b.id]),
    );
    expect(seen).toHaveLength(2);
    expect(seen.every((m) => m.author_is_premium && m.author_initials === 'PP')).toBe(true);
    expect(ok(await p.learner.client.from('channel_messages').select('id').eq('id', b.id))).toEqual([]);
  });

  it('still cannot post alerts or bot messages', async () => {
    refused(await p.premium.client.from('messages').insert({ channel_id: 'market-alerts', body: 'Alert!', kind: 'alert' }), 403);
  });
});

describe('admin', () => {
  it('posts an alert, read back by a learner', async () => {
    const [row] = ok(
      await p.admin.client
        .from('messages')
        .insert({ channel_id: 'market-alerts', body: 'SPY at its 50-day average', kind: 'alert' })
        .select(),
    );
    const seen = ok(await p.learner.client.from('channel_messages').select('kind, author_name').eq('id', row.id).single());
    expect(seen).toEqual({ kind: 'alert', author_name: 'Ada Admin' });
  });

  it("deletes a learner's message", async () => {
    const [row] = ok(await p.learner.client.from('messages').insert({ channel_id: 'basics', body: 'spam' }).select());
    expect(ok(await p.admin.client.from('messages').delete().eq('id', row.id).select())).toHaveLength(1);
    expect(ok(await p.service.from('messages').select('id').eq('id', row.id))).toEqual([]);
  });

  it("cannot edit someone else's message", async () => {
    const [row] = ok(await p.learner.client.from('messages').insert({ channel_id: 'basics', body: 'original' }).select());
    expect(ok(await p.admin.client.from('messages').update({ body: 'rewritten' }).eq('id', row.id).select())).toEqual([]);
  });

  it('adds, edits and removes a channel, read back', async () => {
    ok(
      await p.admin.client
        .from('channels')
        .insert({ id: 'admin-test', group_name: 'PREMIUM', name: 'admin-test', type: 'chat', access: 'premium', position: 9901 }),
    );
    ok(await p.admin.client.from('channels').update({ description: 'Temporary' }).eq('id', 'admin-test'));
    expect(ok(await p.visitor.from('channels').select('description').eq('id', 'admin-test').single()).description).toBe('Temporary');
    ok(await p.admin.client.from('channels').delete().eq('id', 'admin-test'));
    expect(ok(await p.visitor.from('channels').select('id').eq('id', 'admin-test'))).toEqual([]);
  });

  it('a learner cannot edit channels', async () => {
    expect(ok(await p.learner.client.from('channels').update({ access: 'free' }).eq('id', 'expert-analysis').select())).toEqual([]);
    refused(
      await p.learner.client
        .from('channels')
        .insert({ id: 'mine', group_name: 'BASICS', name: 'mine', type: 'chat', access: 'free', position: 9902 }),
      403,
    );
  });
});

describe('service role', () => {
  it('posts a bot message without an author, shown as the Tradecraft Bot', async () => {
    const [row] = ok(
      await p.service
        .from('messages')
        .insert({ channel_id: 'general', author_id: null, body: 'Market opens in 5 minutes.', kind: 'bot' })
        .select(),
    );
    const seen = ok(await p.learner.client.from('channel_messages').select('author_name, author_initials, kind').eq('id', row.id).single());
    expect(seen).toEqual({ author_name: 'Tradecraft Bot', author_initials: 'TB', kind: 'bot' });
  });
});

describe('member counts', () => {
  it('count the users who can read each channel, and follow plan changes', async () => {
    const counts = async () => {
      const rows = ok(await p.learner.client.from('channel_overview').select('id, member_count').in('id', ['general', 'expert-analysis']));
      return Object.fromEntries(rows.map((r) => [r.id, r.member_count as number]));
    };
    const before = await counts();
    expect(before.general).toBeGreaterThanOrEqual(4);
    expect(before['expert-analysis']).toBeGreaterThanOrEqual(2);
    expect(before['expert-analysis']).toBeLessThan(before.general);
    // Other suites change plans concurrently, so look for the rise over a few tries.
    let rose = false;
    for (let attempt = 0; attempt < 3 && !rose; attempt++) {
      const base = await counts();
      ok(await p.service.from('subscriptions').update({ type: 'premium' }).eq('user_id', p.other.id));
      const after = await counts();
      ok(await p.service.from('subscriptions').update({ type: 'free' }).eq('user_id', p.other.id));
      rose = after['expert-analysis']! > base['expert-analysis']!;
    }
    expect(rose).toBe(true);
  });
});

describe('one premium rule (security review 6)', () => {
  /** A Stripe subscription as the webhook stores it, written with the service role. */
  async function stripe(userId: string, status: string, periodStart = new Date()) {
    const id = `sub_${randomUUID().slice(0, 12)}`;
    const now = new Date().toISOString();
    ok(
      await p.service.from('billing_subscriptions').insert({
        id,
        user_id: userId,
        stripe_customer_id: `cus_${id}`,
        status,
        stripe_created: now,
        synced_at: now,
        current_period_start: periodStart.toISOString(),
        current_period_end: new Date(periodStart.getTime() + 30 * 86_400_000).toISOString(),
      }),
    );
    return id;
  }
  const flags = async (reader: SupabaseClient, ids: string[]) => {
    const cards = ok(await reader.rpc('member_cards', { user_ids: ids })) as { user_id: string; is_premium: boolean }[];
    return Object.fromEntries(cards.map((c) => [c.user_id, c.is_premium]));
  };

  it('a paying Stripe subscriber counts as premium everywhere a complimentary member does; a lapsed one nowhere', async () => {
    const [paid, lapsed] = await Promise.all([
      signUpUser('community-paid', { display_name: 'Paula Paid' }),
      signUpUser('community-lapsed', { display_name: 'Larry Lapsed' }),
    ]);
    await stripe(paid.id, 'active');
    await stripe(lapsed.id, 'past_due', new Date(Date.now() - 40 * 86_400_000)); // grace long over

    // Access: the paying member reads and posts in a premium channel, as the complimentary one does.
    const byPaid = ok(
      await paid.client.from('messages').insert({ channel_id: 'expert-analysis', body: 'Paid idea' }).select('id').single(),
    );
    const byComp = ok(
      await p.premium.client.from('messages').insert({ channel_id: 'expert-analysis', body: 'Comp idea' }).select('id').single(),
    );
    refused(await lapsed.client.from('messages').insert({ channel_id: 'expert-analysis', body: 'Lapsed idea' }), 403);
    const byLapsed = ok(await lapsed.client.from('messages').insert({ channel_id: 'basics', body: 'Lapsed hello' }).select('id').single());

    // The VIP flag, as every reader sees it: the same for both kinds of premium, off for the lapsed.
    for (const reader of [p.premium, p.admin, paid]) {
      const rows = ok(await reader.client.from('channel_messages').select('id, author_is_premium').in('id', [byPaid.id, byComp.id]));
      expect(rows.map((r) => r.author_is_premium)).toEqual([true, true]);
    }
    for (const reader of [p.learner, p.other, p.premium, p.admin]) {
      expect(await flags(reader.client, [paid.id, p.premium.id, lapsed.id, p.learner.id])).toEqual({
        [paid.id]: true,
        [p.premium.id]: true,
        [lapsed.id]: false,
        [p.learner.id]: false,
      });
      expect(
        ok(await reader.client.from('channel_messages').select('author_is_premium').eq('id', byLapsed.id).single()).author_is_premium,
      ).toBe(false);
    }
    refused(await p.visitor.rpc('member_cards', { user_ids: [paid.id] }), 401);
    const found = ok(await p.premium.client.rpc('search_members', { prefix: 'Paula Pa', channel: 'expert-analysis' })) as {
      user_id: string;
      is_premium: boolean;
    }[];
    expect(found.find((m) => m.user_id === paid.id)).toMatchObject({ is_premium: true });
    expect(ok(await p.premium.client.rpc('search_members', { prefix: 'Larry La', channel: 'expert-analysis' }))).toEqual([]);
    // The plan the admin console shows, and the member's own billing state, say the same.
    const [row] = ok(await p.admin.client.rpc('admin_list_members', { search: paid.email })) as { plan: string }[];
    expect(row!.plan).toBe('paid');
    expect(ok(await paid.client.rpc('billing_status').single<{ is_premium: boolean }>()).is_premium).toBe(true);
    expect(ok(await lapsed.client.rpc('billing_status').single<{ is_premium: boolean }>()).is_premium).toBe(false);
  });

  it("the premium channels' member count counts paying subscribers too", async () => {
    const u = await signUpUser('community-paid-count');
    const count = async () =>
      ok(await p.learner.client.from('channel_overview').select('member_count').eq('id', 'expert-analysis').single())
        .member_count as number;
    // Other suites change plans concurrently, so look for the rise over a few tries.
    let rose = false;
    for (let attempt = 0; attempt < 3 && !rose; attempt++) {
      const base = await count();
      const id = await stripe(u.id, 'active');
      const after = await count();
      ok(await p.service.from('billing_subscriptions').update({ status: 'canceled' }).eq('id', id));
      rose = after > base;
    }
    expect(rose).toBe(true);
  });
});

describe('writes to channel_messages (a view that is not automatically updatable)', () => {
  // PostgREST plans a write to any relation of its schema cache (whether a view is insertable only
  // decides the Allow header of OPTIONS), so PostgreSQL's rewriter refuses it with SQLSTATE 55000
  // before any privilege check, and PostgREST's pgErrorStatus maps class 55 to 500 (Error.hs:
  // "'5':'5':_ -> HTTP.status500 -- obj not on prereq state"), the error's fields as PostgreSQL
  // wrote them. A column the view does not have is PostgREST's own 400 PGRST204 first.
  const details = 'Views that do not select from a single table or view are not automatically updatable.';

  it("answers PostgREST's 500 with PostgreSQL's 55000 for insert, update and delete, whoever asks, and writes nothing", async () => {
    const before = (await p.service.from('messages').select('id', { count: 'exact', head: true })).count;
    for (const db of [p.visitor, p.learner.client, p.admin.client]) {
      const insert = await db.from('channel_messages').insert({ channel_id: 'basics', body: 'through the view' }).select();
      expect([insert.status, insert.error]).toEqual([
        500,
        {
          code: '55000',
          message: 'cannot insert into view "channel_messages"',
          details,
          hint: 'To enable inserting into the view, provide an INSTEAD OF INSERT trigger or an unconditional ON INSERT DO INSTEAD rule.',
        },
      ]);
      const update = await db.from('channel_messages').update({ body: 'edited through the view' }).eq('channel_id', 'basics');
      expect([update.status, update.error]).toEqual([
        500,
        {
          code: '55000',
          message: 'cannot update view "channel_messages"',
          details,
          hint: 'To enable updating the view, provide an INSTEAD OF UPDATE trigger or an unconditional ON UPDATE DO INSTEAD rule.',
        },
      ]);
      const remove = await db.from('channel_messages').delete().eq('channel_id', 'basics');
      expect([remove.status, remove.error]).toEqual([
        500,
        {
          code: '55000',
          message: 'cannot delete from view "channel_messages"',
          details,
          hint: 'To enable deleting from the view, provide an INSTEAD OF DELETE trigger or an unconditional ON DELETE DO INSTEAD rule.',
        },
      ]);
    }
    expect(refused(await p.learner.client.from('channel_messages').insert({ nope: 1 }), 400)).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'nope' column of 'channel_messages' in the schema cache",
    });
    expect((await p.service.from('messages').select('id', { count: 'exact', head: true })).count).toBe(before);
  });
});
