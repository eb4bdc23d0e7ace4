-- Passing every module no longer issues the certificate: it unlocks the final exam
-- (20261124130000_final_exam.sql), and submit_final_exam issues the certificate for a passed exam.
-- complete_quiz is unchanged otherwise; its result keeps the certificate field (always null now) so
-- the quiz_result type stays as clients know it.

create or replace function public.complete_quiz(attempt_id uuid, answers jsonb)
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
  v_current integer;
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

  v_result := row(
    v_module, v_score, v_passed, v_correct, v_total, v_pass_mark, v_current, v_badges,
    null,
    v_review
  )::public.quiz_result;
  return v_result;
end;
$$;
comment on function public.complete_quiz(uuid, jsonb) is
  'Grades a quiz attempt started by start_quiz (answers = {question id: 0-based index of the option as shown}), once, against that draw only; records it, updates progress, awards quiz-master at 100 (the certificate now comes from the final exam: certificate is always null); returns a quiz_result with the score and the review in the order shown.';

revoke execute on function public.complete_quiz(uuid, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.complete_quiz(uuid, jsonb) to authenticated;

comment on table public.certificates is 'Certificate of completion, issued once for a passed final exam (submit_final_exam). Public check: verify_certificate(code).';

-- the badge's wording follows the rule (a fresh database gets it from supabase/seeds/final-exam.sql)
update public.badges set description = 'Passed the final exam and earned the certificate of completion.'
where id = 'course-graduate';
