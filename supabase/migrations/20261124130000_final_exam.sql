-- The final exam, and the certificate issued only for passing it.
--
-- Passing all modules no longer issues the certificate: it unlocks the final exam. start_final_exam()
-- draws 30 questions across the course's question banks (spread over the modules: each module gives
-- one question before any gives a second), shuffles each question's options and keeps the draw where
-- no API role reaches it. The exam has a time limit counted by the database from started_at; a
-- submission after it is recorded as expired and not graded, whatever the client says about time.
-- submit_final_exam(attempt_id, answers) grades only the drawn questions (any other id is ignored),
-- once; 80 % passes and issues the certificate and the course-graduate badge. One attempt per 24 hours,
-- counted from the start of the last one. final_exam_status() tells the SPA where the learner stands
-- (locked, available, in progress, cooling down, passed) with the rules, so no number lives twice.
-- The rules are constants of private.final_exam_rules(), the one place to change them.

-- ---------------------------------------------------------------------------------------------
-- the rules
-- ---------------------------------------------------------------------------------------------
create function private.final_exam_rules(
  out question_count integer,
  out time_limit interval,
  out grace interval,
  out pass_mark integer,
  out retake_after interval
)
language sql
immutable
set search_path = ''
as $$
  select 30, interval '45 minutes', interval '30 seconds', 80, interval '24 hours'
$$;
comment on function private.final_exam_rules() is
  'The final exam''s constants: 30 questions, 45 minutes (plus 30 seconds for a submission in flight), 80 % to pass, one attempt per 24 hours.';
revoke execute on function private.final_exam_rules() from public;

-- ---------------------------------------------------------------------------------------------
-- attempts (the learner reads their own; only the functions below write)
-- ---------------------------------------------------------------------------------------------
create table public.final_exam_attempts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  started_at timestamptz not null default now(),
  submitted_at timestamptz,
  status text not null default 'in_progress' check (status in ('in_progress', 'passed', 'failed', 'expired')),
  correct integer check (correct >= 0),
  total integer not null check (total > 0),
  score integer check (score between 0 and 100),
  constraint final_exam_attempts_graded check ((status in ('passed', 'failed')) = (score is not null and correct is not null))
);
comment on table public.final_exam_attempts is
  'Final exam attempts, started by start_final_exam and closed by submit_final_exam. The deadline is started_at + the time limit (private.final_exam_rules); an attempt still in_progress past it ran out of time and is closed as expired when the learner next submits or starts.';
comment on column public.final_exam_attempts.status is 'in_progress, passed, failed (graded), or expired (submitted after the time limit, or never submitted).';
create index final_exam_attempts_user_id_started_at_idx on public.final_exam_attempts (user_id, started_at desc);

create table private.final_exam_questions (
  attempt_id uuid not null references public.final_exam_attempts (id) on delete cascade,
  position integer not null check (position > 0),
  question_id bigint not null references public.quiz_questions (id) on delete cascade,
  option_order integer[] not null check (array_ndims(option_order) = 1),
  answer integer,
  primary key (attempt_id, position),
  unique (attempt_id, question_id)
);
comment on table private.final_exam_questions is
  'The questions of a final exam attempt in the order shown; option_order[i] is the 0-based index in quiz_questions.options of the i-th option shown; answer is the learner''s choice as shown (null = unanswered).';
create index final_exam_questions_question_id_idx on private.final_exam_questions (question_id);
alter table private.final_exam_questions enable row level security;
revoke all on table private.final_exam_questions from public, anon, authenticated;

revoke all on table public.final_exam_attempts from anon, authenticated;
grant select on table public.final_exam_attempts to authenticated;
alter table public.final_exam_attempts enable row level security;
create policy "Learners read their own final exam attempts and admins all"
  on public.final_exam_attempts for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- types
-- ---------------------------------------------------------------------------------------------
create type public.final_exam_question as (
  question_id bigint,
  module_id integer,
  question text,
  options text[]
);
comment on type public.final_exam_question is 'One question of a final exam attempt, its options in the shuffled order the learner answers by.';

create type public.final_exam_draw as (
  attempt_id uuid,
  started_at timestamptz,
  deadline timestamptz,
  server_time timestamptz,
  time_limit_seconds integer,
  pass_mark integer,
  questions public.final_exam_question[]
);
comment on type public.final_exam_draw is
  'What start_final_exam returns: the attempt, its deadline by the database''s clock (server_time lets a client with a wrong clock count down correctly), and the questions without answers.';

