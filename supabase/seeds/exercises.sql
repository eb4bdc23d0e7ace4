-- The course's chart exercises (bars and answer keys included). After seed.sql, which creates the
-- modules they belong to.
select private.add_chart_exercises();
