-- Edits count toward the posting limit, and a mention notifies a member once per message.
-- * An edit that changes a message's body is one more "post" for the rate limit: a member posts and
--   edits at most 20 times a minute together (429 posting_rate_limited, as for posts). Edits are
--   recorded in private.message_edits (author, time), kept only for the minute the limit looks at.
-- * A member mentioned again in the same message (an edit removing and re-adding <@id>) is not
--   notified again: one mention notification per message and member (a unique index).
-- The service role, the database owner and the bot are not limited, as before.

create table private.message_edits (
  author_id uuid not null references auth.users (id) on delete cascade,
  edited_at timestamptz not null default now()
);
comment on table private.message_edits is 'When each member edited a message body in the last minute: counted by the posting limit, pruned as it is written.';
create index message_edits_author_id_edited_at_idx on private.message_edits (author_id, edited_at desc);
revoke all on table private.message_edits from public, anon, authenticated;

create function private.raise_posting_rate_limited()
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise sqlstate 'PGRST' using
    message = json_build_object(
      'code', 'posting_rate_limited',
      'message', 'You are posting too fast: at most 20 messages or edits a minute. Wait a moment and try again.',
      'details', null, 'hint', null)::text,
    detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', '60'))::text;
end;
$$;
comment on function private.raise_posting_rate_limited() is 'The 429 posting_rate_limited refusal (PostgREST error with Retry-After).';
revoke execute on function private.raise_posting_rate_limited() from public;

create function private.recent_edits(author_id uuid)
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  select count(*)::integer from private.message_edits e
  where e.author_id = recent_edits.author_id and e.edited_at > now() - interval '1 minute';
$$;
comment on function private.recent_edits(uuid) is 'How many message edits a member made in the last minute.';
revoke execute on function private.recent_edits(uuid) from public;

create or replace function private.limit_message_posting()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_role text := (select auth.role());
  v_in_request integer;
  v_last_minute integer;
begin
  if new.author_id is null or v_role is distinct from 'authenticated' then
    return new;
  end if;
  -- created_at is now() (the transaction's start) for every row of this request: members cannot set it.
  -- A volatile trigger function sees the rows this statement has already inserted.
  select count(*) filter (where m.created_at = now()), count(*)
    into v_in_request, v_last_minute
    from public.messages m
    where m.author_id = new.author_id and m.created_at > now() - interval '1 minute';
  if v_in_request >= 5 then
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'too_many_messages',
        'message', 'At most 5 messages can be posted in one request.',
        'details', null, 'hint', 'Post messages one at a time.')::text,
      detail = json_build_object('status', 413)::text;
  end if;
  if v_last_minute + private.recent_edits(new.author_id) >= 20 then
    perform private.raise_posting_rate_limited();
  end if;
  return new;
end;
$$;
comment on function private.limit_message_posting() is
  'Refuses a member''s 6th message in one request (413) and their 21st message or edit in a minute (429). Not for the service role or the bot.';

create function private.limit_message_editing()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
begin
  if new.body is not distinct from old.body or new.deleted_at is not null
    or v_user is null or (select auth.role()) is distinct from 'authenticated' then
    return new;
  end if;
  if (select count(*) from public.messages m where m.author_id = v_user and m.created_at > now() - interval '1 minute')
    + private.recent_edits(v_user) >= 20 then
    perform private.raise_posting_rate_limited();
  end if;
  delete from private.message_edits e where e.author_id = v_user and e.edited_at <= now() - interval '1 minute';
  insert into private.message_edits (author_id) values (v_user);
  return new;
end;
$$;
comment on function private.limit_message_editing() is
  'Counts a member''s edit of a message body toward the posting limit: their 21st message or edit in a minute is refused (429). Not for the service role.';
revoke execute on function private.limit_message_editing() from public;

create trigger limit_message_editing
  before update of body on public.messages
  for each row execute function private.limit_message_editing();

-- ---------------------------------------------------------------------------------------------
-- one mention notification per message and member
-- ---------------------------------------------------------------------------------------------
delete from public.notifications n
where n.kind = 'mention'
  and exists (
    select 1 from public.notifications o
    where o.kind = 'mention' and o.message_id = n.message_id and o.user_id = n.user_id and o.id < n.id
  );
create unique index notifications_mention_once_idx on public.notifications (message_id, user_id) where kind = 'mention';

create or replace function private.notify_mentions()
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
  where m.deleted_at is null and mm.user_id is distinct from m.author_id
  on conflict (message_id, user_id) where kind = 'mention' do nothing;
  return null;
end;
$$;
comment on function private.notify_mentions() is 'Notifies each newly mentioned member (message_mentions rows just inserted), once per message: a mention removed and added again by edits does not notify again.';
