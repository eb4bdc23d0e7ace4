-- The admin write policies as they are: 20261125140000_admin_mfa.sql rewrote the admin branch of every
-- insert, update and delete policy from private.is_admin() to private.is_admin_aal2() by editing their
-- text in pg_policies (a `do` block), so their live text was in no migration. Each of those policies
-- is dropped and created again here with its full text: the same command, roles and expressions as
-- that block left them (only the alias PostgreSQL gives the scalar subquery, is_admin_aal2 for
-- is_admin, differs in pg_policies). Their current text is in supabase/schema/<schema>/tables/.

-- public.badges
drop policy "Admins can add badges" on public.badges;
create policy "Admins can add badges"
  on public.badges for insert to authenticated
  with check ((select private.is_admin_aal2()));
drop policy "Admins can edit badges" on public.badges;
create policy "Admins can edit badges"
  on public.badges for update to authenticated
  using ((select private.is_admin_aal2()))
  with check ((select private.is_admin_aal2()));
drop policy "Admins can delete badges" on public.badges;
create policy "Admins can delete badges"
  on public.badges for delete to authenticated
  using ((select private.is_admin_aal2()));

-- public.certificates
drop policy "Admins can revoke certificates" on public.certificates;
create policy "Admins can revoke certificates"
  on public.certificates for delete to authenticated
  using ((select private.is_admin_aal2()));

-- public.channels
drop policy "Admins can add channels" on public.channels;
create policy "Admins can add channels"
  on public.channels for insert to authenticated
  with check ((select private.is_admin_aal2()));
drop policy "Admins can edit channels" on public.channels;
create policy "Admins can edit channels"
  on public.channels for update to authenticated
  using ((select private.is_admin_aal2()))
  with check ((select private.is_admin_aal2()));
drop policy "Admins can delete channels" on public.channels;
create policy "Admins can delete channels"
  on public.channels for delete to authenticated
  using ((select private.is_admin_aal2()));

-- public.chart_bars
drop policy "Admins can add chart bars" on public.chart_bars;
create policy "Admins can add chart bars"
  on public.chart_bars for insert to authenticated
  with check ((select private.is_admin_aal2()));
drop policy "Admins can edit chart bars" on public.chart_bars;
create policy "Admins can edit chart bars"
  on public.chart_bars for update to authenticated
  using ((select private.is_admin_aal2()))
  with check ((select private.is_admin_aal2()));
drop policy "Admins can delete chart bars" on public.chart_bars;
create policy "Admins can delete chart bars"
  on public.chart_bars for delete to authenticated
  using ((select private.is_admin_aal2()));

-- public.chart_exercise_attempts
drop policy "Admins can delete exercise attempts" on public.chart_exercise_attempts;
create policy "Admins can delete exercise attempts"
  on public.chart_exercise_attempts for delete to authenticated
  using ((select private.is_admin_aal2()));

-- public.chart_exercise_bars
drop policy "Admins can add exercise bars" on public.chart_exercise_bars;
create policy "Admins can add exercise bars"
  on public.chart_exercise_bars for insert to authenticated
  with check ((select private.is_admin_aal2()));
drop policy "Admins can edit exercise bars" on public.chart_exercise_bars;
create policy "Admins can edit exercise bars"
  on public.chart_exercise_bars for update to authenticated
  using ((select private.is_admin_aal2()))
  with check ((select private.is_admin_aal2()));
drop policy "Admins can delete exercise bars" on public.chart_exercise_bars;
create policy "Admins can delete exercise bars"
  on public.chart_exercise_bars for delete to authenticated
  using ((select private.is_admin_aal2()));

-- public.chart_exercise_keys
drop policy "Admins can add exercise answer keys" on public.chart_exercise_keys;
create policy "Admins can add exercise answer keys"
  on public.chart_exercise_keys for insert to authenticated
  with check ((select private.is_admin_aal2()));
drop policy "Admins can edit exercise answer keys" on public.chart_exercise_keys;
create policy "Admins can edit exercise answer keys"
  on public.chart_exercise_keys for update to authenticated
  using ((select private.is_admin_aal2()))
  with check ((select private.is_admin_aal2()));
drop policy "Admins can delete exercise answer keys" on public.chart_exercise_keys;
create policy "Admins can delete exercise answer keys"
  on public.chart_exercise_keys for delete to authenticated
  using ((select private.is_admin_aal2()));

-- public.chart_exercises
drop policy "Admins can add chart exercises" on public.chart_exercises;
create policy "Admins can add chart exercises"
  on public.chart_exercises for insert to authenticated
  with check ((select private.is_admin_aal2()));
drop policy "Admins can edit chart exercises" on public.chart_exercises;
create policy "Admins can edit chart exercises"
  on public.chart_exercises for update to authenticated
  using ((select private.is_admin_aal2()))
  with check ((select private.is_admin_aal2()));
