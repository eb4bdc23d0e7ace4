-- The community: 12 channels in four groups and their chat messages. Who may read and post is decided
-- here, by the channel's access level and the caller's plan: free channels are open to every signed-in
-- user, freemium channels are readable by everyone signed in but only premium members post there, and
-- premium channels are for premium members (and admins) only. Alerts and bot messages come only from
-- admins or the service role. Messages are in the supabase_realtime publication.

-- ---------------------------------------------------------------------------------------------
-- tables
-- ---------------------------------------------------------------------------------------------
create table public.channels (
  id text primary key check (id ~ '^[a-z0-9-]+$'),
  group_name text not null check (group_name in ('BASICS', 'MARKET DISCUSSION', 'LIVE UPDATES', 'PREMIUM')),
  name text not null,
  description text not null default '',
  type text not null check (type in ('tutorials', 'chat', 'watchlist', 'charts', 'calendar')),
  access text not null check (access in ('free', 'freemium', 'premium')),
  icon text not null default '#',
  position integer not null unique check (position > 0),
  level text check (level in ('BEGINNER', 'INTERMEDIATE', 'ADVANCED'))
);
comment on table public.channels is 'Community channels shown in the dashboard sidebar. Everyone can list them; access decides who reads and posts.';
comment on column public.channels.group_name is 'Sidebar group: BASICS, MARKET DISCUSSION, LIVE UPDATES or PREMIUM.';
comment on column public.channels.type is 'What the content area shows: tutorials, chat, watchlist, charts or calendar.';
comment on column public.channels.access is 'free: any signed-in user reads and posts. freemium: any signed-in user reads, premium posts. premium: premium reads and posts.';
comment on column public.channels.level is 'For tutorial channels: the course level whose modules the channel lists.';

create table public.messages (
  id bigint generated always as identity primary key,
  channel_id text not null references public.channels (id) on delete cascade,
  author_id uuid default auth.uid() references auth.users (id) on delete cascade,
  body text not null check (char_length(body) between 1 and 2000),
  kind text not null default 'chat' check (kind in ('chat', 'alert', 'bot')),
  created_at timestamptz not null default now(),
  edited_at timestamptz
);
comment on table public.messages is 'Chat messages. Read through channel_messages for author names. Posting follows the channel''s access level.';
comment on column public.messages.author_id is 'The poster; null only for messages of the Tradecraft bot.';
comment on column public.messages.body is 'Trimmed text, 1 to 2000 characters.';
comment on column public.messages.kind is 'chat (anyone allowed to post), alert or bot (admins and the service role only).';
comment on column public.messages.edited_at is 'Set when the author edits the body.';
create index messages_channel_id_created_at_idx on public.messages (channel_id, created_at desc, id desc);
create index messages_author_id_idx on public.messages (author_id);

-- ---------------------------------------------------------------------------------------------
-- helper predicates
-- ---------------------------------------------------------------------------------------------
create function private.readable_channel_ids()
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(c.id), '{}')
  from public.channels c
  where (select auth.uid()) is not null
    and (c.access <> 'premium' or (select private.is_premium()) or (select private.is_admin()));
$$;
comment on function private.readable_channel_ids() is 'Ids of the channels the caller may read: free and freemium when signed in, premium too for premium members and admins.';

