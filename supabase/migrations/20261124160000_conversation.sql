-- Conversation: replies in threads, reactions, pinned messages, @mentions, message search and
-- per-member read positions (unread counts). Every rule is decided here:
-- - A reply is a message with parent_id: same channel as its parent (the trigger takes the parent's
--   channel), one level deep, and posted under the channel's posting rule (the messages insert policy).
-- - Reacting follows the posting rule too: a free learner cannot react where they cannot post.
-- - Deleting a message that has replies keeps a tombstone (deleted_at set, body emptied) so the thread
--   stays readable; without replies the row goes. A tombstone goes when its last reply does.
-- - Admins pin and unpin messages; every reader of the channel sees the pins.
-- - Mentions are written as <@user-id> in the body; a trigger records the mentioned members who can
--   read the channel in message_mentions (a later notification trigger reads that table).
-- - search_messages() is security invoker: RLS on messages decides what a caller can find.
-- - channel_reads: each member writes their own read position; unread_counts() counts from it.
-- - Reactions are rate limited (30 a minute) like messages (replies are messages: 20 a minute).

-- ---------------------------------------------------------------------------------------------
-- messages: threads and tombstones
-- ---------------------------------------------------------------------------------------------
alter table public.messages
  add column parent_id bigint references public.messages (id) on delete cascade,
  add column deleted_at timestamptz;
comment on column public.messages.parent_id is 'The message this one replies to (a thread); null for a message in the channel itself.';
comment on column public.messages.deleted_at is 'Set when a message with replies is deleted: its body is emptied and it shows as removed in its thread.';

alter table public.messages drop constraint messages_body_length;
alter table public.messages add constraint messages_body_length
  check (deleted_at is not null or char_length(body) between 1 and 2000);

create index messages_parent_id_created_at_idx on public.messages (parent_id, created_at, id) where parent_id is not null;
create index messages_body_search_idx on public.messages using gin (to_tsvector('english', body));

grant insert (parent_id) on table public.messages to authenticated;

create or replace function private.prepare_message()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_length integer;
  v_parent public.messages;
begin
  if tg_op = 'UPDATE' and old.deleted_at is not null then
    raise exception 'This message was deleted and cannot be edited.' using errcode = '22023';
  end if;
  if new.deleted_at is not null then
    return new;
  end if;
  new.body := btrim(new.body, E' \t\r\n');
  v_length := char_length(new.body);
  if v_length = 0 then
    raise exception 'A message cannot be empty.'
      using errcode = '23514', constraint = 'messages_body_length', table = 'messages', schema = 'public';
  end if;
  if v_length > 2000 then
    raise exception 'A message can be at most 2,000 characters; this one has %.', to_char(v_length, 'FM999,999,999')
      using errcode = '23514', constraint = 'messages_body_length', table = 'messages', schema = 'public',
        hint = 'Shorten it, or split it into two messages.';
  end if;
  if tg_op = 'INSERT' and new.parent_id is not null then
    -- Read as the caller: a message they cannot read does not exist for them.
    select * into v_parent from public.messages m where m.id = new.parent_id;
    if v_parent.id is null or v_parent.deleted_at is not null then
      raise exception 'The message you are replying to does not exist.' using errcode = '23503';
    end if;
    if v_parent.parent_id is not null then
      raise exception 'Reply to the thread''s first message: threads are one level deep.' using errcode = '22023';
    end if;
    new.channel_id := v_parent.channel_id;
  end if;
  if tg_op = 'UPDATE' and new.parent_id is distinct from old.parent_id then
    raise exception 'A reply cannot be moved to another thread.' using errcode = '22023';
  end if;
  if tg_op = 'UPDATE' and new.body is distinct from old.body then
    new.edited_at := now();
  end if;
  return new;
end;
$$;
comment on function private.prepare_message() is 'Trims the body, refuses an empty or over-long one, puts a reply in its parent''s channel (one level deep), refuses edits of deleted messages, and stamps edits.';

