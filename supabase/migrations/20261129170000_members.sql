-- Members who know each other: public profiles, the member directory, direct messages, blocks and
-- reports of members. Every rule is here:
--
-- * A profile (member_profiles, one row per user, created with the profile): bio (at most 500
--   characters), experience, trading style, time zone (a name PostgreSQL knows), up to 5 https links,
--   the avatar (a path in the avatars bucket under the member's own folder) and two choices: whether
--   others see the member's course progress and certificate. Every signed-in member reads every
--   profile; a member changes only their own, and only those columns. The display name stays on
--   profiles (changed there, as before).
-- * The directory (member_directory, security invoker) shows each member's public face: name,
--   initials, premium and staff flags, online (a heartbeat in the last 90 seconds), last active, and
--   progress and certificate only where the member chose to show them (or to themselves and admins).
--   find_members searches it by name with filters (premium, online, staff, readers of a channel)
--   and sorts by recent activity, progress or name. Suspended members are left out (admins see them).
-- * Direct messages: a conversation has exactly two members (member_a < member_b, one per pair).
--   Only its two members read it and its messages (row-level security, which Realtime applies to
--   postgres_changes). Who may start one (start_conversation): a premium member or staff (an admin)
--   with any member; a free member only with staff. Either member of an existing conversation may
--   write in it (so a free member answers a premium member who wrote first), unless one of them has
--   blocked the other or the writer is suspended. At most 30 messages a minute and 20 new
--   conversations an hour per member. Unread counts come from dm_reads (mark_conversation_read).
-- * A block (member_blocks): the blocker reads and removes their own blocks. While it stands
--   neither member can start or write in a conversation with the other, and the blocked member's
--   @mentions of the blocker are not recorded (so they notify nothing).
-- * A report of a member (member_reports), optionally of one of their direct messages (the database
--   keeps a copy of its text): the reporter reads their own, admins read the open ones
--   (admin_member_reports) and resolve them (admin_resolve_member_report, audited). At most 20 an
--   hour per member.

-- ---------------------------------------------------------------------------------------------
-- profiles
-- ---------------------------------------------------------------------------------------------
create table public.member_profiles (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  bio text not null default '' check (char_length(bio) <= 500),
  experience text check (experience in ('beginner', 'intermediate', 'advanced')),
  trading_style text check (trading_style in ('day', 'swing', 'position', 'scalping', 'long-term', 'options')),
  time_zone text check (char_length(time_zone) <= 64),
  links text[] not null default '{}',
  avatar_path text,
  show_progress boolean not null default true,
  show_certificate boolean not null default true,
  updated_at timestamptz not null default now()
);
comment on table public.member_profiles is 'The public part of each member''s profile. Every signed-in member reads it; a member changes only their own (bio, experience, trading_style, time_zone, links, avatar_path, show_progress, show_certificate). Created by the database with the profile.';
comment on column public.member_profiles.experience is 'beginner, intermediate or advanced; null when not said.';
comment on column public.member_profiles.trading_style is 'day, swing, position, scalping, long-term or options; null when not said.';
comment on column public.member_profiles.time_zone is 'An IANA time zone name (e.g. Europe/Paris); null when not said.';
comment on column public.member_profiles.links is 'Up to 5 https links, each at most 200 characters.';
comment on column public.member_profiles.avatar_path is 'The picture: a path in the avatars bucket under the member''s own folder (<user id>/...).';
comment on column public.member_profiles.show_progress is 'Whether other members see the course progress (modules passed).';
comment on column public.member_profiles.show_certificate is 'Whether other members see the certificate (its code, linking to its verification).';

create function private.prepare_member_profile()
returns trigger
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_link text;
begin
  new.bio := btrim(coalesce(new.bio, ''), E' \t\r\n');
  new.time_zone := nullif(btrim(coalesce(new.time_zone, '')), '');
  if new.time_zone is not null then
    begin
      perform now() at time zone new.time_zone;
    exception when others then
      raise exception 'Unknown time zone: %.', new.time_zone using errcode = '22023';
    end;
  end if;
  new.links := coalesce(new.links, '{}');
  if cardinality(new.links) > 5 then
    raise exception 'At most 5 links.' using errcode = '22023';
  end if;
  foreach v_link in array new.links loop
    if v_link is null or v_link !~ '^https://[^[:space:]]+$' or char_length(v_link) > 200 then
      raise exception 'Links must start with https:// and have at most 200 characters.' using errcode = '22023';
    end if;
  end loop;
  new.avatar_path := nullif(btrim(coalesce(new.avatar_path, '')), '');
  if new.avatar_path is not null and (
    split_part(new.avatar_path, '/', 1) <> new.user_id::text
    or char_length(new.avatar_path) > 200
    or new.avatar_path like '%..%'
  ) then
    raise exception 'The avatar must be a file in your own folder of the avatars bucket.' using errcode = '22023';
  end if;
  new.updated_at := now();
  return new;
end;
$$;
comment on function private.prepare_member_profile() is 'Before a profile write: trims the bio, checks the time zone, the links (at most 5, https) and that the avatar is in the member''s own folder.';
revoke execute on function private.prepare_member_profile() from public;

create trigger prepare_member_profile
  before insert or update on public.member_profiles
  for each row execute function private.prepare_member_profile();

create function private.create_member_profile()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.member_profiles (user_id) values (new.id) on conflict do nothing;
  return null;
end;
$$;
comment on function private.create_member_profile() is 'Creates the public profile row with each profile.';
revoke execute on function private.create_member_profile() from public;

create trigger create_member_profile
  after insert on public.profiles
  for each row execute function private.create_member_profile();

insert into public.member_profiles (user_id) select p.id from public.profiles p on conflict do nothing;

-- ---------------------------------------------------------------------------------------------
-- blocks
-- ---------------------------------------------------------------------------------------------
create table public.member_blocks (
  blocker_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  blocked_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (blocker_id, blocked_id),
  constraint member_blocks_not_self check (blocker_id <> blocked_id)
);
comment on table public.member_blocks is 'Members a member blocked: while it stands neither can start or write a direct message to the other, and the blocked member''s mentions of the blocker are not recorded. The blocker alone reads, adds and removes it.';
create index member_blocks_blocked_id_idx on public.member_blocks (blocked_id);

create function private.blocked_between(a uuid, b uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.member_blocks k
    where (k.blocker_id = blocked_between.a and k.blocked_id = blocked_between.b)
       or (k.blocker_id = blocked_between.b and k.blocked_id = blocked_between.a)
  );
$$;
comment on function private.blocked_between(uuid, uuid) is 'Whether either member has blocked the other.';

-- The blocked member's mentions of the blocker are dropped before they are recorded (and so before
-- the notification trigger on message_mentions sees them).
create function private.skip_blocked_mention()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.member_blocks k where k.blocker_id = new.user_id and k.blocked_id = new.author_id) then
    return null;
  end if;
  return new;
