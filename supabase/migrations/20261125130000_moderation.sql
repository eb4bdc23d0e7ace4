-- Moderation: members report messages; admins work a queue of open reports (hide the message, delete
-- it, dismiss the reports) and mute a member in a channel for a while or for good. Every rule is here:
--
-- * A report: a signed-in member reports a message they can read and did not write, once, with a
--   reason (spam, harassment, scam, other) and an optional note (at most 500 characters). The
--   database keeps a copy of the text as reported (an edit afterwards does not erase the evidence).
--   A member reads only their own reports; admins read all. At most 20 reports an hour per member.
-- * Hiding: a row in hidden_messages. A hidden message stays in the table but only its author (who
--   sees that it is hidden) and admins can read it (a restrictive select policy on messages). The
--   hidden_messages row itself (ids and time, nothing of the text) is readable by every reader of the
--   channel and is in the realtime publication, so open chats drop the message live (an UPDATE that
--   makes a row unreadable is, as on Supabase, never delivered to those who can no longer read it).
-- * Deleting goes through the messages delete (and its tombstone for a message with replies).
-- * A mute: channel_mutes (one per member and channel; muted_until null = permanent). A muted member
--   cannot post, reply or react in that channel until it ends: private.can_post_channel says so, and
--   it keeps every earlier condition, and refuses suspended members too.
-- * Every admin action is an admin_* function (private.assert_admin()) that names its action for the
--   audit trigger; the tables admins write carry private.audit_admin_write, so each action leaves an
--   audit row with the row before and after. Nobody but those functions writes hidden_messages or
--   channel_mutes, or resolves a report (no grants).

-- ---------------------------------------------------------------------------------------------
-- tables
-- ---------------------------------------------------------------------------------------------
create table public.message_reports (
  id bigint generated always as identity primary key,
  message_id bigint references public.messages (id) on delete set null,
  channel_id text not null references public.channels (id) on delete cascade,
  message_author_id uuid references auth.users (id) on delete set null,
  message_body text not null default '',
  reporter_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  reason text not null check (reason in ('spam', 'harassment', 'scam', 'other')),
  note text check (note is null or char_length(note) <= 500),
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  resolved_by uuid references auth.users (id) on delete set null,
  resolution text check (resolution in ('hidden', 'deleted', 'dismissed')),
  constraint message_reports_once unique (message_id, reporter_id),
  constraint message_reports_resolved check ((resolved_at is null) = (resolution is null))
);
comment on table public.message_reports is 'Members'' reports of messages. A member inserts (message_id, reason, note) and reads their own; admins read all and resolve them through admin_* functions.';
comment on column public.message_reports.message_id is 'The reported message; null once it is deleted (the report and its copy of the text stay).';
comment on column public.message_reports.channel_id is 'The message''s channel (set by the database, whatever was sent).';
comment on column public.message_reports.message_author_id is 'Who wrote the message (set by the database).';
comment on column public.message_reports.message_body is 'The text as it was when reported (set by the database).';
comment on column public.message_reports.reason is 'spam, harassment, scam (scam or pump-and-dump) or other.';
comment on column public.message_reports.note is 'The reporter''s optional words, at most 500 characters.';
comment on column public.message_reports.resolution is 'hidden, deleted or dismissed: what the admin did; null while open.';
create index message_reports_open_idx on public.message_reports (message_id) where resolved_at is null;
create index message_reports_reporter_created_idx on public.message_reports (reporter_id, created_at desc);

create table public.hidden_messages (
  message_id bigint primary key references public.messages (id) on delete cascade,
  channel_id text not null references public.channels (id) on delete cascade,
  hidden_at timestamptz not null default now()
);
comment on table public.hidden_messages is 'Messages an admin hid: only their author and admins can read them. Readers of the channel see these ids (never the text), so open chats drop them live. Written only by admin_hide_message / admin_unhide_message.';

