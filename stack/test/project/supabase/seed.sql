-- Seed of the stand-in's test project: topics and channels to read.
insert into public.topics (id, title) values
  (1, 'Getting started'), (2, 'Tables'), (3, 'Policies'), (4, 'Functions'), (5, 'Storage'), (6, 'Realtime');
insert into public.channels (id, name, open) values
  ('general', 'General', true), ('help', 'Help', true), ('staff', 'Staff', false);
-- A conversation: 200 messages in general, each with two replies (the replies index holds rows, so
-- an embed of replies is priced as the index lookups it is).
insert into public.messages (channel_id, body, kind)
select 'general', 'message ' || g, 'bot' from generate_series(1, 200) g;
insert into public.messages (channel_id, parent_id, body, kind)
select 'general', m.id, 'reply ' || r, 'bot' from public.messages m, generate_series(1, 2) r where m.parent_id is null;