create function private.delete_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Cascades (a channel or a user removed) delete for real.
  if pg_trigger_depth() > 1 then
    return old;
  end if;
  if old.deleted_at is null and exists (select 1 from public.messages r where r.parent_id = old.id) then
    update public.messages set deleted_at = now(), body = '' where id = old.id;
    delete from public.pinned_messages where message_id = old.id;
    return null;
  end if;
  return old;
end;
$$;
comment on function private.delete_message() is 'Deleting a message with replies leaves a tombstone (deleted_at, empty body) so its thread stays; otherwise the row goes.';
revoke execute on function private.delete_message() from public;

create trigger delete_message
  before delete on public.messages
  for each row execute function private.delete_message();

create function private.remove_empty_tombstone()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.parent_id is not null then
    delete from public.messages p
    where p.id = old.parent_id and p.deleted_at is not null
      and not exists (select 1 from public.messages r where r.parent_id = p.id);
  end if;
  return null;
end;
$$;
comment on function private.remove_empty_tombstone() is 'When the last reply of a deleted message goes, the tombstone goes too.';
revoke execute on function private.remove_empty_tombstone() from public;

create trigger remove_empty_tombstone
  after delete on public.messages
  for each row execute function private.remove_empty_tombstone();

-- ---------------------------------------------------------------------------------------------
-- helpers
-- ---------------------------------------------------------------------------------------------
create function private.member_can_read_channel(user_id uuid, channel_id text)
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
        or exists (select 1 from public.subscriptions s where s.user_id = member_can_read_channel.user_id and s.type = 'premium')
        or exists (
          select 1 from public.billing_subscriptions b
          where b.user_id = member_can_read_channel.user_id
            and (b.status in ('active', 'trialing')
              or (b.status = 'past_due' and now() < coalesce(b.current_period_start, b.current_period_end) + private.billing_grace_period()))
        )
      )
  );
$$;
comment on function private.member_can_read_channel(uuid, text) is 'Whether a given member (not the caller) may read a channel: for mentions.';

create function private.can_react(message_id bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.messages m
    where m.id = can_react.message_id and m.deleted_at is null
      and private.can_read_channel(m.channel_id)
      and private.can_post_channel(m.channel_id, 'chat')
  );
$$;
comment on function private.can_react(bigint) is 'Whether the caller may react to a message: where they may post chat, on a message not deleted.';

create function private.message_channel(message_id bigint)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select m.channel_id from public.messages m where m.id = message_channel.message_id;
$$;
comment on function private.message_channel(bigint) is 'The channel a message is in (for policies on tables keyed by message).';

