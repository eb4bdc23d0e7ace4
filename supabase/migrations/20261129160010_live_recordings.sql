-- Recordings of live rooms: the host's stream, recorded in the browser (MediaRecorder) and uploaded
-- to the session-recordings bucket under <session id>/ (resumable, TUS), with the chart's event log
-- (each chart state the host sent, at its offset from the recording's start), so a past session replays
-- video and chart together. Who may read a recording, its file and its log: who may enter the room
-- (private.can_enter_session); who may add one: the session's host.

create table public.session_recordings (
  id bigint generated always as identity primary key,
  session_id bigint not null references public.live_sessions (id) on delete cascade,
  object_name text not null check (object_name ~ '^[1-9][0-9]{0,17}/[A-Za-z0-9._-]{1,200}$'),
  mime_type text not null check (mime_type in ('video/webm', 'video/mp4')),
  duration_ms integer not null check (duration_ms between 0 and 86400000),
  chart_log jsonb not null default '[]' check (jsonb_typeof(chart_log) = 'array' and octet_length(chart_log::text) <= 2000000),
  created_by uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  check (split_part(object_name, '/', 1) = session_id::text)
);
comment on table public.session_recordings is 'A live room''s recording: the video object in session-recordings and the chart event log ([{t: ms from the start, chart}]) for replay.';
create index session_recordings_session_id_idx on public.session_recordings (session_id);
create index session_recordings_created_by_idx on public.session_recordings (created_by);

revoke all on table public.session_recordings from anon, authenticated;
grant select on table public.session_recordings to authenticated;
grant insert (session_id, object_name, mime_type, duration_ms, chart_log) on table public.session_recordings to authenticated;
alter table public.session_recordings enable row level security;
create policy "Members who may enter the room see its recordings"
  on public.session_recordings for select to authenticated
  using ((select private.can_enter_session(session_id)));
create policy "The host adds the room's recordings"
  on public.session_recordings for insert to authenticated
  with check (created_by = (select auth.uid()) and (select private.is_session_host(session_id)));

-- The session a recording's object belongs to (its first folder), or null.
create function private.recording_session(name text)
returns bigint
language sql
immutable
set search_path = ''
as $$
  select case when split_part(name, '/', 1) ~ '^[1-9][0-9]{0,17}$' then split_part(name, '/', 1)::bigint end;
$$;
revoke execute on function private.recording_session(text) from public, anon;
grant execute on function private.recording_session(text) to authenticated, service_role;

create policy "Members who may enter a room read its recordings"
  on storage.objects for select to authenticated
  using (bucket_id = 'session-recordings' and private.can_enter_session(private.recording_session(name)));
create policy "The host uploads the room's recordings"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'session-recordings' and private.is_session_host(private.recording_session(name)));
create policy "The host replaces the room's recordings"
  on storage.objects for update to authenticated
  using (bucket_id = 'session-recordings' and private.is_session_host(private.recording_session(name)))
  with check (bucket_id = 'session-recordings' and private.is_session_host(private.recording_session(name)));
