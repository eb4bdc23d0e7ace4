// Chart exercises (20261124120100_chart_exercises.sql): signed-in learners read the exercises and
// their bars, never the answer keys; grade_chart_exercise grades a clicked price against a tolerance
// band (or a clicked candle against the accepted candles), stores the attempt for that learner only,
// and returns the key and explanation; refusals are readable 4xx. Tried as every persona.
import { beforeAll, describe, expect, it } from 'vitest';
import { createPersonas, ok, refused, type Personas } from './personas.ts';

let p: Personas;
let support: number; // module 3, level: accepted 71.00 to 72.80
let peak: number; // module 1, candle: positions 27 to 30 accepted
let peakTimes: string[];

interface Graded {
  attempt_id: number;
  is_correct: boolean;
  accept_low: number | null;
  accept_high: number | null;
  accept_from: string | null;
  key_price: number | null;
  key_time: string | null;
  explanation: string;
  attempt_count: number;
}

beforeAll(async () => {
  p = await createPersonas('exercises');
  const rows = ok(await p.learner.client.from('chart_exercises').select('id, module_id').in('module_id', [1, 3]));
  support = rows.find((r) => r.module_id === 3)!.id;
  peak = rows.find((r) => r.module_id === 1)!.id;
  peakTimes = ok(await p.learner.client.from('chart_exercise_bars').select('bucket_start').eq('exercise_id', peak).order('position')).map(
    (b) => b.bucket_start,
  );
});

const grade = (client = p.learner.client, args: Record<string, unknown>) => client.rpc('grade_chart_exercise', args as never);

describe('chart exercises: content', () => {
  it('a visitor reads no exercises, bars or keys', async () => {
    refused(await p.visitor.from('chart_exercises').select('id'), 401);
    refused(await p.visitor.from('chart_exercise_bars').select('position'), 401);
    refused(await p.visitor.from('chart_exercise_keys').select('exercise_id'), 401);
  });

  it('every beginner module and each later level has an exercise with stored bars', async () => {
    const rows = ok(await p.learner.client.from('chart_exercises').select('id, module_id'));
    const bars = ok(await p.learner.client.from('chart_exercise_bars').select('exercise_id'));
    const modules = rows.map((r) => r.module_id);
    for (const m of [1, 2, 3, 4]) expect(modules).toContain(m);
    expect(modules.some((m) => m >= 5 && m <= 8)).toBe(true);
    expect(modules.some((m) => m >= 9)).toBe(true);
    for (const r of rows) expect(bars.filter((b) => b.exercise_id === r.id).length).toBeGreaterThanOrEqual(30);
  });

  it('learners and premium members never read answer keys; admins do', async () => {
    for (const c of [p.learner.client, p.other.client, p.premium.client])
      expect(ok(await c.from('chart_exercise_keys').select('exercise_id'))).toEqual([]);
    expect(ok(await p.admin.client.from('chart_exercise_keys').select('exercise_id')).length).toBeGreaterThanOrEqual(6);
  });

  it('only admins change exercises, bars and keys', async () => {
    for (const c of [p.learner.client, p.premium.client]) {
      expect(
        refused(await c.from('chart_exercises').insert({ module_id: 1, position: 9, kind: 'level', title: 'x', prompt: 'x' })).code,
      ).toBe('42501');
      expect(ok(await c.from('chart_exercise_bars').update({ high: 999 }).eq('exercise_id', support).select())).toEqual([]);
      expect(
        refused(await c.from('chart_exercise_keys').insert({ exercise_id: support, accept_low: 0, accept_high: 999, explanation: 'x' }))
          .code,
      ).toBe('42501');
    }
    const edited = ok(await p.admin.client.from('chart_exercises').update({ title: 'Mark the support' }).eq('id', support).select('id'));
    expect(edited).toHaveLength(1);
  });
});

