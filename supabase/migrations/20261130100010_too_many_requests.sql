-- One 429 for the database's rate limits and cooldowns: private.too_many_requests(code, message,
-- retry_after, details, hint) raises the PostgREST error every one of them raised by hand (SQLSTATE
-- 'PGRST': the message is the error's JSON body {code, message, details, hint}, the detail its HTTP
-- status 429 and a Retry-After header in seconds). The functions that raised it themselves are
-- redefined to call it, otherwise as they were: posting and edits (raise_posting_rate_limited),
-- reactions, direct messages, conversations started, message and member reports, certificate
-- checks, the quiz's and the final exam's cooldowns.

create function private.too_many_requests(
  code text,
  message text,
  retry_after integer,
  details text default null,
  hint text default null
)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise sqlstate 'PGRST' using
    message = json_build_object(
      'code', too_many_requests.code,
      'message', too_many_requests.message,
      'details', too_many_requests.details,
      'hint', too_many_requests.hint)::text,
    detail = json_build_object('status', 429, 'headers', json_build_object(
      'Retry-After', too_many_requests.retry_after::text))::text;
end;
$$;
comment on function private.too_many_requests(text, text, integer, text, text) is 'Raises a rate limit''s or cooldown''s refusal as PostgREST answers it: HTTP 429 with Retry-After (seconds) and the JSON body {code, message, details, hint}.';
-- Executable where a member's own statement reaches it: prepare_message_report() is a trigger that
-- runs as the member (the others are security definer).
revoke execute on function private.too_many_requests(text, text, integer, text, text) from public;
grant execute on function private.too_many_requests(text, text, integer, text, text) to authenticated;

create or replace function private.limit_reactions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auth.role()) is distinct from 'authenticated' then
    return new;
  end if;
  if (select count(*) from public.message_reactions r
      where r.user_id = new.user_id and r.created_at > now() - interval '1 minute') >= 30 then
    perform private.too_many_requests('reaction_rate_limited',
      'You are reacting too fast: at most 30 reactions a minute. Wait a moment and try again.',
      retry_after => 60);
  end if;
  return new;
end;
$$;

create or replace function private.prepare_dm_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.body := btrim(new.body, E' \t\r\n');
  new.created_at := now();
  if (select auth.role()) = 'authenticated'
    and (select count(*) from public.dm_messages m
         where m.sender_id = new.sender_id and m.created_at > now() - interval '1 minute') >= 30 then
    perform private.too_many_requests('dm_rate_limited',
      'You have sent 30 direct messages in the last minute. Wait a moment and try again.',
      retry_after => 60);
  end if;
  return new;
end;
$$;

create or replace function private.prepare_member_report()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_message record;
begin
  new.note := nullif(btrim(coalesce(new.note, ''), E' \t\r\n'), '');
  if new.dm_message_id is not null then
    select m.id, m.sender_id, m.body, m.conversation_id into v_message
      from public.dm_messages m where m.id = new.dm_message_id;
    if v_message.id is null or not exists (
      select 1 from public.dm_conversations c
      where c.id = v_message.conversation_id and new.reporter_id in (c.member_a, c.member_b)) then
      raise exception 'The message you are reporting does not exist.' using errcode = '23503';
    end if;
    new.member_id := v_message.sender_id;
    new.message_body := v_message.body;
  else
    new.message_body := '';
  end if;
  if new.member_id = new.reporter_id then
    raise exception 'You cannot report yourself.' using errcode = '22023';
  end if;
  if not exists (select 1 from public.profiles p where p.id = new.member_id) then
    raise exception 'There is no such member.' using errcode = '23503';
  end if;
  if (select auth.role()) = 'authenticated'
    and (select count(*) from public.member_reports r
         where r.reporter_id = new.reporter_id and r.created_at > now() - interval '1 hour') >= 20 then
    perform private.too_many_requests('reporting_rate_limited',
      'You have sent 20 reports in the last hour. Wait a while and try again.',
      retry_after => 3600);
  end if;
  new.created_at := now();
  new.resolved_at := null;
  new.resolved_by := null;
  new.resolution := null;
  return new;
