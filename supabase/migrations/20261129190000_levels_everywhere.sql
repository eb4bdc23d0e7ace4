-- Levels beside names everywhere, more ways to earn points, and the leaderboard over 7 days, 30 days
-- or all time.
--   * private.member_levels caches each member's total and level; a trigger on the ledger keeps it,
--     so reading a message's author level is one primary-key lookup (private.member_level), not a
--     sum over the ledger for every message read.
--   * channel_messages gains author_level; member_directory gains level and level_name;
--     find_members sorts by level and filters by a lowest level (min_level).
--   * New points, each written only by database triggers and immune to self-farming:
--       - 2 for each member who reacts to your chat message (once per member per message, whatever
--         the number of reactions or how often they are removed and added again; never your own
--         reactions; none given by or to a suspended member; at most 40 a UTC day),
--       - 10 for each lesson watched (once per lesson; at most 100 a UTC day).
--     Quizzes and the exam already earn points: a quiz passed moves the module on (100) and the
--     exam passed issues the certificate (500).

create table private.member_levels (
  user_id uuid primary key references auth.users (id) on delete cascade,
  points bigint not null default 0,
  level integer not null default 1
);
comment on table private.member_levels is 'Each member''s points total and level, kept by a trigger on point_events (the ledger stays the truth).';

insert into private.member_levels (user_id, points, level)
  select t.user_id, t.total, l.level
  from (select e.user_id, sum(e.points)::bigint as total from public.point_events e group by e.user_id) t
  cross join lateral private.level_of(t.total) l;

create function private.keep_member_level()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.member_levels as ml (user_id, points, level)
    values (new.user_id, new.points, (select l.level from private.level_of(new.points) l))
    on conflict (user_id) do update
      set points = ml.points + excluded.points,
          level = (select l.level from private.level_of(ml.points + excluded.points) l);
  return null;
end;
$$;
comment on function private.keep_member_level() is 'Adds a ledger row''s points to its member''s cached total and level.';

create trigger keep_member_level
  after insert on public.point_events
  for each row execute function private.keep_member_level();

create function private.member_level(member_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select case when member_level.member_id is not null then
    coalesce((select ml.level from private.member_levels ml where ml.user_id = member_level.member_id), 1) end;
$$;
comment on function private.member_level(uuid) is 'A member''s level (1 to 9) from the cached totals; null for no member (the bot).';

create function private.member_points(member_id uuid)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select ml.points from private.member_levels ml where ml.user_id = member_points.member_id), 0)::bigint;
$$;
comment on function private.member_points(uuid) is 'A member''s all-time points total from the cached totals.';

-- ---------------------------------------------------------------------------------------------
-- new sources of points
-- ---------------------------------------------------------------------------------------------
alter table public.point_events drop constraint point_events_reason_check;
alter table public.point_events add constraint point_events_reason_check
  check (reason in ('module_passed', 'certificate', 'daily_post', 'reaction_received', 'lesson_watched'));
comment on table public.point_events is 'Append-only ledger of points, written only by database triggers: 100 per module passed, 500 for the certificate, 5 for the first chat message of a UTC day, 2 per member reacting to a chat message (at most 40 a day), 10 per lesson watched (at most 100 a day). Members read their own rows; admins all.';
comment on column public.point_events.ref is 'What earned it: the module number, the certificate code, the UTC day (YYYY-MM-DD), message id:reacting member, or the lesson id; one row per member, reason and ref.';
create index point_events_user_reason_idx on public.point_events (user_id, reason, created_at);

create function private.points_today(member_id uuid, reason text)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(e.points), 0)::bigint from public.point_events e
  where e.user_id = points_today.member_id and e.reason = points_today.reason
    and e.created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC';
$$;
comment on function private.points_today(uuid, text) is 'The points a member earned for one reason since the start of the UTC day (for the daily caps).';

create function private.award_reaction_points()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_author uuid;
begin
  select m.author_id into v_author from public.messages m
  where m.id = new.message_id and m.kind = 'chat' and m.deleted_at is null;
  if v_author is null or v_author = new.user_id
     or exists (select 1 from public.member_suspensions s where s.user_id in (v_author, new.user_id))
     or private.points_today(v_author, 'reaction_received') + 2 > 40 then
    return null;
  end if;
  insert into public.point_events (user_id, reason, ref, points)
    values (v_author, 'reaction_received', new.message_id::text || ':' || new.user_id::text, 2)
    on conflict on constraint point_events_once do nothing;
  return null;
