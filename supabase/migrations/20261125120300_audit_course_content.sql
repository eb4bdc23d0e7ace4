-- Security review, finding 4: admin writes the audit log did not see. The admin console migration
-- (20261124150000) put private.audit_admin_write() on the tables admins wrote then; the tables added
-- since, and the learners' records an admin may correct or reset, get the same trigger here. Writes by
-- learners themselves (their own progress, through complete_quiz, save_lesson_progress or
-- grade_chart_exercise) are not admin writes and are not recorded; an admin's own progress is skipped
-- too ('others').

-- course content
create trigger audit_admin_write after insert or update or delete on public.lessons
  for each row execute function private.audit_admin_write('id');
create trigger audit_admin_write after insert or update or delete on public.module_resources
  for each row execute function private.audit_admin_write('id');
create trigger audit_admin_write after insert or update or delete on public.chart_exercises
  for each row execute function private.audit_admin_write('id');
create trigger audit_admin_write after insert or update or delete on public.chart_exercise_bars
  for each row execute function private.audit_admin_write('exercise_id');
create trigger audit_admin_write after insert or update or delete on public.chart_exercise_keys
  for each row execute function private.audit_admin_write('exercise_id');
create trigger audit_admin_write after insert or update or delete on public.badges
  for each row execute function private.audit_admin_write('id');

-- learners' records: an admin's corrections and resets of other members' rows
create trigger audit_admin_write after insert or update or delete on public.module_progress
  for each row execute function private.audit_admin_write('module_id', 'user_id', 'others');
create trigger audit_admin_write after insert or update or delete on public.lesson_progress
  for each row execute function private.audit_admin_write('lesson_id', 'user_id', 'others');
create trigger audit_admin_write after insert or update or delete on public.quiz_attempts
  for each row execute function private.audit_admin_write('id', 'user_id', 'others');
create trigger audit_admin_write after insert or update or delete on public.user_badges
  for each row execute function private.audit_admin_write('badge_id', 'user_id', 'others');
create trigger audit_admin_write after insert or update or delete on public.chart_exercise_attempts
  for each row execute function private.audit_admin_write('id', 'user_id', 'others');
