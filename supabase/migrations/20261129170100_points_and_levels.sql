-- Points, levels and the leaderboard. Points live in an append-only ledger (point_events) that only
-- the database writes, from what members do:
--   * 100 for each course module passed (profiles.current_module moving on; once per module),
--   * 500 for the certificate (once),
--   * 5 for the first chat message of the day (once per UTC day: posting more earns nothing more).
-- Nobody inserts, changes or deletes a ledger row through the API (no grants); a member reads their
-- own rows, admins all. A member's level follows from their total (nine named levels,
-- private.level_of). The leaderboard (security definer, signed-in members) shows the public card,
-- total and level of the top members, over all time or the current month.

create table public.point_events (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  reason text not null check (reason in ('module_passed', 'certificate', 'daily_post')),
  ref text not null,
  points integer not null check (points > 0),
  created_at timestamptz not null default now(),
  constraint point_events_once unique (user_id, reason, ref)
);
comment on table public.point_events is 'Append-only ledger of points, written only by database triggers: 100 per module passed, 500 for the certificate, 5 for the first chat message of a UTC day. Members read their own rows; admins all.';
comment on column public.point_events.ref is 'What earned it: the module number, the certificate code or the UTC day (YYYY-MM-DD); one row per member, reason and ref.';
create index point_events_created_at_idx on public.point_events (created_at);

create function private.prevent_point_changes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'The points ledger is append-only.' using errcode = '42501';
end;
$$;
comment on function private.prevent_point_changes() is 'Refuses any update of the points ledger, whoever asks (rows go only when their member is deleted).';
revoke execute on function private.prevent_point_changes() from public;

create trigger prevent_point_changes
  before update on public.point_events
  for each row execute function private.prevent_point_changes();

create function private.level_of(points bigint)
returns table (level integer, level_name text, next_level_at integer)
language sql
immutable
set search_path = ''
as $$
  select l.level, l.name, (select min(n.at) from (values (100), (300), (600), (1000), (1500), (2200), (3000), (4000)) n(at) where n.at > coalesce(level_of.points, 0))
  from (values
    (1, 'Newcomer', 0), (2, 'Apprentice', 100), (3, 'Chart Reader', 300), (4, 'Trend Spotter', 600),
    (5, 'Swing Scout', 1000), (6, 'Risk Manager', 1500), (7, 'Strategist', 2200), (8, 'Market Veteran', 3000),
    (9, 'Master Trader', 4000)
  ) l(level, name, at)
  where l.at <= coalesce(level_of.points, 0)
  order by l.at desc
  limit 1;
$$;
comment on function private.level_of(bigint) is 'The level (1 to 9), its name and the total that reaches the next one, for a points total.';

create function private.award_module_points()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.current_module > old.current_module then
    insert into public.point_events (user_id, reason, ref, points)
      select new.id, 'module_passed', m::text, 100 from generate_series(old.current_module, new.current_module - 1) m
      on conflict on constraint point_events_once do nothing;
  end if;
  return null;
end;
$$;
comment on function private.award_module_points() is '100 points for each module passed (current_module moving on), once per module.';

create function private.award_certificate_points()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.point_events (user_id, reason, ref, points)
    values (new.user_id, 'certificate', 'certificate', 500)
    on conflict on constraint point_events_once do nothing;
  return null;
end;
$$;
comment on function private.award_certificate_points() is '500 points for the certificate, once.';

create function private.award_post_points()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.author_id is not null and new.kind = 'chat' then
    insert into public.point_events (user_id, reason, ref, points)
      values (new.author_id, 'daily_post', to_char(new.created_at at time zone 'UTC', 'YYYY-MM-DD'), 5)
      on conflict on constraint point_events_once do nothing;
  end if;
  return null;
end;
$$;
comment on function private.award_post_points() is '5 points for a member''s first chat message of the UTC day.';
revoke execute on function private.award_module_points(), private.award_certificate_points(), private.award_post_points() from public;

create trigger award_module_points
  after update of current_module on public.profiles
  for each row execute function private.award_module_points();
create trigger award_certificate_points
  after insert on public.certificates
  for each row execute function private.award_certificate_points();
create trigger award_post_points
  after insert on public.messages
  for each row execute function private.award_post_points();

create function public.my_points()
returns table (points bigint, level integer, level_name text, next_level_at integer)
language sql
stable
security definer
set search_path = ''
as $$
  select t.total, l.level, l.level_name, l.next_level_at
  from (select coalesce(sum(e.points), 0)::bigint as total from public.point_events e where e.user_id = (select auth.uid())) t
  cross join lateral private.level_of(t.total) l
  where (select auth.uid()) is not null;
$$;
comment on function public.my_points() is 'The caller''s points total, level, level name and the total that reaches the next level.';

create function public.leaderboard(period text default 'all', max_rows integer default 20)
returns table (rank bigint, user_id uuid, display_name text, initials text, is_premium boolean, points bigint, level integer, level_name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to see the leaderboard.' using errcode = '42501';
  end if;
  if leaderboard.period is null or leaderboard.period not in ('all', 'month') then
    raise exception 'period must be all or month.' using errcode = '22023';
  end if;
  return query
    with totals as (
      select e.user_id, sum(e.points)::bigint as total
      from public.point_events e
      where leaderboard.period = 'all' or e.created_at >= date_trunc('month', now())
      group by e.user_id
    ), ranked as (
      select t.user_id, t.total, rank() over (order by t.total desc) as r
      from totals t
      where not exists (select 1 from public.member_suspensions s where s.user_id = t.user_id)
    )
    select r.r, r.user_id, c.display_name, c.initials, c.is_premium, r.total, l.level, l.level_name
    from ranked r
    cross join lateral private.author_card(r.user_id) c
    cross join lateral private.level_of(r.total) l
    order by r.r, c.display_name, r.user_id
    limit least(greatest(coalesce(leaderboard.max_rows, 20), 1), 100);
end;
$$;
comment on function public.leaderboard(text, integer) is 'Signed-in members: the top members by points (all time, or this calendar month), with rank, card, total and level; suspended members left out; at most 100 rows.';

revoke execute on function private.level_of(bigint) from public, anon, authenticated;
grant execute on function private.level_of(bigint) to service_role;
revoke execute on function public.my_points(), public.leaderboard(text, integer) from public, anon;
grant execute on function public.my_points(), public.leaderboard(text, integer) to authenticated, service_role;

revoke all on table public.point_events from anon, authenticated;
grant select on table public.point_events to authenticated;
alter table public.point_events enable row level security;
create policy "Members read their own points and admins all"
  on public.point_events for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));
