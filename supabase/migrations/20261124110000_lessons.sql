-- Lessons: each module's lessons in order, with their written notes (markdown) and their video, and
-- each learner's place in them. A lesson's video is either an object in the private `lesson-videos`
-- bucket (played through short-lived signed URLs; config.toml declares the bucket) or an external URL
-- an admin gives; a lesson may have neither yet ("Video coming soon", the notes still readable).
-- Learners never write lesson_progress themselves: save_lesson_progress (security definer) stores the
-- position the player reports and decides, here and not in the browser, when a lesson counts as
-- watched (90 % of its length). modules.lesson_count follows the published lessons (a trigger), so
-- every screen that shows the count shows what the course really holds.

-- ---------------------------------------------------------------------------------------------
-- tables
-- ---------------------------------------------------------------------------------------------
create table public.lessons (
  id bigint generated always as identity primary key,
  module_id integer not null references public.modules (id) on delete cascade,
  position integer not null check (position > 0),
  title text not null check (char_length(title) between 1 and 160),
  notes text not null default '' check (char_length(notes) <= 50000),
  duration_seconds integer not null default 0 check (duration_seconds between 0 and 36000),
  video_path text check (video_path ~ '^[A-Za-z0-9][A-Za-z0-9/_.-]{0,250}\.(mp4|webm)$' and video_path !~ '\.\.'),
  video_url text check (video_url ~ '^https://[^[:space:]]+$' and char_length(video_url) <= 2000),
  captions_path text check (captions_path ~ '^[A-Za-z0-9][A-Za-z0-9/_.-]{0,250}\.vtt$' and captions_path !~ '\.\.'),
  published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (module_id, position),
  constraint lessons_one_video_source check (video_path is null or video_url is null)
);
comment on table public.lessons is 'Each module''s lessons in order: title, notes (markdown), length and video. Everyone reads the published ones; admins write.';
comment on column public.lessons.position is 'Order within the module (1 = first).';
comment on column public.lessons.notes is 'The lesson''s written notes, in markdown (headings, lists, bold, tables).';
comment on column public.lessons.duration_seconds is 'The video''s length in seconds; save_lesson_progress counts the lesson watched at 90 % of it. 0 = not known yet.';
comment on column public.lessons.video_path is 'Object name in the private lesson-videos bucket (played through signed URLs); null when there is none.';
comment on column public.lessons.video_url is 'An external https video URL an admin gives instead of an uploaded file.';
comment on column public.lessons.captions_path is 'WebVTT captions: object name in the lesson-videos bucket.';
comment on column public.lessons.published is 'Unpublished lessons are seen by admins only and do not count.';
create index lessons_video_path_idx on public.lessons (video_path) where video_path is not null;
create index lessons_captions_path_idx on public.lessons (captions_path) where captions_path is not null;

create table public.lesson_progress (
  user_id uuid not null references auth.users (id) on delete cascade,
  lesson_id bigint not null references public.lessons (id) on delete cascade,
  position_seconds numeric(8, 2) not null default 0 check (position_seconds >= 0),
  watched_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (user_id, lesson_id)
);
comment on table public.lesson_progress is 'Per learner and lesson: where they are in the video and when they first watched 90 % of it. Written only by save_lesson_progress.';
comment on column public.lesson_progress.position_seconds is 'Last saved playback position, resumed on any device.';
comment on column public.lesson_progress.watched_at is 'First time the saved position reached 90 % of the lesson; null = not watched yet.';
create index lesson_progress_lesson_id_idx on public.lesson_progress (lesson_id);

-- ---------------------------------------------------------------------------------------------
-- lesson count per module follows the published lessons
-- ---------------------------------------------------------------------------------------------
create function private.count_module_lessons()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    update public.modules m
    set lesson_count = (select count(*) from public.lessons l where l.module_id = m.id and l.published)
    where m.id = new.module_id;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    update public.modules m
    set lesson_count = (select count(*) from public.lessons l where l.module_id = m.id and l.published)
    where m.id = old.module_id;
  end if;
  return null;
end;
$$;
comment on function private.count_module_lessons() is 'Keeps modules.lesson_count equal to the module''s published lessons.';
revoke execute on function private.count_module_lessons() from public;

create trigger lessons_count_module_lessons
  after insert or delete or update of module_id, published on public.lessons
  for each row execute function private.count_module_lessons();

create trigger lessons_set_updated_at
  before update on public.lessons
  for each row execute function private.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- saving the learner's place; the database decides "watched"
-- ---------------------------------------------------------------------------------------------
create function public.save_lesson_progress(lesson_id bigint, position_seconds numeric)
returns public.lesson_progress
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_user uuid := (select auth.uid());
  v_duration integer;
  v_position numeric;
  v_row public.lesson_progress;
