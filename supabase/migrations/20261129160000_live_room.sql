-- The live room (/live/:id), in SQL:
-- * A session has a host (live_sessions.host_id: an analyst or an admin, assigned by an analyst or an
--   admin at aal2 through public.assign_session_host) and a state (scheduled, live, ended) that only
--   its host moves, forward only, through public.set_session_state. Neither column is writable
--   directly (column privileges).
-- * Who may enter a room: its host, and every member who may read the session (its channel's rule:
--   premium sessions for premium members and admins; nothing while suspended):
--   private.can_enter_session(). The same rule opens the room's private Realtime channels, its Q&A,
--   hands and chat.
-- * Realtime (policies on realtime.messages): two private topics per session.
--     live:<id>       the room: members who may enter receive and send broadcast and presence
--                     (attendees' WebRTC answers and ICE candidates to the host, presence).
--     live:<id>:host  the host's: members who may enter receive; only the host sends (chart state,
--                     WebRTC offers and the host's ICE candidates).
--   Realtime authorises a private channel when it is joined (and when the token is refreshed), per
--   topic and extension, not per message: the row it checks has no event yet. So "only the host
--   drives" is a topic the host alone may send on, and clients take chart and offer events from that
--   topic only.
-- * Q&A: session_questions (asked by members who may enter, marked answered by the host through
--   public.answer_session_question), session_question_votes (one upvote per member, own rows only),
--   session_question_board (each question with its votes and the caller's own vote).
-- * Raised hands: session_hands (a member raises and lowers their own; the host lowers any).
-- * Chat: session_chat (members who may enter post as themselves, 1-1000 characters).

-- ---------------------------------------------------------------------------------------------
-- host and state
-- ---------------------------------------------------------------------------------------------
alter table public.live_sessions
  add column host_id uuid references auth.users (id) on delete set null,
  add column state text not null default 'scheduled' check (state in ('scheduled', 'live', 'ended')),
  add column started_at timestamptz,
  add column ended_at timestamptz;
comment on column public.live_sessions.host_id is 'The member who runs the room (an analyst or an admin); set by public.assign_session_host.';
comment on column public.live_sessions.state is 'scheduled, live or ended; moved forward by the host only (public.set_session_state).';
create index live_sessions_host_id_idx on public.live_sessions (host_id);

-- Admins keep writing sessions, but not their host or state: column privileges.
revoke insert, update on table public.live_sessions from authenticated;
grant insert (channel_id, title, description, host_name, starts_at, duration_minutes, access, join_url, series_id, capacity)
  on table public.live_sessions to authenticated;
grant update (channel_id, title, description, host_name, starts_at, duration_minutes, access, join_url, series_id, capacity)
  on table public.live_sessions to authenticated;

create function private.is_session_host(session_id bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select auth.uid()) is not null
    and not (select private.is_suspended())
    and exists (select 1 from public.live_sessions s where s.id = is_session_host.session_id and s.host_id = (select auth.uid()));
$$;
comment on function private.is_session_host(bigint) is 'True when the caller hosts the session (and is not suspended).';

create function private.can_enter_session(session_id bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_session_host(can_enter_session.session_id)
    or exists (
      select 1 from public.live_sessions s
      where s.id = can_enter_session.session_id
        and s.channel_id = any ((select private.readable_channel_ids())::text[])
    );
$$;
comment on function private.can_enter_session(bigint) is 'Who may enter a live room: its host and every member who may read the session (its channel''s rule; nothing while suspended).';

-- The session id of a room topic (live:<id> or live:<id>:host), or null.
create function private.live_topic_session(topic text)
returns bigint
language sql
immutable
set search_path = ''
as $$
  select case when topic ~ '^live:[1-9][0-9]{0,17}(:host)?$' then split_part(topic, ':', 2)::bigint end;
$$;

revoke execute on function private.is_session_host(bigint), private.can_enter_session(bigint), private.live_topic_session(text) from public, anon;
grant execute on function private.is_session_host(bigint), private.can_enter_session(bigint), private.live_topic_session(text) to authenticated, service_role;

create function public.assign_session_host(session_id bigint, host_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select private.is_analyst()) or not (select private.is_aal2()) then
    raise exception 'Only analysts and admins (with two-factor verification) assign hosts.' using errcode = '42501';
  end if;
  if host_id is not null and not exists (select 1 from public.analysts a where a.user_id = assign_session_host.host_id)
     and not exists (select 1 from public.admins a where a.user_id = assign_session_host.host_id) then
    raise exception 'A host is an analyst or an admin.' using errcode = '22023';
  end if;
  update public.live_sessions s set host_id = assign_session_host.host_id where s.id = assign_session_host.session_id;
  if not found then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'session_not_found', 'message', 'No such session.', 'details', null, 'hint', null)::text,
      detail = json_build_object('status', 404)::text;
  end if;
  return host_id;
end;
$$;
comment on function public.assign_session_host(bigint, uuid) is 'An analyst or admin (aal2) names the host of a session: an analyst or an admin, or null for none.';
revoke execute on function public.assign_session_host(bigint, uuid) from public, anon;
grant execute on function public.assign_session_host(bigint, uuid) to authenticated, service_role;

create function public.set_session_state(session_id bigint, state text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_state text;
begin
  if not private.is_session_host(set_session_state.session_id) then
    raise exception 'Only the host starts and ends the session.' using errcode = '42501';
  end if;
  select s.state into v_state from public.live_sessions s where s.id = set_session_state.session_id for update;
  if not ((v_state = 'scheduled' and state in ('live', 'ended')) or (v_state = 'live' and state = 'ended') or v_state = state) then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'session_state', 'message', format('A %s session cannot become %s.', v_state, coalesce(state, 'null')), 'details', null, 'hint', null)::text,
      detail = json_build_object('status', 422)::text;
  end if;
  update public.live_sessions s
  set state = set_session_state.state,
    started_at = case when set_session_state.state = 'live' then coalesce(s.started_at, now()) else s.started_at end,
    ended_at = case when set_session_state.state = 'ended' then coalesce(s.ended_at, now()) else s.ended_at end
  where s.id = set_session_state.session_id;
  return state;
end;
$$;
comment on function public.set_session_state(bigint, text) is 'The host moves their session forward: scheduled -> live -> ended (or scheduled -> ended).';
revoke execute on function public.set_session_state(bigint, text) from public, anon;
grant execute on function public.set_session_state(bigint, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Realtime: the room's private topics
-- ---------------------------------------------------------------------------------------------
create policy "Members who may enter a room receive its topics"
  on realtime.messages for select to authenticated
  using (
    realtime.messages.extension in ('broadcast', 'presence')
    and private.can_enter_session(private.live_topic_session((select realtime.topic())))
  );

create policy "Members who may enter a room send on it; only the host on the host's topic"
  on realtime.messages for insert to authenticated
  with check (
    (
      (select realtime.topic()) like 'live:%:host'
      and realtime.messages.extension = 'broadcast'
      and private.is_session_host(private.live_topic_session((select realtime.topic())))
    ) or (
      (select realtime.topic()) not like 'live:%:host'
      and realtime.messages.extension in ('broadcast', 'presence')
      and private.can_enter_session(private.live_topic_session((select realtime.topic())))
    )
  );

-- ---------------------------------------------------------------------------------------------
-- Q&A, hands, chat
-- ---------------------------------------------------------------------------------------------
create table public.session_questions (
  id bigint generated always as identity primary key,
  session_id bigint not null references public.live_sessions (id) on delete cascade,
  author_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  body text not null check (char_length(btrim(body)) between 1 and 500),
  created_at timestamptz not null default now(),
  answered_at timestamptz
);
comment on table public.session_questions is 'Questions asked in a live room; the host marks them answered (public.answer_session_question).';
create index session_questions_session_id_idx on public.session_questions (session_id, created_at);
create index session_questions_author_id_idx on public.session_questions (author_id);

create table public.session_question_votes (
  question_id bigint not null references public.session_questions (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (question_id, user_id)
);
comment on table public.session_question_votes is 'One upvote per member and question.';
create index session_question_votes_user_id_idx on public.session_question_votes (user_id);

create table public.session_hands (
  session_id bigint not null references public.live_sessions (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  raised_at timestamptz not null default now(),
  primary key (session_id, user_id)
);
comment on table public.session_hands is 'Raised hands in a live room: raised and lowered by the member, lowered by the host too.';
create index session_hands_user_id_idx on public.session_hands (user_id);

create table public.session_chat (
  id bigint generated always as identity primary key,
  session_id bigint not null references public.live_sessions (id) on delete cascade,
  author_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  body text not null check (char_length(btrim(body)) between 1 and 1000),
  created_at timestamptz not null default now()
);
comment on table public.session_chat is 'The live room''s chat.';
create index session_chat_session_id_idx on public.session_chat (session_id, created_at);
create index session_chat_author_id_idx on public.session_chat (author_id);

revoke all on table public.session_questions, public.session_question_votes, public.session_hands, public.session_chat from anon, authenticated;
grant select on table public.session_questions, public.session_question_votes, public.session_hands, public.session_chat to authenticated;
grant insert (session_id, body) on table public.session_questions to authenticated;
grant insert (question_id) on table public.session_question_votes to authenticated;
grant delete on table public.session_question_votes to authenticated;
grant insert (session_id) on table public.session_hands to authenticated;
grant delete on table public.session_hands to authenticated;
grant insert (session_id, body) on table public.session_chat to authenticated;
alter table public.session_questions enable row level security;
alter table public.session_question_votes enable row level security;
alter table public.session_hands enable row level security;
alter table public.session_chat enable row level security;

create policy "Members in the room read its questions"
  on public.session_questions for select to authenticated
  using ((select private.can_enter_session(session_id)));
create policy "Members in the room ask as themselves"
  on public.session_questions for insert to authenticated
  with check (author_id = (select auth.uid()) and (select private.can_enter_session(session_id)));

create policy "Members in the room read the votes"
  on public.session_question_votes for select to authenticated
  using (exists (select 1 from public.session_questions q where q.id = question_id and private.can_enter_session(q.session_id)));
create policy "Members in the room upvote as themselves"
  on public.session_question_votes for insert to authenticated
  with check (user_id = (select auth.uid())
    and exists (select 1 from public.session_questions q where q.id = question_id and private.can_enter_session(q.session_id)));
create policy "Members take back their own vote"
  on public.session_question_votes for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "Members in the room see raised hands"
  on public.session_hands for select to authenticated
  using ((select private.can_enter_session(session_id)));
create policy "Members in the room raise their own hand"
  on public.session_hands for insert to authenticated
  with check (user_id = (select auth.uid()) and (select private.can_enter_session(session_id)));
create policy "Members lower their own hand, the host any"
  on public.session_hands for delete to authenticated
  using (user_id = (select auth.uid()) or (select private.is_session_host(session_id)));

create policy "Members in the room read its chat"
  on public.session_chat for select to authenticated
  using ((select private.can_enter_session(session_id)));
create policy "Members in the room chat as themselves"
  on public.session_chat for insert to authenticated
  with check (author_id = (select auth.uid()) and (select private.can_enter_session(session_id)));

create function public.answer_session_question(question_id bigint, answered boolean default true)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_session bigint;
  v_at timestamptz;
begin
  select q.session_id into v_session from public.session_questions q where q.id = answer_session_question.question_id;
  if v_session is null or not private.is_session_host(v_session) then
    raise exception 'Only the host marks questions answered.' using errcode = '42501';
  end if;
  update public.session_questions q
  set answered_at = case when answered then coalesce(q.answered_at, now()) end
  where q.id = answer_session_question.question_id
  returning q.answered_at into v_at;
  return v_at;
end;
$$;
comment on function public.answer_session_question(bigint, boolean) is 'The host marks a question answered (or not). Returns when.';
revoke execute on function public.answer_session_question(bigint, boolean) from public, anon;
grant execute on function public.answer_session_question(bigint, boolean) to authenticated, service_role;

create view public.session_question_board
with (security_invoker = true) as
select
  q.id, q.session_id, q.author_id, q.body, q.created_at, q.answered_at,
  (select count(*) from public.session_question_votes v where v.question_id = q.id)::integer as votes,
  exists (select 1 from public.session_question_votes v where v.question_id = q.id and v.user_id = (select auth.uid())) as my_vote
from public.session_questions q;
comment on view public.session_question_board is 'A room''s questions with their upvotes and whether the caller upvoted.';
revoke all on table public.session_question_board from anon, authenticated;
grant select on table public.session_question_board to authenticated;

alter publication supabase_realtime add table public.session_questions, public.session_question_votes, public.session_hands, public.session_chat;
