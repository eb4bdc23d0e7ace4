-- The course's lessons and notes have one source, the migration 20261124110100_lesson_notes.sql.
-- Migrations run before seed.sql creates the modules, so its function adds them now.
select private.add_lessons();
