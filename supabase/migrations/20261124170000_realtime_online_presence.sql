-- 'Online Now' as a private Realtime channel (issue 21): the presence topic `online` is authorised by
-- RLS on realtime.messages (Realtime Authorization), so only signed-in members can see who is online
-- or show themselves there; no one may broadcast on it. realtime.messages and realtime.topic() are
-- Supabase's (the embedded stack's bootstrap provides them); these policies are the project's.

create policy "Signed-in members see who is online"
  on realtime.messages
  for select
  to authenticated
  using (
    (select realtime.topic()) = 'online'
    and realtime.messages.extension = 'presence'
  );

create policy "Signed-in members show themselves online"
  on realtime.messages
  for insert
  to authenticated
  with check (
    (select realtime.topic()) = 'online'
    and realtime.messages.extension = 'presence'
  );
