-- A small public catalogue, private profiles and a chat, the shapes most projects have, for the
-- gateway, limits, signing-key and Functions suites.

-- Topics: anyone reads them, nobody writes them through the API.
create table public.topics (
  id integer primary key,
  title text not null
);
alter table public.topics enable row level security;
create policy "Anyone reads topics" on public.topics for select to anon, authenticated using (true);
revoke all on public.topics from anon, authenticated;
grant select on public.topics to anon, authenticated;

-- Profiles: a signed-in user reads their own; anon has no grant at all (401 42501).
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text not null,
  display_name text not null default ''
);
alter table public.profiles enable row level security;
create policy "Users read their profile" on public.profiles for select to authenticated using (id = (select auth.uid()));
revoke all on public.profiles from anon, authenticated;
grant select on public.profiles to authenticated;

-- Channels and their messages: every signed-in user reads the open channels; a message may answer
-- another (parent_id), so messages embed themselves.
create table public.channels (
  id text primary key,
  name text not null,
  open boolean not null default true
);
alter table public.channels enable row level security;
create policy "Anyone lists channels" on public.channels for select to anon, authenticated using (true);
revoke all on public.channels from anon, authenticated;
grant select on public.channels to anon, authenticated;

create table public.messages (
  id bigint generated always as identity primary key,
  channel_id text not null references public.channels (id) on delete cascade,
  author_id uuid default auth.uid() references auth.users (id) on delete cascade,
  parent_id bigint references public.messages (id) on delete cascade,
  body text not null check (char_length(body) between 1 and 2000),
  kind text not null default 'chat' check (kind in ('chat', 'bot')),
  created_at timestamptz not null default now()
);
create index messages_channel_id_created_at_idx on public.messages (channel_id, created_at desc, id desc);
create index messages_parent_id_created_at_idx on public.messages (parent_id, created_at, id) where parent_id is not null;
alter table public.messages enable row level security;

create schema if not exists private;
create function private.open_channel_ids() returns text[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(id), '{}') from public.channels where open
$$;
revoke all on function private.open_channel_ids() from public;
grant usage on schema private to authenticated;
grant execute on function private.open_channel_ids() to authenticated;

create policy "Members read open channels and their own messages" on public.messages for select to authenticated
  using (channel_id = any ((select private.open_channel_ids())::text[]) or author_id = (select auth.uid()));
create policy "Members post as themselves" on public.messages for insert to authenticated
  with check (author_id = (select auth.uid()) and kind = 'chat');
revoke all on public.messages from anon, authenticated;
grant select on public.messages to authenticated;
grant insert (channel_id, body, parent_id) on public.messages to authenticated;