begin
  if v_user is null then
    raise exception 'Sign in to save your progress.' using errcode = '42501';
  end if;
  if save_lesson_progress.position_seconds is null
     or save_lesson_progress.position_seconds = 'NaN'::numeric
     or save_lesson_progress.position_seconds < 0
     or save_lesson_progress.position_seconds > 36000 then
    raise exception 'position_seconds must be a number of seconds between 0 and 36000.' using errcode = '22023';
  end if;

  select l.duration_seconds into v_duration
  from public.lessons l
  where l.id = save_lesson_progress.lesson_id and (l.published or (select private.is_admin()));
  if not found then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'lesson_not_found',
        'message', format('Lesson %s does not exist.', save_lesson_progress.lesson_id))::text,
      detail = json_build_object('status', 404)::text;
  end if;

  v_position := round(case when v_duration > 0 then least(save_lesson_progress.position_seconds, v_duration)
                           else save_lesson_progress.position_seconds end, 2);

  insert into public.lesson_progress as p (user_id, lesson_id, position_seconds, watched_at, updated_at)
  values (v_user, save_lesson_progress.lesson_id, v_position,
          case when v_duration > 0 and v_position >= 0.9 * v_duration then now() end, now())
  on conflict (user_id, lesson_id) do update
    set position_seconds = excluded.position_seconds,
        watched_at = coalesce(p.watched_at, excluded.watched_at),
        updated_at = now()
  returning * into v_row;
  return v_row;
end;
$$;
comment on function public.save_lesson_progress(bigint, numeric) is
  'Saves the signed-in learner''s playback position in a published lesson (capped at its length) and marks it watched, once and for good, when the position reaches 90 % of the lesson''s length. Returns the learner''s row.';
revoke execute on function public.save_lesson_progress(bigint, numeric) from public, anon, authenticated, service_role;
grant execute on function public.save_lesson_progress(bigint, numeric) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- views (security_invoker: the caller's own rights apply)
-- ---------------------------------------------------------------------------------------------
create view public.module_lesson_progress
with (security_invoker = true) as
select
  l.module_id,
  count(*)::integer as lesson_count,
  count(p.watched_at)::integer as watched_count
from public.lessons l
left join public.lesson_progress p
  on p.lesson_id = l.id and p.user_id = (select auth.uid())
where l.published
group by l.module_id;
comment on view public.module_lesson_progress is 'Per module: its published lessons and how many of them the signed-in learner has watched.';

-- ---------------------------------------------------------------------------------------------
-- grants
-- ---------------------------------------------------------------------------------------------
revoke all on table public.lessons, public.lesson_progress, public.module_lesson_progress from anon, authenticated;
grant select on table public.lessons to anon, authenticated;
grant insert (module_id, position, title, notes, duration_seconds, video_path, video_url, captions_path, published),
  update (module_id, position, title, notes, duration_seconds, video_path, video_url, captions_path, published),
  delete on table public.lessons to authenticated;
grant select, delete on table public.lesson_progress to authenticated;
grant select on table public.module_lesson_progress to authenticated;

-- ---------------------------------------------------------------------------------------------
-- row-level security
-- ---------------------------------------------------------------------------------------------
alter table public.lessons enable row level security;
alter table public.lesson_progress enable row level security;

create policy "Visitors can read published lessons"
  on public.lessons for select to anon
  using (published);
create policy "Signed-in users read published lessons and admins all"
  on public.lessons for select to authenticated
  using (published or (select private.is_admin()));
create policy "Admins can add lessons"
  on public.lessons for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins can edit lessons"
  on public.lessons for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "Admins can delete lessons"
  on public.lessons for delete to authenticated
  using ((select private.is_admin()));

create policy "Learners can read their own lesson progress and admins all"
  on public.lesson_progress for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));
create policy "Learners can reset their own lesson progress and admins any"
  on public.lesson_progress for delete to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- storage: the lesson-videos bucket (private; declared in config.toml)
-- ---------------------------------------------------------------------------------------------
-- A signed-in learner may read (and so sign a URL for) a video or captions file only while a
-- published lesson uses it; admins read everything and write. Visitors get nothing.
create policy "Signed-in users read the videos and captions of published lessons"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'lesson-videos'
    and (
      exists (select 1 from public.lessons l where l.published and (l.video_path = objects.name or l.captions_path = objects.name))
      or (select private.is_admin())
    )
  );
create policy "Admins add lesson videos"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'lesson-videos' and (select private.is_admin()));
create policy "Admins replace lesson videos"
  on storage.objects for update to authenticated
  using (bucket_id = 'lesson-videos' and (select private.is_admin()))
  with check (bucket_id = 'lesson-videos' and (select private.is_admin()));
create policy "Admins remove lesson videos"
  on storage.objects for delete to authenticated
  using (bucket_id = 'lesson-videos' and (select private.is_admin()));
