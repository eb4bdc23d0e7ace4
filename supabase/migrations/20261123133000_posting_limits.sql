-- Posting limits: bounds that no request can get past, whatever it looks like. The product posts one
-- message at a time, so one request (one transaction) may add at most 5 messages, and one member at
-- most 20 a minute. A bulk insert of thousands of rows now fails at its 6th row instead of holding the
-- database for seconds. Refusals are PostgREST errors raised with SQLSTATE 'PGRST' (status in the
-- detail): 413 too_many_messages for an oversized batch, 429 posting_rate_limited with Retry-After.
-- The service role, the database owner (seed, admin command) and the bot are not limited.

create index messages_author_id_created_at_idx on public.messages (author_id, created_at desc);
drop index public.messages_author_id_idx;

create function private.limit_message_posting()
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
  if v_last_minute >= 20 then
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'posting_rate_limited',
        'message', 'You are posting too fast: at most 20 messages a minute. Wait a moment and try again.',
        'details', null, 'hint', null)::text,
      detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', '60'))::text;
  end if;
  return new;
end;
$$;
comment on function private.limit_message_posting() is
  'Refuses a member''s 6th message in one request (413) and 21st in a minute (429). Not for the service role or the bot.';
revoke execute on function private.limit_message_posting() from public;

create trigger limit_message_posting
  before insert on public.messages
  for each row execute function private.limit_message_posting();