create type public.final_exam_review_item as (
  question_id bigint,
  module_id integer,
  module_title text,
  question text,
  options text[],
  answer integer,
  is_correct boolean,
  correct_answer integer,
  explanation text
);
comment on type public.final_exam_review_item is
  'One graded exam question in the order shown. correct_answer and explanation are given only for a passed exam: a failed one says which answers were wrong and which module to review, never the answer key.';

create type public.final_exam_result as (
  attempt_id uuid,
  status text,
  passed boolean,
  score integer,
  correct integer,
  total integer,
  pass_mark integer,
  submitted_at timestamptz,
  reopens_at timestamptz,
  badges_awarded text[],
  certificate public.issued_certificate,
  review public.final_exam_review_item[]
);
comment on type public.final_exam_result is
  'What submit_final_exam returns: passed / failed with the score and the review, or expired (submitted after the time limit: not graded, no review); reopens_at when the next attempt may start (null once passed); the certificate when this attempt issued it.';

create type public.final_exam_state as (
  state text,
  modules_passed integer,
  modules_total integer,
  question_count integer,
  time_limit_seconds integer,
  pass_mark integer,
  retake_hours integer,
  attempt_id uuid,
  started_at timestamptz,
  deadline timestamptz,
  server_time timestamptz,
  reopens_at timestamptz,
  last_status text,
  last_score integer,
  last_submitted_at timestamptz
);
comment on type public.final_exam_state is
  'What final_exam_status returns. state: locked (modules left), available, in_progress (attempt_id, deadline), cooling_down (reopens_at), passed. last_*: the latest finished attempt.';

grant usage on type public.final_exam_question, public.final_exam_draw, public.final_exam_review_item,
  public.final_exam_result, public.final_exam_state to authenticated;

-- ---------------------------------------------------------------------------------------------
-- helpers
-- ---------------------------------------------------------------------------------------------
create function private.modules_passed(p_user uuid, out passed integer, out total integer)
language sql
stable
security definer
set search_path = ''
as $$
  select
    count(*) filter (where exists (
      select 1 from public.module_progress p
      where p.user_id = p_user and p.module_id = m.id and p.passed_at is not null))::integer,
    count(*)::integer
  from public.modules m
$$;
comment on function private.modules_passed(uuid) is 'How many of the course''s modules a learner has passed, and how many there are.';
revoke execute on function private.modules_passed(uuid) from public, anon, authenticated;

-- Issues the learner's certificate once (the code: TC- + 32 hex digits from a random UUID's 122 bits)
-- and the course-graduate badge; returns the certificate when this call issued it, else null.
create function private.issue_certificate(p_user uuid)
returns public.issued_certificate
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_holder text;
  v_certificate public.issued_certificate;
begin
  select coalesce(nullif(pr.display_name, ''), 'Tradecraft Learner') into v_holder
  from public.profiles pr where pr.id = p_user;
  insert into public.certificates as c (user_id, code, holder_name)
  values (
    p_user,
    'TC-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 32)),
    coalesce(v_holder, 'Tradecraft Learner')
  )
  on conflict (user_id) do nothing
  returning c.code, c.holder_name, c.issued_at
  into v_certificate;
  if v_certificate.code is null then
    return null;
  end if;
  insert into public.user_badges (user_id, badge_id) values (p_user, 'course-graduate')
  on conflict do nothing;
  return v_certificate;
end;
$$;
comment on function private.issue_certificate(uuid) is 'Issues a learner''s certificate (once) and the course-graduate badge. Called only by submit_final_exam on a passed exam.';
revoke execute on function private.issue_certificate(uuid) from public, anon, authenticated;

-- The questions of an attempt as shown (options in their shuffled order).
create function private.final_exam_questions_shown(p_attempt uuid)
returns public.final_exam_question[]
language sql
stable
security definer
set search_path = ''
as $$
  select array_agg(row(
    q.id, q.module_id, q.question,
    (select array_agg(q.options[o.idx + 1] order by o.ord) from unnest(eq.option_order) with ordinality as o(idx, ord))
  )::public.final_exam_question order by eq.position)
  from private.final_exam_questions eq
  join public.quiz_questions q on q.id = eq.question_id
  where eq.attempt_id = p_attempt