end;
$$;
comment on function private.award_reaction_points() is '2 points to a chat message''s author for each other member reacting to it: once per member per message, none for one''s own reactions or with a suspended member on either side, at most 40 a UTC day.';

create function private.award_lesson_points()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.watched_at is not null and (tg_op = 'INSERT' or old.watched_at is null)
     and not exists (select 1 from public.member_suspensions s where s.user_id = new.user_id)
     and private.points_today(new.user_id, 'lesson_watched') + 10 <= 100 then
    insert into public.point_events (user_id, reason, ref, points)
      values (new.user_id, 'lesson_watched', new.lesson_id::text, 10)
      on conflict on constraint point_events_once do nothing;
  end if;
  return null;
end;
$$;
comment on function private.award_lesson_points() is '10 points for each lesson watched (watched_at set), once per lesson, at most 100 a UTC day.';

create trigger award_reaction_points
  after insert on public.message_reactions
  for each row execute function private.award_reaction_points();
create trigger award_lesson_points
  after insert or update of watched_at on public.lesson_progress
  for each row execute function private.award_lesson_points();

-- ---------------------------------------------------------------------------------------------
-- the leaderboard over 7 days, 30 days or all time
-- ---------------------------------------------------------------------------------------------
create or replace function public.leaderboard(period text default 'all', max_rows integer default 20)
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
  if leaderboard.period is null or leaderboard.period not in ('all', '30d', '7d') then
    raise exception 'period must be all, 30d or 7d.' using errcode = '22023';
  end if;
  return query
    with totals as (
      select e.user_id, sum(e.points)::bigint as total
      from public.point_events e
      where leaderboard.period = 'all'
        or e.created_at >= now() - case leaderboard.period when '7d' then interval '7 days' else interval '30 days' end
      group by e.user_id
    ), ranked as (
      select t.user_id, t.total, rank() over (order by t.total desc) as r
      from totals t
      where not exists (select 1 from public.member_suspensions s where s.user_id = t.user_id)
    )
    select r.r, r.user_id, c.display_name, c.initials, c.is_premium, r.total, l.level, l.level_name
    from ranked r
    cross join lateral private.author_card(r.user_id) c
    cross join lateral private.level_of(coalesce((select ml.points from private.member_levels ml where ml.user_id = r.user_id), 0)) l
    order by r.r, c.display_name, r.user_id
    limit least(greatest(coalesce(leaderboard.max_rows, 20), 1), 100);
end;
$$;
comment on function public.leaderboard(text, integer) is 'Signed-in members: the top members by points earned over all time, the last 30 days or the last 7 days (period all, 30d, 7d), with rank, card, points in the period and level (from the all-time total); suspended members left out; at most 100 rows.';

-- ---------------------------------------------------------------------------------------------
-- the level beside names: chat messages and the directory
-- ---------------------------------------------------------------------------------------------
create or replace view public.channel_messages
with (security_invoker = true) as
select
  m.id,
  m.channel_id,
  au.author_id,
  m.body,
  m.kind,
  m.created_at,
  m.edited_at,
  case when m.deleted_at is null or au.author_id is not null then a.display_name end as author_name,
  case when m.deleted_at is null or au.author_id is not null then a.initials end as author_initials,
  case when m.deleted_at is null or au.author_id is not null then a.is_premium end as author_is_premium,
  m.parent_id,
  m.deleted_at,
  (select count(*) from public.messages r where r.parent_id = m.id) as reply_count,
  (select max(r.created_at) from public.messages r where r.parent_id = m.id) as last_reply_at,
  private.message_reactions_summary(m.id) as reactions,
  private.message_mention_cards(m.body) as mentions,
  pm.pinned_at,
  (select h.hidden_at from public.hidden_messages h where h.message_id = m.id) as hidden_at,
  exists (select 1 from public.message_reports mr where mr.message_id = m.id and mr.reporter_id = (select auth.uid())) as reported_by_me,
  private.member_level(au.author_id) as author_level
from public.messages m
cross join lateral (
  select case when m.deleted_at is null then m.author_id else private.deleted_message_author(m.id) end as author_id
) au
cross join lateral private.author_card(au.author_id) a
left join public.pinned_messages pm on pm.message_id = m.id;
comment on view public.channel_messages is 'Messages the caller may read, with author card and level (none for a deleted message, except for admins), thread (reply_count, last_reply_at), reactions, mentioned names, pin time, when an admin hid it (its author and admins still read it) and whether the caller reported it.';