create function private.can_read_channel(channel_id text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select can_read_channel.channel_id = any (private.readable_channel_ids());
$$;
comment on function private.can_read_channel(text) is 'Whether the caller may read the channel.';

create function private.can_post_channel(channel_id text, kind text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select auth.uid()) is not null
    and (can_post_channel.kind = 'chat' or (select private.is_admin()))
    and exists (
      select 1 from public.channels c
      where c.id = can_post_channel.channel_id
        and (c.access = 'free' or (select private.is_premium()) or (select private.is_admin()))
    );
$$;
comment on function private.can_post_channel(text, text) is 'Whether the caller may post a message of this kind: chat in free channels for everyone signed in, in freemium and premium channels for premium members; alerts and bot messages for admins only.';

create function private.author_card(author_id uuid)
returns table (display_name text, initials text, is_premium boolean)
language sql
stable
security definer
set search_path = ''
as $$
  with named as (
    select coalesce(
      case when author_card.author_id is null then 'Tradecraft Bot' end,
      nullif((select p.display_name from public.profiles p where p.id = author_card.author_id), ''),
      'Member'
    ) as display_name
  ), words as (
    select n.display_name, regexp_split_to_array(btrim(n.display_name), '\s+') as parts from named n
  )
  select
    w.display_name,
    upper(left(w.parts[1], 1) || coalesce(left(w.parts[2], 1), '')),
    exists (select 1 from public.subscriptions s where s.user_id = author_card.author_id and s.type = 'premium')
  from words w;
$$;
comment on function private.author_card(uuid) is 'Public face of a message author: display name, initials, premium flag. Never the email.';

create function private.count_channel_members(access text)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when count_channel_members.access = 'premium' then (
      select count(*) from public.profiles p
      where exists (select 1 from public.subscriptions s where s.user_id = p.id and s.type = 'premium')
         or exists (select 1 from public.admins a where a.user_id = p.id)
    )
    else (select count(*) from public.profiles)
  end;
$$;
comment on function private.count_channel_members(text) is 'How many users can read a channel of this access level.';

revoke execute on function private.readable_channel_ids(), private.can_read_channel(text),
  private.can_post_channel(text, text), private.author_card(uuid), private.count_channel_members(text)
  from public;
grant execute on function private.readable_channel_ids(), private.can_read_channel(text),
  private.can_post_channel(text, text), private.author_card(uuid), private.count_channel_members(text)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- triggers
-- ---------------------------------------------------------------------------------------------
create function private.prepare_message()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.body := btrim(new.body, E' \t\r\n');
  if tg_op = 'UPDATE' and new.body is distinct from old.body then
    new.edited_at := now();
  end if;
  return new;
end;
$$;
comment on function private.prepare_message() is 'Trims the body before the length check and stamps edits.';
revoke execute on function private.prepare_message() from public;

create trigger prepare_message
  before insert or update on public.messages
  for each row execute function private.prepare_message();

-- ---------------------------------------------------------------------------------------------
-- views
-- ---------------------------------------------------------------------------------------------
create view public.channel_overview
with (security_invoker = true) as
select
  c.id,
  c.group_name,
  c.name,
  c.description,
  c.type,
  c.access,
  c.icon,
  c.position,
  c.level,
  private.count_channel_members(c.access) as member_count,
  private.can_read_channel(c.id) as can_read,
  private.can_post_channel(c.id, 'chat') as can_post
from public.channels c;
comment on view public.channel_overview is 'Channels with their real member count and whether the caller may read and post there.';

create view public.channel_messages
with (security_invoker = true) as
select
  m.id,
  m.channel_id,
  m.author_id,
  m.body,
  m.kind,
  m.created_at,
  m.edited_at,
  a.display_name as author_name,
  a.initials as author_initials,
  a.is_premium as author_is_premium
from public.messages m
cross join lateral private.author_card(m.author_id) a;
comment on view public.channel_messages is 'Messages the caller may read, with author name, initials and premium flag.';

-- ---------------------------------------------------------------------------------------------
-- grants
-- ---------------------------------------------------------------------------------------------
revoke all on table public.channels, public.messages, public.channel_overview, public.channel_messages
  from anon, authenticated;
grant select on table public.channels, public.channel_overview to anon, authenticated;
grant insert, update, delete on table public.channels to authenticated;
grant select, delete on table public.messages to authenticated;
grant insert (channel_id, author_id, body, kind) on table public.messages to authenticated;
grant update (body) on table public.messages to authenticated;
grant select on table public.channel_messages to authenticated;

-- ---------------------------------------------------------------------------------------------
-- row-level security
-- ---------------------------------------------------------------------------------------------
alter table public.channels enable row level security;
alter table public.messages enable row level security;

create policy "Everyone can list the channels"
  on public.channels for select to anon, authenticated
  using (true);
create policy "Admins can add channels"
  on public.channels for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins can edit channels"
  on public.channels for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "Admins can delete channels"
  on public.channels for delete to authenticated
  using ((select private.is_admin()));

create policy "Members can read messages in channels open to them"
  on public.messages for select to authenticated
  using (channel_id = any ((select private.readable_channel_ids())::text[]));

create policy "Members can post as themselves where their plan allows"
  on public.messages for insert to authenticated
  with check (
    author_id = (select auth.uid())
    and private.can_post_channel(channel_id, kind)
  );

create policy "Authors can edit their own messages"
  on public.messages for update to authenticated
  using (author_id = (select auth.uid()))
  with check (author_id = (select auth.uid()) and channel_id = any ((select private.readable_channel_ids())::text[]));

create policy "Authors can delete their own messages and admins any"
  on public.messages for delete to authenticated
  using (author_id = (select auth.uid()) or (select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- realtime
-- ---------------------------------------------------------------------------------------------
alter publication supabase_realtime add table public.messages;
