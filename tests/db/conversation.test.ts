// Conversation rules by persona: replies (threads), reactions, pins, mentions, search, read positions
// and their rate limits, all decided in the database, and the live side: premium-channel replies and
// reactions never reach a free learner.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep, subscribed, waitFor } from '../support/realtime.ts';
import { signUpUser } from '../support/clients.ts';
import { createPersonas, makePremium, ok, refused, type Personas } from './personas.ts';

let p: Personas;
const listening: SupabaseClient[] = [];
beforeAll(async () => {
  p = await createPersonas('conversation');
});
afterAll(async () => {
  for (const c of listening) await c.removeAllChannels();
});

async function post(c: SupabaseClient, channel_id: string, body: string, parent_id?: number) {
  const [row] = ok(
    await c
      .from('messages')
      .insert({ channel_id, body, ...(parent_id ? { parent_id } : {}) })
      .select('id, channel_id, parent_id'),
  );
  return row!;
}

describe('replies in threads', () => {
  it("a reply goes in its parent's channel and counts on the parent; threads are one level deep", async () => {
    const root = await post(p.learner.client, 'tutorial-help', 'What is a stop order?');
    // The channel sent is ignored: a reply lives where its parent does.
    const [reply] = ok(
      await p.other.client
        .from('messages')
        .insert({ channel_id: 'basics', parent_id: root.id, body: 'An order that becomes a market order at your price.' })
        .select('channel_id, parent_id'),
    );
    expect(reply).toEqual({ channel_id: 'tutorial-help', parent_id: root.id });
    const seen = ok(await p.learner.client.from('channel_messages').select('reply_count, last_reply_at').eq('id', root.id).single());
    expect(seen.reply_count).toBe(1);
    expect(seen.last_reply_at).not.toBeNull();
    const child = ok(await p.service.from('messages').select('id').eq('parent_id', root.id).single());
    expect(
      refused(await p.learner.client.from('messages').insert({ channel_id: 'tutorial-help', parent_id: child.id, body: 'nested' }), 400)
        .message,
    ).toMatch(/one level deep/);
  });

  it('a free learner cannot reply where they cannot post, nor to a message they cannot read', async () => {
    const open = await post(p.premium.client, 'general', 'Thoughts on the open?');
    const closed = await post(p.premium.client, 'expert-analysis', 'Premium idea');
    refused(await p.learner.client.from('messages').insert({ channel_id: 'general', parent_id: open.id, body: 'me too' }), 403);
    expect(
      refused(
        await p.learner.client.from('messages').insert({ channel_id: 'tutorial-help', parent_id: closed.id, body: 'peek' }),
        [400, 409],
      ).message,
    ).toMatch(/does not exist/);
    refused(await p.visitor.from('messages').insert({ channel_id: 'tutorial-help', parent_id: open.id, body: 'x' }), 401);
    ok(await p.premium.client.from('messages').insert({ channel_id: 'general', parent_id: open.id, body: 'Watching the gap.' }));
    ok(await p.admin.client.from('messages').insert({ channel_id: 'expert-analysis', parent_id: closed.id, body: 'Agreed.' }));
    expect(ok(await p.learner.client.from('channel_messages').select('id').eq('parent_id', closed.id))).toEqual([]);
  });

  it('deleting a message with replies leaves it as removed; the tombstone goes with its last reply', async () => {
    const root = await post(p.learner.client, 'basics', 'Question to be removed');
    const reply = await post(p.other.client, 'basics', 'An answer', root.id);
    ok(await p.learner.client.from('messages').delete().eq('id', root.id));
    const tomb = ok(await p.other.client.from('channel_messages').select('body, deleted_at, reply_count').eq('id', root.id).single());
    expect(tomb.body).toBe('');
    expect(tomb.deleted_at).not.toBeNull();
    expect(tomb.reply_count).toBe(1);
    // A removed message has no author any more: its author's edit finds nothing to change.
    expect(ok(await p.learner.client.from('messages').update({ body: 'back' }).eq('id', root.id).select('id'))).toEqual([]);
    ok(await p.other.client.from('messages').delete().eq('id', reply.id));
    expect(ok(await p.service.from('messages').select('id').eq('id', root.id))).toEqual([]);
  });

  it('another learner cannot delete or edit a reply that is not theirs', async () => {
    const root = await post(p.learner.client, 'basics', 'Mine');
    const reply = await post(p.learner.client, 'basics', 'Mine too', root.id);
    expect(ok(await p.other.client.from('messages').delete().eq('id', reply.id).select())).toEqual([]);
    expect(ok(await p.other.client.from('messages').update({ body: 'x' }).eq('id', reply.id).select())).toEqual([]);
    ok(await p.learner.client.from('messages').update({ body: 'Mine, edited' }).eq('id', reply.id));
    expect(
      ok(await p.other.client.from('channel_messages').select('body, edited_at').eq('id', reply.id).single()).edited_at,
    ).not.toBeNull();
  });
});

