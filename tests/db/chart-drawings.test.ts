// Chart drawings by persona (20261128150000_chart_drawings.sql): a member's drawings are their own
// rows, read, moved and deleted by them alone (also when the request has no filter), made only on a
// symbol whose chart they can read, with a geometry that fits the kind and limited in number; the
// member's own changes reach their other tabs over Realtime, nobody else's. Test symbols stay off the
// watchlist.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep, subscribed, waitFor } from '../support/realtime.ts';
import { createPersonas, ok, refused, type Personas } from './personas.ts';

let p: Personas;
const listening: SupabaseClient[] = [];
const OPEN = 'DRWOPEN'; // in technical-analysis (freemium): every member reads its chart
const PREMIUM = 'DRWPREM'; // in expert-analysis (premium)

const T = 1767600000; // 2026-01-05
const level = (price = 100) => ({ kind: 'hline', geometry: { points: [{ time: T, price }] } });
const fib = {
  kind: 'fib',
  geometry: {
    points: [
      { time: T, price: 90 },
      { time: T + 86400 * 5, price: 110 },
    ],
    color: '#1c7ed6',
  },
};
const draw = (symbol: string, d: { kind: string; geometry: unknown }, timeframe = '1M') => ({ symbol, timeframe, ...d });

beforeAll(async () => {
  p = await createPersonas('drawings');
  ok(
    await p.service
      .from('market_symbols')
      .insert([
        { symbol: OPEN, company_name: 'Drawing Test Corp', on_watchlist: false, position: 95, channel_id: 'technical-analysis' },
        { symbol: PREMIUM, company_name: 'Premium Drawing Corp', on_watchlist: false, position: 96, channel_id: 'expert-analysis' },
      ])
      .select(),
  );
});
afterAll(async () => {
  for (const c of listening) await c.removeAllChannels();
  await p.service.from('market_symbols').delete().in('symbol', [OPEN, PREMIUM]);
});

