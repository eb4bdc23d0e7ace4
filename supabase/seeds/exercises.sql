-- The course's chart exercises (bars and answer keys included). After seed.sql, which creates the
-- modules they belong to.

-- Seed writes are no dashboard edits: the audit log skips them (migrations/20261129110000_dashboard_operator.sql).
-- The stand-in's migrator sets this too; the Supabase CLI (db reset, db push --include-seed) does not.
select set_config('tradecraft.seeding', 'on', true);

select private.add_chart_exercises();
-- A chart exercise in every module (migration 20261130130000_exercise_every_module.sql).
select private.add_module_exercises();
