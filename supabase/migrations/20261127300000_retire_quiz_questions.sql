-- Adding and retiring quiz questions from the admin console's Content section.
--
-- A question's history: private.quiz_draw_questions and private.final_exam_questions reference
-- quiz_questions with on delete cascade, so deleting a question would silently erase it from every
-- learner's past quiz draws and final exam attempts (and their reviews). Questions are therefore
-- retired, not deleted: quiz_questions.retired_at. A retired question is never drawn again (start_quiz,
-- start_final_exam), is still graded and shown in the draws that already hold it, and can be restored.
--
-- * private.quiz_draw_size(): the number of questions start_quiz draws (5), now in one place.
-- * A module keeps at least quiz_draw_size() active questions (not retired, with an answer key):
--   a trigger on quiz_questions refuses a retirement below that, whichever way it comes (the function
--   below or an admin's REST update). Five per module also keeps the final exam's spread (30 questions
--   over 15 modules, one per module before any second) possible.
-- * admin_add_quiz_question(module_id, question, options, correct_option, explanation): a new question
--   at the end of the module's bank with its answer key, in one transaction; audited as
--   quiz_question.add.
-- * admin_retire_quiz_question(question_id) / admin_restore_quiz_question(question_id): audited as
--   quiz_question.retire / quiz_question.restore.
-- All three call private.assert_admin(): an admin at aal2 (or the service role) only.

alter table public.quiz_questions add column retired_at timestamptz;
comment on column public.quiz_questions.retired_at is
  'When an admin retired the question (null = active). Retired questions are never drawn again but stay in past attempts and their reviews.';

create function private.quiz_draw_size()
returns integer
language sql
immutable
set search_path = ''
as $$ select 5 $$;
comment on function private.quiz_draw_size() is
  'How many questions start_quiz draws from a module''s bank; also the fewest active questions a module may keep.';
revoke execute on function private.quiz_draw_size() from public, anon, authenticated;

create function private.quiz_questions_keep_minimum()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_active integer;
  v_min constant integer := private.quiz_draw_size();
begin
  -- one retirement at a time per module, so two admins cannot both take the last spare question
  perform 1 from public.modules m where m.id = new.module_id for update;
  select count(*) into v_active
  from public.quiz_questions q
  join public.quiz_answer_keys k on k.question_id = q.id
  where q.module_id = new.module_id and q.retired_at is null and q.id <> new.id;
  if v_active < v_min then
    raise exception 'A module needs at least % active questions for its quiz: this one has % besides this question. Add a question before retiring this one.', v_min, v_active
      using errcode = '23514';
  end if;
  return new;
end;
$$;
comment on function private.quiz_questions_keep_minimum() is
  'Trigger: refuses retiring a quiz question when its module would keep fewer than private.quiz_draw_size() active questions.';
revoke execute on function private.quiz_questions_keep_minimum() from public, anon, authenticated;

create trigger quiz_questions_keep_minimum
  before update of retired_at on public.quiz_questions
  for each row when (old.retired_at is null and new.retired_at is not null)
  execute function private.quiz_questions_keep_minimum();

-- ---------------------------------------------------------------------------------------------
-- the admin functions
-- ---------------------------------------------------------------------------------------------
-- One set of rules for a question an admin writes, new or edited: admin_add_quiz_question and
-- admin_save_quiz_question (redefined below to call it) both check through it.
create function private.checked_quiz_options(question text, options text[], correct_option integer, explanation text)
returns text[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_options text[] := array(select btrim(o) from unnest(options) as o);
begin
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
  return v_options;
end;
$$;
comment on function private.checked_quiz_options(text, text[], integer, text) is
  'Checks a quiz question as an admin writes it (text 1-500, 2-6 options of 1-300, the key one of them, explanation up to 2000) and returns its options trimmed; raises 22023 with the rule broken.';
revoke execute on function private.checked_quiz_options(text, text[], integer, text) from public, anon, authenticated;

create function public.admin_add_quiz_question(module_id integer, question text, options text[], correct_option integer, explanation text)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_options text[];
  v_position integer;
  v_id bigint;
begin
  perform private.assert_admin();
  perform 1 from public.modules m where m.id = admin_add_quiz_question.module_id for update;
  if not found then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'module_not_found', 'message', format('Module %s does not exist.', module_id))::text,
      detail = json_build_object('status', 404)::text;
  end if;
  v_options := private.checked_quiz_options(question, options, correct_option, explanation);

  select coalesce(max(q.position), 0) + 1 into v_position
  from public.quiz_questions q where q.module_id = admin_add_quiz_question.module_id;
  perform private.set_audit_context('quiz_question.add');
  insert into public.quiz_questions (module_id, position, question, options)
  values (admin_add_quiz_question.module_id, v_position, btrim(admin_add_quiz_question.question), v_options)
  returning id into v_id;
  insert into public.quiz_answer_keys (question_id, correct_option, explanation)
  values (v_id, admin_add_quiz_question.correct_option, btrim(admin_add_quiz_question.explanation));
  perform private.set_audit_context(null);
  return v_id;
end;
$$;
comment on function public.admin_add_quiz_question(integer, text, text[], integer, text) is
  'Admins (aal2): adds a quiz question at the end of a module''s bank with its options (2 to 6), correct option (0-based) and explanation, in one transaction; returns its id. Audited as quiz_question.add.';

-- Editing a question checks it by the same rules (unchanged otherwise from 20261125170000_admin_content.sql).
create or replace function public.admin_save_quiz_question(question_id bigint, question text, options text[], correct_option integer, explanation text)
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
  v_options := private.checked_quiz_options(question, options, correct_option, explanation);

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

create function private.admin_set_question_retired(p_question bigint, p_retire boolean)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.quiz_questions q where q.id = p_question) then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'question_not_found', 'message', format('Question %s does not exist.', p_question))::text,
      detail = json_build_object('status', 404)::text;
  end if;
  perform private.set_audit_context(case when p_retire then 'quiz_question.retire' else 'quiz_question.restore' end);
  if p_retire then
    update public.quiz_questions q set retired_at = now() where q.id = p_question and q.retired_at is null;
  else
    update public.quiz_questions q set retired_at = null where q.id = p_question and q.retired_at is not null;
  end if;
  perform private.set_audit_context(null);