revoke execute on function private.member_can_read_channel(uuid, text), private.can_react(bigint), private.message_channel(bigint) from public;
grant execute on function private.can_react(bigint), private.message_channel(bigint) to anon, authenticated, service_role;
grant execute on function private.member_can_read_channel(uuid, text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- reactions
-- ---------------------------------------------------------------------------------------------
create table public.message_reactions (
  message_id bigint not null references public.messages (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  reaction text not null check (reaction in ('like', 'heart', 'fire', 'rocket', 'eyes', 'check')),
  created_at timestamptz not null default now(),
  primary key (message_id, user_id, reaction)
);
comment on table public.message_reactions is 'One row per member, message and reaction. Shown through channel_messages.reactions.';
comment on column public.message_reactions.reaction is 'like, heart, fire, rocket, eyes or check (drawn as Tabler icons, never emoji).';
create index message_reactions_user_id_created_at_idx on public.message_reactions (user_id, created_at desc);

create function private.limit_reactions()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if (select auth.role()) is distinct from 'authenticated' then
    return new;
  end if;
  if (select count(*) from public.message_reactions r
      where r.user_id = new.user_id and r.created_at > now() - interval '1 minute') >= 30 then
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'reaction_rate_limited',
        'message', 'You are reacting too fast: at most 30 reactions a minute. Wait a moment and try again.',
        'details', null, 'hint', null)::text,
      detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', '60'))::text;
  end if;
  return new;
end;
$$;
comment on function private.limit_reactions() is 'Refuses a member''s 31st reaction in a minute (429 reaction_rate_limited).';
revoke execute on function private.limit_reactions() from public;

create trigger limit_reactions
  before insert on public.message_reactions
  for each row execute function private.limit_reactions();

-- ---------------------------------------------------------------------------------------------
-- pins
-- ---------------------------------------------------------------------------------------------
create table public.pinned_messages (
  message_id bigint primary key references public.messages (id) on delete cascade,
  channel_id text not null references public.channels (id) on delete cascade,
  pinned_by uuid default auth.uid() references auth.users (id) on delete set null,
  pinned_at timestamptz not null default now()
);
comment on table public.pinned_messages is 'Messages pinned to the top of their channel. Admins pin and unpin; every reader of the channel sees them.';
create index pinned_messages_channel_id_idx on public.pinned_messages (channel_id, pinned_at desc);

create function private.prepare_pin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  select m.channel_id into new.channel_id from public.messages m
  where m.id = new.message_id and m.deleted_at is null and m.parent_id is null;
  if new.channel_id is null then
    raise exception 'Only a message in the channel itself can be pinned.' using errcode = '22023';
  end if;
  return new;
end;
$$;
comment on function private.prepare_pin() is 'A pin is in its message''s channel; replies and deleted messages cannot be pinned.';
revoke execute on function private.prepare_pin() from public;

create trigger prepare_pin
  before insert on public.pinned_messages
  for each row execute function private.prepare_pin();

-- ---------------------------------------------------------------------------------------------
-- mentions
-- ---------------------------------------------------------------------------------------------
create table public.message_mentions (
  message_id bigint not null references public.messages (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  channel_id text not null references public.channels (id) on delete cascade,
  author_id uuid references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (message_id, user_id)
);
comment on table public.message_mentions is 'Members mentioned in a message (<@user-id> in its body) who can read its channel. Written only by the database.';
create index message_mentions_user_id_created_at_idx on public.message_mentions (user_id, created_at desc);

create function private.record_mentions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    delete from public.message_mentions mm
    where mm.message_id = new.id
      and (new.deleted_at is not null or mm.user_id::text not in (
        select lower(x[1]) from regexp_matches(new.body, '<@([0-9a-fA-F-]{36})>', 'g') as x));
  end if;
  if new.deleted_at is null then
    insert into public.message_mentions (message_id, user_id, channel_id, author_id)
    select new.id, p.id, new.channel_id, new.author_id
    from (select distinct lower(x[1])::uuid as id from regexp_matches(new.body, '<@([0-9a-fA-F-]{36})>', 'g') as x limit 20) ids
    join public.profiles p on p.id = ids.id
    where p.id is distinct from new.author_id
      and private.member_can_read_channel(p.id, new.channel_id)
    on conflict do nothing;
  end if;
  return null;
end;
$$;
comment on function private.record_mentions() is 'Keeps message_mentions in step with the <@user-id> tokens of a message (at most 20; the author and members who cannot read the channel left out).';
revoke execute on function private.record_mentions() from public;

create trigger record_mentions
  after insert or update of body, deleted_at on public.messages
  for each row execute function private.record_mentions();

-- ---------------------------------------------------------------------------------------------
-- read positions
-- ---------------------------------------------------------------------------------------------
create table public.channel_reads (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  channel_id text not null references public.channels (id) on delete cascade,
  last_read_at timestamptz not null default now(),
  primary key (user_id, channel_id)
);
comment on table public.channel_reads is 'How far each member has read each channel (the created_at of the newest message they saw). Each member writes only their own.';

create function private.prepare_channel_read()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Never in the future, and never backwards (two tabs may report out of order).
  new.last_read_at := least(new.last_read_at, now());
  if tg_op = 'UPDATE' then
    new.last_read_at := greatest(new.last_read_at, old.last_read_at);
  end if;
  return new;
end;
$$;
revoke execute on function private.prepare_channel_read() from public;

create trigger prepare_channel_read
  before insert or update on public.channel_reads
  for each row execute function private.prepare_channel_read();

-- ---------------------------------------------------------------------------------------------
-- views and functions for the SPA
-- ---------------------------------------------------------------------------------------------
create function private.message_reactions_summary(message_id bigint)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'reaction', g.reaction, 'count', g.n, 'mine', g.mine, 'names', g.names) order by g.first_at), '[]'::jsonb)
  from (
    select r.reaction, count(*) as n, bool_or(r.user_id = (select auth.uid())) as mine, min(r.created_at) as first_at,
      (array_agg((select c.display_name from private.author_card(r.user_id) c) order by r.created_at))[1:10] as names
    from public.message_reactions r
    where r.message_id = message_reactions_summary.message_id
    group by r.reaction
  ) g;