end;
$$;
comment on function private.skip_blocked_mention() is 'Drops a mention of a member by someone they blocked.';
revoke execute on function private.skip_blocked_mention() from public;

create trigger skip_blocked_mention
  before insert on public.message_mentions
  for each row execute function private.skip_blocked_mention();

-- ---------------------------------------------------------------------------------------------
-- the directory
-- ---------------------------------------------------------------------------------------------
create function private.member_facts(member_id uuid)
returns table (is_staff boolean, is_suspended boolean, online boolean, last_active_at timestamptz, modules_passed integer, certificate_code text)
language sql
stable
security definer
set search_path = ''
as $$
  with shown as (
    select mp.show_progress, mp.show_certificate,
      member_facts.member_id = (select auth.uid()) or private.is_admin() as own_or_admin
    from public.member_profiles mp where mp.user_id = member_facts.member_id
  )
  select
    exists (select 1 from public.admins a where a.user_id = member_facts.member_id),
    exists (select 1 from public.member_suspensions s where s.user_id = member_facts.member_id),
    coalesce((select h.seen_at > now() - interval '90 seconds' from public.member_heartbeats h where h.user_id = member_facts.member_id), false),
    coalesce((select h.seen_at from public.member_heartbeats h where h.user_id = member_facts.member_id),
      (select p.created_at from public.profiles p where p.id = member_facts.member_id)),
    case when s.show_progress or s.own_or_admin then
      (select p.current_module - 1 from public.profiles p where p.id = member_facts.member_id) end,
    case when s.show_certificate or s.own_or_admin then
      (select c.code from public.certificates c where c.user_id = member_facts.member_id and c.revoked_at is null) end
  from shown s;
