-- A message body is 1 to 2,000 characters after trimming. Until now only the column's unnamed check
-- refused a longer one, and its error named a constraint, not the rule; the composer cut pasted text
-- at 2,000 without a word. The trigger that trims the body now refuses an empty or too-long body with
-- a sentence a member understands (same SQLSTATE 23514, check_violation, and the constraint's name),
-- and the check stays, renamed, as the backstop for anything that bypasses triggers.

alter table public.messages rename constraint messages_body_check to messages_body_length;

create or replace function private.prepare_message()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_length integer;
begin
  new.body := btrim(new.body, E' \t\r\n');
  v_length := char_length(new.body);
  if v_length = 0 then
    raise exception 'A message cannot be empty.'
      using errcode = '23514', constraint = 'messages_body_length', table = 'messages', schema = 'public';
  end if;
  if v_length > 2000 then
    raise exception 'A message can be at most 2,000 characters; this one has %.', to_char(v_length, 'FM999,999,999')
      using errcode = '23514', constraint = 'messages_body_length', table = 'messages', schema = 'public',
        hint = 'Shorten it, or split it into two messages.';
  end if;
  if tg_op = 'UPDATE' and new.body is distinct from old.body then
    new.edited_at := now();
  end if;
  return new;
end;
$$;
comment on function private.prepare_message() is 'Trims the body, refuses an empty one or one over 2,000 characters with a readable message, and stamps edits.';