$$;
revoke execute on function private.final_exam_questions_shown(uuid) from public, anon, authenticated;

-- Raises 429 final_exam_cooling_down with the reopening time (details, ISO 8601 UTC) and Retry-After.
create function private.raise_final_exam_cooling_down(p_reopens timestamptz)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise sqlstate 'PGRST' using
    message = json_build_object(
      'code', 'final_exam_cooling_down',
      'message', format('The final exam can be taken once every 24 hours. It reopens on %s UTC.',
        to_char(p_reopens at time zone 'UTC', 'YYYY-MM-DD "at" HH24:MI')),
      'details', to_char(p_reopens at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      'hint', 'details is the time the exam reopens (UTC).')::text,
    detail = json_build_object('status', 429, 'headers', json_build_object(
      'Retry-After', greatest(1, ceil(extract(epoch from p_reopens - now())))::integer::text))::text;
end;
$$;
revoke execute on function private.raise_final_exam_cooling_down(timestamptz) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- final_exam_status
-- ---------------------------------------------------------------------------------------------
create function public.final_exam_status()
returns public.final_exam_state
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  r record;
  v_modules record;
  v_open public.final_exam_attempts%rowtype;
  v_last public.final_exam_attempts%rowtype;
  v_latest_start timestamptz;
  v_state text;
  v_reopens timestamptz;
begin
  if v_user is null then
    raise exception 'Sign in to see the final exam.' using errcode = '42501';
  end if;
  select * into r from private.final_exam_rules();
  select * into v_modules from private.modules_passed(v_user);

  select * into v_open from public.final_exam_attempts a
  where a.user_id = v_user and a.status = 'in_progress' and now() <= a.started_at + r.time_limit + r.grace
  order by a.started_at desc limit 1;
  -- the latest finished attempt (one still in_progress past its deadline ran out of time)
  select * into v_last from public.final_exam_attempts a
  where a.user_id = v_user and (a.status <> 'in_progress' or now() > a.started_at + r.time_limit + r.grace)
  order by a.started_at desc limit 1;
  select max(a.started_at) into v_latest_start from public.final_exam_attempts a where a.user_id = v_user;

  if exists (select 1 from public.final_exam_attempts a where a.user_id = v_user and a.status = 'passed') then
    v_state := 'passed';
  elsif v_open.id is not null then
    v_state := 'in_progress';
  elsif v_modules.passed < v_modules.total or v_modules.total = 0 then
    v_state := 'locked';
  elsif v_latest_start + r.retake_after > now() then
    v_state := 'cooling_down';
    v_reopens := v_latest_start + r.retake_after;
  else
    v_state := 'available';
  end if;

  return row(
    v_state, v_modules.passed, v_modules.total,
    r.question_count, extract(epoch from r.time_limit)::integer, r.pass_mark, (extract(epoch from r.retake_after) / 3600)::integer,
    v_open.id, v_open.started_at, v_open.started_at + r.time_limit, now(),
    v_reopens,
    case when v_last.status = 'in_progress' then 'expired' else v_last.status end, v_last.score, v_last.submitted_at
  )::public.final_exam_state;
end;
$$;
comment on function public.final_exam_status() is
  'Where the signed-in learner stands with the final exam: locked / available / in_progress / cooling_down / passed, with the exam''s rules, the open attempt''s deadline, when it reopens and the last result.';
revoke execute on function public.final_exam_status() from public, anon, authenticated, service_role;
grant execute on function public.final_exam_status() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- start_final_exam
-- ---------------------------------------------------------------------------------------------
create function public.start_final_exam()
returns public.final_exam_draw
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  r record;
  v_modules record;
  v_open public.final_exam_attempts%rowtype;
  v_latest_start timestamptz;
  v_attempt uuid;
  v_started timestamptz;
  v_count integer;
begin
  if v_user is null then
    raise exception 'Sign in to take the final exam.' using errcode = '42501';
  end if;
  select * into r from private.final_exam_rules();
  -- one start at a time per learner: the 24-hour rule cannot be raced
  perform 1 from public.profiles pr where pr.id = v_user for update;

  if exists (select 1 from public.final_exam_attempts a where a.user_id = v_user and a.status = 'passed') then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'final_exam_passed',
        'message', 'You have already passed the final exam: your certificate is ready.', 'details', null, 'hint', null)::text,
      detail = json_build_object('status', 409, 'headers', json_build_object())::text;
  end if;

  -- an attempt still running is resumed, its clock still counting from when it started
  select * into v_open from public.final_exam_attempts a
  where a.user_id = v_user and a.status = 'in_progress' and now() <= a.started_at + r.time_limit + r.grace
  order by a.started_at desc limit 1;
  if v_open.id is not null then
    return row(v_open.id, v_open.started_at, v_open.started_at + r.time_limit, now(),
      extract(epoch from r.time_limit)::integer, r.pass_mark,
      private.final_exam_questions_shown(v_open.id))::public.final_exam_draw;
  end if;

  select * into v_modules from private.modules_passed(v_user);
  if v_modules.passed < v_modules.total or v_modules.total = 0 then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'final_exam_locked',
        'message', format('Pass all %s modules to unlock the final exam: you have passed %s.', v_modules.total, v_modules.passed),
        'details', null, 'hint', null)::text,
      detail = json_build_object('status', 403, 'headers', json_build_object())::text;
  end if;

  select max(a.started_at) into v_latest_start from public.final_exam_attempts a where a.user_id = v_user;
  if v_latest_start + r.retake_after > now() then
    perform private.raise_final_exam_cooling_down(v_latest_start + r.retake_after);
  end if;

  -- attempts that ran out of time without a submission
  update public.final_exam_attempts a set status = 'expired'
  where a.user_id = v_user and a.status = 'in_progress';

  select count(*) into v_count
  from public.quiz_questions q join public.quiz_answer_keys k on k.question_id = q.id;
  if v_count = 0 then
    raise exception 'The course has no questions yet.' using errcode = '22023';
  end if;

  insert into public.final_exam_attempts (user_id, total) values (v_user, least(v_count, r.question_count))
  returning id, started_at into v_attempt, v_started;

  -- spread over the modules: each module's questions in a random order, then the first of every
  -- module before any second, and so on; the chosen questions are then shown in a random order
  insert into private.final_exam_questions (attempt_id, position, question_id, option_order)
  select v_attempt, row_number() over (order by random()), s.id,
    (select array_agg(i - 1 order by random()) from generate_series(1, cardinality(s.options)) as i)
  from (
    select ranked.id, ranked.options
    from (
      select q.id, q.options,
        row_number() over (partition by q.module_id order by random()) as round,
        random() as tie
      from public.quiz_questions q
      join public.quiz_answer_keys k on k.question_id = q.id
    ) ranked
    order by ranked.round, ranked.tie
    limit r.question_count
  ) s;

  return row(v_attempt, v_started, v_started + r.time_limit, now(),
    extract(epoch from r.time_limit)::integer, r.pass_mark,
    private.final_exam_questions_shown(v_attempt))::public.final_exam_draw;