create table public.channel_mutes (
  channel_id text not null references public.channels (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  muted_until timestamptz,
  reason text not null check (char_length(reason) between 3 and 500),
  muted_by uuid references auth.users (id) on delete set null,
  muted_at timestamptz not null default now(),
  primary key (channel_id, user_id)
);
comment on table public.channel_mutes is 'Members muted in a channel: no posting, replying or reacting there until muted_until (null: until lifted). The member reads their own; written only by admin_mute_member / admin_lift_mute.';
comment on column public.channel_mutes.muted_until is 'When the mute ends; null for a permanent mute. A mute past its end no longer counts.';
comment on column public.channel_mutes.reason is 'Why, as the admin wrote it (3 to 500 characters); the member reads it.';
create index channel_mutes_user_id_idx on public.channel_mutes (user_id);

-- ---------------------------------------------------------------------------------------------
-- helpers
-- ---------------------------------------------------------------------------------------------
create function private.message_is_hidden(message_id bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.hidden_messages h where h.message_id = message_is_hidden.message_id);
$$;
comment on function private.message_is_hidden(bigint) is 'Whether an admin hid the message.';

create function private.is_muted(channel_id text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.channel_mutes m
    where m.channel_id = is_muted.channel_id and m.user_id = (select auth.uid())
      and (m.muted_until is null or m.muted_until > now())
  );
$$;
comment on function private.is_muted(text) is 'True when the caller is muted in the channel now.';

revoke execute on function private.message_is_hidden(bigint), private.is_muted(text) from public;
grant execute on function private.message_is_hidden(bigint), private.is_muted(text) to anon, authenticated, service_role;

-- Every condition of the community migration kept; a suspended member (as the admin console's
-- restrictive policy already says) and a member muted in the channel may not post there either.
create or replace function private.can_post_channel(channel_id text, kind text)
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
    )
    and not (select private.is_suspended())
    and not private.is_muted(can_post_channel.channel_id);
$$;
comment on function private.can_post_channel(text, text) is 'Whether the caller may post a message of this kind: chat in free channels for everyone signed in, in freemium and premium channels for premium members; alerts and bot messages for admins only; never while suspended or muted in the channel.';

-- ---------------------------------------------------------------------------------------------
-- hidden messages: only their author and admins read them
-- ---------------------------------------------------------------------------------------------
create policy "Hidden messages are read only by their author and admins"
  on public.messages as restrictive for select to authenticated
  using (author_id = (select auth.uid()) or (select private.is_admin()) or not private.message_is_hidden(id));

-- ---------------------------------------------------------------------------------------------
-- reports
-- ---------------------------------------------------------------------------------------------
-- Fills in what the database knows (channel, author, the text), refuses what may not be reported and
-- limits a member to 20 reports an hour. Reads the message as the caller: one they cannot read does
-- not exist for them.
create function private.prepare_message_report()
returns trigger
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_message record;
  v_last_hour integer;
begin
  new.note := nullif(btrim(coalesce(new.note, ''), E' \t\r\n'), '');
  select m.id, m.channel_id, m.author_id, m.body, m.deleted_at into v_message
    from public.messages m where m.id = new.message_id;
  if v_message.id is null or v_message.deleted_at is not null then
    raise exception 'The message you are reporting does not exist.' using errcode = '23503';
  end if;
  if v_message.author_id is not distinct from (select auth.uid()) then
    raise exception 'You cannot report your own message.' using errcode = '22023';
  end if;
  if (select auth.role()) = 'authenticated' then
    select count(*) into v_last_hour from public.message_reports r
      where r.reporter_id = new.reporter_id and r.created_at > now() - interval '1 hour';
    if v_last_hour >= 20 then
      raise sqlstate 'PGRST' using
        message = json_build_object(
          'code', 'reporting_rate_limited',
          'message', 'You have sent 20 reports in the last hour. Wait a while and try again.',
          'details', null, 'hint', null)::text,
        detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', '3600'))::text;
    end if;
  end if;
  new.channel_id := v_message.channel_id;
  new.message_author_id := v_message.author_id;
  new.message_body := v_message.body;
  new.created_at := now();
  new.resolved_at := null;
  new.resolved_by := null;
  new.resolution := null;
  return new;
