// A chart exercise in every module (20261130130000_exercise_every_module.sql), and the kinds beside
// level and candle: a line (two points, graded by where the extended line runs against the key line,
// within its tolerance), a number (a position size, a P/E) and a choice (a pattern, a cycle phase).
// Graded in SQL by grade_chart_exercise; the keys stay unreadable to every persona but admins, and
// reach a learner only in the graded result of their own attempt. Tried as every persona.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createPersonas, ok, refused, type Personas } from './personas.ts';

let p: Personas;
const ids: Record<string, number> = {};
const times: Record<string, string[]> = {};

interface Graded {
  is_correct: boolean;
  answer_value: number | null;
  answer_choice: number | null;
  key_price: number | null;
  key_time: string | null;
  key_end_price: number | null;
  key_end_time: string | null;
  key_value: number | null;
  key_choice: number | null;
  tolerance: number | null;
  explanation: string;
  attempt_count: number;
}

const EXERCISES = {
  trendLine: [3, 'Draw the uptrend line'],
  shares: [2, 'Size your first position'],
  pattern: [5, 'Name the pattern'],
  breakout: [5, 'Mark the breakout candle'],
  takeProfit: [11, 'Place the take-profit at 2R'],
  atr: [15, 'Size the position by volatility'],
} as const;

beforeAll(async () => {
  p = await createPersonas('module-exercises');
  for (const [name, [moduleId, title]] of Object.entries(EXERCISES)) {
    const [row] = ok(await p.learner.client.from('chart_exercises').select('id').eq('module_id', moduleId).eq('title', title));
    ids[name] = row!.id;
    times[name] = ok(
      await p.learner.client.from('chart_exercise_bars').select('bucket_start').eq('exercise_id', row!.id).order('position'),
    ).map((b) => b.bucket_start);
  }
});

const grade = async (client: SupabaseClient, args: Record<string, unknown>) =>
  ok(await client.rpc('grade_chart_exercise', args as never)) as unknown as Graded;
/** A line answer through (candle position from 1, price) and (position, price). */
const line = (from: [number, number], to: [number, number]) => ({
  exercise_id: ids.trendLine,
  bar_time: times.trendLine![from[0] - 1],
  price: from[1],
  end_time: times.trendLine![to[0] - 1],
  end_price: to[1],
});

describe('an exercise for every module', () => {
  it('each of the 15 modules has a chart exercise with at least 30 stored bars', async () => {
    const rows = ok(await p.learner.client.from('chart_exercises').select('id, module_id, kind, chart_exercise_bars(count)'));
    const modules = new Set(rows.map((r) => r.module_id));
    expect([...modules].sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    for (const r of rows) expect((r.chart_exercise_bars as unknown as { count: number }[])[0]!.count).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['level', 'candle', 'line', 'number', 'choice']));
  });

  it('every exercise has an answer key (admins read them)', async () => {
    const rows = ok(await p.admin.client.from('chart_exercises').select('id'));
    const keys = ok(await p.admin.client.from('chart_exercise_keys').select('exercise_id'));
    expect(new Set(keys.map((k) => k.exercise_id))).toEqual(new Set(rows.map((r) => r.id)));
  });

  it('what a learner reads before answering carries no answer: choices and labels, never the key', async () => {
    const [choice] = ok(await p.learner.client.from('chart_exercises').select('*').eq('id', ids.pattern!));
    expect(choice!.choices).toEqual(['A bull flag', 'A double top', 'A double bottom', 'An ascending triangle']);
    expect(Object.keys(choice).sort()).toEqual(['answer_label', 'choices', 'id', 'kind', 'module_id', 'position', 'prompt', 'title']);
    const [number] = ok(await p.learner.client.from('chart_exercises').select('answer_label').eq('id', ids.shares!));
    expect(number!.answer_label).toBe('Shares to buy');
  });

  it('nobody but admins reads the keys: visitor refused, learners and premium members get nothing', async () => {
    refused(await p.visitor.from('chart_exercises').select('id'), 401);
    refused(await p.visitor.from('chart_exercise_keys').select('exercise_id'), 401);
    for (const c of [p.learner.client, p.other.client, p.premium.client]) {
      expect(
        ok(
          await c
            .from('chart_exercise_keys')
            .select('accept_choice, line_from, line_from_price, line_tolerance')
            .in('exercise_id', Object.values(ids)),
        ),
      ).toEqual([]);
    }
    const keys = ok(
      await p.admin.client
        .from('chart_exercise_keys')
        .select('exercise_id, accept_choice, line_from, line_to, line_tolerance')
        .in('exercise_id', [ids.pattern!, ids.trendLine!]),
    );
    expect(keys.find((k) => k.exercise_id === ids.pattern)!.accept_choice).toBe(1);
    expect(keys.find((k) => k.exercise_id === ids.trendLine)).toMatchObject({ line_from: 9, line_to: 21, line_tolerance: 0.8 });
  });

  it('only admins change the new columns and keys; a malformed exercise is refused by its checks', async () => {
    for (const c of [p.learner.client, p.premium.client]) {
      expect(
        ok(
          await c
            .from('chart_exercises')
            .update({ choices: ['x', 'y'] })
            .eq('id', ids.pattern!)
            .select(),
        ),
      ).toEqual([]);
      expect(ok(await c.from('chart_exercise_keys').update({ accept_choice: 0 }).eq('exercise_id', ids.pattern!).select())).toEqual([]);
      expect(ok(await c.from('chart_exercise_keys').update({ line_tolerance: 99 }).select())).toEqual([]); // no filter
    }
    const bad = refused(
      await p.admin.client.from('chart_exercises').insert({ module_id: 1, position: 90, kind: 'choice', title: 'x', prompt: 'x' }),
    );
    expect(bad.code).toBe('23514');
    const noLabel = refused(
      await p.admin.client.from('chart_exercises').insert({ module_id: 1, position: 91, kind: 'number', title: 'x', prompt: 'x' }),
    );
    expect(noLabel.code).toBe('23514');
  });
});