describe('reactions', () => {
  it('members toggle their own reactions; counts, mine and names come with the message', async () => {
    const m = await post(p.learner.client, 'tutorial-help', 'React to me');
    ok(await p.learner.client.from('message_reactions').insert({ message_id: m.id, reaction: 'like' }));
    ok(await p.other.client.from('message_reactions').insert({ message_id: m.id, reaction: 'like' }));
    ok(await p.premium.client.from('message_reactions').insert({ message_id: m.id, reaction: 'rocket' }));
    refused(await p.other.client.from('message_reactions').insert({ message_id: m.id, reaction: 'like' }), 409);
    refused(await p.other.client.from('message_reactions').insert({ message_id: m.id, reaction: 'smile' }), 400);
    const { reactions } = ok(await p.other.client.from('channel_messages').select('reactions').eq('id', m.id).single());
    expect(reactions).toEqual([
      { reaction: 'like', count: 2, mine: true, names: ['Lee Learner', 'Otto Other'] },
      { reaction: 'rocket', count: 1, mine: false, names: ['Pat Premium'] },
    ]);
    // Another learner cannot remove someone else's reaction, nor react as them.
    expect(ok(await p.other.client.from('message_reactions').delete().eq('message_id', m.id).eq('user_id', p.learner.id).select())).toEqual(
      [],
    );
    refused(await p.other.client.from('message_reactions').insert({ message_id: m.id, reaction: 'heart', user_id: p.learner.id }), 403);
    ok(await p.other.client.from('message_reactions').delete().eq('message_id', m.id).eq('user_id', p.other.id).eq('reaction', 'like'));
    expect(ok(await p.service.from('message_reactions').select('user_id').eq('message_id', m.id).eq('reaction', 'like'))).toEqual([
      { user_id: p.learner.id },
    ]);
  });

  it('a free learner cannot react where they cannot post, and never sees premium reactions', async () => {
    const open = await post(p.premium.client, 'general', 'React here?');
    const closed = await post(p.premium.client, 'expert-analysis', 'Premium only');
    refused(await p.learner.client.from('message_reactions').insert({ message_id: open.id, reaction: 'like' }), 403);
    refused(await p.learner.client.from('message_reactions').insert({ message_id: closed.id, reaction: 'like' }), 403);
    refused(await p.visitor.from('message_reactions').insert({ message_id: open.id, reaction: 'like' }), 401);
    ok(await p.premium.client.from('message_reactions').insert({ message_id: closed.id, reaction: 'fire' }));
    ok(await p.admin.client.from('message_reactions').insert({ message_id: open.id, reaction: 'check' }));
    expect(ok(await p.learner.client.from('message_reactions').select('message_id').eq('message_id', closed.id))).toEqual([]);
    expect(ok(await p.learner.client.from('message_reactions').select('reaction').eq('message_id', open.id))).toEqual([
      { reaction: 'check' },
    ]);
  });

  it('a flood of reactions gets a clear 429', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await post(p.service, 'basics', `reaction target ${i}`)).id);
    const kinds = ['like', 'heart', 'fire', 'rocket', 'eyes', 'check'];
    const rows = ids.flatMap((message_id) => kinds.map((reaction) => ({ message_id, reaction })));
    ok(await p.other.client.from('message_reactions').insert(rows.slice(0, 30)));
    const error = refused(
      await p.other.client.from('message_reactions').insert({ message_id: ids[0]!, reaction: 'like', user_id: p.other.id }),
      429,
    );
    // (ids[0] 'like' exists already, but the limit is checked first)
    expect(error.code).toBe('reaction_rate_limited');
    expect(error.message).toMatch(/reacting too fast/);
  });
});

