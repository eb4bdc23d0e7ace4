-- Who is online is decided by the database, not by a presence key. Supabase Realtime does not bind
-- a presence key to the JWT: a member can join the `online` topic with anyone's id as the key. So a
-- presence key only says "someone is here"; the names in 'Online Now' are those of members whose
-- own heartbeat is recent:
-- - public.mark_online() records the caller's heartbeat (auth.uid(), no argument: nobody marks
--   someone else); the app calls it before it shows itself in presence and every 30 seconds;
-- - public.mark_offline() removes it (at sign-out); a tab closed without it expires: online means a
--   heartbeat within the last 90 seconds;
-- - public.online_member_cards(user_ids) answers the cards of those of the given ids (the presence
--   keys a client sees) who are online by that rule; a made-up key, or the key of a member who is not
--   there, shows no one.
-- Signed-in members see every online member, as before. The table is written only through these
-- functions: members read their own row at most.

create table public.member_heartbeats (
  user_id uuid primary key references auth.users (id) on delete cascade,
  seen_at timestamptz not null default now()
);
comment on table public.member_heartbeats is 'The last heartbeat of each signed-in member (mark_online): online means within the last 90 seconds. Written only by mark_online and mark_offline.';
comment on column public.member_heartbeats.seen_at is 'When the member''s app last said it is open (mark_online, at most every 15 seconds recorded).';
create index member_heartbeats_seen_at_idx on public.member_heartbeats (seen_at);

revoke all on table public.member_heartbeats from anon, authenticated;
grant select on table public.member_heartbeats to authenticated;
alter table public.member_heartbeats enable row level security;

create policy "Members read their own heartbeat"
  on public.member_heartbeats for select to authenticated
  using (user_id = (select auth.uid()));

create function public.mark_online()
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.member_heartbeats (user_id)
  select (select auth.uid())
  where (select auth.uid()) is not null
  on conflict (user_id) do update set seen_at = now()
    where public.member_heartbeats.seen_at < now() - interval '15 seconds';
$$;
comment on function public.mark_online() is 'Records that the caller is online now (their own heartbeat: auth.uid()). Cheap to repeat: a heartbeat younger than 15 seconds is left as it is.';
revoke execute on function public.mark_online() from public, anon;
grant execute on function public.mark_online() to authenticated, service_role;

create function public.mark_offline()
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  delete from public.member_heartbeats h where h.user_id = (select auth.uid());
$$;
comment on function public.mark_offline() is 'Removes the caller''s heartbeat: they show as offline at once (at sign-out).';
revoke execute on function public.mark_offline() from public, anon;
grant execute on function public.mark_offline() to authenticated, service_role;

create function public.online_member_cards(user_ids uuid[])
returns table (user_id uuid, display_name text, initials text, is_premium boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, c.display_name, c.initials, c.is_premium
  from public.member_heartbeats h
  join public.profiles p on p.id = h.user_id
  cross join lateral private.author_card(p.id) c
  where h.user_id = any (online_member_cards.user_ids[1:200])
    and h.seen_at > now() - interval '90 seconds'
    and (select auth.uid()) is not null
  order by c.display_name, p.id;
$$;
comment on function public.online_member_cards(uuid[]) is
  'Public face (display name, initials, premium flag) of those of up to 200 given users whose heartbeat is within the last 90 seconds, for signed-in members. Others are left out.';
revoke execute on function public.online_member_cards(uuid[]) from public, anon;
grant execute on function public.online_member_cards(uuid[]) to authenticated, service_role;
