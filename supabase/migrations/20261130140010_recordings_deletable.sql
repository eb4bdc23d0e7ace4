-- Recordings can be deleted: the session's host, or an admin (aal2), deletes a recording's row and its
-- video object in session-recordings. Nobody else does, not even with no filter.

grant delete on table public.session_recordings to authenticated;
create policy "The host or an admin deletes the room's recordings"
  on public.session_recordings for delete to authenticated
  using ((select private.is_session_host(session_id)) or (select private.is_admin_aal2()));

create policy "The host or an admin removes the room's recordings"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'session-recordings'
    and (private.is_session_host(private.recording_session(name)) or (select private.is_admin_aal2()))
  );