drop policy "Admins can delete chart exercises" on public.chart_exercises;
create policy "Admins can delete chart exercises"
  on public.chart_exercises for delete to authenticated
  using ((select private.is_admin_aal2()));

-- public.lesson_progress
drop policy "Learners can reset their own lesson progress and admins any" on public.lesson_progress;
create policy "Learners can reset their own lesson progress and admins any"
  on public.lesson_progress for delete to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin_aal2()));

-- public.lessons
drop policy "Admins can add lessons" on public.lessons;
create policy "Admins can add lessons"
  on public.lessons for insert to authenticated
  with check ((select private.is_admin_aal2()));
drop policy "Admins can edit lessons" on public.lessons;
create policy "Admins can edit lessons"
  on public.lessons for update to authenticated
  using ((select private.is_admin_aal2()))
  with check ((select private.is_admin_aal2()));
drop policy "Admins can delete lessons" on public.lessons;
create policy "Admins can delete lessons"
  on public.lessons for delete to authenticated
  using ((select private.is_admin_aal2()));

-- public.live_sessions
drop policy "Admins can schedule sessions" on public.live_sessions;
create policy "Admins can schedule sessions"
  on public.live_sessions for insert to authenticated
  with check ((select private.is_admin_aal2()));
drop policy "Admins can edit sessions" on public.live_sessions;
create policy "Admins can edit sessions"
  on public.live_sessions for update to authenticated
  using ((select private.is_admin_aal2()))
  with check ((select private.is_admin_aal2()));
drop policy "Admins can cancel sessions" on public.live_sessions;
create policy "Admins can cancel sessions"
  on public.live_sessions for delete to authenticated
  using ((select private.is_admin_aal2()));

-- public.market_alerts
drop policy "Admins can post alerts" on public.market_alerts;
create policy "Admins can post alerts"
  on public.market_alerts for insert to authenticated
  with check ((select private.is_admin_aal2()));
drop policy "Admins can edit alerts" on public.market_alerts;
create policy "Admins can edit alerts"
  on public.market_alerts for update to authenticated
  using ((select private.is_admin_aal2()))
  with check ((select private.is_admin_aal2()));
drop policy "Admins can delete alerts" on public.market_alerts;
create policy "Admins can delete alerts"
  on public.market_alerts for delete to authenticated
  using ((select private.is_admin_aal2()));

-- public.market_symbols
drop policy "Admins can add symbols" on public.market_symbols;
create policy "Admins can add symbols"
  on public.market_symbols for insert to authenticated
  with check ((select private.is_admin_aal2()));
drop policy "Admins can edit symbols" on public.market_symbols;
create policy "Admins can edit symbols"
  on public.market_symbols for update to authenticated
  using ((select private.is_admin_aal2()))
  with check ((select private.is_admin_aal2()));
drop policy "Admins can delete symbols" on public.market_symbols;
create policy "Admins can delete symbols"
  on public.market_symbols for delete to authenticated
  using ((select private.is_admin_aal2()));

-- public.messages
drop policy "Authors can delete their own messages and admins any" on public.messages;
create policy "Authors can delete their own messages and admins any"
  on public.messages for delete to authenticated
  using (author_id = (select auth.uid()) or (select private.is_admin_aal2()));

-- public.module_progress
drop policy "Admins can correct progress" on public.module_progress;
create policy "Admins can correct progress"
  on public.module_progress for update to authenticated
  using ((select private.is_admin_aal2()))
  with check ((select private.is_admin_aal2()));
drop policy "Admins can reset progress" on public.module_progress;
create policy "Admins can reset progress"
  on public.module_progress for delete to authenticated
  using ((select private.is_admin_aal2()));

-- public.module_resources
drop policy "Admins can add resources" on public.module_resources;
create policy "Admins can add resources"
  on public.module_resources for insert to authenticated
  with check ((select private.is_admin_aal2()));
drop policy "Admins can edit resources" on public.module_resources;
create policy "Admins can edit resources"
  on public.module_resources for update to authenticated
  using ((select private.is_admin_aal2()))
  with check ((select private.is_admin_aal2()));
drop policy "Admins can delete resources" on public.module_resources;
create policy "Admins can delete resources"
  on public.module_resources for delete to authenticated
  using ((select private.is_admin_aal2()));

-- public.modules
drop policy "Admins can add modules" on public.modules;
create policy "Admins can add modules"
  on public.modules for insert to authenticated
  with check ((select private.is_admin_aal2()));
drop policy "Admins can edit modules" on public.modules;
create policy "Admins can edit modules"
  on public.modules for update to authenticated
  using ((select private.is_admin_aal2()))
  with check ((select private.is_admin_aal2()));
drop policy "Admins can delete modules" on public.modules;
create policy "Admins can delete modules"
  on public.modules for delete to authenticated
  using ((select private.is_admin_aal2()));

