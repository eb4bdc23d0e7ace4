-- Accounts: one profile and one subscription per auth user, created by a trigger at sign-up, and the
-- admins list. The browser never decides who is premium or who is an admin: subscriptions and admins
-- are written only by the service role (and subscriptions also by admins); a learner may change
-- nothing on their profile but the display name. Helper predicates live in the `private` schema,
-- which the API does not expose (config.toml [api].schemas), as security definer functions.

-- ---------------------------------------------------------------------------------------------
-- private schema: helpers the policies call, never reachable through the REST API
-- ---------------------------------------------------------------------------------------------
create schema if not exists private;
comment on schema private is 'Helper functions for row-level security and triggers. Not exposed by the API.';
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- tables
-- ---------------------------------------------------------------------------------------------
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  display_name text not null default '' check (char_length(display_name) <= 80),
  email text,
  current_module integer not null default 1 check (current_module >= 1),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.profiles is 'One row per user, created by a trigger on auth.users. A learner reads their own row and may change only display_name.';
comment on column public.profiles.id is 'The auth.users id of the user.';
comment on column public.profiles.display_name is 'Name shown in chat and on certificates; from the sign-up metadata key display_name, empty when none.';
comment on column public.profiles.email is 'Copy of the auth email, kept in sync by a trigger. Readable only by the user and admins.';
comment on column public.profiles.current_module is 'The first course module not yet passed; advanced only by complete_quiz.';

create table public.subscriptions (
  user_id uuid primary key references auth.users (id) on delete cascade,
  type text not null default 'free' check (type in ('free', 'premium')),
  start_date date not null default current_date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.subscriptions is 'Each user''s plan. Created free at sign-up; changed only by the service role or an admin.';
comment on column public.subscriptions.type is 'free or premium. Premium unlocks posting in freemium channels and the premium channels.';
comment on column public.subscriptions.start_date is 'Date the current plan started; reset when the plan type changes.';

create table public.admins (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
comment on table public.admins is 'Users who manage content, plans, sessions and alerts. Written only by the service role (npm run admin -- make-admin).';

-- ---------------------------------------------------------------------------------------------
-- helper predicates (security definer: they read tables the caller may not read)
-- ---------------------------------------------------------------------------------------------
create function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.admins a where a.user_id = (select auth.uid()));
$$;
comment on function private.is_admin() is 'True when the caller is listed in public.admins.';

create function private.is_premium()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.subscriptions s
    where s.user_id = (select auth.uid()) and s.type = 'premium'
  );
$$;
comment on function private.is_premium() is 'True when the caller''s plan is premium.';

revoke execute on function private.is_admin(), private.is_premium() from public;
grant execute on function private.is_admin(), private.is_premium() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- triggers
-- ---------------------------------------------------------------------------------------------
create function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
comment on function private.set_updated_at() is 'Keeps updated_at current on every update.';

create function private.reset_subscription_start()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.type is distinct from old.type and new.start_date is not distinct from old.start_date then
    new.start_date := current_date;
  end if;
  return new;
end;
$$;
comment on function private.reset_subscription_start() is 'A plan change starts a new plan period unless the writer set start_date itself.';

-- Runs as the auth service's role on real Supabase, hence security definer.
create function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, display_name, email)
  values (
    new.id,
    left(btrim(coalesce(new.raw_user_meta_data ->> 'display_name', '')), 80),
    new.email
  );
  insert into public.subscriptions (user_id) values (new.id);
  return new;
end;
$$;
comment on function private.handle_new_user() is 'Creates the profile (display name from sign-up metadata) and a free subscription for a new auth user.';

create function private.sync_profile_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles p set email = new.email where p.id = new.id;
  return new;
end;
$$;
comment on function private.sync_profile_email() is 'Copies a changed auth email onto the profile.';

revoke execute on function private.set_updated_at(), private.reset_subscription_start(),
  private.handle_new_user(), private.sync_profile_email() from public;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row when (new.email is distinct from old.email)
  execute function private.sync_profile_email();

create trigger set_profiles_updated_at
  before update on public.profiles
  for each row execute function private.set_updated_at();

create trigger set_subscriptions_updated_at
  before update on public.subscriptions
  for each row execute function private.set_updated_at();

create trigger reset_subscription_start
  before update of type on public.subscriptions
  for each row execute function private.reset_subscription_start();

-- ---------------------------------------------------------------------------------------------
-- grants: Supabase grants everything to the API roles by default; take it back, give back per role
-- ---------------------------------------------------------------------------------------------
revoke all on table public.profiles, public.subscriptions, public.admins from anon, authenticated;

grant select on table public.profiles to authenticated;
grant update (display_name) on table public.profiles to authenticated;
grant select, insert, delete on table public.subscriptions to authenticated;
grant update (type, start_date) on table public.subscriptions to authenticated;
grant select on table public.admins to authenticated;

-- ---------------------------------------------------------------------------------------------
-- row-level security
-- ---------------------------------------------------------------------------------------------
alter table public.profiles enable row level security;
alter table public.subscriptions enable row level security;
alter table public.admins enable row level security;

create policy "Users can read their own profile and admins can read all"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()));

create policy "Users can update their own profile and admins any"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()))
  with check (id = (select auth.uid()) or (select private.is_admin()));

create policy "Users can read their own subscription and admins can read all"
  on public.subscriptions for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

create policy "Admins can create subscriptions"
  on public.subscriptions for insert to authenticated
  with check ((select private.is_admin()));

create policy "Admins can change subscriptions"
  on public.subscriptions for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins can delete subscriptions"
  on public.subscriptions for delete to authenticated
  using ((select private.is_admin()));

create policy "Users can see whether they are admins and admins see all"
  on public.admins for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));