end;
$$;
comment on function public.start_final_exam() is
  'Starts the final exam (all modules passed; once per 24 hours): 30 questions drawn across the modules with shuffled options, without answers. An attempt still within its time limit is returned again (resumed). Refusals: 403 final_exam_locked, 429 final_exam_cooling_down, 409 final_exam_passed.';
revoke execute on function public.start_final_exam() from public, anon, authenticated, service_role;
grant execute on function public.start_final_exam() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- submit_final_exam
-- ---------------------------------------------------------------------------------------------
create function public.submit_final_exam(attempt_id uuid, answers jsonb)
returns public.final_exam_result
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  r record;
  v_attempt public.final_exam_attempts%rowtype;
  v_bad boolean;
  v_correct integer;
  v_total integer;
  v_score integer;
  v_passed boolean;
  v_certificate public.issued_certificate;
  v_badges text[] := '{}';
  v_review public.final_exam_review_item[];
begin
  if v_user is null then
    raise exception 'Sign in to submit the final exam.' using errcode = '42501';
  end if;
  if submit_final_exam.attempt_id is null then
    raise exception 'attempt_id is required: start the exam with start_final_exam first.' using errcode = '22023';
  end if;
  if submit_final_exam.answers is null or jsonb_typeof(submit_final_exam.answers) <> 'object' then
    raise exception 'answers is required: an object of question id → chosen option index.' using errcode = '22023';
  end if;
  select * into r from private.final_exam_rules();

  select * into v_attempt from public.final_exam_attempts a where a.id = submit_final_exam.attempt_id for update;
  if not found or v_attempt.user_id <> v_user then
    raise exception 'Final exam attempt % does not exist.', submit_final_exam.attempt_id using errcode = '22023';
  end if;
  if v_attempt.status <> 'in_progress' then
    raise exception 'This final exam attempt is already finished.' using errcode = '22023';
  end if;

  -- the database's clock decides: past the limit (and the grace for a submission in flight), nothing is graded
  if now() > v_attempt.started_at + r.time_limit + r.grace then
    update public.final_exam_attempts a set status = 'expired', submitted_at = now() where a.id = v_attempt.id;
    return row(v_attempt.id, 'expired', false, null, null, v_attempt.total, r.pass_mark, now(),
      v_attempt.started_at + r.retake_after, '{}'::text[], null, '{}'::public.final_exam_review_item[])::public.final_exam_result;
  end if;

  -- answers of drawn questions: an option index as shown, or null (unanswered); other ids are ignored
  select bool_or(not (
      jsonb_typeof(a.value) = 'null'
      or (jsonb_typeof(a.value) = 'number' and a.value::text ~ '^[0-9]{1,2}$'
          and a.value::text::integer < cardinality(eq.option_order))))
  into v_bad
  from jsonb_each(submit_final_exam.answers) as a(key, value)
  join private.final_exam_questions eq on eq.attempt_id = v_attempt.id and eq.question_id::text = a.key;
  if v_bad then
    raise exception 'Each answer must be the index of one of the question''s options as shown (0 to 3 for four options), or null.'
      using errcode = '22023';
  end if;

  update private.final_exam_questions eq
  set answer = case when jsonb_typeof(submit_final_exam.answers -> eq.question_id::text) = 'number'
                    then (submit_final_exam.answers ->> eq.question_id::text)::integer end
  where eq.attempt_id = v_attempt.id;

  select count(*) filter (where eq.option_order[eq.answer + 1] = k.correct_option), count(*)
  into v_correct, v_total
  from private.final_exam_questions eq
  left join public.quiz_answer_keys k on k.question_id = eq.question_id
  where eq.attempt_id = v_attempt.id;
  if v_total = 0 then
    raise exception 'This final exam attempt has no questions left.' using errcode = '22023';
  end if;

  v_score := round(v_correct * 100.0 / v_total)::integer;
  v_passed := v_score >= r.pass_mark;
  update public.final_exam_attempts a
  set status = case when v_passed then 'passed' else 'failed' end, submitted_at = now(),
      correct = v_correct, total = v_total, score = v_score
  where a.id = v_attempt.id;

  if v_passed then
    v_certificate := private.issue_certificate(v_user);
    if v_certificate.code is not null then
      v_badges := array_append(v_badges, 'course-graduate');
    end if;
  end if;

  select array_agg(row(
    q.id, q.module_id, m.title, q.question,
    (select array_agg(q.options[o.idx + 1] order by o.ord) from unnest(eq.option_order) with ordinality as o(idx, ord)),
    eq.answer,
    coalesce(eq.option_order[eq.answer + 1] = k.correct_option, false),
    case when v_passed then array_position(eq.option_order, k.correct_option) - 1 end,
    case when v_passed then k.explanation end
  )::public.final_exam_review_item order by eq.position)
  into v_review
  from private.final_exam_questions eq
  join public.quiz_questions q on q.id = eq.question_id
  join public.modules m on m.id = q.module_id
  left join public.quiz_answer_keys k on k.question_id = eq.question_id
  where eq.attempt_id = v_attempt.id;

  return row(v_attempt.id, case when v_passed then 'passed' else 'failed' end, v_passed, v_score, v_correct, v_total,
    r.pass_mark, now(), case when v_passed then null else v_attempt.started_at + r.retake_after end,
    v_badges, case when v_certificate.code is null then null else v_certificate end, v_review)::public.final_exam_result;
end;
$$;
comment on function public.submit_final_exam(uuid, jsonb) is
  'Grades a final exam attempt once (answers = {question id: 0-based option index as shown, or null}; ids not drawn are ignored). After the time limit (database clock) the attempt is recorded as expired and not graded. 80 % passes and issues the certificate. The review gives correct answers and explanations only for a passed exam.';
revoke execute on function public.submit_final_exam(uuid, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.submit_final_exam(uuid, jsonb) to authenticated;
