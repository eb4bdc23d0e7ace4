-- The helpful answer in #tutorial-help. The rule:
--   * In a #tutorial-help thread, the member who asked (the thread's first message) or staff (an admin)
--     marks one reply as the helpful answer (mark_helpful_answer). One per thread, and it stays: a
--     second, different reply cannot be marked (409); marking the same one again changes nothing.
--   * The reply's author earns 20 points (point_events, reason helpful_answer, once per thread), except
--     when they marked it themselves or answered their own question (nobody earns from their own
--     thread), when either the author or the marker is suspended, or beyond 100 a UTC day (five
--     answers) — the mark still stands then, without points.
--   * A suspended member marks nothing. Every member who reads the channel reads the marks.

create table public.helpful_answers (
  thread_id bigint primary key references public.messages (id) on delete cascade,
  answer_id bigint not null unique references public.messages (id) on delete cascade,
  marked_by uuid references auth.users (id) on delete set null,
  marked_at timestamptz not null default now()
);
comment on table public.helpful_answers is 'The reply marked as the helpful answer of a #tutorial-help thread, one per thread: written only by mark_helpful_answer (the asker or staff); read by every member who reads the channel.';
create index helpful_answers_marked_by_idx on public.helpful_answers (marked_by);

alter table public.point_events drop constraint point_events_reason_check;
alter table public.point_events add constraint point_events_reason_check
  check (reason in ('module_passed', 'certificate', 'daily_post', 'reaction_received', 'lesson_watched', 'helpful_answer'));
comment on table public.point_events is 'Append-only ledger of points, written only by database triggers: 100 per module passed, 500 for the certificate, 5 for the first chat message of a UTC day, 2 per member reacting to a chat message (at most 40 a day), 10 per lesson watched (at most 100 a day), 20 per answer marked helpful in #tutorial-help (at most 100 a day). Members read their own rows; admins all.';
comment on column public.point_events.ref is 'What earned it: the module number, the certificate code, the UTC day (YYYY-MM-DD), message id:reacting member, the lesson id, or the thread id of a helpful answer; one row per member, reason and ref.';

create function public.mark_helpful_answer(message_id bigint)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_me uuid := (select auth.uid());
  v_reply record;
  v_asker uuid;
  v_marked bigint;
begin
  if v_me is null then
    raise exception 'Sign in to mark an answer.' using errcode = '42501';
  end if;
  select m.id, m.channel_id, m.parent_id, m.deleted_at into v_reply
    from public.messages m where m.id = mark_helpful_answer.message_id and m.kind = 'chat';
  if v_reply.id is null or not private.can_read_channel(v_reply.channel_id) then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'message_not_found', 'message', 'There is no such message.', 'details', null, 'hint', null)::text,
      detail = json_build_object('status', 404)::text;
  end if;
  if v_reply.channel_id <> 'tutorial-help' or v_reply.parent_id is null or v_reply.deleted_at is not null then
    raise exception 'Only a reply in #tutorial-help can be marked as the helpful answer.' using errcode = '22023';
  end if;
  if (select private.is_suspended()) then
    raise exception 'Your account is suspended.' using errcode = '42501';
  end if;
  select m.author_id into v_asker from public.messages m where m.id = v_reply.parent_id;
  if v_asker is distinct from v_me and not (select private.is_admin()) then
    raise exception 'Only the member who asked, or staff, marks the helpful answer.' using errcode = '42501';
  end if;
  select h.answer_id into v_marked from public.helpful_answers h where h.thread_id = v_reply.parent_id;
  if v_marked = v_reply.id then
    return;
  elsif v_marked is not null then
    raise exception 'This thread already has its helpful answer.' using errcode = '23505';
  end if;
  insert into public.helpful_answers (thread_id, answer_id, marked_by)
    values (v_reply.parent_id, v_reply.id, v_me)
    on conflict (thread_id) do nothing;
  if not found then
    raise exception 'This thread already has its helpful answer.' using errcode = '23505';
  end if;
end;
$$;
comment on function public.mark_helpful_answer(bigint) is 'The asker of a #tutorial-help thread (or staff) marks one reply as its helpful answer: once per thread (409 for a second one); the reply''s author earns 20 points unless it is the marker or the asker, someone is suspended, or they reached 100 today.';

create function private.award_helpful_points()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_author uuid;
  v_asker uuid;
begin
  select m.author_id into v_author from public.messages m where m.id = new.answer_id;
  select m.author_id into v_asker from public.messages m where m.id = new.thread_id;
  if v_author is null or v_author = new.marked_by or v_author = v_asker
     or exists (select 1 from public.member_suspensions s where s.user_id in (v_author, new.marked_by))
     or private.points_today(v_author, 'helpful_answer') + 20 > 100 then
    return null;
  end if;
  insert into public.point_events (user_id, reason, ref, points)
    values (v_author, 'helpful_answer', new.thread_id::text, 20)
    on conflict on constraint point_events_once do nothing;
  return null;
end;
$$;
comment on function private.award_helpful_points() is '20 points to the author of a reply marked helpful: never to the marker or the asker, none with a suspended author or marker, at most 100 a UTC day.';
revoke execute on function private.award_helpful_points() from public, anon, authenticated;

create trigger award_helpful_points
  after insert on public.helpful_answers
  for each row execute function private.award_helpful_points();

revoke execute on function public.mark_helpful_answer(bigint) from public, anon;
grant execute on function public.mark_helpful_answer(bigint) to authenticated, service_role;

revoke all on table public.helpful_answers from anon, authenticated;
grant select on table public.helpful_answers to authenticated;
alter table public.helpful_answers enable row level security;
create policy "Readers of the channel read its helpful answers"
  on public.helpful_answers for select to authenticated
  using (private.message_channel(thread_id) = any ((select private.readable_channel_ids())::text[]));

alter publication supabase_realtime add table public.helpful_answers;
