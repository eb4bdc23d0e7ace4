-- Storage objects nothing points to any more, for the periodic job to remove through the Storage API
-- (the database does not delete Storage objects itself):
-- * chart-thumbnails/<analysis id>.png whose analysis is gone (its message was deleted for good, or the
--   name never matched one) or whose message was deleted (a tombstone keeps no picture). A thumbnail
--   is uploaded only after its analysis exists (the insert policy), so a failed share leaves none.
-- * session-recordings objects no session_recordings row names, a day after they were written (the
--   browser uploads the video first and adds the row after; a recording deleted in the app whose file
--   the app could not remove).

create function public.orphaned_storage_objects(max_count integer default 100)
returns table (bucket_id text, name text)
language sql
stable
security definer
set search_path = ''
as $$
  select o.bucket_id, o.name
  from storage.objects o
  where (
      o.bucket_id = 'chart-thumbnails'
      and not exists (
        select 1 from public.shared_analyses a
        join public.messages m on m.id = a.message_id
        where m.deleted_at is null
          and a.id = case when o.name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$' then left(o.name, 36)::uuid end
      )
    ) or (
      o.bucket_id = 'session-recordings'
      and o.created_at < now() - interval '1 day'
      and not exists (select 1 from public.session_recordings r where r.object_name = o.name)
    )
  order by o.created_at
  limit least(greatest(coalesce(max_count, 100), 1), 1000);
$$;
comment on function public.orphaned_storage_objects(integer) is
  'Service role: storage objects to remove (chart thumbnails of analyses gone or whose message was deleted; recordings no row names after a day), oldest first, at most max_count (1-1000).';
revoke execute on function public.orphaned_storage_objects(integer) from public, anon, authenticated;
grant execute on function public.orphaned_storage_objects(integer) to service_role;
