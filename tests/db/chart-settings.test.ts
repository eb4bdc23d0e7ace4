// Chart settings by persona (20261129180000_chart_settings.sql): a member's indicator settings are one
// row of their own, read, changed and reset by them alone (also when the request has no filter), of a
// shape checked in SQL and limited in size; the member's own changes reach their other tabs over
// Realtime, nobody else's.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep, subscribed, waitFor } from '../support/realtime.ts';
import { createPersonas, ok, refused, type Personas } from './personas.ts';

let p: Personas;
const listening: SupabaseClient[] = [];

const RSI_ON = {
  volume: true,
  sma: false,
  smaLength: 20,
  ema: false,
  emaLength: 50,
  bollinger: false,
  vwap: false,
  rsi: true,
  macd: false,
};

const save = (c: SupabaseClient, indicators: unknown) =>
  c.from('chart_settings').upsert({ indicators }).select('user_id, indicators, updated_at');

beforeAll(async () => {
  p = await createPersonas('chart-settings');
});
afterAll(async () => {
  for (const c of listening) await c.removeAllChannels();
});

describe('chart settings: whose they are', () => {
  it('a visitor neither reads nor writes them', async () => {
    refused(await p.visitor.from('chart_settings').select('user_id'), 401);
    refused(await save(p.visitor, RSI_ON), 401);
  });

  it('a member keeps one row of their own, written by upsert, and reads back only it', async () => {
    const [mine] = ok(await save(p.learner.client, RSI_ON));
    expect(mine).toMatchObject({ user_id: p.learner.id, indicators: RSI_ON });
    // Saved again: the same row, changed.
    const [again] = ok(await save(p.learner.client, { ...RSI_ON, sma: true, smaLength: 10 }));
    expect(again).toMatchObject({ user_id: p.learner.id, indicators: { sma: true, smaLength: 10, rsi: true } });
    ok(await save(p.other.client, { volume: false }));
    expect(ok(await p.learner.client.from('chart_settings').select('user_id, indicators'))).toEqual([
      { user_id: p.learner.id, indicators: { ...RSI_ON, sma: true, smaLength: 10 } },
    ]);
    for (const c of [p.other.client, p.premium.client, p.admin.client]) {
      expect(ok(await c.from('chart_settings').select('user_id').eq('user_id', p.learner.id))).toEqual([]);
    }
  });

  it("nobody else changes or resets a member's settings, with a filter or without one", async () => {
    ok(await save(p.learner.client, RSI_ON));
    for (const c of [p.other.client, p.premium.client, p.admin.client]) {
      expect(
        ok(
          await c
            .from('chart_settings')
            .update({ indicators: { rsi: false } })
            .eq('user_id', p.learner.id)
            .select('user_id'),
        ),
      ).toEqual([]);
      expect(ok(await c.from('chart_settings').delete().eq('user_id', p.learner.id).select('user_id'))).toEqual([]);
      // No filter: PostgREST's safe-update guard may refuse it; if it runs, it touches only the caller's row.
      const update = await c
        .from('chart_settings')
        .update({ indicators: { rsi: false } })
        .gte('updated_at', '2000-01-01')
        .select('user_id');
      for (const r of update.data ?? []) expect(r.user_id).not.toBe(p.learner.id);
      const bare = await c.from('chart_settings').delete().gte('updated_at', '2000-01-01').select('user_id');
      for (const r of bare.data ?? []) expect(r.user_id).not.toBe(p.learner.id);
      // An upsert naming the learner's row is refused: only the caller's own row can be written.
      refused(await c.from('chart_settings').upsert({ user_id: p.learner.id, indicators: { rsi: false } }));
    }
    const still = ok(await p.service.from('chart_settings').select('indicators').eq('user_id', p.learner.id).single());
    expect(still.indicators).toEqual(RSI_ON);
  });

  it("the owner's update and delete with no filter reach only their own row; updated_at follows", async () => {
    const [first] = ok(await save(p.premium.client, RSI_ON));
    await sleep(20);
    const othersBefore = ok(
      await p.service.from('chart_settings').select('user_id, indicators').neq('user_id', p.premium.id).order('user_id'),
    );
    expect(othersBefore.length).toBeGreaterThan(0);
    const updated = ok(
      await p.premium.client
        .from('chart_settings')
        .update({ indicators: { macd: true } })
        .gte('updated_at', '2000-01-01')
        .select('user_id, updated_at'),
    );
    expect(updated.map((r) => r.user_id)).toEqual([p.premium.id]);
    expect(Date.parse(updated[0]!.updated_at)).toBeGreaterThan(Date.parse(first!.updated_at));
    const deleted = ok(await p.premium.client.from('chart_settings').delete().gte('updated_at', '2000-01-01').select('user_id'));
    expect(deleted.map((r) => r.user_id)).toEqual([p.premium.id]);
    expect(ok(await p.service.from('chart_settings').select('user_id, indicators').neq('user_id', p.premium.id).order('user_id'))).toEqual(
      othersBefore,
    );
  });

  it('nobody writes a row for someone else, moves their row to another member or sets the time', async () => {
    refused(await p.admin.client.from('chart_settings').insert({ user_id: p.other.id, indicators: RSI_ON }));
    ok(await save(p.admin.client, RSI_ON));
    refused(await p.admin.client.from('chart_settings').update({ user_id: p.other.id }).eq('user_id', p.admin.id));
    refused(await p.admin.client.from('chart_settings').update({ updated_at: '2020-01-01T00:00:00Z' }).eq('user_id', p.admin.id));
    expect(ok(await p.service.from('chart_settings').select('user_id').eq('user_id', p.admin.id))).toHaveLength(1);
  });
});

