-- Generated lesson videos as jobs with a state, so a generation stopped half-way (a kill, a crash, a
-- failed render) is never silent: every lesson that gets a generated video has one row here, written
-- by the generator (scripts/videos/, the service role) as it goes — queued, rendering, published, or
-- failed with its error — and read by admins in the console's Content section. A start of the
-- generator re-queues what a killed run left rendering; a failed job waits for an admin's Retry
-- (admin_retry_lesson_video, aal2, audited as lesson_video.retry) or `npm run videos -- --lesson <id>`.
-- Learners never see this table.

create table public.lesson_video_jobs (
  lesson_id bigint primary key references public.lessons (id) on delete cascade,
  state text not null default 'queued' check (state in ('queued', 'rendering', 'published', 'failed')),
  error text check (char_length(error) <= 4000),
  attempts integer not null default 0 check (attempts >= 0),
  queued_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  updated_at timestamptz not null default now(),
  constraint lesson_video_jobs_error_when_failed check ((state = 'failed') = (error is not null))
);
comment on table public.lesson_video_jobs is 'One generated lesson video per row: its state (queued, rendering, published, failed), the error of a failed render and how many renders were tried. Written by the generator (service role); admins read it and re-queue a failed job.';
comment on column public.lesson_video_jobs.state is 'queued (waiting), rendering (a generator is on it), published (the lesson carries the video) or failed (see error).';
comment on column public.lesson_video_jobs.error is 'Why the last render or upload failed; set exactly when state = failed.';
comment on column public.lesson_video_jobs.attempts is 'Renders started for this job (a retry or a resumed kill counts again).';
comment on column public.lesson_video_jobs.started_at is 'When the last render started.';
comment on column public.lesson_video_jobs.finished_at is 'When the job was last published or failed.';
create index lesson_video_jobs_state_idx on public.lesson_video_jobs (state) where state <> 'published';

create trigger lesson_video_jobs_set_updated_at
  before update on public.lesson_video_jobs
  for each row execute function private.set_updated_at();

alter table public.lesson_video_jobs enable row level security;

create policy "Admins read lesson video jobs" on public.lesson_video_jobs
  for select to authenticated
  using ((select private.is_admin()));

revoke all on public.lesson_video_jobs from anon, authenticated;
grant select on public.lesson_video_jobs to authenticated;
grant select, insert, update, delete on public.lesson_video_jobs to service_role;

create function public.admin_retry_lesson_video(lesson_id bigint)
returns public.lesson_video_jobs
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_before public.lesson_video_jobs;
  v_after public.lesson_video_jobs;
begin
  perform private.assert_admin();
  select * into v_before from public.lesson_video_jobs j where j.lesson_id = admin_retry_lesson_video.lesson_id for update;
  if not found then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'job_not_found',
        'message', format('Lesson %s has no video job.', admin_retry_lesson_video.lesson_id))::text,
      detail = json_build_object('status', 404)::text;
  end if;
  if v_before.state <> 'failed' then
    raise exception 'Only a failed video can be retried (this one is %).', v_before.state using errcode = '22023';
  end if;
  update public.lesson_video_jobs j
  set state = 'queued', error = null, queued_at = now(), started_at = null, finished_at = null
  where j.lesson_id = admin_retry_lesson_video.lesson_id
  returning * into v_after;
  insert into public.audit_log (actor_id, actor_email, actor_role, action, target_table, target_id, before, after)
  values (
    (select auth.uid()),
    (select u.email from auth.users u where u.id = (select auth.uid())),
    case when (select auth.role()) = 'service_role' then 'service_role' else 'admin' end,
    'lesson_video.retry', 'lesson_video_jobs', v_after.lesson_id::text, to_jsonb(v_before), to_jsonb(v_after)
  );
  return v_after;
end;
$$;
comment on function public.admin_retry_lesson_video(bigint) is
  'Admins (aal2): puts a failed lesson video job back in the queue (state queued, error cleared); the running generator picks it up. Audited as lesson_video.retry.';
revoke execute on function public.admin_retry_lesson_video(bigint) from public, anon, authenticated, service_role;
grant execute on function public.admin_retry_lesson_video(bigint) to authenticated, service_role;
