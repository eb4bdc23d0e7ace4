-- The course's downloadable resources (rows in module_resources; the PDFs themselves are uploaded
-- from supabase/storage/resources by the bucket's objects_path). After seed.sql, which creates the
-- modules they belong to.

-- Seed writes are no dashboard edits: the audit log skips them (migrations/20261129110000_dashboard_operator.sql).
-- The stand-in's migrator sets this too; the Supabase CLI (db reset, db push --include-seed) does not.
select set_config('tradecraft.seeding', 'on', true);

select private.add_module_resources();
