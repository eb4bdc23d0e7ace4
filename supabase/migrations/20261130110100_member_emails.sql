-- Mail a member expects besides the auth emails (those are GoTrue's, from supabase/templates): a
-- welcome email at sign-up and a weekly digest, both through the email outbox (private.email_outbox)
-- that a mailer drains with take_outbox_emails — the stack's periodic job locally, a scheduled Edge
-- Function on hosted Supabase (docs/features.md, "Members"). A trigger and a function, no webhook:
-- the same SQL on PGlite, PostgreSQL and Supabase.
--   * Welcome: once per account, when its email is confirmed (at once when confirmations are off),
--     for accounts created in the last day (so a seed's backdated members get none).
--   * Weekly digest (run_weekly_digest, service role): at most one per member per ISO week, to members
--     who kept it on (email_preferences.weekly_digest), are not suspended, joined over 6 days ago and
--     have something in it: signals closed in the last 7 days (for members who read them live:
--     premium, analysts, admins), sessions in the next 7 days in channels they read, replies to them
--     they have not read. private.weekly_digest(member) gathers it; my_weekly_digest() shows one's own.
--   * Unsubscribing takes one click and no sign-in: each digest carries the member's token
--     (private.email_tokens), and unsubscribe_digest(token) — for anyone holding the token — turns
--     the digest off. A member also turns it off and on in their settings (email_preferences).

-- ---------------------------------------------------------------------------------------------
-- the outbox knows what each email is
-- ---------------------------------------------------------------------------------------------
alter table private.email_outbox add column kind text not null default 'session_reminder'
  check (kind in ('session_reminder', 'welcome', 'digest'));
alter table private.email_outbox add column unsubscribe_token uuid;
comment on column private.email_outbox.kind is 'session_reminder, welcome or digest: the mailer''s layout and headers follow it.';
comment on column private.email_outbox.unsubscribe_token is 'For a digest: the token of its one-click unsubscribe link (List-Unsubscribe).';

drop function public.take_outbox_emails(integer);
create function public.take_outbox_emails(max_count integer default 50)
returns table (id bigint, to_email text, subject text, body text, link text, kind text, unsubscribe_token uuid)
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
  returning o.id, o.to_email, o.subject, o.body, o.link, o.kind, o.unsubscribe_token;
$$;
comment on function public.take_outbox_emails(integer) is 'Takes up to max_count waiting emails (at most once each) for a mailer to send, with their kind and (digests) unsubscribe token: the stack''s session job, or a scheduled Edge Function on hosted Supabase.';
revoke execute on function public.take_outbox_emails(integer) from public, anon, authenticated;
grant execute on function public.take_outbox_emails(integer) to service_role;

-- ---------------------------------------------------------------------------------------------
-- welcome
-- ---------------------------------------------------------------------------------------------
create table private.welcome_emails (
  user_id uuid primary key references auth.users (id) on delete cascade,
  queued_at timestamptz not null default now()
);
comment on table private.welcome_emails is 'Who was sent the welcome email: once per account.';

create function private.queue_welcome_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_name text;
begin
  if new.email is null or new.email = '' or new.email_confirmed_at is null
     or new.created_at < now() - interval '1 day' then
    return null;
  end if;
  insert into private.welcome_emails (user_id) values (new.id) on conflict do nothing;
  if not found then
    return null;
  end if;
  v_name := nullif(btrim(coalesce(new.raw_user_meta_data ->> 'display_name', '')), '');
  insert into private.email_outbox (to_email, subject, body, link, kind)
  values (
    new.email,
    'Welcome to Tradecraft',
    'Hello ' || coalesce(left(v_name, 80), 'and welcome') || E',\n\n'
      || E'Your free course is ready: 15 modules, from what a stock is to your own trading plan, with short lessons, quizzes and a certificate at the end. Start with Module 1; it takes about twenty minutes.\n\n'
      || E'Stuck on a chart? Ask in #tutorial-help: members and the team answer, and the best answers earn points.\n\n'
      || E'Trade small, take notes, and see you inside.\n— The Tradecraft team',
    '/dashboard',
    'welcome'
  );
  return null;
end;
$$;
comment on function private.queue_welcome_email() is 'Queues the welcome email once per account when its email is confirmed (at once when confirmations are off); not for accounts created over a day ago.';
revoke execute on function private.queue_welcome_email() from public, anon, authenticated;

create trigger queue_welcome_email
  after insert or update of email_confirmed_at on auth.users
  for each row execute function private.queue_welcome_email();

-- ---------------------------------------------------------------------------------------------
-- preferences and the unsubscribe token
-- ---------------------------------------------------------------------------------------------
create table public.email_preferences (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  weekly_digest boolean not null default true,
  updated_at timestamptz not null default now()
);
comment on table public.email_preferences is 'A member''s email choices (the weekly digest on or off). Created with the profile; a member reads and changes only their own (weekly_digest).';

create table private.email_tokens (
  user_id uuid primary key references auth.users (id) on delete cascade,
  token uuid not null unique default gen_random_uuid()
);
comment on table private.email_tokens is 'Each member''s unsubscribe token (122 random bits), put in the digest''s one-click unsubscribe link.';

create function private.create_email_preferences()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.email_preferences (user_id) values (new.id) on conflict do nothing;
  return null;
end;
$$;
comment on function private.create_email_preferences() is 'Creates the email preferences row with each profile.';
revoke execute on function private.create_email_preferences() from public, anon, authenticated;

create trigger create_email_preferences
  after insert on public.profiles
  for each row execute function private.create_email_preferences();

insert into public.email_preferences (user_id) select p.id from public.profiles p on conflict do nothing;

create trigger set_email_preferences_updated_at
  before update on public.email_preferences
  for each row execute function private.set_updated_at();

create function public.unsubscribe_digest(token uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user uuid;
begin
  select t.user_id into v_user from private.email_tokens t where t.token = unsubscribe_digest.token;
  if v_user is null then
    return false;
  end if;
  update public.email_preferences e set weekly_digest = false where e.user_id = v_user;
  return true;
end;
$$;
comment on function public.unsubscribe_digest(uuid) is 'One-click unsubscribe, signed in or not: turns off the weekly digest of the member whose token this is. True when the token is known.';

-- ---------------------------------------------------------------------------------------------
-- the weekly digest
-- ---------------------------------------------------------------------------------------------
create table private.digest_sends (
  user_id uuid not null references auth.users (id) on delete cascade,
  week text not null,
  queued_at timestamptz not null default now(),
  primary key (user_id, week)
);
comment on table private.digest_sends is 'Which ISO week''s digest went to whom: at most one a week.';

create function private.weekly_digest(member_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'signals_closed', coalesce((
      select jsonb_agg(jsonb_build_object('symbol', s.symbol, 'side', s.side, 'status', s.status, 'result_r', s.result_r, 'closed_at', s.closed_at)
        order by s.closed_at desc)
      from public.signals s
      where s.closed_at >= now() - interval '7 days'
        and (private.premium_source(weekly_digest.member_id) is not null
          or exists (select 1 from public.admins a where a.user_id = weekly_digest.member_id)
          or exists (select 1 from public.analysts a where a.user_id = weekly_digest.member_id))
    ), '[]'::jsonb),
    'sessions_ahead', coalesce((
      select jsonb_agg(jsonb_build_object('id', x.id, 'title', x.title, 'starts_at', x.starts_at, 'channel_id', x.channel_id) order by x.starts_at)
      from (
        select ls.id, ls.title, ls.starts_at, ls.channel_id
        from public.live_sessions ls
        where ls.starts_at > now() and ls.starts_at <= now() + interval '7 days'
          and private.member_can_read_channel(weekly_digest.member_id, ls.channel_id)
        order by ls.starts_at
        limit 10
      ) x
    ), '[]'::jsonb),
    'replies_missed', coalesce((
      select jsonb_agg(jsonb_build_object('title', x.title, 'body', x.body, 'link', x.link) order by x.created_at desc)
      from (
        select n.title, n.body, n.link, n.created_at
        from public.notifications n
        where n.user_id = weekly_digest.member_id and n.kind = 'reply' and n.read_at is null
          and n.created_at >= now() - interval '7 days'
          and private.member_can_read_channel(weekly_digest.member_id, n.channel_id)
        order by n.created_at desc
        limit 10
      ) x
    ), '[]'::jsonb)
  );
$$;
comment on function private.weekly_digest(uuid) is 'One member''s weekly digest: signals closed in the last 7 days (members who read them live: premium, analysts, admins), sessions in the next 7 days in channels they read (at most 10), unread replies to them from the last 7 days (at most 10).';
revoke execute on function private.weekly_digest(uuid) from public, anon, authenticated;

create function public.my_weekly_digest()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to see your digest.' using errcode = '42501';
  end if;
  return private.weekly_digest((select auth.uid()));
end;
$$;
comment on function public.my_weekly_digest() is 'The caller''s weekly digest as it would be sent now: signals_closed, sessions_ahead, replies_missed.';

create function private.digest_text(member_name text, digest jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select 'Hello ' || member_name || E',\n\nHere is your week at Tradecraft.'
    || case when jsonb_array_length(digest -> 'signals_closed') > 0 then
      E'\n\nSignals closed this week\n' || (
        select string_agg('- ' || (s ->> 'symbol') || ' ' || (s ->> 'side') || ': ' || (s ->> 'status')
          || coalesce(', ' || to_char((s ->> 'result_r')::numeric, 'FMS990.00') || ' R', ''), E'\n')
        from jsonb_array_elements(digest -> 'signals_closed') s)
      else '' end
    || case when jsonb_array_length(digest -> 'sessions_ahead') > 0 then
      E'\n\nSessions ahead\n' || (
        select string_agg('- ' || to_char((s ->> 'starts_at')::timestamptz at time zone 'America/New_York', 'FMDy DD Mon, HH24:MI')
          || ' New York: ' || (s ->> 'title'), E'\n')
        from jsonb_array_elements(digest -> 'sessions_ahead') s)
      else '' end
    || case when jsonb_array_length(digest -> 'replies_missed') > 0 then
      E'\n\nReplies you missed\n' || (
        select string_agg('- ' || (s ->> 'title') || coalesce(nullif(': ' || (s ->> 'body'), ': '), ''), E'\n')
        from jsonb_array_elements(digest -> 'replies_missed') s)
      else '' end
    || E'\n\nSee you in the community.\n— The Tradecraft team';
$$;
comment on function private.digest_text(text, jsonb) is 'The weekly digest email''s text: a greeting, then each section that has something in it, one line per item.';
revoke execute on function private.digest_text(text, jsonb) from public, anon, authenticated;

create function public.run_weekly_digest()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_week text := to_char(now() at time zone 'UTC', 'IYYY-IW');
  v_member record;
  v_digest jsonb;
  v_token uuid;
  v_count integer := 0;
begin
  for v_member in
    select u.id, u.email, private.member_name(u.id) as name
    from public.email_preferences e
    join public.profiles p on p.id = e.user_id
    join auth.users u on u.id = e.user_id
    where e.weekly_digest
      and p.created_at < now() - interval '6 days'
      and u.email is not null and u.email <> ''
      and not exists (select 1 from public.member_suspensions s where s.user_id = e.user_id)
      and not exists (select 1 from private.digest_sends d where d.user_id = e.user_id and d.week = v_week)
  loop
    v_digest := private.weekly_digest(v_member.id);
    insert into private.digest_sends (user_id, week) values (v_member.id, v_week) on conflict do nothing;
    if not found or (jsonb_array_length(v_digest -> 'signals_closed') = 0
       and jsonb_array_length(v_digest -> 'sessions_ahead') = 0
       and jsonb_array_length(v_digest -> 'replies_missed') = 0) then
      continue;
    end if;
    insert into private.email_tokens (user_id) values (v_member.id) on conflict do nothing;
    select t.token into v_token from private.email_tokens t where t.user_id = v_member.id;
    insert into private.email_outbox (to_email, subject, body, link, kind, unsubscribe_token)
      values (v_member.email, 'Your week at Tradecraft', private.digest_text(v_member.name, v_digest), '/dashboard', 'digest', v_token);
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$$;
comment on function public.run_weekly_digest() is 'Service role (the periodic job): queues this ISO week''s digest for each member who kept it on, is not suspended, joined over 6 days ago and has something in it; once a week each. Returns how many it queued.';

-- ---------------------------------------------------------------------------------------------
-- grants and row-level security
-- ---------------------------------------------------------------------------------------------
revoke all on table private.welcome_emails, private.email_tokens, private.digest_sends from public, anon, authenticated;
revoke execute on function public.run_weekly_digest() from public, anon, authenticated;
grant execute on function public.run_weekly_digest() to service_role;
revoke execute on function public.my_weekly_digest() from public, anon;
grant execute on function public.my_weekly_digest() to authenticated, service_role;
revoke execute on function public.unsubscribe_digest(uuid) from public;
grant execute on function public.unsubscribe_digest(uuid) to anon, authenticated, service_role;

revoke all on table public.email_preferences from anon, authenticated;
grant select on table public.email_preferences to authenticated;
grant update (weekly_digest) on table public.email_preferences to authenticated;
alter table public.email_preferences enable row level security;
create policy "Members read their own email preferences"
  on public.email_preferences for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Members change their own email preferences"
  on public.email_preferences for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
