-- Quiz attempts are started by the database. start_quiz(module_id) draws five questions at random from
-- the module's bank, shuffles each question's options, stores the draw in private tables (no API role
-- can read or write them) and returns the questions without answer keys. complete_quiz(attempt_id,
-- answers) grades only against that draw, once: answers for questions that were not drawn are refused,
-- and a finished, replaced or someone else's attempt is refused. Starting a new attempt closes the
-- learner's open one on that module, so a failed attempt's review cannot be used to finish another.
-- After two failed attempts in a row a module's quiz cools down for 10 minutes (the database's clock);
-- start_quiz then answers 429 quiz_cooling_down with the time it reopens. Scores, progress, badges and
-- the certificate are recorded exactly as before (20261123135000_typed_quiz_result.sql).

-- ---------------------------------------------------------------------------------------------
-- the draws (private: reached only through start_quiz and complete_quiz)
-- ---------------------------------------------------------------------------------------------
create table private.quiz_draws (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  module_id integer not null references public.modules (id) on delete cascade,
  started_at timestamptz not null default now(),
  closed_at timestamptz,
  attempt_id bigint references public.quiz_attempts (id) on delete set null
);
comment on table private.quiz_draws is 'One row per quiz attempt started by start_quiz; closed when graded (attempt_id set) or replaced by a newer attempt (attempt_id null).';
comment on column private.quiz_draws.id is 'The attempt id the learner sends back to complete_quiz.';
create index quiz_draws_user_id_module_id_idx on private.quiz_draws (user_id, module_id) where closed_at is null;
create index quiz_draws_module_id_idx on private.quiz_draws (module_id);
create index quiz_draws_attempt_id_idx on private.quiz_draws (attempt_id);

create table private.quiz_draw_questions (
  draw_id uuid not null references private.quiz_draws (id) on delete cascade,
  position integer not null check (position > 0),
  question_id bigint not null references public.quiz_questions (id) on delete cascade,
  option_order integer[] not null check (array_ndims(option_order) = 1),
  primary key (draw_id, position),
  unique (draw_id, question_id)
);
comment on table private.quiz_draw_questions is 'The questions of a draw in the order shown; option_order[i] is the 0-based index in quiz_questions.options of the i-th option shown.';
create index quiz_draw_questions_question_id_idx on private.quiz_draw_questions (question_id);

alter table private.quiz_draws enable row level security;
alter table private.quiz_draw_questions enable row level security;
revoke all on table private.quiz_draws, private.quiz_draw_questions from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- types
-- ---------------------------------------------------------------------------------------------
create type public.drawn_question as (
  question_id bigint,
  question text,
  options text[]
);
comment on type public.drawn_question is 'One question of a started attempt, its options in the shuffled order the learner answers by.';

create type public.quiz_draw as (
  attempt_id uuid,
  module_id integer,
  started_at timestamptz,
  questions public.drawn_question[]
);
comment on type public.quiz_draw is 'What start_quiz returns: the attempt id to grade with and the drawn questions (never the answers).';

grant usage on type public.drawn_question, public.quiz_draw to authenticated;

