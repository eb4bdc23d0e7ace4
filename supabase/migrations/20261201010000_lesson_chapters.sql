-- A lesson's chapters: a WebVTT file of kind "chapters" (one cue per part of the video, titled) in the
-- lesson-videos bucket beside the video and its captions. The player lists them and jumps to them.
-- Signed-in learners read it as they read the captions: only while a published lesson uses it.
alter table public.lessons
  add column chapters_path text check (chapters_path ~ '^[A-Za-z0-9][A-Za-z0-9/_.-]{0,250}\.vtt$' and chapters_path !~ '\.\.');
comment on column public.lessons.chapters_path is 'WebVTT chapters (kind="chapters": one titled cue per part of the video): object name in the lesson-videos bucket.';
create index lessons_chapters_path_idx on public.lessons (chapters_path) where chapters_path is not null;

grant insert (chapters_path), update (chapters_path) on table public.lessons to authenticated;

drop policy "Signed-in users read the videos and captions of published lessons" on storage.objects;
create policy "Signed-in users read the videos, captions and chapters of published lessons"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'lesson-videos'
    and (
      exists (
        select 1 from public.lessons l
        where l.published and (l.video_path = objects.name or l.captions_path = objects.name or l.chapters_path = objects.name)
      )
      or (select private.is_admin())
    )
  );