describe('chart drawings: whose they are', () => {
  it('a visitor neither reads nor draws', async () => {
    refused(await p.visitor.from('chart_drawings').select('id'), 401);
    refused(await p.visitor.from('chart_drawings').insert(draw(OPEN, level())), 401);
  });

  it('a member draws on a chart open to them and reads back only their own drawings', async () => {
    const [mine] = ok(
      await p.learner.client.from('chart_drawings').insert(draw(OPEN, fib)).select('id, user_id, symbol, timeframe, kind, geometry'),
    );
    expect(mine).toMatchObject({ user_id: p.learner.id, symbol: OPEN, timeframe: '1M', kind: 'fib', geometry: fib.geometry });
    ok(
      await p.other.client
        .from('chart_drawings')
        .insert(draw(OPEN, level(95)))
        .select('id'),
    );
    expect(ok(await p.learner.client.from('chart_drawings').select('id, user_id')).map((r) => r.user_id)).toEqual([p.learner.id]);
    for (const c of [p.other.client, p.premium.client, p.admin.client]) {
      expect(ok(await c.from('chart_drawings').select('id').eq('id', mine!.id))).toEqual([]);
    }
  });

  it("nobody else moves or deletes a member's drawing, with a filter or without one", async () => {
    const [mine] = ok(
      await p.learner.client
        .from('chart_drawings')
        .insert(draw(OPEN, level(101)))
        .select('id'),
    );
    const moved = { points: [{ time: T, price: 1 }] };
    for (const c of [p.other.client, p.premium.client, p.admin.client]) {
      expect(ok(await c.from('chart_drawings').update({ geometry: moved }).eq('id', mine!.id).select('id'))).toEqual([]);
      expect(ok(await c.from('chart_drawings').delete().eq('id', mine!.id).select('id'))).toEqual([]);
      // No filter: PostgREST's safe-update guard may refuse it; if it runs, it touches only the caller's rows.
      const update = await c
        .from('chart_drawings')
        .update({ geometry: moved })
        .neq('id', '00000000-0000-0000-0000-000000000000')
        .select('id, user_id');
      for (const r of update.data ?? []) expect(r.user_id).not.toBe(p.learner.id);
      const bare = await c.from('chart_drawings').delete().gte('created_at', '2000-01-01').select('user_id');
      for (const r of bare.data ?? []) expect(r.user_id).not.toBe(p.learner.id);
    }
    const still = ok(await p.service.from('chart_drawings').select('geometry').eq('id', mine!.id).single());
    expect(still.geometry).toEqual(level(101).geometry);
  });

  it('the owner moves and deletes their own drawing; updated_at follows, the rest is fixed', async () => {
    const [mine] = ok(
      await p.learner.client
        .from('chart_drawings')
        .insert(draw(OPEN, level(102)))
        .select('id, created_at, updated_at'),
    );
    await sleep(20);
    const [moved] = ok(
      await p.learner.client
        .from('chart_drawings')
        .update({ geometry: { points: [{ time: T, price: 104.5 }] } })
        .eq('id', mine!.id)
        .select('geometry, created_at, updated_at'),
    );
    expect(moved!.geometry).toEqual({ points: [{ time: T, price: 104.5 }] });
    expect(moved!.created_at).toBe(mine!.created_at);
    expect(Date.parse(moved!.updated_at)).toBeGreaterThan(Date.parse(mine!.updated_at));
    for (const change of [{ user_id: p.other.id }, { symbol: PREMIUM }, { kind: 'text' }, { created_at: '2020-01-01T00:00:00Z' }]) {
      refused(await p.learner.client.from('chart_drawings').update(change).eq('id', mine!.id));
    }
    expect(ok(await p.learner.client.from('chart_drawings').delete().eq('id', mine!.id).select('id'))).toHaveLength(1);
  });

  it("the owner's update and delete with no filter reach only their own rows", async () => {
    ok(
      await p.premium.client
        .from('chart_drawings')
        .insert([draw(OPEN, level(50)), draw(OPEN, level(51), '1Y')])
        .select('id'),
    );
    const othersBefore = ok(await p.service.from('chart_drawings').select('id').neq('user_id', p.premium.id)).length;
    const updated = ok(
      await p.premium.client
        .from('chart_drawings')
        .update({ geometry: { points: [{ time: T, price: 52 }] } })
        .gte('created_at', '2000-01-01')
        .select('user_id'),
    );
    expect(updated.map((r) => r.user_id)).toEqual([p.premium.id, p.premium.id]);
    const deleted = ok(await p.premium.client.from('chart_drawings').delete().gte('created_at', '2000-01-01').select('user_id'));
    expect(deleted.map((r) => r.user_id)).toEqual([p.premium.id, p.premium.id]);
    expect(ok(await p.service.from('chart_drawings').select('id').neq('user_id', p.premium.id))).toHaveLength(othersBefore);
  });

  it('nobody draws for someone else or sets the timestamps', async () => {
    refused(await p.learner.client.from('chart_drawings').insert({ ...draw(OPEN, level()), user_id: p.other.id }));
    refused(await p.learner.client.from('chart_drawings').insert({ ...draw(OPEN, level()), created_at: '2020-01-01T00:00:00Z' }));
  });

  it('drawings go on charts the member can read: a premium symbol for premium members and admins', async () => {
    refused(await p.learner.client.from('chart_drawings').insert(draw(PREMIUM, level())), 403);
    ok(await p.premium.client.from('chart_drawings').insert(draw(PREMIUM, level())).select('id'));
    ok(await p.admin.client.from('chart_drawings').insert(draw(PREMIUM, level())).select('id'));
    refused(await p.learner.client.from('chart_drawings').insert(draw('NOSUCH', level())));
    refused(await p.learner.client.from('chart_drawings').insert(draw(OPEN, level(), '5Y')), 400);
  });
});

