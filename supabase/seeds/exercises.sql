-- The course's chart exercises (bars and answer keys included). After seed.sql, which creates the
-- modules they belong to.
select private.add_chart_exercises();
-- A chart exercise in every module (migration 202611301300_exercise_every_module.sql).
select private.add_module_exercises();
