-- Notifications: the notification centre (replies to me, mentions, market alerts, breaking news, a
-- session starting soon). Every row is written by the database:
-- - a reply notifies the author of the message replied to (never the replier; not when the reply
--   also mentions them: the mention says it);
-- - a mention notifies each member recorded in message_mentions (who can read the channel; never
--   the author);
-- - a market alert notifies every member who can read its channel (breaking-news alerts as
--   breaking_news); an alert in a premium channel reaches premium members and admins only;
-- - private.notify_sessions_starting() notifies every member who can read a session's channel once,
--   when it starts within the hour (called from the read path: public.check_session_reminders()).
-- Fan-out is one INSERT ... SELECT per event. A member reads only their own rows, and premium_only
-- rows only while premium (the same rule decides the Realtime channel: notifications is in the
-- supabase_realtime publication). Clients never insert; they mark read only through
-- mark_notifications_read(). Who is premium is decided in one place: private.member_is_premium().

-- ---------------------------------------------------------------------------------------------
-- the premium rule, for any member
-- ---------------------------------------------------------------------------------------------
create function private.member_is_premium(user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.subscriptions s
    where s.user_id = member_is_premium.user_id and s.type = 'premium'
  ) or exists (
    select 1 from public.billing_subscriptions b
    where b.user_id = member_is_premium.user_id
      and (
        b.status in ('active', 'trialing')
        or (b.status = 'past_due' and now() < coalesce(b.current_period_start, b.current_period_end) + private.billing_grace_period())
      )
  );
$$;
comment on function private.member_is_premium(uuid) is 'The premium rule: a Stripe subscription that is active, trialing or past_due within the grace period, or a complimentary premium plan granted by an admin.';
revoke execute on function private.member_is_premium(uuid) from public;
grant execute on function private.member_is_premium(uuid) to service_role;

create or replace function private.is_premium()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.member_is_premium((select auth.uid()));
$$;
comment on function private.is_premium() is 'True when the caller is premium (private.member_is_premium).';

create or replace function private.member_can_read_channel(user_id uuid, channel_id text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.channels c
    where c.id = member_can_read_channel.channel_id
      and (
        c.access <> 'premium'
        or exists (select 1 from public.admins a where a.user_id = member_can_read_channel.user_id)
        or private.member_is_premium(member_can_read_channel.user_id)
      )
  );
$$;
comment on function private.member_can_read_channel(uuid, text) is 'Whether a given member (not the caller) may read a channel: for mentions and notifications.';

-- ---------------------------------------------------------------------------------------------
-- the table
-- ---------------------------------------------------------------------------------------------
create table public.notifications (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('reply', 'mention', 'market_alert', 'breaking_news', 'session_soon')),
  title text not null check (char_length(title) between 1 and 300),
  body text not null default '' check (char_length(body) <= 300),
  link text not null check (link like '/%'),
  channel_id text references public.channels (id) on delete cascade,
  message_id bigint references public.messages (id) on delete cascade,
  alert_id bigint references public.market_alerts (id) on delete cascade,
  session_id bigint references public.live_sessions (id) on delete cascade,
  premium_only boolean not null default false,
  created_at timestamptz not null default now(),
  read_at timestamptz
);
comment on table public.notifications is 'A member''s notification centre. Written only by the database (triggers and notify_sessions_starting); a member reads their own, premium_only ones only while premium, and marks them read with mark_notifications_read().';
comment on column public.notifications.kind is 'reply, mention, market_alert, breaking_news or session_soon.';
comment on column public.notifications.link is 'Where the notification leads in the app (a path such as /dashboard/general?message=12).';
comment on column public.notifications.premium_only is 'From a premium channel: shown only while the member is premium (or an admin).';
comment on column public.notifications.read_at is 'When the member marked it read; null while unread.';
create index notifications_user_id_created_at_idx on public.notifications (user_id, created_at desc, id desc);
create index notifications_unread_idx on public.notifications (user_id) where read_at is null;
create index notifications_message_id_idx on public.notifications (message_id) where message_id is not null;
create index notifications_alert_id_idx on public.notifications (alert_id) where alert_id is not null;
create index notifications_channel_id_idx on public.notifications (channel_id) where channel_id is not null;
create unique index notifications_session_once_idx on public.notifications (session_id, user_id) where kind = 'session_soon';

