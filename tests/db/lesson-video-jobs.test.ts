// The generated lesson videos' jobs by persona (supabase/migrations/20261128170000_lesson_video_jobs.sql):
// only admins read public.lesson_video_jobs (state, error, attempts); nobody but the service role (the
// generator) writes it, with or without a filter; a failed job goes back in the queue through
// admin_retry_lesson_video — an admin at aal2 only, audited as lesson_video.retry — and only a failed
// one; the table's checks keep an error exactly on failed jobs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type TestUser } from '../support/clients.ts';
import { createPersonas, makeAdmin, ok, refused, type Personas } from './personas.ts';

const MODULE = 11;
const AAL2_MESSAGE = 'Admin changes need two-factor verification (aal2).';
const ERROR = 'ffmpeg exited with 1: test failure';

let p: Personas;
let aal1: TestUser;
let failedId: number;
let publishedId: number;

const job = async (id: number) =>
  ok(await p.service.from('lesson_video_jobs').select('lesson_id, state, error, attempts').eq('lesson_id', id).single());

beforeAll(async () => {
  p = await createPersonas('videojobs');
  aal1 = await signUpUser('videojobs-aal1', { display_name: 'Ida Aal' });
  await makeAdmin(p.service, aal1.id);
  const lessons = ok(await p.service.from('lessons').select('id').eq('module_id', MODULE).in('position', [1, 2]).order('position'));
  [failedId, publishedId] = lessons.map((l) => l.id as number) as [number, number];
  ok(
    await p.service
      .from('lesson_video_jobs')
      .upsert([
        { lesson_id: failedId, state: 'failed', error: ERROR, attempts: 1, finished_at: new Date().toISOString() },
        { lesson_id: publishedId, state: 'published', error: null, attempts: 1, finished_at: new Date().toISOString() },
      ])
      .select(),
  );
});

afterAll(async () => {
  await p.service.from('lesson_video_jobs').delete().in('lesson_id', [failedId, publishedId]);
});

describe('lesson video jobs', () => {
  it('only admins read the jobs (an admin at aal1 too); a visitor has no access at all', async () => {
    refused(await p.visitor.from('lesson_video_jobs').select('lesson_id'), 401);
    for (const c of [p.learner.client, p.other.client, p.premium.client]) {
      expect(ok(await c.from('lesson_video_jobs').select('lesson_id').in('lesson_id', [failedId, publishedId]))).toEqual([]);
    }
    for (const c of [p.admin.client, aal1.client]) {
      const rows = ok(
        await c
          .from('lesson_video_jobs')
          .select('lesson_id, state, error, attempts')
          .in('lesson_id', [failedId, publishedId])
          .order('lesson_id'),
      );
      expect(rows).toEqual(
        [
          { lesson_id: failedId, state: 'failed', error: ERROR, attempts: 1 },
          { lesson_id: publishedId, state: 'published', error: null, attempts: 1 },
        ].sort((a, b) => a.lesson_id - b.lesson_id),
      );
    }
  });

  it('nobody but the service role writes a job, with a filter or without', async () => {
    for (const c of [p.visitor, p.learner.client, p.premium.client, aal1.client, p.admin.client]) {
      refused(await c.from('lesson_video_jobs').insert({ lesson_id: publishedId, state: 'queued' }));
      refused(await c.from('lesson_video_jobs').update({ state: 'queued', error: null }).eq('lesson_id', failedId));
      refused(await c.from('lesson_video_jobs').update({ state: 'queued', error: null }));
      refused(await c.from('lesson_video_jobs').delete().eq('lesson_id', failedId));
      refused(await c.from('lesson_video_jobs').delete());
    }
    expect(await job(failedId)).toEqual({ lesson_id: failedId, state: 'failed', error: ERROR, attempts: 1 });
    expect((await job(publishedId)).state).toBe('published');
  });

  it('keeps an error exactly on failed jobs and a state it knows', async () => {
    refused(await p.service.from('lesson_video_jobs').update({ state: 'failed', error: null }).eq('lesson_id', publishedId), 400);
    refused(await p.service.from('lesson_video_jobs').update({ error: 'stray' }).eq('lesson_id', publishedId), 400);
    refused(await p.service.from('lesson_video_jobs').update({ state: 'done' }).eq('lesson_id', publishedId), 400);
    refused(
      await p.service
        .from('lesson_video_jobs')
        .update({ state: 'failed', error: 'x'.repeat(4001) })
        .eq('lesson_id', publishedId),
      400,
    );
  });

  it('only an admin at aal2 re-queues a failed job, audited; a job not failed or missing is refused', async () => {
    refused(await p.visitor.rpc('admin_retry_lesson_video', { lesson_id: failedId }), 401);
    for (const c of [p.learner.client, p.other.client, p.premium.client]) {
      expect(refused(await c.rpc('admin_retry_lesson_video', { lesson_id: failedId }), 403).message).toBe('Only admins can do this.');
    }
    expect(refused(await aal1.client.rpc('admin_retry_lesson_video', { lesson_id: failedId }), 403).message).toBe(AAL2_MESSAGE);
    expect((await job(failedId)).state).toBe('failed');

    const since = ok(await p.service.from('audit_log').select('id').order('id', { ascending: false }).limit(1))[0]?.id ?? 0;
    const row = ok(await p.admin.client.rpc('admin_retry_lesson_video', { lesson_id: failedId }));
    expect(row).toMatchObject({ lesson_id: failedId, state: 'queued', error: null, attempts: 1 });
    expect(await job(failedId)).toEqual({ lesson_id: failedId, state: 'queued', error: null, attempts: 1 });
    const audit = ok(
      await p.service
        .from('audit_log')
        .select('action, actor_id, actor_role, target_table, target_id, before, after')
        .gt('id', since)
        .order('id'),
    );
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'lesson_video.retry',
        actor_id: p.admin.id,
        actor_role: 'admin',
        target_table: 'lesson_video_jobs',
        target_id: String(failedId),
        before: expect.objectContaining({ state: 'failed', error: ERROR }),
        after: expect.objectContaining({ state: 'queued', error: null }),
      }),
    ]);

    expect(refused(await p.admin.client.rpc('admin_retry_lesson_video', { lesson_id: failedId }), 400).code).toBe('22023');
    expect(refused(await p.admin.client.rpc('admin_retry_lesson_video', { lesson_id: publishedId }), 400).code).toBe('22023');
    expect(refused(await p.admin.client.rpc('admin_retry_lesson_video', { lesson_id: 987654321 }), 404).code).toBe('job_not_found');
  });
});