describe('chart settings: shape', () => {
  const bad: unknown[] = [
    [],
    'rsi',
    42,
    null,
    { rsi: 'yes' },
    { rsi: 1 },
    { smaLength: 1 },
    { smaLength: 201 },
    { emaLength: 20.5 },
    { emaLength: '20' },
    { smaLength: null },
    { theme: 'dark' },
    { rsi: true, script: '<b>' },
    { volume: { on: true } },
  ];

  it('refuses settings of another shape with a readable 4xx', async () => {
    for (const indicators of bad) {
      const res = await save(p.other.client, indicators);
      const error = refused(res);
      expect(error.message, JSON.stringify(indicators)).toMatch(/settings|null value|violates/);
    }
    ok(await save(p.other.client, RSI_ON));
    const changed = refused(
      await p.other.client
        .from('chart_settings')
        .update({ indicators: { smaLength: 0 } })
        .eq('user_id', p.other.id),
      422,
    );
    expect(changed.code).toBe('invalid_chart_settings');
    expect(changed.hint).toMatch(/smaLength/);
    expect(ok(await p.other.client.from('chart_settings').select('indicators').single()).indicators).toEqual(RSI_ON);
  });

  it('keeps every setting, the lengths from 2 to 200; a missing one is left to the chart', async () => {
    for (const indicators of [{ ...RSI_ON, smaLength: 2, emaLength: 200 }, { rsi: true }, {}]) {
      const [row] = ok(await save(p.other.client, indicators));
      expect(row!.indicators).toEqual(indicators);
    }
  });

  it('refuses settings over 1 kB', async () => {
    const error = refused(await save(p.other.client, { ...RSI_ON, note: 'y'.repeat(2000) }), 422);
    expect(error.code).toBe('invalid_chart_settings');
  });
});

describe("chart settings: live across the member's tabs", () => {
  it("a member's other tab hears their own changes, and nobody else's", async () => {
    const seen: { type: string; user?: string; rsi?: boolean }[] = [];
    const tab = p.learner.client;
    listening.push(tab);
    await subscribed(
      tab.channel('settings-tab').on('postgres_changes', { event: '*', schema: 'public', table: 'chart_settings' }, (e) => {
        const row = e.new as { user_id?: string; indicators?: { rsi?: boolean } };
        seen.push({ type: e.eventType, user: row.user_id, rsi: row.indicators?.rsi });
      }),
    );
    ok(await save(p.other.client, { rsi: true }));
    ok(await save(p.premium.client, { rsi: true }));
    ok(await save(p.learner.client, { ...RSI_ON, rsi: false }));
    await waitFor(() => seen.length > 0, 10_000, "the learner's own change");
    ok(await save(p.learner.client, RSI_ON));
    await waitFor(() => seen.some((e) => e.rsi === true), 10_000, "the learner's second change");
    await sleep(500);
    expect(seen.map((e) => [e.user, e.rsi])).toEqual([
      [p.learner.id, false],
      [p.learner.id, true],
    ]);
  });
});
