-- Members at scale, and the typing indicator kept to the two members of a conversation.
--   * find_members no longer reads member_directory (a view that calls two security-definer functions
--     for every member before filtering): it is security definer and joins the tables once, with the
--     same rules — signed-in callers only; suspended members only for admins; progress and certificate
--     only where the member shows them (or to themselves and admins); readers of a channel the caller
--     reads. member_directory stays for one-profile reads.
--   * The DM typing indicator is a broadcast on the private topic dm:<conversation id>: only the two
--     members receive on it, and only a member who may write in the conversation sends on it (policies
--     on realtime.messages, as the live room's topics). Suspended members get none (the restrictive
--     policies of 20261128120000).
--   * The leaderboard's 7- and 30-day sums read an index on (created_at) including user_id and points.

-- ---------------------------------------------------------------------------------------------
-- find_members with joins
-- ---------------------------------------------------------------------------------------------
create or replace function public.find_members(
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
security definer
set search_path = ''
as $$
declare
  v_me uuid := (select auth.uid());
  v_admin boolean := (select private.is_admin());
  v_query text := nullif(btrim(coalesce(find_members.query, '')), '');
  v_channel_access text;
begin
  if v_me is null then
    raise exception 'Sign in to find members.' using errcode = '42501';
  end if;
  if find_members.sort is null or find_members.sort not in ('active', 'progress', 'name', 'level') then
    raise exception 'sort must be active, progress, name or level.' using errcode = '22023';
  end if;
  if find_members.min_level is not null and find_members.min_level not between 1 and 9 then
    raise exception 'min_level must be between 1 and 9.' using errcode = '22023';
  end if;
  if char_length(v_query) > 80 then
    raise exception 'The search is at most 80 characters.' using errcode = '22023';
  end if;
  if find_members.channel is not null then
    if not private.can_read_channel(find_members.channel) then
      raise exception 'You cannot read this channel.' using errcode = '42501';
    end if;
    select c.access into v_channel_access from public.channels c where c.id = find_members.channel;
  end if;
  -- The page is chosen on plain columns (the cached level included); names' initials and level names
  -- are worked out for the rows returned only.
  return query
    with page as (
      select
        mp.user_id,
        coalesce(nullif(p.display_name, ''), 'Member') as display_name,
        pm.user_id is not null as is_premium,
        a.user_id is not null as is_staff,
        coalesce(h.seen_at > now() - interval '90 seconds', false) as online,
        coalesce(h.seen_at, p.created_at) as last_active_at,
        case when mp.show_progress or mp.user_id = v_me or v_admin then p.current_module - 1 end as modules_passed,
        case when mp.show_certificate or mp.user_id = v_me or v_admin then c.code end as certificate_code,
        mp.avatar_path, mp.bio, mp.experience, mp.trading_style, mp.time_zone, mp.links,
        mp.show_progress, mp.show_certificate,
        coalesce(ml.points, 0) as points,
        coalesce(ml.level, 1) as level
      from public.member_profiles mp
      join public.profiles p on p.id = mp.user_id
      left join private.premium_members pm on pm.user_id = mp.user_id
      left join public.admins a on a.user_id = mp.user_id
      left join public.member_heartbeats h on h.user_id = mp.user_id
      left join public.certificates c on c.user_id = mp.user_id and c.revoked_at is null
      left join private.member_levels ml on ml.user_id = mp.user_id
      where (v_admin or not exists (select 1 from public.member_suspensions s where s.user_id = mp.user_id))
        and (v_query is null or coalesce(nullif(p.display_name, ''), 'Member') ilike '%' || replace(replace(replace(v_query, '\', '\\'), '%', '\%'), '_', '\_') || '%')
        and (find_members.premium is null or (pm.user_id is not null) = find_members.premium)
        and (find_members.online is null or coalesce(h.seen_at > now() - interval '90 seconds', false) = find_members.online)
        and (find_members.staff is null or (a.user_id is not null) = find_members.staff)
        and (find_members.min_level is null or coalesce(ml.level, 1) >= find_members.min_level)
        and (v_channel_access is null or v_channel_access <> 'premium' or pm.user_id is not null or a.user_id is not null)
      order by
        case when find_members.sort = 'active' then coalesce(h.seen_at, p.created_at) end desc nulls last,
        case when find_members.sort = 'progress' then
          case when mp.show_progress or mp.user_id = v_me or v_admin then p.current_module - 1 end end desc nulls last,
        case when find_members.sort = 'level' then coalesce(ml.level, 1) end desc nulls last,
        lower(coalesce(nullif(p.display_name, ''), 'Member')), mp.user_id
      limit least(greatest(coalesce(find_members.max_rows, 50), 1), 100)
    )
    select r.user_id, r.display_name,
      upper(left(w.parts[1], 1) || coalesce(left(w.parts[2], 1), '')),
      r.is_premium, r.is_staff, r.online, r.last_active_at, r.modules_passed, r.certificate_code,
      r.avatar_path, r.bio, r.experience, r.trading_style, r.time_zone, r.links, r.show_progress, r.show_certificate,
      r.level, lv.level_name
    from page r
    cross join lateral (select regexp_split_to_array(btrim(r.display_name), '\s+') as parts) w
    cross join lateral private.level_of(r.points) lv
    order by
      case when find_members.sort = 'active' then r.last_active_at end desc nulls last,
      case when find_members.sort = 'progress' then r.modules_passed end desc nulls last,
      case when find_members.sort = 'level' then r.level end desc nulls last,
      lower(r.display_name), r.user_id;
end;
$$;
comment on function public.find_members(text, text, boolean, boolean, boolean, text, integer, integer) is
  'Signed-in members: the directory searched by name (query), filtered (premium, online, staff, readers of a channel the caller reads, a lowest level) and sorted by active (most recent first), progress, level (highest first) or name; at most 100 rows. Security definer over joins, with member_directory''s rules: suspended members only for admins, progress and certificate as each member chose.';
revoke execute on function public.find_members(text, text, boolean, boolean, boolean, text, integer, integer) from public, anon;
grant execute on function public.find_members(text, text, boolean, boolean, boolean, text, integer, integer) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- the typing indicator's private topic
-- ---------------------------------------------------------------------------------------------
create function private.dm_topic_conversation(topic text)
returns uuid
language sql
immutable
set search_path = ''
as $$
  select case when topic ~ '^dm:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then substr(topic, 4)::uuid end;
$$;
comment on function private.dm_topic_conversation(text) is 'The conversation id of a dm:<uuid> Realtime topic; null for any other topic.';
revoke execute on function private.dm_topic_conversation(text) from public, anon;
grant execute on function private.dm_topic_conversation(text) to authenticated, service_role;

create policy "The two members of a conversation receive its topic"
  on realtime.messages for select to authenticated
  using (
    realtime.messages.extension = 'broadcast'
    and private.is_dm_member(private.dm_topic_conversation((select realtime.topic())))
  );

create policy "Members who may write in a conversation send on its topic"
  on realtime.messages for insert to authenticated
  with check (
    realtime.messages.extension = 'broadcast'
    and private.can_write_dm(private.dm_topic_conversation((select realtime.topic())))
  );

-- ---------------------------------------------------------------------------------------------
-- the leaderboard over a period
-- ---------------------------------------------------------------------------------------------
drop index public.point_events_created_at_idx;
create index point_events_created_at_idx on public.point_events (created_at) include (user_id, points);
create index member_levels_points_idx on private.member_levels (points desc);

-- All time reads the cached totals (private.member_levels, kept by the ledger's trigger) in order of
-- points, stopping after the last row tied with the max_rows-th; 7 and 30 days sum the ledger's rows of
-- the period from the index above. Names and levels are looked up for the rows returned only.
create or replace function public.leaderboard(period text default 'all', max_rows integer default 20)
returns table (rank bigint, user_id uuid, display_name text, initials text, is_premium boolean, points bigint, level integer, level_name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_rows integer := least(greatest(coalesce(leaderboard.max_rows, 20), 1), 100);
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to see the leaderboard.' using errcode = '42501';
  end if;
  if leaderboard.period is null or leaderboard.period not in ('all', '30d', '7d') then
    raise exception 'period must be all, 30d or 7d.' using errcode = '22023';
  end if;
  return query
    with totals as (
      select ml.user_id, ml.points as total
      from private.member_levels ml
      where leaderboard.period = 'all' and ml.points > 0
      union all
      select e.user_id, sum(e.points)::bigint
      from public.point_events e
      where leaderboard.period <> 'all'
        and e.created_at >= now() - case leaderboard.period when '7d' then interval '7 days' else interval '30 days' end
      group by e.user_id
    ), top as (
      select t.user_id, t.total, rank() over (order by t.total desc) as r
      from totals t
      where not exists (select 1 from public.member_suspensions s where s.user_id = t.user_id)
      order by t.total desc
      fetch first v_rows rows with ties
    ), named as (
      -- Ties are ordered by name, as before: a plain join for every tied row, the card for the page only.
      select top.user_id, top.total, top.r
      from top
      left join public.profiles p on p.id = top.user_id
      order by top.r, coalesce(nullif(p.display_name, ''), 'Member'), top.user_id
      limit v_rows
    )
    select r.r, r.user_id, c.display_name, c.initials, c.is_premium, r.total, l.level, l.level_name
    from named r
    cross join lateral private.author_card(r.user_id) c
    cross join lateral private.level_of(coalesce((select ml.points from private.member_levels ml where ml.user_id = r.user_id), 0)) l
    order by r.r, c.display_name, r.user_id
    limit v_rows;
end;
$$;
comment on function public.leaderboard(text, integer) is 'Signed-in members: the top members by points earned over all time, the last 30 days or the last 7 days (period all, 30d, 7d), with rank, card, points in the period and level (from the all-time total); suspended members left out; at most 100 rows.';
