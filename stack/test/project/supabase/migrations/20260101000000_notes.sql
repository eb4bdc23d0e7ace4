-- Notes, each its author's: read and written only by them (RLS), counted by an rpc.
create table public.notes (
  id bigint generated always as identity primary key,
  author uuid not null default auth.uid() references auth.users (id) on delete cascade,
  body text not null check (length(body) between 1 and 500)
);
alter table public.notes enable row level security;
create policy "authors read their notes" on public.notes for select to authenticated using (author = (select auth.uid()));
create policy "authors write their notes" on public.notes for insert to authenticated with check (author = (select auth.uid()));
grant select, insert on public.notes to authenticated;

create function public.note_count() returns bigint language sql stable as $$ select count(*) from public.notes $$;
grant execute on function public.note_count() to authenticated;

create policy "authors keep files in their folder" on storage.objects for all to authenticated
  using (bucket_id = 'notes' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'notes' and (storage.foldername(name))[1] = (select auth.uid())::text);