describe('chart drawings: geometry', () => {
  const bad: [string, unknown][] = [
    ['hline', { points: [] }],
    [
      'hline',
      {
        points: [
          { time: T, price: 1 },
          { time: T, price: 2 },
        ],
      },
    ],
    ['trend', { points: [{ time: T, price: 1 }] }],
    [
      'trend',
      {
        points: [
          { time: T, price: 1 },
          { time: 'yesterday', price: 2 },
        ],
      },
    ],
    [
      'rect',
      {
        points: [
          { time: T, price: 1 },
          { time: T, price: 2, extra: true },
        ],
      },
    ],
    [
      'ray',
      {
        points: [
          { time: -1, price: 1 },
          { time: T, price: 2 },
        ],
      },
    ],
    [
      'fib',
      {
        points: [
          { time: T, price: 1e12 },
          { time: T, price: 2 },
        ],
      },
    ],
    ['fib', { points: [{ time: T, price: 1 }, null] }],
    ['trend', {}],
    ['trend', { points: 'no' }],
    ['trend', [1, 2]],
    ['trend', 'a string'],
    ['hline', { points: [{ time: T, price: 1 }], text: 'not for a level' }],
    ['hline', { points: [{ time: T, price: 1 }], color: 'red' }],
    ['hline', { points: [{ time: T, price: 1 }], script: '<b>' }],
    ['text', { points: [{ time: T, price: 1 }] }],
    ['text', { points: [{ time: T, price: 1 }], text: '   ' }],
    ['text', { points: [{ time: T, price: 1 }], text: 'x'.repeat(281) }],
    ['text', { points: [{ time: T, price: 1 }], text: 42 }],
    ['circle', { points: [{ time: T, price: 1 }] }],
  ];

  it('refuses a geometry that does not fit its kind with a readable 4xx', async () => {
    for (const [kind, geometry] of bad) {
      const res = await p.learner.client.from('chart_drawings').insert({ symbol: OPEN, timeframe: '1D', kind, geometry });
      expect(res.error, JSON.stringify([kind, geometry])).not.toBeNull();
      const error = refused(res);
      expect(error.message, JSON.stringify([kind, geometry])).toMatch(/geometry|kind|violates/);
    }
    const [mine] = ok(
      await p.learner.client
        .from('chart_drawings')
        .insert(draw(OPEN, level(), '1D'))
        .select('id'),
    );
    const moved = refused(
      await p.learner.client
        .from('chart_drawings')
        .update({
          geometry: {
            points: [
              { time: T, price: 1 },
              { time: T, price: 2 },
            ],
          },
        })
        .eq('id', mine!.id),
      422,
    );
    expect(moved.code).toBe('invalid_chart_drawing');
    expect(moved.hint).toMatch(/points/);
  });

  it('keeps every kind with a geometry that fits, a note of up to 280 characters', async () => {
    const two = {
      points: [
        { time: T, price: 10.25 },
        { time: T + 900, price: 12 },
      ],
    };
    const good = [
      { kind: 'hline', geometry: { points: [{ time: T, price: 0.5 }], color: '#FA5252' } },
      { kind: 'trend', geometry: two },
      { kind: 'ray', geometry: two },
      { kind: 'rect', geometry: two },
      { kind: 'fib', geometry: two },
      { kind: 'text', geometry: { points: [{ time: T, price: 11 }], text: 'é'.repeat(280) } },
    ];
    const rows = ok(
      await p.other.client
        .from('chart_drawings')
        .insert(good.map((g) => draw(OPEN, g, '1W')))
        .select('kind, geometry'),
    );
    expect(rows).toEqual(good);
  });

  it('refuses a geometry over 2 kB', async () => {
    const error = refused(
      await p.learner.client.from('chart_drawings').insert({
        symbol: OPEN,
        timeframe: '1D',
        kind: 'text',
        geometry: { points: [{ time: T, price: 1 }], text: 'x'.repeat(270), color: '#000000', pad: 'y'.repeat(3000) },
      }),
      422,
    );
    expect(error.code).toBe('invalid_chart_drawing');
  });

  it('keeps at most 200 drawings per member, symbol and timeframe', async () => {
    const many = Array.from({ length: 200 }, (_, i) => draw(OPEN, level(100 + i), '3M'));
    ok(await p.other.client.from('chart_drawings').insert(many).select('id'));
    const tooMany = refused(await p.other.client.from('chart_drawings').insert(draw(OPEN, level(1), '3M')), 409);
    expect(tooMany.code).toBe('too_many_chart_drawings');
    ok(
      await p.other.client
        .from('chart_drawings')
        .insert(draw(OPEN, level(1), '1Y'))
        .select('id'),
    );
    ok(await p.other.client.from('chart_drawings').delete().eq('timeframe', '3M').select('id'));
  });
});

describe("chart drawings: live across the member's tabs", () => {
  it("a member's other tab hears their own changes, and nobody else's", async () => {
    const seen: { type: string; user?: string }[] = [];
    const tab = p.learner.client;
    listening.push(tab);
    await subscribed(
      tab
        .channel('drawings-tab')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'chart_drawings' }, (e) =>
          seen.push({ type: e.eventType, user: (e.new as { user_id?: string }).user_id }),
        ),
    );
    ok(
      await p.other.client
        .from('chart_drawings')
        .insert(draw(OPEN, level(77), '1D'))
        .select('id'),
    );
    const [mine] = ok(
      await p.learner.client
        .from('chart_drawings')
        .insert(draw(OPEN, level(78), '1D'))
        .select('id'),
    );
    await waitFor(() => seen.some((e) => e.type === 'INSERT'), 10_000, "the learner's own insert");
    ok(
      await p.learner.client
        .from('chart_drawings')
        .update({ geometry: { points: [{ time: T, price: 79 }] } })
        .eq('id', mine!.id)
        .select('id'),
    );
    await waitFor(() => seen.some((e) => e.type === 'UPDATE'), 10_000, "the learner's own move");
    await sleep(500);
    expect(seen.filter((e) => e.type !== 'DELETE').every((e) => e.user === p.learner.id)).toBe(true);
    expect(seen.filter((e) => e.type === 'INSERT')).toHaveLength(1);
  });
});