describe('pins', () => {
  it('admins pin and unpin; every reader sees the pin; others cannot', async () => {
    const m = await post(p.premium.client, 'general', 'Rules of the channel');
    refused(await p.learner.client.from('pinned_messages').insert({ message_id: m.id }), 403);
    refused(await p.premium.client.from('pinned_messages').insert({ message_id: m.id }), 403);
    ok(await p.admin.client.from('pinned_messages').insert({ message_id: m.id }));
    expect(ok(await p.learner.client.from('pinned_messages').select('message_id, channel_id').eq('message_id', m.id))).toEqual([
      { message_id: m.id, channel_id: 'general' },
    ]);
    expect(ok(await p.learner.client.from('channel_messages').select('pinned_at').eq('id', m.id).single()).pinned_at).not.toBeNull();
    expect(ok(await p.premium.client.from('pinned_messages').delete().eq('message_id', m.id).select())).toEqual([]);
    const closed = await post(p.premium.client, 'expert-analysis', 'Premium pin');
    ok(await p.admin.client.from('pinned_messages').insert({ message_id: closed.id }));
    expect(ok(await p.learner.client.from('pinned_messages').select('message_id').eq('message_id', closed.id))).toEqual([]);
    ok(await p.admin.client.from('pinned_messages').delete().eq('message_id', m.id));
    expect(ok(await p.learner.client.from('pinned_messages').select('message_id').eq('message_id', m.id))).toEqual([]);
  });
});

describe('mentions', () => {
  it('are recorded for mentioned members who can read the channel, and follow edits', async () => {
    const m = await post(p.premium.client, 'expert-analysis', `<@${p.admin.id}> and <@${p.learner.id}>: have a look`);
    const mentioned = ok(await p.service.from('message_mentions').select('user_id').eq('message_id', m.id));
    expect(mentioned).toEqual([{ user_id: p.admin.id }]); // the free learner cannot read #expert-analysis
    expect(ok(await p.learner.client.from('message_mentions').select('message_id').eq('message_id', m.id))).toEqual([]);
    const { mentions } = ok(await p.admin.client.from('channel_messages').select('mentions').eq('id', m.id).single());
    expect(mentions).toEqual(expect.arrayContaining([{ user_id: p.admin.id, name: 'Ada Admin' }]));

    const open = await post(p.learner.client, 'basics', `Thanks <@${p.other.id}>!`);
    expect(ok(await p.other.client.from('message_mentions').select('user_id, author_id').eq('message_id', open.id))).toEqual([
      { user_id: p.other.id, author_id: p.learner.id },
    ]);
    ok(
      await p.learner.client
        .from('messages')
        .update({ body: `Thanks <@${p.premium.id}>!` })
        .eq('id', open.id),
    );
    expect(ok(await p.service.from('message_mentions').select('user_id').eq('message_id', open.id))).toEqual([{ user_id: p.premium.id }]);
    refused(
      await p.learner.client.from('message_mentions').insert({ message_id: open.id, user_id: p.other.id, channel_id: 'basics' }),
      [401, 403],
    );
  });

  it('autocomplete lists members who can read the channel, for members who can read it', async () => {
    // Members with names of their own: the suite's other files add personas with the same names, some
    // made premium, and at most 8 come back.
    const tag = `Quill${Date.now().toString(36)}`;
    const [free, paid] = await Promise.all([
      signUpUser(`${tag}-free`, { display_name: `${tag} Free` }),
      signUpUser(`${tag}-paid`, { display_name: `${tag} Paid` }),
    ]);
    await makePremium(p.service, paid.id);
    const ids = async (c: SupabaseClient, prefix: string, channel: string) =>
      ok(await c.rpc('search_members', { prefix, channel })).map((r: { user_id: string }) => r.user_id);
    expect((await ids(p.learner.client, tag, 'basics')).sort()).toEqual([free.id, paid.id].sort());
    expect(await ids(p.premium.client, tag, 'expert-analysis')).toEqual([paid.id]);
    expect(await ids(p.learner.client, tag, 'expert-analysis')).toEqual([]);
    expect(await ids(p.learner.client, '%', 'basics')).toEqual([]);
    refused(await p.visitor.rpc('search_members', { prefix: 'P', channel: 'basics' }), 401);
  });
});