$$;
comment on function private.member_facts(uuid) is 'What the directory shows of a member besides their card: staff, suspended, online (heartbeat within 90 s), last active, and progress and certificate code only where the member shows them (or to themselves and admins).';

create view public.member_directory
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
  mp.show_certificate
from public.member_profiles mp
cross join lateral private.author_card(mp.user_id) card
cross join lateral private.member_facts(mp.user_id) f
where not f.is_suspended or (select private.is_admin());
comment on view public.member_directory is 'Every member''s public profile for signed-in members: card, staff, online, last active, progress and certificate as the member chose, bio, experience, style, time zone, links, avatar. Suspended members only for admins.';

create function public.find_members(
  query text default null,
  channel text default null,
  premium boolean default null,
  online boolean default null,
  staff boolean default null,
  sort text default 'active',
  max_rows integer default 50
)
returns setof public.member_directory
language plpgsql
stable
set search_path = ''
as $$
declare
  v_query text := nullif(btrim(coalesce(find_members.query, '')), '');
begin
  if find_members.sort not in ('active', 'progress', 'name') then
    raise exception 'sort must be active, progress or name.' using errcode = '22023';
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
      and (find_members.channel is null or private.member_can_read_channel(d.user_id, find_members.channel))
    order by
      case when find_members.sort = 'active' then d.last_active_at end desc nulls last,
      case when find_members.sort = 'progress' then d.modules_passed end desc nulls last,
      lower(d.display_name), d.user_id
    limit least(greatest(coalesce(find_members.max_rows, 50), 1), 100);
end;
$$;
comment on function public.find_members(text, text, boolean, boolean, boolean, text, integer) is
  'Signed-in members: the directory searched by name (query), filtered (premium, online, staff, readers of a channel the caller reads) and sorted by active (most recent first), progress or name; at most 100 rows. Security invoker: member_directory''s rules apply.';

-- ---------------------------------------------------------------------------------------------
-- direct messages
-- ---------------------------------------------------------------------------------------------
create table public.dm_conversations (
  id uuid primary key default gen_random_uuid(),
  member_a uuid not null references auth.users (id) on delete cascade,
  member_b uuid not null references auth.users (id) on delete cascade,
  started_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  last_message_at timestamptz,
  constraint dm_conversations_two_members check (member_a < member_b),
  constraint dm_conversations_one_per_pair unique (member_a, member_b)
);
comment on table public.dm_conversations is 'A direct conversation between exactly two members (member_a < member_b, one per pair). Read only by its two members; created only by start_conversation.';
create index dm_conversations_member_b_idx on public.dm_conversations (member_b);

create table public.dm_messages (
  id bigint generated always as identity primary key,
  conversation_id uuid not null references public.dm_conversations (id) on delete cascade,
  sender_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  body text not null check (char_length(body) between 1 and 2000),
  created_at timestamptz not null default now()
);
comment on table public.dm_messages is 'Direct messages. Read and written only by the two members of the conversation (a member writes as themselves, not while blocked either way or suspended; at most 30 a minute).';
create index dm_messages_conversation_created_idx on public.dm_messages (conversation_id, created_at desc);
create index dm_messages_sender_created_idx on public.dm_messages (sender_id, created_at desc);

