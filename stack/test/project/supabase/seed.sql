-- Seed of the stand-in's test project: topics and channels to read.
insert into public.topics (id, title) values
  (1, 'Getting started'), (2, 'Tables'), (3, 'Policies'), (4, 'Functions'), (5, 'Storage'), (6, 'Realtime');
insert into public.channels (id, name, open) values
  ('general', 'General', true), ('help', 'Help', true), ('staff', 'Staff', false);
