-- Who may read and write files in Storage. The buckets themselves are declared in config.toml
-- ([storage.buckets.*]) and created by the CLI / the embedded stack; these are the row-level
-- security policies on storage.objects that decide every upload, download, listing, move and
-- removal (the service role bypasses them):
--   course-media  lesson videos: every signed-in learner reads; admins write.
--   resources     downloadable resources: signed-in learners read, files under premium/ only premium
--                 members; admins read everything and write.
--   avatars       profile pictures: everyone reads; a signed-in user writes only under <their id>/.

create policy "Visitors can read avatars"
  on storage.objects for select to anon
  using (bucket_id = 'avatars');

create policy "Signed-in users read lesson media, resources for their plan and avatars"
  on storage.objects for select to authenticated
  using (
    bucket_id in ('avatars', 'course-media')
    or (
      bucket_id = 'resources'
      and (
        (storage.foldername(name))[1] is distinct from 'premium'
        or (select private.is_premium())
      )
    )
    or (select private.is_admin())
  );

create policy "Admins add course files; users add their own avatar"
  on storage.objects for insert to authenticated
  with check (
    (bucket_id in ('course-media', 'resources') and (select private.is_admin()))
    or (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
  );

create policy "Admins replace course files; users replace their own avatar"
  on storage.objects for update to authenticated
  using (
    (bucket_id in ('course-media', 'resources') and (select private.is_admin()))
    or (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
  )
  with check (
    (bucket_id in ('course-media', 'resources') and (select private.is_admin()))
    or (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
  );

create policy "Admins remove course files; users remove their own avatar"
  on storage.objects for delete to authenticated
  using (
    (bucket_id in ('course-media', 'resources') and (select private.is_admin()))
    or (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
  );
