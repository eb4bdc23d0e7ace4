-- The final exam (migrations/20261124130000_final_exam.sql): the course-graduate badge is earned by
-- passing it. On a fresh database the migrations run before seed.sql creates the badges, so the
-- wording is set here too.
update public.badges set description = 'Passed the final exam and earned the certificate of completion.'
where id = 'course-graduate';