create table public.dm_reads (
  conversation_id uuid not null references public.dm_conversations (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  last_read_at timestamptz not null default now(),
  primary key (conversation_id, user_id)
);
comment on table public.dm_reads is 'When each member last read each of their conversations (mark_conversation_read); unread counts start there.';

create function private.is_dm_member(conversation_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.dm_conversations c
    where c.id = is_dm_member.conversation_id and (select auth.uid()) in (c.member_a, c.member_b)
  );
$$;
comment on function private.is_dm_member(uuid) is 'Whether the caller is one of the two members of the conversation.';

create function private.can_write_dm(conversation_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.dm_conversations c
    where c.id = can_write_dm.conversation_id
      and (select auth.uid()) in (c.member_a, c.member_b)
      and not private.blocked_between(c.member_a, c.member_b)
      and not exists (select 1 from public.member_suspensions s where s.user_id = (select auth.uid()))
  );
$$;
comment on function private.can_write_dm(uuid) is 'Whether the caller may write in the conversation: one of its members, neither has blocked the other, not suspended.';

create function private.may_start_conversation(caller uuid, other uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when may_start_conversation.caller is null then 'Sign in to send a message.'
    when may_start_conversation.caller = may_start_conversation.other then 'You cannot message yourself.'
    when not exists (select 1 from public.profiles p where p.id = may_start_conversation.other) then 'There is no such member.'
    when exists (select 1 from public.member_suspensions s where s.user_id in (may_start_conversation.caller, may_start_conversation.other))
      then 'This conversation is not possible while a member is suspended.'
    when private.blocked_between(may_start_conversation.caller, may_start_conversation.other) then 'You cannot message this member.'
    when exists (select 1 from public.admins a where a.user_id in (may_start_conversation.caller, may_start_conversation.other)) then null
    when private.premium_source(may_start_conversation.caller) is not null then null
    else 'Direct messages are for premium members; free members can write to staff.'
  end;
$$;
comment on function private.may_start_conversation(uuid, uuid) is 'Null when caller may start a conversation with other, else why not: premium members and staff with anyone, free members with staff; never with oneself, across a block, or with or by a suspended member.';

create function public.start_conversation(member_id uuid)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_me uuid := (select auth.uid());
  v_a uuid := least(v_me, start_conversation.member_id);
  v_b uuid := greatest(v_me, start_conversation.member_id);
  v_id uuid;
  v_why text;
begin
  if v_me is null then
    raise exception 'Sign in to send a message.' using errcode = '42501';
  end if;
  if start_conversation.member_id is null then
    raise exception 'member_id is required.' using errcode = '22023';
  end if;
  if private.blocked_between(v_me, start_conversation.member_id) then
    raise exception 'You cannot message this member.' using errcode = '42501';
  end if;
  select c.id into v_id from public.dm_conversations c where c.member_a = v_a and c.member_b = v_b;
  if v_id is not null then
    return v_id;
  end if;
  v_why := private.may_start_conversation(v_me, start_conversation.member_id);
  if v_why is not null then
    raise exception '%', v_why using errcode = '42501';
  end if;
  if (select count(*) from public.dm_conversations c
      where c.started_by = v_me and c.created_at > now() - interval '1 hour') >= 20 then
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'conversation_rate_limited',
        'message', 'You have started 20 conversations in the last hour. Wait a while and try again.',
        'details', null, 'hint', null)::text,
      detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', '3600'))::text;
  end if;
  insert into public.dm_conversations (member_a, member_b, started_by)
    values (v_a, v_b, v_me)
    on conflict (member_a, member_b) do nothing
    returning id into v_id;
  if v_id is null then
    select c.id into v_id from public.dm_conversations c where c.member_a = v_a and c.member_b = v_b;
  end if;
  return v_id;
end;
$$;
comment on function public.start_conversation(uuid) is
  'Opens the caller''s conversation with a member (never across a block): the existing one, or a new one when allowed (premium members and staff with anyone, free members with staff; not across a block or a suspension; 20 new an hour). Returns its id.';

create function private.prepare_dm_message()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  new.body := btrim(new.body, E' \t\r\n');
  new.created_at := now();
  if (select auth.role()) = 'authenticated'
    and (select count(*) from public.dm_messages m
         where m.sender_id = new.sender_id and m.created_at > now() - interval '1 minute') >= 30 then
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'dm_rate_limited',
        'message', 'You have sent 30 direct messages in the last minute. Wait a moment and try again.',
        'details', null, 'hint', null)::text,
      detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', '60'))::text;
  end if;
  return new;
