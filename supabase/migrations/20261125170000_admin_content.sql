-- The admin console's Content section (issue 19). Lessons, quiz questions and their answer keys
-- already have admin write policies (private.is_admin_aal2() since 20261125140000_admin_mfa.sql),
-- learners read only published lessons, and the audit trigger is on every content table. What a
-- plain table write cannot do in one step gets a small admin function here:
--
-- * admin_move_lesson: swap a lesson with its neighbour (unique (module_id, position) refuses the
--   two single-row updates a client would make), audited as lesson.move.
-- * admin_save_quiz_question: a question's text, options, correct option and explanation in one
--   transaction (the answer key must point at one of the options: changing the number of options and
--   the key separately could fail half-way), audited as quiz_question.save.
-- Both call private.assert_admin(): an admin at aal2 (or the service role) only.
-- Modules' title and description are edited straight through REST (the admin policies); the
-- description gets the bound the console's form has.

alter table public.modules add constraint modules_description_length check (char_length(description) <= 2000);

create function public.admin_move_lesson(lesson_id bigint, direction text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_lesson public.lessons;
  v_other public.lessons;
  v_spare integer;
begin
  perform private.assert_admin();
  if direction is null or direction not in ('up', 'down') then
    raise exception 'direction must be up or down.' using errcode = '22023';
  end if;
  select * into v_lesson from public.lessons l where l.id = admin_move_lesson.lesson_id for update;
  if not found then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'lesson_not_found', 'message', format('Lesson %s does not exist.', lesson_id))::text,
      detail = json_build_object('status', 404)::text;
  end if;
  select * into v_other
  from public.lessons l
  where l.module_id = v_lesson.module_id
    and case when direction = 'up' then l.position < v_lesson.position else l.position > v_lesson.position end
  order by case when direction = 'up' then -l.position else l.position end
  limit 1
  for update;
  if not found then
    return; -- already first (or last)
  end if;
  perform private.set_audit_context('lesson.move');
  select max(l.position) + 1 into v_spare from public.lessons l where l.module_id = v_lesson.module_id;
  update public.lessons set position = v_spare where id = v_other.id;
  update public.lessons set position = v_other.position where id = v_lesson.id;
  update public.lessons set position = v_lesson.position where id = v_other.id;
  perform private.set_audit_context(null);
end;
$$;
comment on function public.admin_move_lesson(bigint, text) is
  'Admins (aal2): moves a lesson one place up or down in its module, swapping positions with its neighbour. Audited as lesson.move.';

create function public.admin_save_quiz_question(question_id bigint, question text, options text[], correct_option integer, explanation text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_old integer;
  v_options text[];
begin
  perform private.assert_admin();
  select cardinality(q.options) into v_old from public.quiz_questions q where q.id = admin_save_quiz_question.question_id for update;
  if not found then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'question_not_found', 'message', format('Question %s does not exist.', question_id))::text,
      detail = json_build_object('status', 404)::text;
  end if;
  v_options := array(select btrim(o) from unnest(options) as o);
  if question is null or char_length(btrim(question)) not between 1 and 500 then
    raise exception 'The question must be 1 to 500 characters.' using errcode = '22023';
  end if;
  if v_options is null or cardinality(v_options) not between 2 and 6
     or exists (select 1 from unnest(v_options) as o where o is null or char_length(o) not between 1 and 300) then
    raise exception 'A question needs 2 to 6 options of 1 to 300 characters each.' using errcode = '22023';
  end if;
  if correct_option is null or correct_option < 0 or correct_option >= cardinality(v_options) then
    raise exception 'correct_option must be the index of one of the options (0 to %).', cardinality(v_options) - 1 using errcode = '22023';
  end if;
  if explanation is null or char_length(btrim(explanation)) > 2000 then
    raise exception 'The explanation can be at most 2000 characters.' using errcode = '22023';
  end if;

  perform private.set_audit_context('quiz_question.save');
  -- The key must fit the options at every step: fewer options, key first; more, question first.
  if cardinality(v_options) < v_old then
    insert into public.quiz_answer_keys as k (question_id, correct_option, explanation)
    values (admin_save_quiz_question.question_id, correct_option, btrim(explanation))
    on conflict on constraint quiz_answer_keys_pkey do update set correct_option = excluded.correct_option, explanation = excluded.explanation;
    update public.quiz_questions q set question = btrim(admin_save_quiz_question.question), options = v_options
    where q.id = admin_save_quiz_question.question_id;
  else
    update public.quiz_questions q set question = btrim(admin_save_quiz_question.question), options = v_options
    where q.id = admin_save_quiz_question.question_id;
    insert into public.quiz_answer_keys as k (question_id, correct_option, explanation)
    values (admin_save_quiz_question.question_id, correct_option, btrim(explanation))
    on conflict on constraint quiz_answer_keys_pkey do update set correct_option = excluded.correct_option, explanation = excluded.explanation;
  end if;
  perform private.set_audit_context(null);
end;
$$;
comment on function public.admin_save_quiz_question(bigint, text, text[], integer, text) is
  'Admins (aal2): saves a quiz question''s text, options (2 to 6), correct option (0-based) and explanation in one transaction. Audited as quiz_question.save.';

revoke execute on function public.admin_move_lesson(bigint, text),
  public.admin_save_quiz_question(bigint, text, text[], integer, text) from public, anon, authenticated, service_role;
grant execute on function public.admin_move_lesson(bigint, text),
  public.admin_save_quiz_question(bigint, text, text[], integer, text) to authenticated, service_role;
