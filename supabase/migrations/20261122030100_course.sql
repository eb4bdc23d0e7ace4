-- The course: 15 modules with quizzes, and everything a learner earns from them (attempts, progress
-- per module, badges, the certificate). Correct answers and explanations live in their own table that
-- only admins can read, so no learner can see them before complete_quiz grades an attempt. Attempts,
-- progress, badges and certificates have no write grants for learners at all: complete_quiz (security
-- definer, next migration) is the only way in.

-- ---------------------------------------------------------------------------------------------
-- content tables
-- ---------------------------------------------------------------------------------------------
create table public.modules (
  id integer primary key check (id > 0),
  level text not null check (level in ('BEGINNER', 'INTERMEDIATE', 'ADVANCED')),
  position integer not null unique check (position > 0),
  title text not null check (char_length(title) between 1 and 120),
  description text not null default '',
  duration text not null default '00:00' check (duration ~ '^[0-9]{1,3}:[0-5][0-9]$'),
  lesson_count integer not null default 1 check (lesson_count >= 0),
  video_url text,
  thumbnail text not null default '📘'
);
comment on table public.modules is 'Course modules, readable by everyone including visitors; written by admins.';
comment on column public.modules.level is 'BEGINNER (1-4), INTERMEDIATE (5-8) or ADVANCED (9-15).';
comment on column public.modules.position is 'Order in the course.';
comment on column public.modules.duration is 'Video length as mm:ss.';
comment on column public.modules.video_url is 'Optional embeddable video; null shows the placeholder.';
comment on column public.modules.thumbnail is 'Thumbnail emoji.';

create table public.quiz_questions (
  id bigint generated always as identity primary key,
  module_id integer not null references public.modules (id) on delete cascade,
  position integer not null check (position > 0),
  question text not null check (char_length(question) between 1 and 500),
  options text[] not null check (cardinality(options) between 2 and 6 and array_ndims(options) = 1),
  unique (module_id, position)
);
comment on table public.quiz_questions is 'Quiz questions and their options, in order per module. Answers are in quiz_answer_keys.';
comment on column public.quiz_questions.options is 'The choices; complete_quiz takes their 0-based indexes.';

create table public.quiz_answer_keys (
  question_id bigint primary key references public.quiz_questions (id) on delete cascade,
  correct_option integer not null check (correct_option >= 0),
  explanation text not null default ''
);
comment on table public.quiz_answer_keys is 'Correct option (0-based) and explanation per question. Only admins read it; learners see it in complete_quiz''s review.';

create table public.badges (
  id text primary key check (id ~ '^[a-z0-9-]+$'),
  name text not null,
  description text not null default '',
  icon text not null default '🏅'
);
comment on table public.badges is 'Badge catalogue (quiz-master, course-graduate).';

-- ---------------------------------------------------------------------------------------------
-- learner records (written only by complete_quiz, the service role or admins)
-- ---------------------------------------------------------------------------------------------
create table public.quiz_attempts (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  module_id integer not null references public.modules (id) on delete cascade,
  answers integer[] not null,
  correct integer not null check (correct >= 0),
  total integer not null check (total > 0),
  score integer not null check (score between 0 and 100),
  passed boolean not null,
  created_at timestamptz not null default now()
);
comment on table public.quiz_attempts is 'Every graded quiz attempt. Inserted only by complete_quiz.';
comment on column public.quiz_attempts.score is 'correct / total as a whole percent, rounded; 70 or more passes.';
create index quiz_attempts_user_id_created_at_idx on public.quiz_attempts (user_id, created_at desc);
create index quiz_attempts_module_id_idx on public.quiz_attempts (module_id);

create table public.module_progress (
  user_id uuid not null references auth.users (id) on delete cascade,
  module_id integer not null references public.modules (id) on delete cascade,
  best_score integer not null check (best_score between 0 and 100),
  attempt_count integer not null default 1 check (attempt_count >= 0),
  passed_at timestamptz,
  last_attempt_at timestamptz not null default now(),
  primary key (user_id, module_id)
);
comment on table public.module_progress is 'Per user and module: best score, attempts, and when it was first passed (null = not completed).';
comment on column public.module_progress.passed_at is 'First time the module was passed; the module counts as completed from then on.';
create index module_progress_module_id_idx on public.module_progress (module_id);

create table public.user_badges (
  user_id uuid not null references auth.users (id) on delete cascade,
  badge_id text not null references public.badges (id) on delete cascade,
  awarded_at timestamptz not null default now(),
  primary key (user_id, badge_id)
);
comment on table public.user_badges is 'Badges earned, each at most once per user.';
create index user_badges_badge_id_idx on public.user_badges (badge_id);