describe('search', () => {
  it('finds readable messages by words, never premium ones for a free learner', async () => {
    const word = `zebrafish${Date.now()}`;
    const open = await post(p.learner.client, 'tutorial-help', `How do ${word} candles work?`);
    const closed = await post(p.premium.client, 'expert-analysis', `Premium ${word} setup`);
    const ids = async (c: SupabaseClient, query: string, channel?: string) =>
      ok(await c.rpc('search_messages', { query, ...(channel ? { channel } : {}) })).map((r: { id: number }) => r.id);
    expect(await ids(p.learner.client, word)).toEqual([open.id]);
    expect(await ids(p.premium.client, word)).toEqual([closed.id, open.id]);
    expect(await ids(p.premium.client, word, 'tutorial-help')).toEqual([open.id]);
    expect(await ids(p.learner.client, word, 'expert-analysis')).toEqual([]);
    expect(refused(await p.learner.client.rpc('search_messages', { query: ' ' }), 400).message).toMatch(/2 to 200/);
    refused(await p.visitor.rpc('search_messages', { query: word }), 401);
  });

  it('row-level security still decides among the index hits: a hidden message is found only by its author and admins', async () => {
    const word = `quokka${Date.now()}`;
    const shown = await post(p.learner.client, 'tutorial-help', `Is a ${word} pattern bullish?`);
    const hidden = await post(p.other.client, 'tutorial-help', `Spam about ${word} signals`);
    ok(await p.admin.client.rpc('admin_hide_message', { message_id: hidden.id }));
    const ids = async (c: SupabaseClient) => ok(await c.rpc('search_messages', { query: word })).map((r: { id: number }) => r.id);
    expect(await ids(p.learner.client)).toEqual([shown.id]);
    expect(await ids(p.premium.client)).toEqual([shown.id]);
    expect(await ids(p.other.client)).toEqual([hidden.id, shown.id]);
    expect(await ids(p.admin.client)).toEqual([hidden.id, shown.id]);
  });

  it('answers the newest 30 of many hits, newest first', async () => {
    const word = `wombat${Date.now()}`;
    // Written by the service role in one batch (the posting limit is 20 a minute), a second apart.
    const base = Date.now() - 3_600_000;
    const rows = ok(
      await p.service
        .from('messages')
        .insert(
          Array.from({ length: 40 }, (_, i) => ({
            channel_id: 'tutorial-help',
            author_id: p.learner.id,
            body: `${word} note ${i + 1}`,
            created_at: new Date(base + i * 1000).toISOString(),
          })),
        )
        .select('id, body'),
    );
    const found = ok(await p.learner.client.rpc('search_messages', { query: word })) as { id: number; body: string }[];
    expect(found.map((r) => r.body)).toEqual(Array.from({ length: 30 }, (_, i) => `${word} note ${40 - i}`));
    expect(new Set(found.map((r) => r.id))).toEqual(new Set(rows.filter((r) => Number(r.body.split(' ').at(-1)) > 10).map((r) => r.id)));
  });
});