-- public.pinned_messages
drop policy "Admins pin messages" on public.pinned_messages;
create policy "Admins pin messages"
  on public.pinned_messages for insert to authenticated
  with check ((select private.is_admin_aal2()) and pinned_by = (select auth.uid()));
drop policy "Admins unpin messages" on public.pinned_messages;
create policy "Admins unpin messages"
  on public.pinned_messages for delete to authenticated
  using ((select private.is_admin_aal2()));

-- public.profiles
drop policy "Users can update their own profile and admins any" on public.profiles;
create policy "Users can update their own profile and admins any"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()) or (select private.is_admin_aal2()))
  with check (id = (select auth.uid()) or (select private.is_admin_aal2()));

-- public.quiz_answer_keys
drop policy "Admins can add answer keys" on public.quiz_answer_keys;
create policy "Admins can add answer keys"
  on public.quiz_answer_keys for insert to authenticated
  with check ((select private.is_admin_aal2()));
drop policy "Admins can edit answer keys" on public.quiz_answer_keys;
create policy "Admins can edit answer keys"
  on public.quiz_answer_keys for update to authenticated
  using ((select private.is_admin_aal2()))
  with check ((select private.is_admin_aal2()));
drop policy "Admins can delete answer keys" on public.quiz_answer_keys;
create policy "Admins can delete answer keys"
  on public.quiz_answer_keys for delete to authenticated
  using ((select private.is_admin_aal2()));

-- public.quiz_attempts
drop policy "Admins can delete attempts" on public.quiz_attempts;
create policy "Admins can delete attempts"
  on public.quiz_attempts for delete to authenticated
  using ((select private.is_admin_aal2()));

-- public.quiz_questions
drop policy "Admins can add quiz questions" on public.quiz_questions;
create policy "Admins can add quiz questions"
  on public.quiz_questions for insert to authenticated
  with check ((select private.is_admin_aal2()));
drop policy "Admins can edit quiz questions" on public.quiz_questions;
create policy "Admins can edit quiz questions"
  on public.quiz_questions for update to authenticated
  using ((select private.is_admin_aal2()))
  with check ((select private.is_admin_aal2()));
drop policy "Admins can delete quiz questions" on public.quiz_questions;
create policy "Admins can delete quiz questions"
  on public.quiz_questions for delete to authenticated
  using ((select private.is_admin_aal2()));

-- public.subscriptions
drop policy "Admins can create subscriptions" on public.subscriptions;
create policy "Admins can create subscriptions"
  on public.subscriptions for insert to authenticated
  with check ((select private.is_admin_aal2()));
drop policy "Admins can change subscriptions" on public.subscriptions;
create policy "Admins can change subscriptions"
  on public.subscriptions for update to authenticated
  using ((select private.is_admin_aal2()))
  with check ((select private.is_admin_aal2()));
drop policy "Admins can delete subscriptions" on public.subscriptions;
create policy "Admins can delete subscriptions"
  on public.subscriptions for delete to authenticated
  using ((select private.is_admin_aal2()));

-- public.user_badges
drop policy "Admins can revoke badges" on public.user_badges;
create policy "Admins can revoke badges"
  on public.user_badges for delete to authenticated
  using ((select private.is_admin_aal2()));

-- storage.objects
drop policy "Admins add course files; users add their own avatar" on storage.objects;
create policy "Admins add course files; users add their own avatar"
  on storage.objects for insert to authenticated
  with check (
    (bucket_id in ('course-media', 'resources') and (select private.is_admin_aal2()))
    or (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
  );
drop policy "Admins add lesson videos" on storage.objects;
create policy "Admins add lesson videos"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'lesson-videos' and (select private.is_admin_aal2()));
drop policy "Admins replace course files; users replace their own avatar" on storage.objects;
create policy "Admins replace course files; users replace their own avatar"
  on storage.objects for update to authenticated
  using (
    (bucket_id in ('course-media', 'resources') and (select private.is_admin_aal2()))
    or (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
  )
  with check (
    (bucket_id in ('course-media', 'resources') and (select private.is_admin_aal2()))
    or (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
  );
drop policy "Admins replace lesson videos" on storage.objects;
create policy "Admins replace lesson videos"
  on storage.objects for update to authenticated
  using (bucket_id = 'lesson-videos' and (select private.is_admin_aal2()))
  with check (bucket_id = 'lesson-videos' and (select private.is_admin_aal2()));
drop policy "Admins remove course files; users remove their own avatar" on storage.objects;
create policy "Admins remove course files; users remove their own avatar"
  on storage.objects for delete to authenticated
  using (
    (bucket_id in ('course-media', 'resources') and (select private.is_admin_aal2()))
    or (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
  );
drop policy "Admins remove lesson videos" on storage.objects;
create policy "Admins remove lesson videos"
  on storage.objects for delete to authenticated
  using (bucket_id = 'lesson-videos' and (select private.is_admin_aal2()));