create or replace view public.member_directory
with (security_invoker = true)
as
select
  mp.user_id,
  card.display_name,
  card.initials,
  card.is_premium,
  f.is_staff,
  f.online,
  f.last_active_at,
  f.modules_passed,
  f.certificate_code,
  mp.avatar_path,
  mp.bio,
  mp.experience,
  mp.trading_style,
  mp.time_zone,
  mp.links,
  mp.show_progress,
  mp.show_certificate,
  lv.level,
  lv.level_name
from public.member_profiles mp
cross join lateral private.author_card(mp.user_id) card
cross join lateral private.member_facts(mp.user_id) f
cross join lateral private.level_of(private.member_points(mp.user_id)) lv
where not f.is_suspended or (select private.is_admin());
comment on view public.member_directory is 'Every member''s public profile for signed-in members: card, level, staff, online, last active, progress and certificate as the member chose, bio, experience, style, time zone, links, avatar. Suspended members only for admins.';

drop function public.find_members(text, text, boolean, boolean, boolean, text, integer);
create function public.find_members(
  query text default null,
  channel text default null,
  premium boolean default null,
  online boolean default null,
  staff boolean default null,
  sort text default 'active',
  max_rows integer default 50,
  min_level integer default null
)
returns setof public.member_directory
language plpgsql
stable
set search_path = ''
as $$
declare
  v_query text := nullif(btrim(coalesce(find_members.query, '')), '');
begin
  if find_members.sort is null or find_members.sort not in ('active', 'progress', 'name', 'level') then
    raise exception 'sort must be active, progress, name or level.' using errcode = '22023';
  end if;
  if find_members.min_level is not null and find_members.min_level not between 1 and 9 then
    raise exception 'min_level must be between 1 and 9.' using errcode = '22023';
  end if;
  if char_length(v_query) > 80 then
    raise exception 'The search is at most 80 characters.' using errcode = '22023';
  end if;
  if find_members.channel is not null and not private.can_read_channel(find_members.channel) then
    raise exception 'You cannot read this channel.' using errcode = '42501';
  end if;
  return query
    select d.* from public.member_directory d
    where (v_query is null or d.display_name ilike '%' || replace(replace(replace(v_query, '\', '\\'), '%', '\%'), '_', '\_') || '%')
      and (find_members.premium is null or d.is_premium = find_members.premium)
      and (find_members.online is null or d.online = find_members.online)
      and (find_members.staff is null or d.is_staff = find_members.staff)
      and (find_members.min_level is null or d.level >= find_members.min_level)
      and (find_members.channel is null or private.member_can_read_channel(d.user_id, find_members.channel))
    order by
      case when find_members.sort = 'active' then d.last_active_at end desc nulls last,
      case when find_members.sort = 'progress' then d.modules_passed end desc nulls last,
      case when find_members.sort = 'level' then d.level end desc nulls last,
      lower(d.display_name), d.user_id
    limit least(greatest(coalesce(find_members.max_rows, 50), 1), 100);
end;
$$;
comment on function public.find_members(text, text, boolean, boolean, boolean, text, integer, integer) is
  'Signed-in members: the directory searched by name (query), filtered (premium, online, staff, readers of a channel the caller reads, a lowest level) and sorted by active (most recent first), progress, level (highest first) or name; at most 100 rows. Security invoker: member_directory''s rules apply.';

-- ---------------------------------------------------------------------------------------------
-- grants
-- ---------------------------------------------------------------------------------------------
revoke all on table private.member_levels from public, anon, authenticated;
revoke execute on function private.keep_member_level(), private.award_reaction_points(), private.award_lesson_points(),
  private.points_today(uuid, text)
  from public, anon, authenticated;
revoke execute on function private.member_level(uuid), private.member_points(uuid) from public, anon;
-- channel_messages and member_directory are security invoker
grant execute on function private.member_level(uuid), private.member_points(uuid), private.level_of(bigint) to authenticated, service_role;
revoke execute on function public.find_members(text, text, boolean, boolean, boolean, text, integer, integer) from public, anon;
grant execute on function public.find_members(text, text, boolean, boolean, boolean, text, integer, integer) to authenticated, service_role;
