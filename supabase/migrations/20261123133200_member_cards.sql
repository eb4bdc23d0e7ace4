-- Names shown in "Online Now" come from profiles, never from what a client put in its presence
-- payload: the SPA sends the user ids it sees online and shows the cards this function returns. Ids
-- that are no user return nothing, so a made-up presence shows no one. Signed-in callers only.

create function public.member_cards(user_ids uuid[])
returns table (user_id uuid, display_name text, initials text, is_premium boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, c.display_name, c.initials, c.is_premium
  from public.profiles p
  cross join lateral private.author_card(p.id) c
  where p.id = any (member_cards.user_ids[1:200])
    and (select auth.uid()) is not null
  order by c.display_name, p.id;
$$;
comment on function public.member_cards(uuid[]) is
  'Public face (display name, initials, premium flag) of up to 200 users by id, for signed-in members. Unknown ids are left out.';

revoke execute on function public.member_cards(uuid[]) from public, anon, authenticated, service_role;
grant execute on function public.member_cards(uuid[]) to authenticated, service_role;