end;
$$;
comment on function private.prepare_dm_message() is 'Before a direct message: trims the body, stamps the time, at most 30 a minute per sender.';
revoke execute on function private.prepare_dm_message() from public;

create trigger prepare_dm_message
  before insert on public.dm_messages
  for each row execute function private.prepare_dm_message();

create function private.touch_dm_conversation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.dm_conversations c set last_message_at = new.created_at where c.id = new.conversation_id;
  insert into public.dm_reads (conversation_id, user_id, last_read_at)
    values (new.conversation_id, new.sender_id, new.created_at)
    on conflict (conversation_id, user_id) do update set last_read_at = excluded.last_read_at;
  return null;
end;
$$;
comment on function private.touch_dm_conversation() is 'After a direct message: the conversation''s last message time; the sender has read up to it.';
revoke execute on function private.touch_dm_conversation() from public;

create trigger touch_dm_conversation
  after insert on public.dm_messages
  for each row execute function private.touch_dm_conversation();

create function public.mark_conversation_read(conversation_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not private.is_dm_member(mark_conversation_read.conversation_id) then
    raise exception 'There is no such conversation.' using errcode = '42501';
  end if;
  insert into public.dm_reads (conversation_id, user_id, last_read_at)
    values (mark_conversation_read.conversation_id, (select auth.uid()), now())
    on conflict on constraint dm_reads_pkey do update set last_read_at = excluded.last_read_at;
end;
$$;
comment on function public.mark_conversation_read(uuid) is 'The caller has read their conversation up to now (members of the conversation only).';

create view public.my_conversations
with (security_invoker = true)
as
select
  c.id,
  o.other_id,
  card.display_name as other_name,
  card.initials as other_initials,
  card.is_premium as other_is_premium,
  (select mp.avatar_path from public.member_profiles mp where mp.user_id = o.other_id) as other_avatar_path,
  c.created_at,
  c.last_message_at,
  (select m.body from public.dm_messages m where m.conversation_id = c.id order by m.created_at desc, m.id desc limit 1) as last_body,
  (select count(*) from public.dm_messages m
    where m.conversation_id = c.id and m.sender_id = o.other_id
      and m.created_at > coalesce((select r.last_read_at from public.dm_reads r
        where r.conversation_id = c.id and r.user_id = (select auth.uid())), '-infinity'::timestamptz)) as unread_count,
  exists (select 1 from public.member_blocks k where k.blocker_id = (select auth.uid()) and k.blocked_id = o.other_id) as blocked_by_me,
  private.can_write_dm(c.id) as can_write
from public.dm_conversations c
cross join lateral (select case when c.member_a = (select auth.uid()) then c.member_b else c.member_a end as other_id) o
cross join lateral private.author_card(o.other_id) card
where (select auth.uid()) in (c.member_a, c.member_b);
comment on view public.my_conversations is 'The caller''s conversations: the other member''s card and avatar, last message, unread count (their messages since the caller last read), whether the caller blocked them and whether the caller can write.';

-- ---------------------------------------------------------------------------------------------
-- reports of members
-- ---------------------------------------------------------------------------------------------
create table public.member_reports (
  id bigint generated always as identity primary key,
  reporter_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  member_id uuid not null references auth.users (id) on delete cascade,
  dm_message_id bigint references public.dm_messages (id) on delete set null,
  message_body text not null default '',
  reason text not null check (reason in ('spam', 'harassment', 'scam', 'other')),
  note text check (note is null or char_length(note) <= 500),
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  resolved_by uuid references auth.users (id) on delete set null,
  resolution text check (resolution in ('dismissed', 'actioned')),
  constraint member_reports_resolved check ((resolved_at is null) = (resolution is null))
);
comment on table public.member_reports is 'Members'' reports of a member (optionally of one of their direct messages, whose text the database copies). A member inserts (member_id, dm_message_id, reason, note) and reads their own; admins read all and resolve them with admin_resolve_member_report.';
create index member_reports_open_idx on public.member_reports (created_at) where resolved_at is null;
create index member_reports_reporter_created_idx on public.member_reports (reporter_id, created_at desc);

create function private.prepare_member_report()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_message record;
begin
  new.note := nullif(btrim(coalesce(new.note, ''), E' \t\r\n'), '');
  if new.dm_message_id is not null then
    select m.id, m.sender_id, m.body, m.conversation_id into v_message
      from public.dm_messages m where m.id = new.dm_message_id;
    if v_message.id is null or not exists (
      select 1 from public.dm_conversations c
      where c.id = v_message.conversation_id and new.reporter_id in (c.member_a, c.member_b)) then
      raise exception 'The message you are reporting does not exist.' using errcode = '23503';
    end if;
    new.member_id := v_message.sender_id;
    new.message_body := v_message.body;
  else
    new.message_body := '';
  end if;
  if new.member_id = new.reporter_id then
    raise exception 'You cannot report yourself.' using errcode = '22023';
  end if;
  if not exists (select 1 from public.profiles p where p.id = new.member_id) then
    raise exception 'There is no such member.' using errcode = '23503';
  end if;
  if (select auth.role()) = 'authenticated'
    and (select count(*) from public.member_reports r
         where r.reporter_id = new.reporter_id and r.created_at > now() - interval '1 hour') >= 20 then
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'reporting_rate_limited',
        'message', 'You have sent 20 reports in the last hour. Wait a while and try again.',
        'details', null, 'hint', null)::text,
      detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', '3600'))::text;
  end if;
  new.created_at := now();
  new.resolved_at := null;
  new.resolved_by := null;
  new.resolution := null;
  return new;
