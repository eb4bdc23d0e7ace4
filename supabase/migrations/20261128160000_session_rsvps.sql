-- Live sessions made real, in SQL:
-- * RSVPs: a member answers going or interested for a session they may read (the session's channel
--   rule: premium sessions only for premium members and admins, nothing while suspended), before it
--   starts, through public.set_session_rsvp(); "going" counts against the session's capacity (null:
--   unlimited), decided under a per-session lock so two last-seat requests cannot both win.
--   public.live_session_rsvp_counts gives each readable session's going / interested counts and the
--   caller's own answer; session_rsvps rows are readable by every member who may read the session
--   (the attendee avatars).
-- * Series: recurring sessions come from a rule (public.live_session_series: weekly, or monthly on
--   the nth or last weekday; a market day, Monday to Friday, at a time between 08:00 and 17:00
--   New York), not from fixed dates. private.generate_series_sessions() writes the occurrences into
--   live_sessions (once each: unique (series_id, starts_at)); an occurrence on a US market holiday
--   moves to the next market day.
-- * Reminders: 24 hours and 15 minutes before a session, each member who answered going or
--   interested (and may still read it) gets a session_soon notification and an email, once per lead
--   (private.session_reminders). Emails wait in private.email_outbox until a mailer takes them with
--   public.take_outbox_emails() (service role): the stack's session job delivers them to its mailbox;
--   on hosted Supabase a scheduled Edge Function sends them through a mail provider.
--   public.run_session_jobs() (service role) does both the generation and the reminders, and
--   public.check_session_reminders() (any member, from the app's read path) the reminders.
-- The old "starting within the hour, to every reader" notification is replaced by these reminders.

-- ---------------------------------------------------------------------------------------------
-- series
-- ---------------------------------------------------------------------------------------------
create table public.live_session_series (
  id bigint generated always as identity primary key,
  channel_id text not null references public.channels (id) on delete cascade,
  title text not null check (char_length(title) between 1 and 200),
  description text not null default '' check (char_length(description) <= 1000),
  host_name text not null default '' check (char_length(host_name) <= 100),
  frequency text not null check (frequency in ('weekly', 'monthly')),
  weekday smallint not null check (weekday between 1 and 5),
  week_of_month smallint check (week_of_month in (1, 2, 3, 4, -1)),
  local_time time not null check (local_time between time '08:00' and time '17:00'),
  time_zone text not null default 'America/New_York' check (time_zone = 'America/New_York'),
  duration_minutes integer not null default 60 check (duration_minutes between 1 and 720),
  access text not null default 'premium' check (access in ('free', 'premium')),
  capacity integer check (capacity is null or capacity between 1 and 100000),
  check ((frequency = 'monthly') = (week_of_month is not null))
);
comment on table public.live_session_series is 'Recurring sessions as a rule (weekly, or monthly on the nth or last weekday) on market days at a New York time; their occurrences are written into live_sessions by private.generate_series_sessions().';
comment on column public.live_session_series.weekday is 'ISO day of the week, 1 Monday to 5 Friday: market days only.';
comment on column public.live_session_series.week_of_month is 'Monthly series: 1 to 4 (the first to fourth such weekday of the month) or -1 (the last); null for weekly.';
comment on column public.live_session_series.local_time is 'Start time in time_zone (New York), between 08:00 and 17:00.';
create index live_session_series_channel_id_idx on public.live_session_series (channel_id);

alter table public.live_sessions
  add column series_id bigint references public.live_session_series (id) on delete set null,
  add column capacity integer check (capacity is null or capacity between 1 and 100000),
  add constraint live_sessions_series_starts_at_key unique (series_id, starts_at);
comment on column public.live_sessions.series_id is 'The series this session is an occurrence of; null for a one-off session.';
comment on column public.live_sessions.capacity is 'Most members who can answer going; null for no limit.';

revoke all on table public.live_session_series from anon, authenticated;
grant select, insert, update, delete on table public.live_session_series to authenticated;
alter table public.live_session_series enable row level security;
create policy "Members can read series of channels open to them"
  on public.live_session_series for select to authenticated
  using (channel_id = any ((select private.readable_channel_ids())::text[]));
create policy "Admins can add series"
  on public.live_session_series for insert to authenticated
  with check ((select private.is_admin_aal2()));
create policy "Admins can edit series"
  on public.live_session_series for update to authenticated
  using ((select private.is_admin_aal2()))
  with check ((select private.is_admin_aal2()));
create policy "Admins can delete series"
  on public.live_session_series for delete to authenticated
  using ((select private.is_admin_aal2()));
create trigger audit_admin_write after insert or update or delete on public.live_session_series
  for each row execute function private.audit_admin_write('id');

-- US market holidays (NYSE) with a fixed rule; Good Friday (from Easter) is not among them.
create function private.is_us_market_holiday(day date)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select extract(isodow from day) <= 5 and (
    -- New Year's Day, Juneteenth, Independence Day, Christmas, and the Friday before or Monday after
    -- when they fall on a weekend (not New Year's Day on the Friday before)
    (extract(month from day), extract(day from day)) in ((1, 1), (6, 19), (7, 4), (12, 25))
    or (extract(isodow from day) = 5 and (extract(month from day + 1), extract(day from day + 1)) in ((6, 19), (7, 4), (12, 25)))
    or (extract(isodow from day) = 1 and (extract(month from day - 1), extract(day from day - 1)) in ((1, 1), (6, 19), (7, 4), (12, 25)))
    -- Martin Luther King Jr. Day, Washington's Birthday, Memorial Day, Labor Day, Thanksgiving
    or (extract(isodow from day) = 1 and extract(month from day) in (1, 2) and (extract(day from day)::int - 1) / 7 + 1 = 3)
    or (extract(isodow from day) = 1 and extract(month from day) = 5 and extract(month from day + 7) = 6)
    or (extract(isodow from day) = 1 and extract(month from day) = 9 and extract(day from day) <= 7)
    or (extract(isodow from day) = 4 and extract(month from day) = 11 and (extract(day from day)::int - 1) / 7 + 1 = 4)
  );
$$;
comment on function private.is_us_market_holiday(date) is 'NYSE full-day holidays with a fixed rule (observed dates included); Good Friday is not computed.';

-- The start times of a series between two instants: each rule day in New York, moved to the next
-- market day when it is a holiday.
create function private.series_occurrences(series public.live_session_series, from_at timestamptz, to_at timestamptz)
returns setof timestamptz
language sql
stable
set search_path = ''
as $$
  with rule_days as (
    select d::date as day
    from generate_series(((from_at at time zone series.time_zone)::date - 7)::timestamp, (to_at at time zone series.time_zone)::date::timestamp, interval '1 day') d
    where extract(isodow from d)::int = series.weekday
      and (series.frequency = 'weekly'
        or (series.week_of_month > 0 and (extract(day from d)::int - 1) / 7 + 1 = series.week_of_month)
        or (series.week_of_month = -1 and extract(month from d + interval '7 days') <> extract(month from d)))
  ), market_days as (
    select (
      select min(x)::date from generate_series(r.day::timestamp, (r.day + 7)::timestamp, interval '1 day') x
      where extract(isodow from x)::int <= 5 and not private.is_us_market_holiday(x::date)
    ) as day
    from rule_days r
  )
  select (m.day + series.local_time) at time zone series.time_zone as starts_at
  from market_days m
  where (m.day + series.local_time) at time zone series.time_zone >= from_at
    and (m.day + series.local_time) at time zone series.time_zone < to_at;
$$;
comment on function private.series_occurrences(public.live_session_series, timestamptz, timestamptz) is 'When a series meets between two instants (New York rule days, holidays moved to the next market day).';

create function private.generate_series_sessions(from_at timestamptz, to_at timestamptz, only_series bigint default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  insert into public.live_sessions (channel_id, title, description, host_name, starts_at, duration_minutes, access, capacity, series_id)
  select s.channel_id, s.title, s.description, s.host_name, o.starts_at, s.duration_minutes, s.access, s.capacity, s.id
  from public.live_session_series s
  cross join lateral private.series_occurrences(s, from_at, to_at) o(starts_at)
  where only_series is null or s.id = only_series
  on conflict (series_id, starts_at) do nothing;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
comment on function private.generate_series_sessions(timestamptz, timestamptz, bigint) is 'Writes the occurrences of every series (or one) between two instants into live_sessions, each once. Returns how many it added.';

-- The horizon a series is scheduled ahead: long enough to always show the next monthly occurrence.
create function private.series_horizon()
returns interval
language sql
immutable
set search_path = ''
as $$ select interval '42 days' $$;

create function private.schedule_new_series()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.generate_series_sessions(now(), now() + private.series_horizon(), new.id);
  return null;
end;
$$;
comment on function private.schedule_new_series() is 'Schedules a new series'' occurrences within the horizon at once.';
create trigger schedule_new_series
  after insert on public.live_session_series
  for each row execute function private.schedule_new_series();

revoke execute on function private.is_us_market_holiday(date),
  private.series_occurrences(public.live_session_series, timestamptz, timestamptz),
  private.generate_series_sessions(timestamptz, timestamptz, bigint), private.series_horizon(),
  private.schedule_new_series() from public;

-- ---------------------------------------------------------------------------------------------
-- RSVPs
-- ---------------------------------------------------------------------------------------------
create table public.session_rsvps (
  session_id bigint not null references public.live_sessions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  status text not null check (status in ('going', 'interested')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (session_id, user_id)
);
comment on table public.session_rsvps is 'A member''s answer to a session: going (counts against capacity) or interested. Written only by set_session_rsvp(); readable by every member who may read the session.';
create index session_rsvps_user_id_idx on public.session_rsvps (user_id);

revoke all on table public.session_rsvps from anon, authenticated;
grant select on table public.session_rsvps to authenticated;
alter table public.session_rsvps enable row level security;
create policy "Members read the answers to sessions open to them"
  on public.session_rsvps for select to authenticated
  using (exists (
    select 1 from public.live_sessions s
    where s.id = session_rsvps.session_id
      and s.channel_id = any ((select private.readable_channel_ids())::text[])
  ));

create function public.set_session_rsvp(session_id bigint, status text default null)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_session public.live_sessions;
  v_going integer;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to answer a session.' using errcode = '42501';
  end if;
  if status is not null and status not in ('going', 'interested') then
    raise exception 'An answer is going or interested (or none to withdraw).' using errcode = '22023';
  end if;
  select s.* into v_session from public.live_sessions s
  where s.id = set_session_rsvp.session_id
    and s.channel_id = any ((select private.readable_channel_ids())::text[]);
  if v_session.id is null then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'session_not_found', 'message', 'No such session.', 'details', null, 'hint', null)::text,
      detail = json_build_object('status', 404)::text;
  end if;
  if v_session.starts_at <= now() then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'session_started', 'message', 'This session has already started.', 'details', null, 'hint', null)::text,
      detail = json_build_object('status', 422)::text;
  end if;
  if status is null then
    delete from public.session_rsvps r where r.session_id = v_session.id and r.user_id = (select auth.uid());
    return null;
  end if;
  if status = 'going' and v_session.capacity is not null then
    -- Answers to one session are serialised, so two requests cannot both take the last place.
    perform pg_advisory_xact_lock(hashtextextended('session_rsvps:' || v_session.id::text, 0));
    select count(*) into v_going from public.session_rsvps r
    where r.session_id = v_session.id and r.status = 'going' and r.user_id <> (select auth.uid());
    if v_going >= v_session.capacity then
      raise sqlstate 'PGRST' using
        message = json_build_object('code', 'session_full',
          'message', format('This session is full (%s going).', v_session.capacity),
          'details', null, 'hint', 'Answer interested to hear about it.')::text,
        detail = json_build_object('status', 409)::text;
    end if;
  end if;
  insert into public.session_rsvps as r (session_id, user_id, status)
  values (v_session.id, (select auth.uid()), status)
  on conflict on constraint session_rsvps_pkey do update
    set status = excluded.status,
      updated_at = case when r.status = excluded.status then r.updated_at else now() end;
  return status;
end;
$$;
comment on function public.set_session_rsvp(bigint, text) is 'The caller answers a session they may read, before it starts: going (refused with 409 session_full at capacity), interested, or null to withdraw. Returns the answer.';
revoke execute on function public.set_session_rsvp(bigint, text) from public, anon;
grant execute on function public.set_session_rsvp(bigint, text) to authenticated, service_role;

create view public.live_session_rsvp_counts
with (security_invoker = true) as
select
  s.id as session_id,
  count(r.user_id) filter (where r.status = 'going')::integer as going,
  count(r.user_id) filter (where r.status = 'interested')::integer as interested,
  s.capacity,
  max(r.status) filter (where r.user_id = (select auth.uid())) as my_status
from public.live_sessions s
left join public.session_rsvps r on r.session_id = s.id
group by s.id, s.capacity;
comment on view public.live_session_rsvp_counts is 'Per readable session: how many are going and interested, its capacity, and the caller''s own answer.';
revoke all on table public.live_session_rsvp_counts from anon, authenticated;
grant select on table public.live_session_rsvp_counts to authenticated;

alter publication supabase_realtime add table public.session_rsvps;

-- ---------------------------------------------------------------------------------------------
-- reminders: notifications and emails
-- ---------------------------------------------------------------------------------------------
create table private.session_reminders (
  session_id bigint not null references public.live_sessions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  lead text not null check (lead in ('24h', '15m')),
  sent_at timestamptz not null default now(),
  primary key (session_id, user_id, lead)
);
comment on table private.session_reminders is 'Which session reminders went to whom: each lead once per member.';
create index session_reminders_user_id_idx on private.session_reminders (user_id);

create table private.email_outbox (
  id bigint generated always as identity primary key,
  to_email text not null,
  subject text not null,
  body text not null,
  link text not null check (link like '/%'),
  created_at timestamptz not null default now(),
  taken_at timestamptz
);
comment on table private.email_outbox is 'Emails the database wants sent; a mailer takes them with public.take_outbox_emails().';
create index email_outbox_waiting_idx on private.email_outbox (id) where taken_at is null;

drop index public.notifications_session_once_idx;

create or replace function private.notify_sessions_starting()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  with due as (
    select s.id as session_id, r.user_id, l.lead, s.title, s.host_name, s.starts_at, s.duration_minutes, s.channel_id, c.access
    from public.live_sessions s
    join public.channels c on c.id = s.channel_id
    join public.session_rsvps r on r.session_id = s.id
    cross join (values ('24h', interval '24 hours'), ('15m', interval '15 minutes')) l(lead, ahead)
    where s.starts_at > now() and s.starts_at <= now() + l.ahead
      and (l.lead = '15m' or s.starts_at > now() + interval '15 minutes')
      and private.member_can_read_channel(r.user_id, s.channel_id)
  ), sent as (
    insert into private.session_reminders (session_id, user_id, lead)
    select d.session_id, d.user_id, d.lead from due d
    on conflict do nothing
    returning session_id, user_id, lead
  ), texts as (
    select d.*,
      left(case when d.lead = '24h' then 'Tomorrow: ' else 'Starting in 15 minutes: ' end || d.title, 300) as note_title,
      left(case when d.host_name = '' then '' else 'With ' || d.host_name || ', ' end
        || to_char(d.starts_at at time zone 'America/New_York', 'FMDay DD Mon, HH24:MI') || ' New York ('
        || to_char(d.starts_at at time zone 'UTC', 'HH24:MI') || ' UTC)', 300) as note_body
    from due d join sent using (session_id, user_id, lead)
  ), notified as (
    insert into public.notifications (user_id, kind, title, body, link, channel_id, session_id, premium_only)
    select t.user_id, 'session_soon', t.note_title, t.note_body, '/dashboard/' || t.channel_id,
      t.channel_id, t.session_id, t.access = 'premium'
    from texts t
    returning 1
  ), mailed as (
  insert into private.email_outbox (to_email, subject, body, link)
  select u.email, t.note_title,
    'Hello ' || private.member_name(t.user_id) || E',\n\n'
      || t.title || E'\n' || t.note_body || ', ' || t.duration_minutes || E' minutes.\n\n'
      || E'You answered that you are interested or going. Open the session in Tradecraft to change your answer.',
    '/dashboard/' || t.channel_id
  from texts t
  join auth.users u on u.id = t.user_id
  where u.email is not null and u.email <> ''
  returning 1
  )
  select count(*) into v_count from sent;
  return v_count;
end;
$$;
comment on function private.notify_sessions_starting() is 'Reminds each member who answered going or interested, 24 hours and 15 minutes before a session they may still read: a session_soon notification and an email in the outbox, once per lead. Safe to call as often as wanted; returns how many reminders it wrote.';

create function public.take_outbox_emails(max_count integer default 50)
returns table (id bigint, to_email text, subject text, body text, link text)
language sql
security definer
set search_path = ''
as $$
  update private.email_outbox o set taken_at = now()
  where o.id in (
    select w.id from private.email_outbox w
    where w.taken_at is null
    order by w.id
    limit least(greatest(coalesce(max_count, 50), 1), 500)
    for update skip locked
  )
  returning o.id, o.to_email, o.subject, o.body, o.link;
$$;
comment on function public.take_outbox_emails(integer) is 'Takes up to max_count waiting emails (at most once each) for a mailer to send: the stack''s session job, or a scheduled Edge Function on hosted Supabase.';
revoke execute on function public.take_outbox_emails(integer) from public, anon, authenticated;
grant execute on function public.take_outbox_emails(integer) to service_role;

create function public.run_session_jobs()
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_scheduled integer;
  v_reminded integer;
begin
  v_scheduled := private.generate_series_sessions(now(), now() + private.series_horizon());
  v_reminded := private.notify_sessions_starting();
  return json_build_object('scheduled', v_scheduled, 'reminded', v_reminded);
end;
$$;
comment on function public.run_session_jobs() is 'The sessions'' periodic job (service role, every minute): schedules series occurrences within the horizon and writes the reminders due.';
revoke execute on function public.run_session_jobs() from public, anon, authenticated;
grant execute on function public.run_session_jobs() to service_role;

-- The placeholder meeting host seeded earlier is no room: sessions without a real link say so.
update public.live_sessions set join_url = null where join_url like 'https://meet.tradecraft.example/%';