$$;
comment on function private.message_reactions_summary(bigint) is 'Reactions of a message: [{reaction, count, mine, names (first 10)}].';

create function private.message_mention_cards(body text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('user_id', p.id, 'name', c.display_name)), '[]'::jsonb)
  from (select distinct lower(x[1])::uuid as id from regexp_matches(message_mention_cards.body, '<@([0-9a-fA-F-]{36})>', 'g') as x limit 20) ids
  join public.profiles p on p.id = ids.id
  cross join lateral private.author_card(p.id) c;
$$;
comment on function private.message_mention_cards(text) is 'Names of the members a body mentions, to draw <@user-id> as @Name.';

revoke execute on function private.message_reactions_summary(bigint), private.message_mention_cards(text) from public;
grant execute on function private.message_reactions_summary(bigint), private.message_mention_cards(text) to authenticated, service_role;

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
  pm.pinned_at
from public.messages m
cross join lateral private.author_card(m.author_id) a
left join public.pinned_messages pm on pm.message_id = m.id;
comment on view public.channel_messages is 'Messages the caller may read, with author card, thread (reply_count, last_reply_at), reactions, mentioned names and pin time.';

create function public.search_messages(query text, channel text default null)
returns table (
  id bigint, channel_id text, parent_id bigint, author_name text, author_initials text, body text,
  created_at timestamptz, rank real
)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_query tsquery;
begin
  if query is null or char_length(btrim(query)) < 2 or char_length(query) > 200 then
    raise exception 'Search for 2 to 200 characters.' using errcode = '22023';
  end if;
  v_query := websearch_to_tsquery('english', query);
  if numnode(v_query) = 0 then
    return;
  end if;
  -- Security invoker: row-level security on messages decides what the caller can find. The newest 30
  -- hits first, then their author cards.
  return query
    with hits as (
      select m.id, m.channel_id, m.parent_id, m.author_id, m.body, m.created_at
      from public.messages m
      where to_tsvector('english', m.body) @@ v_query
        and m.deleted_at is null
        and (search_messages.channel is null or m.channel_id = search_messages.channel)
      order by m.created_at desc, m.id desc
      limit 30
    )
    select h.id, h.channel_id, h.parent_id, a.display_name, a.initials, h.body, h.created_at,
      ts_rank(to_tsvector('english', h.body), v_query)
    from hits h
    cross join lateral private.author_card(h.author_id) a
    order by h.created_at desc, h.id desc;
end;
$$;
comment on function public.search_messages(text, text) is 'Full-text search (English, web-search syntax) over the messages the caller may read, newest first, 30 at most; optionally in one channel.';
revoke execute on function public.search_messages(text, text) from public, anon;
grant execute on function public.search_messages(text, text) to authenticated, service_role;