end;
$$;
comment on function private.prepare_member_report() is 'Before a report of a member: a reported direct message must be in one of the reporter''s conversations (its sender becomes the reported member, its text is copied); never oneself; at most 20 an hour.';
revoke execute on function private.prepare_member_report() from public;

create trigger prepare_member_report
  before insert on public.member_reports
  for each row execute function private.prepare_member_report();

create trigger audit_admin_write after update or delete on public.member_reports
  for each row execute function private.audit_admin_write('id', 'member_id');

create function public.admin_member_reports()
returns table (
  id bigint,
  member_id uuid,
  member_name text,
  member_email text,
  reporter_id uuid,
  reporter_name text,
  dm_message_id bigint,
  message_body text,
  reason text,
  note text,
  created_at timestamptz,
  member_suspended boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.assert_admin();
  return query
    select r.id, r.member_id,
      (select a.display_name from private.author_card(r.member_id) a),
      (select p.email from public.profiles p where p.id = r.member_id),
      r.reporter_id,
      (select a.display_name from private.author_card(r.reporter_id) a),
      r.dm_message_id, r.message_body, r.reason, r.note, r.created_at,
      exists (select 1 from public.member_suspensions s where s.user_id = r.member_id)
    from public.member_reports r
    where r.resolved_at is null
    order by r.created_at desc, r.id desc;
end;
$$;
comment on function public.admin_member_reports() is 'Admins: open reports of members (and of their direct messages, with the text as reported), most recent first.';

create function public.admin_resolve_member_report(report_id bigint, resolution text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.assert_admin();
  if admin_resolve_member_report.resolution is null or admin_resolve_member_report.resolution not in ('dismissed', 'actioned') then
    raise exception 'resolution must be dismissed or actioned.' using errcode = '22023';
  end if;
  perform set_config('tradecraft.audit_action', 'resolve_member_report', true);
  update public.member_reports r
    set resolved_at = now(), resolved_by = (select auth.uid()), resolution = admin_resolve_member_report.resolution
    where r.id = admin_resolve_member_report.report_id and r.resolved_at is null;
  if not found then
    raise exception 'There is no such open report.' using errcode = 'P0002';
  end if;
end;
$$;
comment on function public.admin_resolve_member_report(bigint, text) is 'Admins: closes an open report of a member as dismissed or actioned (audited).';

-- ---------------------------------------------------------------------------------------------
-- grants and row-level security
-- ---------------------------------------------------------------------------------------------
revoke execute on function private.blocked_between(uuid, uuid), private.member_facts(uuid),
  private.is_dm_member(uuid), private.can_write_dm(uuid), private.may_start_conversation(uuid, uuid)
  from public, anon, authenticated;
grant execute on function private.blocked_between(uuid, uuid), private.may_start_conversation(uuid, uuid) to service_role;
-- member_directory and find_members (security invoker), policies and my_conversations
grant execute on function private.member_facts(uuid), private.is_dm_member(uuid), private.can_write_dm(uuid),
  private.member_can_read_channel(uuid, text)
  to authenticated, service_role;

revoke execute on function public.find_members(text, text, boolean, boolean, boolean, text, integer),
  public.start_conversation(uuid), public.mark_conversation_read(uuid),
  public.admin_member_reports(), public.admin_resolve_member_report(bigint, text)
  from public, anon;
grant execute on function public.find_members(text, text, boolean, boolean, boolean, text, integer),
  public.start_conversation(uuid), public.mark_conversation_read(uuid),
  public.admin_member_reports(), public.admin_resolve_member_report(bigint, text)
  to authenticated, service_role;

revoke all on table public.member_profiles, public.member_blocks, public.dm_conversations, public.dm_messages,
  public.dm_reads, public.member_reports, public.member_directory, public.my_conversations
  from anon, authenticated;
grant select on table public.member_profiles, public.member_directory, public.my_conversations to authenticated;
grant update (bio, experience, trading_style, time_zone, links, avatar_path, show_progress, show_certificate)
  on table public.member_profiles to authenticated;
grant select, delete on table public.member_blocks to authenticated;
grant insert (blocked_id) on table public.member_blocks to authenticated;
grant select on table public.dm_conversations, public.dm_reads to authenticated;
grant select on table public.dm_messages to authenticated;
grant insert (conversation_id, body) on table public.dm_messages to authenticated;
grant select on table public.member_reports to authenticated;
grant insert (member_id, dm_message_id, reason, note) on table public.member_reports to authenticated;

alter table public.member_profiles enable row level security;
alter table public.member_blocks enable row level security;
alter table public.dm_conversations enable row level security;
alter table public.dm_messages enable row level security;
alter table public.dm_reads enable row level security;
alter table public.member_reports enable row level security;

create policy "Signed-in members read profiles"
  on public.member_profiles for select to authenticated
  using (true);
create policy "Members change their own profile"
  on public.member_profiles for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Members read their own blocks"
  on public.member_blocks for select to authenticated
  using (blocker_id = (select auth.uid()));
create policy "Members block as themselves"
  on public.member_blocks for insert to authenticated
  with check (blocker_id = (select auth.uid()));
create policy "Members lift their own blocks"
  on public.member_blocks for delete to authenticated
  using (blocker_id = (select auth.uid()));

create policy "The two members read their conversation"
  on public.dm_conversations for select to authenticated
  using ((select auth.uid()) in (member_a, member_b));

create policy "The two members read their messages"
  on public.dm_messages for select to authenticated
  using (private.is_dm_member(conversation_id));
create policy "Members write in their conversations as themselves"
  on public.dm_messages for insert to authenticated
  with check (sender_id = (select auth.uid()) and private.can_write_dm(conversation_id));

create policy "Members read their own read marks"
  on public.dm_reads for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Members read their own reports of members and admins all"
  on public.member_reports for select to authenticated
  using (reporter_id = (select auth.uid()) or (select private.is_admin()));
create policy "Members report as themselves"
  on public.member_reports for insert to authenticated
  with check (reporter_id = (select auth.uid()));

alter publication supabase_realtime add table public.dm_messages;
