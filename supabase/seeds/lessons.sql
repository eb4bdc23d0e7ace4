-- The course's lessons and notes have one source, the migration 20261124110100_lesson_notes.sql.
-- Migrations run before seed.sql creates the modules, so its function adds them now.

-- Seed writes are no dashboard edits: the audit log skips them (migrations/20261129110000_dashboard_operator.sql).
-- The stand-in's migrator sets this too; the Supabase CLI (db reset, db push --include-seed) does not.
select set_config('tradecraft.seeding', 'on', true);

select private.add_lessons();