create function public.search_members(prefix text, channel text)
returns table (user_id uuid, display_name text, initials text, is_premium boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, c.display_name, c.initials, c.is_premium
  from public.profiles p
  cross join lateral private.author_card(p.id) c
  where (select auth.uid()) is not null
    and private.can_read_channel(search_members.channel)
    and p.id <> (select auth.uid())
    and char_length(coalesce(search_members.prefix, '')) <= 50
    and c.display_name ilike replace(replace(replace(coalesce(search_members.prefix, ''), '\', '\\'), '%', '\%'), '_', '\_') || '%'
    and private.member_can_read_channel(p.id, search_members.channel)
  order by c.display_name, p.id
  limit 8;
$$;
comment on function public.search_members(text, text) is 'Up to 8 members whose name starts with prefix and who can read the channel (for @mention autocomplete). Signed-in callers who can read the channel.';
revoke execute on function public.search_members(text, text) from public, anon;
grant execute on function public.search_members(text, text) to authenticated, service_role;

create function public.unread_counts()
returns table (channel_id text, unread bigint, last_read_at timestamptz)
language sql
stable
set search_path = ''
as $$
  -- Security invoker: only readable messages are counted; the read position is the caller's own.
  select c.id, count(m.id), coalesce(r.last_read_at, j.joined)
  from public.channels c
  cross join (select p.created_at as joined from public.profiles p where p.id = (select auth.uid())) j
  left join public.channel_reads r on r.channel_id = c.id and r.user_id = (select auth.uid())
  left join public.messages m on m.channel_id = c.id and m.parent_id is null and m.deleted_at is null
    and m.author_id is distinct from (select auth.uid())
    and m.created_at > coalesce(r.last_read_at, j.joined)
  where (select auth.uid()) is not null
  group by c.id, r.last_read_at, j.joined;
$$;
comment on function public.unread_counts() is 'For each channel, how many messages (not replies, not the caller''s own) arrived after the caller''s read position, and that position (before they first read a channel: when they joined).';
revoke execute on function public.unread_counts() from public, anon;
grant execute on function public.unread_counts() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- grants and row-level security
-- ---------------------------------------------------------------------------------------------
revoke all on table public.message_reactions, public.pinned_messages, public.message_mentions, public.channel_reads from anon, authenticated;
grant select, delete on table public.message_reactions to authenticated;
grant insert (message_id, user_id, reaction) on table public.message_reactions to authenticated;
grant select, delete on table public.pinned_messages to authenticated;
grant insert (message_id, channel_id) on table public.pinned_messages to authenticated;
grant select on table public.message_mentions to authenticated;
grant select on table public.channel_reads to authenticated;
grant insert (user_id, channel_id, last_read_at), update (last_read_at) on table public.channel_reads to authenticated;

alter table public.message_reactions enable row level security;
alter table public.pinned_messages enable row level security;
alter table public.message_mentions enable row level security;
alter table public.channel_reads enable row level security;

create policy "Readers of a channel see its reactions"
  on public.message_reactions for select to authenticated
  using (private.message_channel(message_id) = any ((select private.readable_channel_ids())::text[]));
create policy "Members react as themselves where they may post"
  on public.message_reactions for insert to authenticated
  with check (user_id = (select auth.uid()) and private.can_react(message_id));
create policy "Members take back their own reactions"
  on public.message_reactions for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "Readers of a channel see its pins"
  on public.pinned_messages for select to authenticated
  using (channel_id = any ((select private.readable_channel_ids())::text[]));
create policy "Admins pin messages"
  on public.pinned_messages for insert to authenticated
  with check ((select private.is_admin()) and pinned_by = (select auth.uid()));
comment on column public.pinned_messages.channel_id is 'Always the message''s channel (set by the database, whatever was sent).';
create policy "Admins unpin messages"
  on public.pinned_messages for delete to authenticated
  using ((select private.is_admin()));

create policy "Readers of a channel see who its messages mention"
  on public.message_mentions for select to authenticated
  using (channel_id = any ((select private.readable_channel_ids())::text[]));

create policy "Members read their own read positions"
  on public.channel_reads for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Members record their own read positions in channels they can read"
  on public.channel_reads for insert to authenticated
  with check (user_id = (select auth.uid()) and private.can_read_channel(channel_id));
create policy "Members move their own read positions"
  on public.channel_reads for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- realtime
-- ---------------------------------------------------------------------------------------------
alter publication supabase_realtime add table public.message_reactions, public.pinned_messages;
