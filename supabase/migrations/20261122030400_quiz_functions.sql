-- Quiz grading and certificate verification, the only two ways a learner's results change or are
-- shown to the public. complete_quiz grades in the database against quiz_answer_keys, records the
-- attempt, updates progress, awards badges and issues the certificate; verify_certificate lets anyone
-- check a certificate code without learning anything else about its holder. Both are security definer
-- with an empty search_path; bad input raises 22023 (PostgREST: 400 with the message).

-- ---------------------------------------------------------------------------------------------
-- complete_quiz
-- ---------------------------------------------------------------------------------------------
create function public.complete_quiz(module_id integer, answers integer[])
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_total integer;
  v_correct integer;
  v_score integer;
  v_passed boolean;
  v_review jsonb;
  v_badges text[] := '{}';
  v_certificate jsonb;
  v_current integer;
  v_holder text;
  v_out_of_range boolean;
  v_missing_key boolean;
  v_max_option integer;
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
    jsonb_agg(jsonb_build_object(
      'question_id', g.id,
      'question', g.question,
      'options', to_jsonb(g.options),
      'answer', g.answer,
      'correct_answer', g.correct_option,
      'is_correct', g.answer = g.correct_option,
      'explanation', g.explanation
    ) order by g.ord)
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
  v_passed := v_score >= 70;

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
    returning jsonb_build_object('code', c.code, 'holder_name', c.holder_name, 'issued_at', c.issued_at)
    into v_certificate;
    if v_certificate is not null then
      insert into public.user_badges (user_id, badge_id) values (v_user, 'course-graduate')
      on conflict do nothing;
      if found then
        v_badges := array_append(v_badges, 'course-graduate');
      end if;
    end if;
  end if;

  return jsonb_build_object(
    'module_id', complete_quiz.module_id,
    'score', v_score,
    'passed', v_passed,
    'correct', v_correct,
    'total', v_total,
    'pass_mark', 70,
    'current_module', v_current,
    'badges_awarded', to_jsonb(v_badges),
    'certificate', v_certificate,
    'review', v_review
  );
end;
$$;
comment on function public.complete_quiz(integer, integer[]) is
  'Grades a quiz attempt (answers = 0-based option indexes in question order), records it, updates progress, awards quiz-master at 100 and the certificate after the last module; returns the score and the per-question review.';

revoke execute on function public.complete_quiz(integer, integer[]) from public, anon, authenticated, service_role;
grant execute on function public.complete_quiz(integer, integer[]) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- verify_certificate
-- ---------------------------------------------------------------------------------------------
create function public.verify_certificate(code text)
returns table (certificate_code text, holder_name text, issued_at timestamptz, valid boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_code text := upper(btrim(verify_certificate.code));
begin
  if v_code is null or v_code = '' then
    raise exception 'code is required.' using errcode = '22023';
  end if;
  return query
    select v_code, c.holder_name, c.issued_at, c.id is not null
    from (select 1) as one
    left join public.certificates c on c.code = v_code;
end;
$$;
comment on function public.verify_certificate(text) is
  'Public check of a certificate code: one row with the normalised code, the holder''s name, the issue date and valid = true, or valid = false with nulls.';

revoke execute on function public.verify_certificate(text) from public, anon, authenticated, service_role;
grant execute on function public.verify_certificate(text) to anon, authenticated, service_role;