end;
$$;
comment on function private.admin_set_question_retired(bigint, boolean) is
  'Retires or restores a quiz question (no-op when it already is); the callers check the admin.';
revoke execute on function private.admin_set_question_retired(bigint, boolean) from public, anon, authenticated;

create function public.admin_retire_quiz_question(question_id bigint)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.assert_admin();
  perform private.admin_set_question_retired(admin_retire_quiz_question.question_id, true);
end;
$$;
comment on function public.admin_retire_quiz_question(bigint) is
  'Admins (aal2): retires a quiz question: never drawn again by start_quiz or the final exam, still shown in past attempts. Refused (23514) when its module would keep fewer active questions than a quiz draws. Audited as quiz_question.retire.';

create function public.admin_restore_quiz_question(question_id bigint)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.assert_admin();
  perform private.admin_set_question_retired(admin_restore_quiz_question.question_id, false);
end;
$$;
comment on function public.admin_restore_quiz_question(bigint) is
  'Admins (aal2): puts a retired quiz question back in its module''s bank. Audited as quiz_question.restore.';

revoke execute on function public.admin_add_quiz_question(integer, text, text[], integer, text),
  public.admin_retire_quiz_question(bigint), public.admin_restore_quiz_question(bigint)
  from public, anon, authenticated, service_role;
grant execute on function public.admin_add_quiz_question(integer, text, text[], integer, text),
  public.admin_retire_quiz_question(bigint), public.admin_restore_quiz_question(bigint)
  to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- the draws skip retired questions (otherwise unchanged from 20261123137000_quiz_draws.sql and
-- 20261124130000_final_exam.sql)
-- ---------------------------------------------------------------------------------------------
create or replace function public.start_quiz(module_id integer)
returns public.quiz_draw
language plpgsql
volatile
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

create or replace function public.start_final_exam()
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
  from public.quiz_questions q join public.quiz_answer_keys k on k.question_id = q.id
  where q.retired_at is null;
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
      where q.retired_at is null
    ) ranked
    order by ranked.round, ranked.tie
    limit r.question_count
  ) s;

  return row(v_attempt, v_started, v_started + r.time_limit, now(),
    extract(epoch from r.time_limit)::integer, r.pass_mark,
    private.final_exam_questions_shown(v_attempt))::public.final_exam_draw;
end;
$$;

comment on function public.start_quiz(integer) is
  'Starts a quiz attempt: draws 5 (private.quiz_draw_size()) of the module''s active (not retired) questions at random with shuffled options, stores the draw, and returns it without answers. Refused with 429 quiz_cooling_down for 10 minutes after two failed attempts in a row.';
comment on function public.start_final_exam() is
  'Starts the final exam (all modules passed; once per 24 hours): 30 active (not retired) questions drawn across the modules with shuffled options, without answers. An attempt still within its time limit is returned again (resumed). Refusals: 403 final_exam_locked, 429 final_exam_cooling_down, 409 final_exam_passed.';