revoke all on table public.notifications from anon, authenticated;
grant select on table public.notifications to authenticated;
alter table public.notifications enable row level security;

create policy "Members read their own notifications"
  on public.notifications for select to authenticated
  using (
    user_id = (select auth.uid())
    and (not premium_only or (select private.is_premium()) or (select private.is_admin()))
  );

-- ---------------------------------------------------------------------------------------------
-- helpers
-- ---------------------------------------------------------------------------------------------
create function private.notification_text(body text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_out text := coalesce(body, '');
  v_id text;
begin
  for v_id in select distinct x[1] from regexp_matches(v_out, '<@([0-9a-fA-F-]{36})>', 'g') as x loop
    v_out := replace(v_out, '<@' || v_id || '>',
      '@' || coalesce((select nullif(p.display_name, '') from public.profiles p where p.id::text = lower(v_id)), 'member'));
  end loop;
  v_out := regexp_replace(v_out, '\s+', ' ', 'g');
  if char_length(v_out) > 140 then
    v_out := left(v_out, 139) || '…';
  end if;
  return v_out;
end;
$$;
comment on function private.notification_text(text) is 'A message body as notification text: <@user-id> tokens as @names, whitespace folded, at most 140 characters.';

create function private.member_name(user_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select nullif(p.display_name, '') from public.profiles p where p.id = member_name.user_id), 'A member');
$$;
comment on function private.member_name(uuid) is 'A member''s display name for notification titles (A member when they have none).';

create function private.message_link(channel_id text, message_id bigint, parent_id bigint)
returns text
language sql
immutable
set search_path = ''
as $$
  select '/dashboard/' || channel_id || '?'
    || case when parent_id is null then 'message=' || message_id
            else 'thread=' || parent_id || '&message=' || message_id end;
$$;
comment on function private.message_link(text, bigint, bigint) is 'The app path of a message (in its thread when it is a reply), as the message search links it.';

revoke execute on function private.notification_text(text), private.member_name(uuid), private.message_link(text, bigint, bigint) from public;

-- ---------------------------------------------------------------------------------------------
-- replies
-- ---------------------------------------------------------------------------------------------
create function private.notify_reply()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.notifications (user_id, kind, title, body, link, channel_id, message_id, premium_only)
  select p.author_id, 'reply',
    private.member_name(n.author_id) || ' replied to your message in #' || c.name,
    private.notification_text(n.body),
    private.message_link(n.channel_id, n.id, n.parent_id),
    n.channel_id, n.id, c.access = 'premium'
  from new_rows n
  join public.messages p on p.id = n.parent_id
  join public.channels c on c.id = n.channel_id
  where n.parent_id is not null and n.deleted_at is null
    and p.author_id is not null and p.author_id is distinct from n.author_id
    and position(('<@' || p.author_id::text || '>') in lower(n.body)) = 0
    and private.member_can_read_channel(p.author_id, n.channel_id);
  return null;
end;
$$;
comment on function private.notify_reply() is 'Notifies the author of the message replied to (not the replier, not when the reply mentions them).';
revoke execute on function private.notify_reply() from public;

create trigger notify_reply
  after insert on public.messages
  referencing new table as new_rows
  for each statement execute function private.notify_reply();

-- ---------------------------------------------------------------------------------------------
-- mentions (message_mentions already holds only members who can read the channel, never the author)
-- ---------------------------------------------------------------------------------------------
create function private.notify_mentions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.notifications (user_id, kind, title, body, link, channel_id, message_id, premium_only)
  select mm.user_id, 'mention',
    private.member_name(m.author_id) || ' mentioned you in #' || c.name,
    private.notification_text(m.body),
    private.message_link(m.channel_id, m.id, m.parent_id),
    m.channel_id, m.id, c.access = 'premium'
  from new_rows mm
  join public.messages m on m.id = mm.message_id
  join public.channels c on c.id = m.channel_id
  where m.deleted_at is null and mm.user_id is distinct from m.author_id;
  return null;