end;
$$;
comment on function private.prepare_message_report() is 'Before a report: the message must be readable by the reporter, not theirs, not deleted; copies its channel, author and text; at most 20 reports an hour.';
revoke execute on function private.prepare_message_report() from public;

create trigger prepare_message_report
  before insert on public.message_reports
  for each row execute function private.prepare_message_report();

-- ---------------------------------------------------------------------------------------------
-- audit: what admins write here is recorded with before and after
-- ---------------------------------------------------------------------------------------------
create trigger audit_admin_write after update or delete on public.message_reports
  for each row execute function private.audit_admin_write('id', 'message_author_id');
create trigger audit_admin_write after insert or update or delete on public.hidden_messages
  for each row execute function private.audit_admin_write('message_id');
create trigger audit_admin_write after insert or update or delete on public.channel_mutes
  for each row execute function private.audit_admin_write('channel_id', 'user_id');

-- ---------------------------------------------------------------------------------------------
-- the moderation queue and the admin's actions
-- ---------------------------------------------------------------------------------------------
create function public.admin_moderation_queue()
returns table (
  message_id bigint,
  channel_id text,
  channel_name text,
  author_id uuid,
  author_name text,
  author_email text,
  body text,
  message_created_at timestamptz,
  hidden boolean,
  deleted boolean,
  report_count bigint,
  reasons text[],
  notes text[],
  first_reported_at timestamptz,
  last_reported_at timestamptz,
  author_muted_until timestamptz,
  author_muted boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.assert_admin();
  return query
    with open_reports as (
      select r.message_id, min(r.channel_id) as channel_id, (array_agg(r.message_author_id))[1] as author_id,
        (array_agg(r.message_body order by r.created_at))[1] as reported_body,
        count(*) as n, array_agg(distinct r.reason order by r.reason) as reasons,
        coalesce(array_agg(r.note order by r.created_at) filter (where r.note is not null), '{}') as notes,
        min(r.created_at) as first_at, max(r.created_at) as last_at
      from public.message_reports r
      where r.resolved_at is null and r.message_id is not null
      group by r.message_id
    )
    select o.message_id, o.channel_id, c.name, o.author_id,
      (select a.display_name from private.author_card(o.author_id) a),
      (select p.email from public.profiles p where p.id = o.author_id),
      coalesce(nullif(m.body, ''), o.reported_body),
      m.created_at,
      private.message_is_hidden(o.message_id),
      m.deleted_at is not null,
      o.n, o.reasons, o.notes, o.first_at, o.last_at,
      mu.muted_until,
      mu.user_id is not null
    from open_reports o
    join public.messages m on m.id = o.message_id
    join public.channels c on c.id = o.channel_id
    left join public.channel_mutes mu on mu.channel_id = o.channel_id and mu.user_id = o.author_id
      and (mu.muted_until is null or mu.muted_until > now())
    order by o.last_at desc, o.message_id desc;
end;
$$;
comment on function public.admin_moderation_queue() is 'Admins: open reports grouped by message (text, channel, author, how many, reasons, notes, first and last report, whether hidden, the author''s mute in that channel), most recently reported first.';

create function private.resolve_reports(message_id bigint, resolution text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.message_reports r
  set resolved_at = now(), resolved_by = (select auth.uid()), resolution = resolve_reports.resolution
  where r.message_id = resolve_reports.message_id and r.resolved_at is null;
$$;
revoke execute on function private.resolve_reports(bigint, text) from public;

create function private.assert_message(message_id bigint)
returns public.messages
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_message public.messages;
begin
  select * into v_message from public.messages m where m.id = assert_message.message_id;
  if v_message.id is null then
    raise exception 'No message with this id.' using errcode = '22023';
  end if;
  return v_message;
end;
$$;
revoke execute on function private.assert_message(bigint) from public;

create function public.admin_hide_message(message_id bigint)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_message public.messages;
begin
  perform private.assert_admin();
  v_message := private.assert_message(message_id);
  perform private.set_audit_context('message.hide');
  insert into public.hidden_messages (message_id, channel_id) values (v_message.id, v_message.channel_id)
  on conflict on constraint hidden_messages_pkey do nothing;
  perform private.resolve_reports(v_message.id, 'hidden');
  perform private.set_audit_context(null);
end;
$$;
comment on function public.admin_hide_message(bigint) is 'Admins: hide a message (kept; only its author and admins read it) and close its open reports as hidden.';

create function public.admin_unhide_message(message_id bigint)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.assert_admin();
  perform private.assert_message(message_id);
  perform private.set_audit_context('message.unhide');
  delete from public.hidden_messages h where h.message_id = admin_unhide_message.message_id;
  perform private.set_audit_context(null);
end;
$$;
comment on function public.admin_unhide_message(bigint) is 'Admins: show a hidden message again.';

create function public.admin_delete_message(message_id bigint)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_message public.messages;
begin
  perform private.assert_admin();
  v_message := private.assert_message(message_id);
  perform private.set_audit_context('message.delete');
  perform private.resolve_reports(v_message.id, 'deleted');
  -- The messages delete as members know it: a message with replies leaves a tombstone.
  delete from public.messages m where m.id = v_message.id;
  perform private.set_audit_context(null);
end;
$$;
comment on function public.admin_delete_message(bigint) is 'Admins: delete a message (a tombstone if it has replies) and close its open reports as deleted; the reports keep their copy of the text.';

create function public.admin_dismiss_reports(message_id bigint)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.assert_admin();
  perform private.assert_message(message_id);
  perform private.set_audit_context('reports.dismiss');
  perform private.resolve_reports(admin_dismiss_reports.message_id, 'dismissed');
  perform private.set_audit_context(null);
end;
$$;
comment on function public.admin_dismiss_reports(bigint) is 'Admins: close a message''s open reports, leaving the message as it is.';

create function public.admin_mute_member(channel_id text, member_id uuid, duration text, reason text)
returns public.channel_mutes
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_reason text := btrim(coalesce(reason, ''));
  v_until timestamptz;
  v_row public.channel_mutes;
begin
  perform private.assert_admin();
  perform private.assert_member(member_id);
  if not exists (select 1 from public.channels c where c.id = admin_mute_member.channel_id) then
    raise exception 'No channel with this id.' using errcode = '22023';
  end if;
  if exists (select 1 from public.admins a where a.user_id = member_id) then
    raise exception 'An admin cannot be muted.' using errcode = '22023';
  end if;
  v_until := case duration
    when '1h' then now() + interval '1 hour'
    when '24h' then now() + interval '24 hours'
    when '7d' then now() + interval '7 days'
    when 'permanent' then null
    else 'epoch'::timestamptz
  end;
  if v_until = 'epoch'::timestamptz then
    raise exception 'Unknown duration "%": use 1h, 24h, 7d or permanent.', duration using errcode = '22023';
  end if;
  if char_length(v_reason) not between 3 and 500 then
    raise exception 'Give a reason of 3 to 500 characters; the member reads it.' using errcode = '22023';
  end if;
  perform private.set_audit_context('member.mute', v_reason);
  insert into public.channel_mutes as m (channel_id, user_id, muted_until, reason, muted_by)
  values (admin_mute_member.channel_id, member_id, v_until, v_reason, (select auth.uid()))
  on conflict on constraint channel_mutes_pkey do update
    set muted_until = excluded.muted_until, reason = excluded.reason, muted_by = excluded.muted_by, muted_at = now()
  returning * into v_row;
  perform private.set_audit_context(null);
  return v_row;
end;
$$;
comment on function public.admin_mute_member(text, uuid, text, text) is 'Admins: mute a member in a channel for 1h, 24h, 7d or permanent, with a reason (3-500 characters) the member reads.';

create function public.admin_lift_mute(channel_id text, member_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.assert_admin();
  perform private.assert_member(member_id);
  perform private.set_audit_context('member.lift_mute');
  delete from public.channel_mutes m where m.channel_id = admin_lift_mute.channel_id and m.user_id = member_id;
  perform private.set_audit_context(null);
end;
$$;
comment on function public.admin_lift_mute(text, uuid) is 'Admins: lift a member''s mute in a channel.';

create function public.admin_active_mutes()
returns table (channel_id text, channel_name text, user_id uuid, display_name text, email text, muted_until timestamptz, reason text, muted_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.assert_admin();
  return query
    select m.channel_id, c.name, m.user_id, (select a.display_name from private.author_card(m.user_id) a), p.email, m.muted_until, m.reason, m.muted_at
    from public.channel_mutes m
    join public.channels c on c.id = m.channel_id
    left join public.profiles p on p.id = m.user_id
    where m.muted_until is null or m.muted_until > now()
    order by m.muted_at desc;
end;
$$;
comment on function public.admin_active_mutes() is 'Admins: mutes in force, newest first.';

revoke execute on function public.admin_moderation_queue(), public.admin_hide_message(bigint), public.admin_unhide_message(bigint),
  public.admin_delete_message(bigint), public.admin_dismiss_reports(bigint), public.admin_mute_member(text, uuid, text, text),
  public.admin_lift_mute(text, uuid), public.admin_active_mutes()
  from public, anon;
grant execute on function public.admin_moderation_queue(), public.admin_hide_message(bigint), public.admin_unhide_message(bigint),
  public.admin_delete_message(bigint), public.admin_dismiss_reports(bigint), public.admin_mute_member(text, uuid, text, text),
  public.admin_lift_mute(text, uuid), public.admin_active_mutes()
  to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- the chat's view: the reader's own report and the hidden mark
-- ---------------------------------------------------------------------------------------------
create or replace view public.channel_messages
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
  a.is_premium as author_is_premium,
  m.parent_id,
  m.deleted_at,
  (select count(*) from public.messages r where r.parent_id = m.id) as reply_count,
  (select max(r.created_at) from public.messages r where r.parent_id = m.id) as last_reply_at,
  private.message_reactions_summary(m.id) as reactions,
  private.message_mention_cards(m.body) as mentions,
  pm.pinned_at,
  (select h.hidden_at from public.hidden_messages h where h.message_id = m.id) as hidden_at,
  exists (select 1 from public.message_reports mr where mr.message_id = m.id and mr.reporter_id = (select auth.uid())) as reported_by_me
from public.messages m
cross join lateral private.author_card(m.author_id) a
left join public.pinned_messages pm on pm.message_id = m.id;
comment on view public.channel_messages is 'Messages the caller may read, with author card, thread (reply_count, last_reply_at), reactions, mentioned names, pin time, when an admin hid it (its author and admins still read it) and whether the caller reported it.';

-- ---------------------------------------------------------------------------------------------
-- grants and row-level security
-- ---------------------------------------------------------------------------------------------
revoke all on table public.message_reports, public.hidden_messages, public.channel_mutes from anon, authenticated;
grant select on table public.message_reports to authenticated;
grant insert (message_id, channel_id, reason, note) on table public.message_reports to authenticated;
grant select on table public.hidden_messages, public.channel_mutes to authenticated;

alter table public.message_reports enable row level security;
alter table public.hidden_messages enable row level security;
alter table public.channel_mutes enable row level security;

create policy "Members read their own reports and admins all"
  on public.message_reports for select to authenticated
  using (reporter_id = (select auth.uid()) or (select private.is_admin()));
create policy "Members report messages as themselves"
  on public.message_reports for insert to authenticated
  with check (reporter_id = (select auth.uid()));

create policy "Readers of a channel see which of its messages are hidden"
  on public.hidden_messages for select to authenticated
  using (channel_id = any ((select private.readable_channel_ids())::text[]));

create policy "Members read their own mutes and admins all"
  on public.channel_mutes for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- realtime: a hide reaches open chats, a mute reaches the muted member's composer
-- ---------------------------------------------------------------------------------------------
alter publication supabase_realtime add table public.hidden_messages, public.channel_mutes;