describe('read positions and unread counts', () => {
  it('each member writes only their own position; counts follow it', async () => {
    const unread = async (c: SupabaseClient) =>
      Object.fromEntries(ok(await c.rpc('unread_counts')).map((r: { channel_id: string; unread: number }) => [r.channel_id, r.unread]));
    const before = (await unread(p.other.client))['advanced'] ?? 0;
    const m = await post(p.learner.client, 'advanced', 'Unread for the others');
    expect((await unread(p.other.client))['advanced']).toBe(before + 1);
    expect((await unread(p.learner.client))['advanced'] ?? 0).toBe(0); // one's own messages are read
    expect(await unread(p.learner.client)).not.toHaveProperty('x');
    const [read] = ok(await p.other.client.from('messages').select('created_at').eq('id', m.id));
    ok(await p.other.client.from('channel_reads').upsert({ user_id: p.other.id, channel_id: 'advanced', last_read_at: read!.created_at }));
    expect((await unread(p.other.client))['advanced']).toBe(0);
    // Never in the future, and not another member's position.
    ok(
      await p.other.client
        .from('channel_reads')
        .upsert({ user_id: p.other.id, channel_id: 'advanced', last_read_at: '2999-01-01T00:00:00Z' }),
    );
    expect(
      new Date(
        ok(await p.other.client.from('channel_reads').select('last_read_at').eq('channel_id', 'advanced').single()).last_read_at,
      ).getFullYear(),
    ).toBeLessThan(2999);
    refused(await p.other.client.from('channel_reads').insert({ user_id: p.learner.id, channel_id: 'advanced' }), 403);
    expect(ok(await p.other.client.from('channel_reads').select('user_id').eq('user_id', p.learner.id))).toEqual([]);
    refused(await p.learner.client.from('channel_reads').insert({ user_id: p.learner.id, channel_id: 'expert-analysis' }), 403);
    ok(await p.premium.client.from('channel_reads').insert({ user_id: p.premium.id, channel_id: 'expert-analysis' }));
    refused(await p.visitor.rpc('unread_counts'), 401);
    const learnerCounts = await unread(p.learner.client);
    expect(learnerCounts['expert-analysis'] ?? 0).toBe(0);
  });
});

describe('live', () => {
  it('premium-channel replies and reactions reach premium readers and never a free learner', async () => {
    const seen = { learner: [] as string[], premium: [] as string[] };
    for (const who of ['learner', 'premium'] as const) {
      const c = p[who].client;
      listening.push(c);
      await subscribed(
        c
          .channel(`conv-${who}`)
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages' }, (e) =>
            seen[who].push(`m:${String(e.new.parent_id)}:${String(e.new.body)}`),
          )
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'message_reactions' }, (e) =>
            seen[who].push(`r:${String(e.new.message_id)}`),
          ),
      );
    }
    const closed = await post(p.admin.client, 'expert-analysis', 'Live premium root');
    await post(p.premium.client, 'expert-analysis', 'Live premium reply', closed.id);
    ok(await p.premium.client.from('message_reactions').insert({ message_id: closed.id, reaction: 'eyes' }));
    const open = await post(p.learner.client, 'basics', 'Live open root');
    await post(p.other.client, 'basics', 'Live open reply', open.id);
    ok(await p.admin.client.from('message_reactions').insert({ message_id: open.id, reaction: 'like' }));

    await waitFor(
      () => seen.premium.includes(`r:${open.id}`) && seen.premium.includes(`m:${closed.id}:Live premium reply`),
      5000,
      'premium sees both',
    );
    await waitFor(
      () => seen.learner.includes(`r:${open.id}`) && seen.learner.includes(`m:${open.id}:Live open reply`),
      5000,
      'learner sees the open thread',
    );
    expect(seen.premium).toContain(`r:${closed.id}`);
    await sleep(300);
    expect(seen.learner).not.toContain(`r:${closed.id}`);
    expect(seen.learner.filter((s) => s.includes('Live premium'))).toEqual([]);
  });
});