end;
$$;
comment on function private.notify_mentions() is 'Notifies each newly mentioned member (message_mentions rows just inserted).';
revoke execute on function private.notify_mentions() from public;

create trigger notify_mentions
  after insert on public.message_mentions
  referencing new table as new_rows
  for each statement execute function private.notify_mentions();

-- ---------------------------------------------------------------------------------------------
-- market alerts and breaking news
-- ---------------------------------------------------------------------------------------------
create function private.notify_alerts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.notifications (user_id, kind, title, body, link, channel_id, alert_id, premium_only, created_at)
  select pr.id,
    case when a.channel_id = 'breaking-news' then 'breaking_news' else 'market_alert' end,
    left(case when a.symbol is null then a.headline else a.symbol || ': ' || a.headline end, 300),
    private.notification_text(a.detail),
    '/dashboard/' || a.channel_id,
    a.channel_id, a.id, c.access = 'premium', least(a.created_at, now())
  from new_rows a
  join public.channels c on c.id = a.channel_id
  cross join public.profiles pr
  where pr.id is distinct from a.created_by
    and (c.access <> 'premium'
      or exists (select 1 from public.admins ad where ad.user_id = pr.id)
      or private.member_is_premium(pr.id));
  return null;
end;
$$;
comment on function private.notify_alerts() is 'Notifies every member who can read the alert''s channel (premium channels: premium members and admins), except its author.';
revoke execute on function private.notify_alerts() from public;

create trigger notify_alerts
  after insert on public.market_alerts
  referencing new table as new_rows
  for each statement execute function private.notify_alerts();

-- ---------------------------------------------------------------------------------------------
-- sessions starting within the hour
-- ---------------------------------------------------------------------------------------------
create function private.notify_sessions_starting()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  insert into public.notifications (user_id, kind, title, body, link, channel_id, session_id, premium_only)
  select pr.id, 'session_soon',
    left('Starting soon: ' || s.title, 300),
    left(case when s.host_name = '' then '' else 'With ' || s.host_name || ', ' end
      || 'at ' || to_char(s.starts_at at time zone 'UTC', 'HH24:MI') || ' UTC', 300),
    '/dashboard/' || s.channel_id,
    s.channel_id, s.id, c.access = 'premium'
  from public.live_sessions s
  join public.channels c on c.id = s.channel_id
  cross join public.profiles pr
  where s.starts_at > now() and s.starts_at <= now() + interval '1 hour'
    and (c.access <> 'premium'
      or exists (select 1 from public.admins ad where ad.user_id = pr.id)
      or private.member_is_premium(pr.id))
  on conflict (session_id, user_id) where kind = 'session_soon' do nothing;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
comment on function private.notify_sessions_starting() is 'Notifies every member who can read a session''s channel, once, when it starts within the hour. Safe to call as often as wanted; returns how many notifications it wrote.';
revoke execute on function private.notify_sessions_starting() from public;
grant execute on function private.notify_sessions_starting() to service_role;

create function public.check_session_reminders()
returns integer
language sql
security definer
set search_path = ''
as $$
  select case when (select auth.uid()) is null then 0 else private.notify_sessions_starting() end;
$$;
comment on function public.check_session_reminders() is 'Writes the reminders of sessions starting within the hour that are not written yet (for every member: idempotent). The app calls it when it reads notifications, so no scheduler is needed.';
revoke execute on function public.check_session_reminders() from public, anon;
grant execute on function public.check_session_reminders() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- marking read
-- ---------------------------------------------------------------------------------------------
create function public.mark_notifications_read(ids bigint[] default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to mark notifications read.' using errcode = '42501';
  end if;
  update public.notifications n set read_at = now()
  where n.user_id = (select auth.uid()) and n.read_at is null
    and (ids is null or n.id = any (ids));
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
comment on function public.mark_notifications_read(bigint[]) is 'Marks the caller''s notifications read: the given ids (others'' ids are ignored), or all of them when ids is null. Returns how many changed.';
revoke execute on function public.mark_notifications_read(bigint[]) from public, anon;
grant execute on function public.mark_notifications_read(bigint[]) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- realtime
-- ---------------------------------------------------------------------------------------------
alter publication supabase_realtime add table public.notifications;