end;
$$;

create or replace function private.prepare_message_report()
returns trigger
language plpgsql
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
      perform private.too_many_requests('reporting_rate_limited',
        'You have sent 20 reports in the last hour. Wait a while and try again.',
        retry_after => 3600);
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

create or replace function private.raise_final_exam_cooling_down(p_reopens timestamp with time zone)
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform private.too_many_requests('final_exam_cooling_down',
    format('The final exam can be taken once every 24 hours. It reopens on %s UTC.',
      to_char(p_reopens at time zone 'UTC', 'YYYY-MM-DD "at" HH24:MI')),
    retry_after => greatest(1, ceil(extract(epoch from p_reopens - now())))::integer,
    details => to_char(p_reopens at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
    hint => 'details is the time the exam reopens (UTC).');
end;
$$;

create or replace function private.raise_posting_rate_limited()
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform private.too_many_requests('posting_rate_limited',
    'You are posting too fast: at most 20 messages or edits a minute. Wait a moment and try again.',
    retry_after => 60);
end;
$$;

create or replace function public.start_conversation(member_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_me uuid := (select auth.uid());
  v_a uuid := least(v_me, start_conversation.member_id);
  v_b uuid := greatest(v_me, start_conversation.member_id);
  v_id uuid;
  v_why text;
begin
  if v_me is null then
    raise exception 'Sign in to send a message.' using errcode = '42501';
  end if;
  if start_conversation.member_id is null then
    raise exception 'member_id is required.' using errcode = '22023';
  end if;
  if private.blocked_between(v_me, start_conversation.member_id) then
    raise exception 'You cannot message this member.' using errcode = '42501';
  end if;
  select c.id into v_id from public.dm_conversations c where c.member_a = v_a and c.member_b = v_b;
  if v_id is not null then
    return v_id;
  end if;
  v_why := private.may_start_conversation(v_me, start_conversation.member_id);
  if v_why is not null then
    raise exception '%', v_why using errcode = '42501';
  end if;
  if (select count(*) from public.dm_conversations c
      where c.started_by = v_me and c.created_at > now() - interval '1 hour') >= 20 then
    perform private.too_many_requests('conversation_rate_limited',
      'You have started 20 conversations in the last hour. Wait a while and try again.',
      retry_after => 3600);
  end if;
  insert into public.dm_conversations (member_a, member_b, started_by)
    values (v_a, v_b, v_me)
    on conflict (member_a, member_b) do nothing
    returning id into v_id;
  if v_id is null then
    select c.id into v_id from public.dm_conversations c where c.member_a = v_a and c.member_b = v_b;
  end if;
  return v_id;
end;
$$;

create or replace function public.start_quiz(module_id integer)
returns public.quiz_draw
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_draw_size constant integer := private.quiz_draw_size();
  v_failures_before_cooldown constant integer := 2;
  v_cooldown constant interval := interval '10 minutes';
  v_streak integer;
  v_last_failure timestamptz;
  v_reopens timestamptz;
  v_draw_id uuid;
  v_started timestamptz;
  v_questions public.drawn_question[];
begin
  if v_user is null then
    raise exception 'Sign in to take a quiz.' using errcode = '42501';
  end if;
  if start_quiz.module_id is null then
    raise exception 'module_id is required.' using errcode = '22023';
  end if;
  if not exists (select 1 from public.modules m where m.id = start_quiz.module_id) then
    raise exception 'Module % does not exist.', start_quiz.module_id using errcode = '22023';
  end if;

  -- cooldown: failures in a row since the last pass; every second one closes the quiz for a while
  select count(*), max(a.created_at) into v_streak, v_last_failure
  from public.quiz_attempts a
  where a.user_id = v_user and a.module_id = start_quiz.module_id and not a.passed
    and a.id > coalesce((
      select max(b.id) from public.quiz_attempts b
      where b.user_id = v_user and b.module_id = start_quiz.module_id and b.passed), 0);
  if v_streak >= v_failures_before_cooldown and v_streak % v_failures_before_cooldown = 0
     and v_last_failure + v_cooldown > now() then
    v_reopens := v_last_failure + v_cooldown;
    perform private.too_many_requests('quiz_cooling_down',
      format('You failed this quiz twice in a row. Review the lesson: the quiz reopens at %s UTC.',
        to_char(v_reopens at time zone 'UTC', 'HH24:MI')),
      retry_after => ceil(extract(epoch from v_reopens - now()))::integer,
      details => to_char(v_reopens at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      hint => 'details is the time the quiz reopens (UTC).');
  end if;

  if not exists (
    select 1 from public.quiz_questions q
    join public.quiz_answer_keys k on k.question_id = q.id
    where q.module_id = start_quiz.module_id and q.retired_at is null
  ) then
    raise exception 'Module % has no quiz yet.', start_quiz.module_id using errcode = '22023';
  end if;

  -- one open attempt per learner and module: a new one replaces the old
  update private.quiz_draws d set closed_at = now()
  where d.user_id = v_user and d.module_id = start_quiz.module_id and d.closed_at is null;

  insert into private.quiz_draws (user_id, module_id) values (v_user, start_quiz.module_id)
  returning id, started_at into v_draw_id, v_started;

  insert into private.quiz_draw_questions (draw_id, position, question_id, option_order)
  select v_draw_id, row_number() over (order by r.sort_key), r.id,
    (select array_agg(i - 1 order by random()) from generate_series(1, cardinality(r.options)) as i)
  from (
    select q.id, q.options, random() as sort_key
    from public.quiz_questions q
    join public.quiz_answer_keys k on k.question_id = q.id
    where q.module_id = start_quiz.module_id and q.retired_at is null
    order by sort_key
    limit v_draw_size
  ) r;

  select array_agg(row(
    q.id, q.question,
    (select array_agg(q.options[o.idx + 1] order by o.ord) from unnest(dq.option_order) with ordinality as o(idx, ord))
  )::public.drawn_question order by dq.position)
  into v_questions
  from private.quiz_draw_questions dq
  join public.quiz_questions q on q.id = dq.question_id
  where dq.draw_id = v_draw_id;

  return row(v_draw_id, start_quiz.module_id, v_started, v_questions)::public.quiz_draw;
end;
$$;

create or replace function public.verify_certificate(code text)
returns table(certificate_code text, holder_name text, issued_at timestamp with time zone, valid boolean, revoked_at timestamp with time zone, revocation_reason text, credential text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_code text := upper(btrim(verify_certificate.code));
  v_caller text := coalesce(
    'user:' || (select auth.uid())::text,
    'ip:' || nullif(btrim(split_part(nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ',', 1)), ''),
    'unknown');
  v_recent integer;
begin
  delete from private.certificate_checks where checked_at < now() - interval '1 minute';
  select count(*) into v_recent from private.certificate_checks c where c.caller = v_caller;
  if v_recent >= 10 then
    perform private.too_many_requests('certificate_check_rate_limited',
      'Too many certificate checks: at most 10 a minute. Try again in a minute.',
      retry_after => 60);
  end if;
  insert into private.certificate_checks (caller) values (v_caller);

  if v_code is null or v_code = '' then
    raise exception 'code is required.' using errcode = '22023';
  end if;
  return query
    select v_code, c.holder_name, c.issued_at, c.id is not null and c.revoked_at is null,
      c.revoked_at, c.revocation_reason, c.credential
    from (select 1) as one
    left join public.certificates c on c.code = v_code;
end;
$$;