-- ---------------------------------------------------------------------------------------------
-- start_quiz
-- ---------------------------------------------------------------------------------------------
create function public.start_quiz(module_id integer)
returns public.quiz_draw
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_draw_size constant integer := 5;
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
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'quiz_cooling_down',
        'message', format('You failed this quiz twice in a row. Review the lesson: the quiz reopens at %s UTC.',
          to_char(v_reopens at time zone 'UTC', 'HH24:MI')),
        'details', to_char(v_reopens at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
        'hint', 'details is the time the quiz reopens (UTC).')::text,
      detail = json_build_object('status', 429, 'headers', json_build_object(
        'Retry-After', ceil(extract(epoch from v_reopens - now()))::integer::text))::text;
  end if;

  if not exists (
    select 1 from public.quiz_questions q
    join public.quiz_answer_keys k on k.question_id = q.id
    where q.module_id = start_quiz.module_id
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
    where q.module_id = start_quiz.module_id
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
comment on function public.start_quiz(integer) is
  'Starts a quiz attempt: draws 5 questions at random from the module''s bank with shuffled options, stores the draw, and returns it without answers. Refused with 429 quiz_cooling_down for 10 minutes after two failed attempts in a row.';

revoke execute on function public.start_quiz(integer) from public, anon, authenticated, service_role;
grant execute on function public.start_quiz(integer) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- complete_quiz: now graded against the draw
-- ---------------------------------------------------------------------------------------------
drop function public.complete_quiz(integer, integer[]);

create function public.complete_quiz(attempt_id uuid, answers jsonb)
returns public.quiz_result
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_pass_mark constant integer := 70;
  v_draw private.quiz_draws%rowtype;
  v_module integer;
  v_total integer;
  v_answered integer;
  v_stranger text;
  v_correct integer;
  v_score integer;
  v_passed boolean;
  v_review public.quiz_review_item[];
  v_chosen integer[];
  v_badges text[] := '{}';
  v_certificate public.issued_certificate;
  v_current integer;
  v_holder text;
  v_out_of_range boolean;
  v_missing_key boolean;
  v_attempt bigint;
  v_result public.quiz_result;
begin
  -- validate
  if v_user is null then
    raise exception 'Sign in to complete a quiz.' using errcode = '42501';
  end if;
  if complete_quiz.attempt_id is null then
    raise exception 'attempt_id is required: start the quiz with start_quiz first.' using errcode = '22023';
  end if;
  if complete_quiz.answers is null or jsonb_typeof(complete_quiz.answers) <> 'object' then
    raise exception 'answers is required: an object of question id → chosen option index.' using errcode = '22023';
  end if;

  select * into v_draw from private.quiz_draws d where d.id = complete_quiz.attempt_id for update;
  if not found or v_draw.user_id <> v_user then
    raise exception 'Quiz attempt % does not exist.', complete_quiz.attempt_id using errcode = '22023';
  end if;
  if v_draw.closed_at is not null then
    if v_draw.attempt_id is null then
      raise exception 'This quiz attempt was replaced by a newer one. Start the quiz again.' using errcode = '22023';
    end if;
    raise exception 'This quiz attempt is already finished. Start the quiz again for new questions.' using errcode = '22023';
  end if;
  v_module := v_draw.module_id;

  select min(a.key) into v_stranger
  from jsonb_each(complete_quiz.answers) as a(key, value)
  where not exists (
    select 1 from private.quiz_draw_questions dq
    where dq.draw_id = v_draw.id and dq.question_id::text = a.key);
  if v_stranger is not null then
    raise exception 'Question % was not part of this attempt.', v_stranger using errcode = '22023';
  end if;

  select count(*) into v_total from private.quiz_draw_questions dq where dq.draw_id = v_draw.id;
  select count(*) into v_answered from jsonb_each(complete_quiz.answers);
  if v_total = 0 then
    raise exception 'This quiz attempt has no questions left. Start the quiz again.' using errcode = '22023';
  end if;
  if v_answered <> v_total then
    raise exception 'This attempt has % questions, but % answers were sent.', v_total, v_answered using errcode = '22023';
  end if;

  -- grade: answers are indexes into the options as shown; option_order maps them to the question's own
  select
    count(*) filter (where g.chosen = g.correct_option),
    bool_or(g.answer is null or g.answer < 0 or g.answer >= cardinality(g.option_order)),
    bool_or(g.correct_option is null),
    array_agg(row(
      g.question_id, g.question,
      (select array_agg(g.options[o.idx + 1] order by o.ord) from unnest(g.option_order) with ordinality as o(idx, ord)),
      g.answer, array_position(g.option_order, g.correct_option) - 1, g.chosen = g.correct_option, g.explanation
    )::public.quiz_review_item order by g.position),
    array_agg(g.chosen order by g.position)
  into v_correct, v_out_of_range, v_missing_key, v_review, v_chosen
  from (
    select dq.position, dq.question_id, dq.option_order, q.question, q.options, k.correct_option, k.explanation,
      a.answer, dq.option_order[a.answer + 1] as chosen
    from private.quiz_draw_questions dq
    join public.quiz_questions q on q.id = dq.question_id
    left join public.quiz_answer_keys k on k.question_id = dq.question_id
    left join lateral (
      select case when jsonb_typeof(complete_quiz.answers -> dq.question_id::text) = 'number'
                   and (complete_quiz.answers ->> dq.question_id::text) ~ '^[0-9]{1,2}$'
              then (complete_quiz.answers ->> dq.question_id::text)::integer end as answer
    ) a on true
    where dq.draw_id = v_draw.id
  ) g;

  if v_out_of_range then
    raise exception 'Each answer must be the index of one of the question''s options as shown (0 to 3 for four options).'
      using errcode = '22023';
  end if;
  if v_missing_key then
    raise exception 'Module % has a question without an answer key.', v_module using errcode = 'P0001';
  end if;

  v_score := round(v_correct * 100.0 / v_total)::integer;
  v_passed := v_score >= v_pass_mark;

  -- record
  insert into public.quiz_attempts (user_id, module_id, answers, correct, total, score, passed)
  values (v_user, v_module, v_chosen, v_correct, v_total, v_score, v_passed)
  returning id into v_attempt;
  update private.quiz_draws d set closed_at = now(), attempt_id = v_attempt where d.id = v_draw.id;

  insert into public.module_progress as p (user_id, module_id, best_score, attempt_count, passed_at, last_attempt_at)
  values (v_user, v_module, v_score, 1, case when v_passed then now() end, now())
  on conflict on constraint module_progress_pkey do update
    set best_score = greatest(p.best_score, excluded.best_score),
        attempt_count = p.attempt_count + 1,
        passed_at = coalesce(p.passed_at, excluded.passed_at),
        last_attempt_at = excluded.last_attempt_at;

  -- current module: the first module not yet passed (the last one once all are passed)
  select coalesce(
    (select m.id from public.modules m
     where not exists (
       select 1 from public.module_progress p
       where p.user_id = v_user and p.module_id = m.id and p.passed_at is not null)
     order by m.position limit 1),
    (select m.id from public.modules m order by m.position desc limit 1)
  ) into v_current;
  update public.profiles pr set current_module = v_current
  where pr.id = v_user and pr.current_module is distinct from v_current;

  -- badges
  if v_score = 100 then
    insert into public.user_badges (user_id, badge_id) values (v_user, 'quiz-master')
    on conflict do nothing;
    if found then
      v_badges := array_append(v_badges, 'quiz-master');
    end if;
  end if;

  -- certificate: once, when every module of the course is passed
  if v_passed and not exists (
    select 1 from public.modules m
    where not exists (
      select 1 from public.module_progress p
      where p.user_id = v_user and p.module_id = m.id and p.passed_at is not null)
  ) then
    select coalesce(nullif(pr.display_name, ''), 'Tradecraft Learner') into v_holder
    from public.profiles pr where pr.id = v_user;
    insert into public.certificates as c (user_id, code, holder_name)
    values (
      v_user,
      'TC-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 32)),
      coalesce(v_holder, 'Tradecraft Learner')
    )
    on conflict (user_id) do nothing
    returning c.code, c.holder_name, c.issued_at
    into v_certificate;
    if v_certificate.code is not null then
      insert into public.user_badges (user_id, badge_id) values (v_user, 'course-graduate')
      on conflict do nothing;
      if found then
        v_badges := array_append(v_badges, 'course-graduate');
      end if;
    end if;
  end if;

  v_result := row(
    v_module, v_score, v_passed, v_correct, v_total, v_pass_mark, v_current, v_badges,
    case when v_certificate.code is null then null else v_certificate end,
    v_review
  )::public.quiz_result;
  return v_result;
end;
$$;
comment on function public.complete_quiz(uuid, jsonb) is
  'Grades a quiz attempt started by start_quiz (answers = {question id: 0-based index of the option as shown}), once, against that draw only; records it, updates progress, awards quiz-master at 100 and the certificate after the last module; returns a quiz_result with the score and the review in the order shown.';

revoke execute on function public.complete_quiz(uuid, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.complete_quiz(uuid, jsonb) to authenticated;
