-- The course's downloadable resources (rows in module_resources; the PDFs themselves are uploaded
-- from supabase/storage/resources by the bucket's objects_path). After seed.sql, which creates the
-- modules they belong to.
select private.add_module_resources();