describe('suspended members (security review 1)', () => {
  it('cannot post, reply, react or be told they may post, in free or premium channels; others still can', async () => {
    const [free, paid] = await Promise.all([
      signUpUser('conversation-suspended', { display_name: 'Sam Suspended' }),
      signUpUser('conversation-suspended-premium', { display_name: 'Sue Suspended' }),
    ]);
    await makePremium(p.service, paid.id);
    const open = await post(p.learner.client, 'basics', 'Anyone here?');
    const closed = await post(p.premium.client, 'expert-analysis', 'Premium thought');
    // Before the suspension both may react (the control: the refusals below are the suspension's).
    ok(await free.client.from('message_reactions').insert({ message_id: open.id, reaction: 'eyes' }));
    ok(await paid.client.from('message_reactions').insert({ message_id: closed.id, reaction: 'eyes' }));
    for (const u of [free, paid]) ok(await p.admin.client.rpc('admin_suspend_member', { member_id: u.id, reason: 'Spamming the chat' }));

    // Every way of posting is refused (a reply also because the thread is no longer theirs to read:
    // tests/db/suspension.test.ts).
    for (const [u, target, channel] of [
      [free, open, 'basics'],
      [paid, closed, 'expert-analysis'],
    ] as const) {
      refused(await u.client.from('messages').insert({ channel_id: channel, body: 'still here' }), 403);
      refused(await u.client.from('messages').insert({ channel_id: channel, parent_id: target.id, body: 'a reply' }), [403, 409]);
      refused(await u.client.from('message_reactions').insert({ message_id: target.id, reaction: 'fire' }), 403);
      const overview = ok(await u.client.from('channel_overview').select('id, can_post').in('id', ['basics', channel]));
      expect(overview.every((c: { can_post: boolean }) => c.can_post === false)).toBe(true);
      // Taking back an earlier reaction is still theirs to do.
      ok(await u.client.from('message_reactions').delete().eq('message_id', target.id).eq('user_id', u.id).eq('reaction', 'eyes'));
    }
    expect(ok(await p.service.from('message_reactions').select('user_id').in('user_id', [free.id, paid.id]))).toEqual([]);

    // Nobody else is touched: a learner, premium and the admin still react (another learner used up
    // their reactions in the flood above, so they post), and all are told they may post.
    for (const who of [p.learner, p.other, p.premium, p.admin]) {
      if (who === p.other)
        ok(await who.client.from('messages').insert({ channel_id: 'basics', parent_id: open.id, body: 'Still allowed' }));
      else ok(await who.client.from('message_reactions').insert({ message_id: open.id, reaction: 'like' }));
      expect(ok(await who.client.from('channel_overview').select('can_post').eq('id', 'basics').single()).can_post).toBe(true);
    }
    ok(await p.premium.client.from('message_reactions').insert({ message_id: closed.id, reaction: 'like' }));
    refused(await p.visitor.from('message_reactions').insert({ message_id: open.id, reaction: 'like' }), 401);
    expect(ok(await p.visitor.from('channel_overview').select('can_post').eq('id', 'basics').single()).can_post).toBe(false);

    // Lifted: they post and react again.
    ok(await p.admin.client.rpc('admin_lift_suspension', { member_id: free.id }));
    ok(await free.client.from('message_reactions').insert({ message_id: open.id, reaction: 'fire' }));
  });
});

