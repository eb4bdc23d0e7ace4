// Honest durations (supabase/migrations/20261128170010_module_duration_from_lessons.sql): every
// module's duration is the sum of its published lessons' lengths, checked in SQL over the whole course
// (the test fixture view test_module_duration_mismatches); it follows a lesson's length when its video is
// published, a lesson unpublished, a lesson moved to another module; and nobody — not even the service
// role or an admin — can type another one in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPersonas, ok, type Personas } from './personas.ts';

let p: Personas;
let lesson: { id: number; module_id: number; duration_seconds: number; published: boolean };

const seconds = (mmss: string) => Number(mmss.split(':')[0]) * 60 + Number(mmss.split(':')[1]);

/** Modules whose duration is not the sum of their published lessons (a SQL view, tests/support/fixtures/040_module_durations.sql). */
const mismatches = async () => ok(await p.service.from('test_module_duration_mismatches').select('id, duration, lessons_seconds'));

const durationOf = async (id: number) => ok(await p.service.from('modules').select('duration').eq('id', id).single()).duration;

beforeAll(async () => {
  p = await createPersonas('durations');
  lesson = ok(
    await p.service.from('lessons').select('id, module_id, duration_seconds, published').eq('module_id', 7).eq('position', 1).single(),
  );
});

afterAll(async () => {
  await p.service
    .from('lessons')
    .update({ duration_seconds: lesson.duration_seconds, published: lesson.published, module_id: lesson.module_id })
    .eq('id', lesson.id);
});

describe('module durations', () => {
  it('every module lasts the sum of its published lessons', async () => {
    const modules = ok(await p.service.from('modules').select('id, duration').order('id'));
    expect(modules.length).toBe(15);
    // A fresh database: every module's lessons have their planned length until their videos come.
    expect(modules.filter((m) => seconds(m.duration) < 60)).toEqual([]);
    expect(await mismatches()).toEqual([]);
  });

  it('follows a lesson’s length, its publishing and its module', async () => {
    const before = seconds(await durationOf(7));
    ok(
      await p.service
        .from('lessons')
        .update({ duration_seconds: lesson.duration_seconds + 61 })
        .eq('id', lesson.id)
        .select('id'),
    );
    expect(seconds(await durationOf(7))).toBe(before + 61);
    ok(await p.admin.client.from('lessons').update({ published: false }).eq('id', lesson.id).select('id'));
    expect(seconds(await durationOf(7))).toBe(before - lesson.duration_seconds);
    ok(
      await p.service
        .from('lessons')
        .update({ published: true, duration_seconds: lesson.duration_seconds })
        .eq('id', lesson.id)
        .select('id'),
    );
    expect(seconds(await durationOf(7))).toBe(before);
    expect(await mismatches()).toEqual([]);
  });

  it('cannot be typed in, by an admin or the service role', async () => {
    const before = await durationOf(7);
    ok(await p.admin.client.from('modules').update({ duration: '99:00' }).eq('id', 7).select('id'));
    ok(await p.service.from('modules').update({ duration: '12:45' }).eq('id', 7).select('id'));
    expect(await durationOf(7)).toBe(before);
    expect(await mismatches()).toEqual([]);
  });
});