create table public.certificates (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  code text not null unique,
  holder_name text not null,
  issued_at timestamptz not null default now()
);
comment on table public.certificates is 'Certificate of completion, issued once when every module is passed. Public check: verify_certificate(code).';
comment on column public.certificates.code is 'Unguessable code (122 random bits) printed on the certificate.';
comment on column public.certificates.holder_name is 'Display name at the time of issue.';

-- ---------------------------------------------------------------------------------------------
-- views (security_invoker: the caller's own rights apply)
-- ---------------------------------------------------------------------------------------------
create view public.module_progress_overview
with (security_invoker = true) as
select
  m.id as module_id,
  m.level,
  m.position,
  m.title,
  coalesce(p.best_score, 0) as best_score,
  coalesce(p.attempt_count, 0) as attempt_count,
  p.passed_at,
  p.passed_at is not null as completed,
  p.last_attempt_at
from public.modules m
left join public.module_progress p
  on p.module_id = m.id and p.user_id = (select auth.uid());
comment on view public.module_progress_overview is 'Every module with the signed-in user''s best score and completion (zeros when not attempted).';

create view public.earned_badges
with (security_invoker = true) as
select ub.user_id, b.id as badge_id, b.name, b.description, b.icon, ub.awarded_at
from public.user_badges ub
join public.badges b on b.id = ub.badge_id;
comment on view public.earned_badges is 'Badges with their catalogue details; a learner sees their own.';

-- ---------------------------------------------------------------------------------------------
-- grants
-- ---------------------------------------------------------------------------------------------
revoke all on table public.modules, public.quiz_questions, public.quiz_answer_keys, public.badges,
  public.quiz_attempts, public.module_progress, public.user_badges, public.certificates,
  public.module_progress_overview, public.earned_badges
  from anon, authenticated;

grant select on table public.modules, public.badges to anon, authenticated;
grant insert, update, delete on table public.modules, public.badges to authenticated;
grant select, insert, update, delete on table public.quiz_questions, public.quiz_answer_keys to authenticated;
grant select, delete on table public.quiz_attempts, public.user_badges, public.certificates to authenticated;
grant select, update, delete on table public.module_progress to authenticated;
grant select on table public.module_progress_overview, public.earned_badges to authenticated;

-- ---------------------------------------------------------------------------------------------
-- row-level security
-- ---------------------------------------------------------------------------------------------
alter table public.modules enable row level security;
alter table public.quiz_questions enable row level security;
alter table public.quiz_answer_keys enable row level security;
alter table public.badges enable row level security;
alter table public.quiz_attempts enable row level security;
alter table public.module_progress enable row level security;
alter table public.user_badges enable row level security;
alter table public.certificates enable row level security;

-- modules
create policy "Everyone can read the modules"
  on public.modules for select to anon, authenticated
  using (true);
create policy "Admins can add modules"
  on public.modules for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins can edit modules"
  on public.modules for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "Admins can delete modules"
  on public.modules for delete to authenticated
  using ((select private.is_admin()));

-- quiz questions
create policy "Signed-in users can read quiz questions"
  on public.quiz_questions for select to authenticated
  using ((select auth.uid()) is not null);
create policy "Admins can add quiz questions"
  on public.quiz_questions for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins can edit quiz questions"
  on public.quiz_questions for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "Admins can delete quiz questions"
  on public.quiz_questions for delete to authenticated
  using ((select private.is_admin()));

-- answer keys
create policy "Admins can read answer keys"
  on public.quiz_answer_keys for select to authenticated
  using ((select private.is_admin()));
create policy "Admins can add answer keys"
  on public.quiz_answer_keys for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins can edit answer keys"
  on public.quiz_answer_keys for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "Admins can delete answer keys"
  on public.quiz_answer_keys for delete to authenticated
  using ((select private.is_admin()));

-- badge catalogue
create policy "Everyone can read the badge catalogue"
  on public.badges for select to anon, authenticated
  using (true);
create policy "Admins can add badges"
  on public.badges for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins can edit badges"
  on public.badges for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "Admins can delete badges"
  on public.badges for delete to authenticated
  using ((select private.is_admin()));

-- attempts
create policy "Learners can read their own attempts and admins all"
  on public.quiz_attempts for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));
create policy "Admins can delete attempts"
  on public.quiz_attempts for delete to authenticated
  using ((select private.is_admin()));

-- progress
create policy "Learners can read their own progress and admins all"
  on public.module_progress for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));
create policy "Admins can correct progress"
  on public.module_progress for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "Admins can reset progress"
  on public.module_progress for delete to authenticated
  using ((select private.is_admin()));

-- earned badges
create policy "Learners can read their own badges and admins all"
  on public.user_badges for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));
create policy "Admins can revoke badges"
  on public.user_badges for delete to authenticated
  using ((select private.is_admin()));

-- certificates
create policy "Learners can read their own certificate and admins all"
  on public.certificates for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));
create policy "Admins can revoke certificates"
  on public.certificates for delete to authenticated
  using ((select private.is_admin()));
