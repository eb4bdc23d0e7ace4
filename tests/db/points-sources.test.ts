// More ways to earn points, by persona, and none of them farmable: reactions other members give
// (once per member per message, never your own, none from a suspended member, at most 40 a day) and
// lessons watched (once per lesson, at most 100 a day). The level then shows beside names: in the
// directory (with a level sort and filter) and on chat messages; the leaderboard covers 7 days,
// 30 days or all time.
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../support/clients.ts';
import { createPersonas, ok, refused, type Personas } from './personas.ts';

let p: Personas;
beforeAll(async () => {
  p = await createPersonas('point-sources');
});

const ledger = async (who: Personas['learner'], reason: string) =>
  ok(await who.client.from('point_events').select('points, ref').eq('reason', reason));
const total = (rows: { points: number }[]) => rows.reduce((s, r) => s + r.points, 0);

async function post(who: Personas['learner'], body: string) {
  return ok(await who.client.from('messages').insert({ channel_id: 'tutorial-help', body }).select('id').single()).id;
}

describe('points from reactions', () => {
  it('2 per other member reacting, once per member per message, whatever they do with their reactions', async () => {
    const id = await post(p.learner, 'Support sits at 101.5');
    ok(await p.other.client.from('message_reactions').insert({ message_id: id, reaction: 'like' }));
    ok(await p.other.client.from('message_reactions').insert({ message_id: id, reaction: 'heart' }));
    ok(await p.other.client.from('message_reactions').delete().eq('message_id', id).eq('user_id', p.other.id));
    ok(await p.other.client.from('message_reactions').insert({ message_id: id, reaction: 'fire' }));
    ok(await p.premium.client.from('message_reactions').insert({ message_id: id, reaction: 'rocket' }));
    expect(total(await ledger(p.learner, 'reaction_received'))).toBe(4);
  });

  it('no points from your own reactions', async () => {
    const id = await post(p.other, 'My own idea');
    for (const reaction of ['like', 'heart', 'fire'] as const)
      ok(await p.other.client.from('message_reactions').insert({ message_id: id, reaction }));
    expect(await ledger(p.other, 'reaction_received')).toEqual([]);
  });

  it('no points from a suspended member', async () => {
    const id = await post(p.other, 'Watch the volume');
    const spammer = await signUpUser('point-sources-spammer', { display_name: 'Sam Spammer' });
    ok(await p.service.from('member_suspensions').insert({ user_id: spammer.id, reason: 'Farming points' }).select());
    refused(await spammer.client.from('message_reactions').insert({ message_id: id, reaction: 'like' }));
    ok(await p.service.from('message_reactions').insert({ message_id: id, user_id: spammer.id, reaction: 'like' }));
    expect(await ledger(p.other, 'reaction_received')).toEqual([]);
  });

  it('at most 40 points a day from reactions', async () => {
    const author = await signUpUser('point-sources-author', { display_name: 'Ari Author' });
    const ids = [];
    for (let i = 0; i < 7; i++) ids.push(await post(author, `Idea ${i}`));
    for (const who of [p.learner, p.other, p.premium]) {
      for (const id of ids) ok(await who.client.from('message_reactions').insert({ message_id: id, reaction: 'like' }));
    }
    expect(total(await ledger(author, 'reaction_received'))).toBe(40);
  });

  it('nobody writes reaction points themselves', async () => {
    for (const who of [p.learner, p.premium, p.admin]) {
      refused(await who.client.from('point_events').insert({ user_id: who.id, reason: 'reaction_received', ref: '1:x', points: 2 }));
    }
  });
});

describe('points from lessons watched', () => {
  it('10 per lesson watched, once per lesson, at most 100 a day', async () => {
    const lessons = ok(await p.service.from('lessons').select('id').order('id').limit(12));
    expect(lessons).toHaveLength(12);
    for (const l of lessons) {
      ok(
        await p.service
          .from('lesson_progress')
          .insert({ user_id: p.premium.id, lesson_id: l.id, watched_at: new Date().toISOString() })
          .select(),
      );
    }
    ok(await p.service.from('lesson_progress').update({ watched_at: new Date().toISOString() }).eq('user_id', p.premium.id).select());
    const rows = await ledger(p.premium, 'lesson_watched');
    expect(total(rows)).toBe(100);
    expect(new Set(rows.map((r) => r.ref)).size).toBe(10);
  });

  it('deleting and watching again earns nothing more', async () => {
    const first = ok(await p.service.from('lessons').select('id').order('id').limit(1).single());
    ok(await p.premium.client.from('lesson_progress').delete().eq('lesson_id', first.id).select());
    ok(
      await p.service
        .from('lesson_progress')
        .insert({ user_id: p.premium.id, lesson_id: first.id, watched_at: new Date().toISOString() })
        .select(),
    );
    expect(total(await ledger(p.premium, 'lesson_watched'))).toBe(100);
  });
});

describe('the level beside names', () => {
  it("the directory shows each member's level, sorts by it and filters by a lowest level", async () => {
    ok(await p.service.from('profiles').update({ current_module: 4 }).eq('id', p.other.id).select());
    const other = ok(await p.learner.client.from('member_directory').select('level, level_name').eq('user_id', p.other.id).single());
    expect(other).toEqual({ level: 3, level_name: 'Chart Reader' });
    const byLevel = ok(await p.learner.client.rpc('find_members', { query: 'O', sort: 'level', max_rows: 100 })) as {
      user_id: string;
      level: number;
    }[];
    const levels = byLevel.map((r) => r.level);
    expect(levels).toEqual([...levels].sort((a, b) => b - a));
    const high = ok(await p.learner.client.rpc('find_members', { min_level: 3, max_rows: 100 })) as { user_id: string; level: number }[];
    expect(high.map((r) => r.user_id)).toContain(p.other.id);
    expect(high.every((r) => r.level >= 3)).toBe(true);
    expect(high.map((r) => r.user_id)).not.toContain(p.learner.id);
    refused(await p.learner.client.rpc('find_members', { min_level: 10 }), 400);
    refused(await p.learner.client.rpc('find_members', { sort: 'points' }), 400);
    refused(await p.visitor.rpc('find_members', { sort: 'level' }), 401);
  });

  it("chat messages carry their author's level", async () => {
    const id = await post(p.learner, 'Level check');
    const rows = ok(
      await p.premium.client
        .from('channel_messages')
        .select('author_id, author_level')
        .in('author_id', [p.other.id, p.learner.id])
        .eq('channel_id', 'tutorial-help'),
    );
    expect(rows.find((r) => r.author_id === p.other.id)?.author_level).toBe(3);
    expect(ok(await p.premium.client.from('channel_messages').select('author_level').eq('id', id).single()).author_level).toBe(1);
  });

  it('the leaderboard covers 7 days, 30 days and all time, for signed-in members', async () => {
    for (const period of ['7d', '30d', 'all']) {
      const board = ok(await p.learner.client.rpc('leaderboard', { period, max_rows: 100 })) as {
        user_id: string;
        points: number;
        level: number;
      }[];
      expect(board.find((r) => r.user_id === p.other.id)).toMatchObject({ points: 305, level: 3 });
    }
    refused(await p.learner.client.rpc('leaderboard', { period: 'month' }), 400);
    refused(await p.visitor.rpc('leaderboard', { period: '7d' }), 401);
  });
});
