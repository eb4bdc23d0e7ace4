-- Answer keys must point at one of their question's options: a key out of range would make a question
-- impossible to answer correctly, and complete_quiz would grade every learner down for it. Checked on
-- both sides, when a key is written and when a question's options change.

-- ---------------------------------------------------------------------------------------------
-- functions
-- ---------------------------------------------------------------------------------------------
create function private.check_answer_key()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_options integer;
begin
  select cardinality(q.options) into v_options from public.quiz_questions q where q.id = new.question_id;
  if new.correct_option >= v_options then
    raise exception 'correct_option % is out of range: question % has % options (0 to %).',
      new.correct_option, new.question_id, v_options, v_options - 1
      using errcode = '23514';
  end if;
  return new;
end;
$$;
comment on function private.check_answer_key() is 'Rejects an answer key whose correct_option is not an index of the question''s options.';

create function private.check_question_options()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if exists (
    select 1 from public.quiz_answer_keys k
    where k.question_id = new.id and k.correct_option >= cardinality(new.options)
  ) then
    raise exception 'Question % would lose the option its answer key points at; change the key first.', new.id
      using errcode = '23514';
  end if;
  return new;
end;
$$;
comment on function private.check_question_options() is 'Rejects removing the option an existing answer key points at.';

revoke execute on function private.check_answer_key(), private.check_question_options() from public;

-- ---------------------------------------------------------------------------------------------
-- triggers
-- ---------------------------------------------------------------------------------------------
create trigger check_answer_key
  before insert or update on public.quiz_answer_keys
  for each row execute function private.check_answer_key();

create trigger check_question_options
  before update of options on public.quiz_questions
  for each row execute function private.check_question_options();