describe('grading the new kinds', () => {
  it('a line through the key points is right, and so is the same line through other points', async () => {
    const right = await grade(p.learner.client, line([9, 63.6], [21, 67.5]));
    expect(right).toMatchObject({ is_correct: true, key_price: 63.57, key_end_price: 67.48, tolerance: 0.8, attempt_count: 1 });
    expect(right.key_time).toBe(times.trendLine![8]!.replace('.000Z', '+00:00').replace('Z', '+00:00'));
    expect((await grade(p.learner.client, line([21, 67.48], [31, 70.95]))).is_correct).toBe(true);
    expect((await grade(p.learner.client, line([31, 70.95], [9, 63.57]))).is_correct).toBe(true); // drawn right to left
  });

  it('a line grades by its tolerance: on it right, just beyond it wrong, too steep wrong', async () => {
    expect((await grade(p.other.client, line([9, 64.37], [21, 68.28]))).is_correct).toBe(true);
    expect((await grade(p.other.client, line([9, 64.38], [21, 68.28]))).is_correct).toBe(false);
    expect((await grade(p.other.client, line([9, 63.57], [31, 75]))).is_correct).toBe(false);
    expect((await grade(p.other.client, line([16, 71.66], [27, 75.96]))).is_correct).toBe(false); // through the highs
  });

  it('a number: the rounded-down size is right, rounding up is wrong', async () => {
    const right = await grade(p.premium.client, { exercise_id: ids.shares, value: 21 });
    expect(right).toMatchObject({ is_correct: true, answer_value: 21, key_value: 21 });
    expect(right.explanation).toMatch(/Round down/);
    expect(await grade(p.premium.client, { exercise_id: ids.shares, value: 22 })).toMatchObject({ is_correct: false, key_value: 21 });
    expect((await grade(p.premium.client, { exercise_id: ids.atr, value: 74 })).is_correct).toBe(true);
    expect((await grade(p.premium.client, { exercise_id: ids.atr, value: 149 })).is_correct).toBe(false); // 1 × ATR stop
  });

  it('a choice: the right option, a wrong one', async () => {
    expect(await grade(p.learner.client, { exercise_id: ids.pattern, choice: 1 })).toMatchObject({
      is_correct: true,
      answer_choice: 1,
      key_choice: 1,
    });
    expect(await grade(p.learner.client, { exercise_id: ids.pattern, choice: 2 })).toMatchObject({ is_correct: false, key_choice: 1 });
  });

  it('the take-profit at 2R and the breakout candle, right and wrong', async () => {
    expect((await grade(p.admin.client, { exercise_id: ids.takeProfit, price: 57.6 })).is_correct).toBe(true);
    expect((await grade(p.admin.client, { exercise_id: ids.takeProfit, price: 54.9 })).is_correct).toBe(false); // 1R
    expect((await grade(p.admin.client, { exercise_id: ids.breakout, bar_time: times.breakout![28] })).is_correct).toBe(true);
    expect((await grade(p.admin.client, { exercise_id: ids.breakout, bar_time: times.breakout![29] })).is_correct).toBe(false); // the day after
  });

  it('refuses answers of the wrong shape with a readable 400 and stores nothing; a visitor cannot answer', async () => {
    refused(await p.visitor.rpc('grade_chart_exercise', { exercise_id: ids.pattern, choice: 1 } as never), 401);
    const before = ok(await p.service.from('chart_exercise_attempts').select('id').eq('user_id', p.other.id)).length;
    const c = p.other.client;
    const no = async (args: Record<string, unknown>) => refused(await c.rpc('grade_chart_exercise', args as never), 400).message;
    expect(await no({ ...line([9, 63.6], [21, 67.5]), end_time: undefined })).toMatch(/answered with a line/);
    expect(await no(line([9, 63.6], [9, 67.5]))).toMatch(/different candles/);
    expect(await no(line([9, 6.36], [21, 67.5]))).toMatch(/off this chart/);
    expect(await no({ ...line([9, 63.6], [21, 67.5]), end_time: '2020-01-01T00:00:00Z' })).toMatch(/no candle/);
    expect(await no({ exercise_id: ids.shares, price: 21 })).toMatch(/answered with a number/);
    expect(await no({ exercise_id: ids.shares, value: 1e12 })).toMatch(/too large/);
    expect(await no({ exercise_id: ids.pattern, choice: 4 })).toMatch(/not one of this exercise's 4 options/);
    expect(await no({ exercise_id: ids.pattern, choice: -1 })).toMatch(/not one of/);
    expect(await no({ exercise_id: ids.pattern, value: 1 })).toMatch(/answered with a choice/);
    expect(await no({ exercise_id: ids.takeProfit, price: 57.6, choice: 1 })).toMatch(/answered with a price/);
    expect(ok(await p.service.from('chart_exercise_attempts').select('id').eq('user_id', p.other.id))).toHaveLength(before);
  });

  it('attempts stay with their learner: another learner and premium members read none, admins all, nobody deletes their own', async () => {
    const mine = ok(
      await p.learner.client
        .from('chart_exercise_attempts')
        .select('user_id, answer_end_position, answer_choice')
        .eq('user_id', p.learner.id),
    );
    expect(mine).toHaveLength(5);
    expect(mine.filter((a) => a.answer_end_position !== null)).toHaveLength(3);
    expect(ok(await p.other.client.from('chart_exercise_attempts').select('id').eq('user_id', p.learner.id))).toEqual([]);
    expect(ok(await p.premium.client.from('chart_exercise_attempts').select('id').eq('user_id', p.learner.id))).toEqual([]);
    expect(ok(await p.admin.client.from('chart_exercise_attempts').select('id').eq('user_id', p.learner.id))).toHaveLength(5);
    expect(ok(await p.learner.client.from('chart_exercise_attempts').delete().eq('user_id', p.learner.id).select())).toEqual([]);
    expect(ok(await p.learner.client.from('chart_exercise_attempts').delete().neq('id', 0).select())).toEqual([]); // no real filter
    expect(
      refused(
        await p.learner.client
          .from('chart_exercise_attempts')
          .update({ is_correct: true } as never)
          .eq('user_id', p.learner.id)
          .select(),
      ).code,
    ).toBe('42501');
    expect(
      refused(
        await p.learner.client
          .from('chart_exercise_attempts')
          .update({ is_correct: true } as never)
          .neq('id', 0)
          .select(),
      ).code,
    ).toBe('42501');
    expect(ok(await p.service.from('chart_exercise_attempts').select('id').eq('user_id', p.learner.id))).toHaveLength(5);
  });
});