describe('grade_chart_exercise', () => {
  it('a visitor cannot answer', async () => {
    refused(await grade(p.visitor as never, { exercise_id: support, price: 72 }), 401);
  });

  it('grades a price inside the tolerance band right and outside it wrong, then shows the key', async () => {
    const right = ok(await grade(p.learner.client, { exercise_id: support, price: 71.5 })) as unknown as Graded;
    expect(right).toMatchObject({ is_correct: true, accept_low: 71, accept_high: 72.8, key_price: 72, attempt_count: 1 });
    expect(right.explanation).toMatch(/support/);
    const edge = ok(await grade(p.learner.client, { exercise_id: support, price: 72.8 })) as unknown as Graded;
    expect(edge.is_correct).toBe(true);
    const wrong = ok(await grade(p.learner.client, { exercise_id: support, price: 79.04 })) as unknown as Graded;
    expect(wrong).toMatchObject({ is_correct: false, attempt_count: 3 });
  });

  it('grades a clicked candle by its time', async () => {
    const right = ok(await grade(p.other.client, { exercise_id: peak, bar_time: peakTimes[28] })) as unknown as Graded;
    expect(right).toMatchObject({ is_correct: true, key_time: new Date(peakTimes[28]!).toISOString().replace('.000Z', '+00:00') });
    const wrong = ok(await grade(p.other.client, { exercise_id: peak, bar_time: peakTimes[10] })) as unknown as Graded;
    expect(wrong.is_correct).toBe(false);
  });

  it('stores attempts per learner: each reads their own, admins all, nobody writes them directly', async () => {
    const mine = ok(await p.learner.client.from('chart_exercise_attempts').select('user_id, is_correct').eq('user_id', p.learner.id));
    expect(mine.map((a) => a.is_correct).sort()).toEqual([false, true, true]);
    expect(ok(await p.learner.client.from('chart_exercise_attempts').select('id').eq('user_id', p.other.id))).toEqual([]);
    expect(ok(await p.premium.client.from('chart_exercise_attempts').select('id'))).toEqual([]);
    expect(ok(await p.admin.client.from('chart_exercise_attempts').select('id').in('user_id', [p.learner.id, p.other.id]))).toHaveLength(5);
    expect(
      refused(
        await p.learner.client
          .from('chart_exercise_attempts')
          .insert({ user_id: p.learner.id, exercise_id: support, answer_price: 72, is_correct: true } as never),
      ).code,
    ).toBe('42501');
    expect(ok(await p.learner.client.from('chart_exercise_attempts').delete().eq('user_id', p.learner.id).select())).toEqual([]);
  });

  it('refuses malformed answers with a readable 400 and stores nothing', async () => {
    const before = ok(await p.service.from('chart_exercise_attempts').select('id').eq('user_id', p.premium.id)).length;
    expect(refused(await grade(p.premium.client, { exercise_id: 999999, price: 10 }), 400).message).toMatch(/does not exist/);
    expect(refused(await grade(p.premium.client, { exercise_id: support }), 400).message).toMatch(/answered with a price/);
    expect(refused(await grade(p.premium.client, { exercise_id: support, bar_time: peakTimes[0] }), 400).message).toMatch(
      /answered with a price/,
    );
    expect(refused(await grade(p.premium.client, { exercise_id: support, price: 5000 }), 400).message).toMatch(/off this chart/);
    expect(refused(await grade(p.premium.client, { exercise_id: peak, price: 120 }), 400).message).toMatch(/answered with a candle/);
    expect(refused(await grade(p.premium.client, { exercise_id: peak, bar_time: '2020-01-01T00:00:00Z' }), 400).message).toMatch(
      /no candle/,
    );
    expect(refused(await grade(p.premium.client, { exercise_id: support, price: 'abc' }), 400).code).toBe('22P02');
    expect(ok(await p.service.from('chart_exercise_attempts').select('id').eq('user_id', p.premium.id))).toHaveLength(before);
  });
});
