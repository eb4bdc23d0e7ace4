// Points by persona: the ledger is written only by the database (a module passed, the certificate,
// the first chat message of a day — each once); nobody writes, changes or deletes a row through the
// API, with a filter or without; a member reads their own rows, admins all; the level follows the
// total; the leaderboard is for signed-in members.
import { beforeAll, describe, expect, it } from 'vitest';
import { createPersonas, ok, refused, type Personas } from './personas.ts';

let p: Personas;
beforeAll(async () => {
  p = await createPersonas('points');
});

interface PointsRow {
  points: number;
  level: number;
  level_name: string;
  next_level_at: number | null;
}

const myPoints = async (c: Personas['visitor']) => ok(await c.rpc('my_points').single<PointsRow>());

describe('the points ledger', () => {
  it('gives 5 points for the first chat message of the day, once', async () => {
    expect(await myPoints(p.learner.client)).toEqual({ points: 0, level: 1, level_name: 'Newcomer', next_level_at: 100 });
    for (const body of ['First today', 'Second today'])
      ok(await p.learner.client.from('messages').insert({ channel_id: 'tutorial-help', body }).select());
    const rows = ok(await p.learner.client.from('point_events').select('reason, points'));
    expect(rows).toEqual([{ reason: 'daily_post', points: 5 }]);
  });

  it('gives 100 points per module passed and a level with its name', async () => {
    ok(await p.service.from('profiles').update({ current_module: 3 }).eq('id', p.other.id).select());
    ok(await p.service.from('profiles').update({ current_module: 2 }).eq('id', p.other.id).select());
    ok(await p.service.from('profiles').update({ current_module: 3 }).eq('id', p.other.id).select());
    expect(await myPoints(p.other.client)).toEqual({ points: 200, level: 2, level_name: 'Apprentice', next_level_at: 300 });
  });

  it('nobody writes, changes or deletes ledger rows, with a filter or without', async () => {
    for (const who of [p.learner, p.other, p.premium, p.admin]) {
      refused(await who.client.from('point_events').insert({ user_id: who.id, reason: 'certificate', ref: 'x', points: 5000 }));
      refused(await who.client.from('point_events').update({ points: 5000 }).eq('user_id', who.id));
      refused(await who.client.from('point_events').update({ points: 5000 }).neq('points', 0));
      refused(await who.client.from('point_events').delete().eq('user_id', who.id));
      refused(await who.client.from('point_events').delete().neq('points', 0));
    }
    refused(await p.service.from('point_events').update({ points: 5000 }).eq('user_id', p.learner.id), 403);
    refused(await p.visitor.from('point_events').select('*'), 401);
    expect((await myPoints(p.learner.client)).points).toBe(5);
  });

  it('a member reads only their own rows; admins all', async () => {
    expect(ok(await p.premium.client.from('point_events').select('user_id').in('user_id', [p.learner.id, p.other.id]))).toEqual([]);
    const seen = ok(await p.admin.client.from('point_events').select('user_id').in('user_id', [p.learner.id, p.other.id]));
    expect(new Set(seen.map((r) => r.user_id))).toEqual(new Set([p.learner.id, p.other.id]));
  });

  it('the leaderboard ranks members by points for signed-in members only', async () => {
    const board = ok(await p.premium.client.rpc('leaderboard', { period: '30d', max_rows: 100 })) as {
      user_id: string;
      points: number;
      level_name: string;
      rank: number;
    }[];
    const other = board.find((r) => r.user_id === p.other.id);
    const learner = board.find((r) => r.user_id === p.learner.id);
    expect(other).toMatchObject({ points: 200, level_name: 'Apprentice' });
    expect(learner).toMatchObject({ points: 5, level_name: 'Newcomer' });
    expect(other!.rank).toBeLessThan(learner!.rank);
    expect(JSON.stringify(board)).not.toContain('@');
    refused(await p.premium.client.rpc('leaderboard', { period: 'week' }), 400);
    refused(await p.visitor.rpc('leaderboard'), 401);
    refused(await p.visitor.rpc('my_points'), 401);
  });
});