describe('deleted messages (security review 2)', () => {
  const authorColumns = 'id, author_id, author_name, author_initials, author_is_premium, body, deleted_at, reply_count';

  it('deleting a removed message again changes nothing, for its author and for everyone but an admin', async () => {
    const root = await post(p.premium.client, 'basics', 'A question I will take back');
    const replies = [await post(p.learner.client, 'basics', 'An answer', root.id)];
    replies.push(await post(p.other.client, 'basics', 'Another answer', root.id));
    ok(await p.premium.client.from('messages').delete().eq('id', root.id));
    const tomb = ok(await p.service.from('messages').select('*').eq('id', root.id).single());
    expect(tomb.deleted_at).not.toBeNull();

    // The author deletes it again (the hole: the row went, and both replies with it), then others try.
    ok(await p.premium.client.from('messages').delete().eq('id', root.id));
    for (const who of [p.learner, p.other]) ok(await who.client.from('messages').delete().eq('id', root.id));
    refused(await p.visitor.from('messages').delete().eq('id', root.id), 401);
    expect(ok(await p.service.from('messages').select('*').eq('id', root.id).single())).toEqual(tomb);
    expect(ok(await p.service.from('messages').select('id').eq('parent_id', root.id).order('id')).map((r: { id: number }) => r.id)).toEqual(
      replies.map((r) => r.id),
    );
    expect(ok(await p.learner.client.from('channel_messages').select('reply_count').eq('id', root.id).single()).reply_count).toBe(2);

    // An admin may still take the whole thread away.
    ok(await p.admin.client.from('messages').delete().eq('id', root.id));
    expect(ok(await p.service.from('messages').select('id').or(`id.eq.${root.id},parent_id.eq.${root.id}`))).toEqual([]);
  });

  it('channel_messages shows no author for a removed message, except to admins', async () => {
    const root = await post(p.premium.client, 'basics', 'Posted, then removed');
    await post(p.learner.client, 'basics', 'A reply that keeps it', root.id);
    const before = ok(await p.other.client.from('channel_messages').select(authorColumns).eq('id', root.id).single());
    expect(before).toMatchObject({ author_id: p.premium.id, author_name: 'Pat Premium', author_initials: 'PP', author_is_premium: true });
    ok(await p.premium.client.from('messages').delete().eq('id', root.id));
    for (const who of [p.learner, p.other, p.premium]) {
      const seen = ok(await who.client.from('channel_messages').select(authorColumns).eq('id', root.id).single());
      expect(seen).toMatchObject({
        author_id: null,
        author_name: null,
        author_initials: null,
        author_is_premium: null,
        body: '',
        reply_count: 1,
      });
      expect(seen.deleted_at).not.toBeNull();
      // Nor through a filter on the hidden author.
      expect(ok(await who.client.from('channel_messages').select('id').eq('id', root.id).eq('author_id', p.premium.id))).toEqual([]);
    }
    refused(await p.visitor.from('channel_messages').select(authorColumns).eq('id', root.id));
    const admin = ok(await p.admin.client.from('channel_messages').select(authorColumns).eq('id', root.id).single());
    expect(admin).toMatchObject({ author_id: p.premium.id, author_name: 'Pat Premium' });
    // A message that stands keeps its author for everyone.
    const live = await post(p.learner.client, 'basics', 'Still here');
    expect(ok(await p.other.client.from('channel_messages').select(authorColumns).eq('id', live.id).single())).toMatchObject({
      author_id: p.learner.id,
      author_name: 'Lee Learner',
    });
  });

  it('the messages table and Realtime do not give away who wrote a removed message either', async () => {
    const root = await post(p.premium.client, 'basics', 'Removed, author kept private');
    await post(p.learner.client, 'basics', 'A reply that keeps it', root.id);
    const changes: Record<string, unknown>[] = [];
    listening.push(p.other.client);
    await subscribed(
      p.other.client
        .channel('tombstone-author')
        .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'messages', filter: `id=eq.${root.id}` }, (e) =>
          changes.push(e.new),
        ),
    );
    ok(await p.premium.client.from('messages').delete().eq('id', root.id));
    for (const who of [p.learner, p.other, p.premium]) {
      expect(ok(await who.client.from('messages').select('author_id, body').eq('id', root.id).single())).toEqual({
        author_id: null,
        body: '',
      });
      expect(ok(await who.client.from('messages').select('id').eq('id', root.id).eq('author_id', p.premium.id))).toEqual([]);
    }
    await waitFor(() => changes.length > 0, 10_000, 'the tombstone update over Realtime');
    expect(changes[0]).toMatchObject({ id: root.id, author_id: null, body: '' });
    // The author cannot edit it back; an admin still sees who wrote it (moderation).
    ok(await p.premium.client.from('messages').update({ body: 'back' }).eq('id', root.id));
    expect(ok(await p.service.from('messages').select('body').eq('id', root.id).single()).body).toBe('');
    expect(ok(await p.admin.client.from('channel_messages').select(authorColumns).eq('id', root.id).single())).toMatchObject({
      author_id: p.premium.id,
      author_name: 'Pat Premium',
    });
  });
});
