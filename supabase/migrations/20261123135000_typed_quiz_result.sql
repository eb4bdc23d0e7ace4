-- complete_quiz returned an ad-hoc jsonb, so the generated Database types said only `Json` and a
-- renamed key went unnoticed until a learner saw an empty results screen. It now returns a declared
-- composite type (public.quiz_result, with the review items and the certificate as composite types
-- of their own): the generated types carry every key, and the wire shape (one JSON object with the
-- same keys) is unchanged. The body is the same grading as before (20261122030400_quiz_functions.sql).

-- ---------------------------------------------------------------------------------------------
-- types
-- ---------------------------------------------------------------------------------------------
create type public.quiz_review_item as (
  question_id integer,
  question text,
  options text[],
  answer integer,
  correct_answer integer,
  is_correct boolean,
  explanation text
);
comment on type public.quiz_review_item is 'One graded question of a quiz attempt: the learner''s answer, the correct option and why.';

create type public.issued_certificate as (
  code text,
  holder_name text,
  issued_at timestamptz
);
comment on type public.issued_certificate is 'A certificate as complete_quiz reports it the moment it is issued.';

create type public.quiz_result as (
  module_id integer,
  score integer,
  passed boolean,
  correct integer,
  total integer,
  pass_mark integer,
  current_module integer,
  badges_awarded text[],
  certificate public.issued_certificate,
  review public.quiz_review_item[]
);
comment on type public.quiz_result is 'What complete_quiz returns: the score, whether it passed, the learner''s new current module, badges and certificate issued by this attempt, and the per-question review.';

grant usage on type public.quiz_review_item, public.issued_certificate, public.quiz_result to authenticated;

-- ---------------------------------------------------------------------------------------------
-- functions
-- ---------------------------------------------------------------------------------------------
-- A function's return type cannot be changed in place.
drop function public.complete_quiz(integer, integer[]);

create function public.complete_quiz(module_id integer, answers integer[])
returns public.quiz_result
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_pass_mark constant integer := 70;
  v_total integer;
  v_correct integer;
  v_score integer;
  v_passed boolean;
  v_review public.quiz_review_item[];
  v_badges text[] := '{}';
  v_certificate public.issued_certificate;
  v_current integer;
  v_holder text;
  v_out_of_range boolean;
  v_missing_key boolean;
  v_max_option integer;
  v_result public.quiz_result;
begin
  -- validate
  if v_user is null then
    raise exception 'Sign in to complete a quiz.' using errcode = '42501';
  end if;
  if complete_quiz.module_id is null then
    raise exception 'module_id is required.' using errcode = '22023';
  end if;
  if not exists (select 1 from public.modules m where m.id = complete_quiz.module_id) then
    raise exception 'Module % does not exist.', complete_quiz.module_id using errcode = '22023';
  end if;
  if complete_quiz.answers is null then
    raise exception 'answers is required: one option index per question.' using errcode = '22023';
  end if;
  select count(*) into v_total from public.quiz_questions q where q.module_id = complete_quiz.module_id;
  if v_total = 0 then
    raise exception 'Module % has no quiz yet.', complete_quiz.module_id using errcode = '22023';
  end if;
  if coalesce(array_ndims(complete_quiz.answers), 1) <> 1 or cardinality(complete_quiz.answers) <> v_total then
    raise exception 'Module % has % questions, but % answers were sent.',
      complete_quiz.module_id, v_total, cardinality(complete_quiz.answers)
      using errcode = '22023';
  end if;

  -- grade: the n-th answer belongs to the n-th question in position order
  select
    count(*) filter (where g.answer = g.correct_option),
    bool_or(g.answer is null or g.answer < 0 or g.answer >= cardinality(g.options)),
    bool_or(g.correct_option is null),
    max(cardinality(g.options)) - 1,
    array_agg(row(
      g.id, g.question, g.options, g.answer, g.correct_option, g.answer = g.correct_option, g.explanation
    )::public.quiz_review_item order by g.ord)
  into v_correct, v_out_of_range, v_missing_key, v_max_option, v_review
  from (
    select q.id, q.question, q.options, q.ord, a.answer, k.correct_option, k.explanation
    from (
      select qq.id, qq.question, qq.options, row_number() over (order by qq.position, qq.id) as ord
      from public.quiz_questions qq
      where qq.module_id = complete_quiz.module_id
    ) q
    join unnest(complete_quiz.answers) with ordinality as a(answer, ord) on a.ord = q.ord
    left join public.quiz_answer_keys k on k.question_id = q.id
  ) g;

  if v_out_of_range then
    raise exception 'Each answer must be the index of one of the question''s options (0 to %).', v_max_option
      using errcode = '22023';
  end if;
  if v_missing_key then
    raise exception 'Module % has a question without an answer key.', complete_quiz.module_id using errcode = 'P0001';
  end if;

  v_score := round(v_correct * 100.0 / v_total)::integer;
  v_passed := v_score >= v_pass_mark;

  -- record
  insert into public.quiz_attempts (user_id, module_id, answers, correct, total, score, passed)
  values (v_user, complete_quiz.module_id, complete_quiz.answers, v_correct, v_total, v_score, v_passed);

  insert into public.module_progress as p (user_id, module_id, best_score, attempt_count, passed_at, last_attempt_at)
  values (v_user, complete_quiz.module_id, v_score, 1, case when v_passed then now() end, now())
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
    complete_quiz.module_id, v_score, v_passed, v_correct, v_total, v_pass_mark, v_current, v_badges,
    case when v_certificate.code is null then null else v_certificate end,
    v_review
  )::public.quiz_result;
  return v_result;
end;
$$;
comment on function public.complete_quiz(integer, integer[]) is
  'Grades a quiz attempt (answers = 0-based option indexes in question order), records it, updates progress, awards quiz-master at 100 and the certificate after the last module; returns a quiz_result with the score and the per-question review.';

revoke execute on function public.complete_quiz(integer, integer[]) from public, anon, authenticated, service_role;
grant execute on function public.complete_quiz(integer, integer[]) to authenticated;
