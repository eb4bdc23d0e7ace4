-- The live room's chat keeps the channel's posting rules:
-- * A member muted in the session's channel (channel_mutes) does not chat in its rooms; a suspended
--   member was already out (private.can_enter_session).
-- * A room chat line counts toward the posting limit: a member posts (channel messages, room chat
--   lines) and edits at most 20 times a minute together; the 21st is refused with the same
--   429 posting_rate_limited (private.raise_posting_rate_limited). The service role is not limited.

create function private.can_chat_in_session(session_id bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.can_enter_session(can_chat_in_session.session_id)
    and not exists (
      select 1 from public.live_sessions s
      where s.id = can_chat_in_session.session_id and private.is_muted(s.channel_id)
    );
$$;
comment on function private.can_chat_in_session(bigint) is 'Whether the caller may chat in a live room: who may enter it, unless muted in the session''s channel.';
revoke execute on function private.can_chat_in_session(bigint) from public, anon;
grant execute on function private.can_chat_in_session(bigint) to authenticated, service_role;

drop policy "Members in the room chat as themselves" on public.session_chat;
create policy "Members in the room chat as themselves"
  on public.session_chat for insert to authenticated
  with check (author_id = (select auth.uid()) and (select private.can_chat_in_session(session_id)));

create index session_chat_author_id_created_at_idx on public.session_chat (author_id, created_at desc);

create function private.limit_session_chat()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
begin
  if v_user is null or (select auth.role()) is distinct from 'authenticated' then
    return new;
  end if;
  if (select count(*) from public.session_chat c where c.author_id = v_user and c.created_at > now() - interval '1 minute')
    + (select count(*) from public.messages m where m.author_id = v_user and m.created_at > now() - interval '1 minute')
    + private.recent_edits(v_user) >= 20 then
    perform private.raise_posting_rate_limited();
  end if;
  return new;
end;
$$;
comment on function private.limit_session_chat() is
  'Refuses a member''s room chat line when they posted (messages, room chat) and edited 20 times in the last minute (429 posting_rate_limited). Not for the service role.';
revoke execute on function private.limit_session_chat() from public;

create trigger limit_session_chat
  before insert on public.session_chat
  for each row execute function private.limit_session_chat();
