-- The Supabase dashboard as an admin tool: its table editor and SQL editor connect as the `postgres`
-- role (hosted projects since the 2022 change that took superuser away from the SQL editor;
-- self-hosted Studio connects as `supabase_admin` unless switched to `postgres`), with no JWT:
-- auth.uid(), auth.role() and auth.jwt() are null. Until now the audit trigger ignored such writes
-- (an edit of subscriptions.type left no trace) and every admin_* function refused them ('Only admins
-- can do this.'). docs/admin-dashboard.md shows each console action done the dashboard way.
--
-- * The trusted operator (private.trusted_operator()): a session logged in as postgres or
--   supabase_admin that carries no JWT. The API never reaches the database that way: PostgREST,
--   Storage and Realtime log in as their own roles (authenticator, …) and set the request's claims; on
--   the stand-in, which logs in as postgres for everything, every API request carries its claims
--   (role anon, authenticated or service_role), so a visitor, a member, an admin at aal1 and the
--   service role are never the operator. GoTrue logs in as supabase_auth_admin (not the operator);
--   the stand-in's GoTrue logs in as postgres, see the third point.
-- * Admin functions: private.acting_as_admin() and private.assert_admin(), which every admin_*
--   function calls, accept the operator as they accept the service role (no second factor: the
--   database password and the dashboard's own login are the operator's). The member paths (RLS
--   policies, is_admin(), is_admin_aal2()) are untouched: the operator bypasses RLS as the tables'
--   owner anyway, and nobody with a JWT gains anything.
-- * Audit: private.audit_admin_write() records the operator's writes with actor_role 'dashboard',
--   actor_id null and actor_email the database role ('postgres'), on every table it already audits
--   (subscriptions, admins, analysts, member_suspensions, channels, modules, lessons, quiz tables,
--   live sessions and series, alerts, symbols, resources, chart exercises, badges, moderation tables,
--   certificates' revocations, and members' rows). Two kinds of operator-role writes are not edits:
--     - migrations and seeds: the stack's migrator sets `tradecraft.seeding = on` for each file's
--       transaction (stack/db/migrate.ts); a data migration or seed run by other means sets it first
--       (`select set_config('tradecraft.seeding', 'on', true);`), inside its transaction;
--     - writes that follow from a write to auth.users (a sign-up's profile and free plan, a deleted
--       user's rows by cascade, an email copied to the profile): GoTrue's own work, which on a hosted
--       project never looks like the operator (it logs in as supabase_auth_admin) and on the stand-in
--       does. A statement trigger on auth.users marks the transaction, and the operator's writes after
--       it in that transaction are not recorded. (Cascaded deletes fire their triggers at the depth of
--       the statement that deleted the user, so the trigger depth cannot tell them apart.) The admin
--       functions that write auth.users (suspending, lifting a suspension) do so after their audited
--       write; a dashboard script that edits auth.users should make its other edits in a transaction
--       of their own.
--   admin_retry_lesson_video(), which writes its audit row itself, names the operator the same way.
--   The switch is no security boundary: the operator owns the tables and could drop the trigger; it
--   keeps an honest operator's edits on the record.

alter table public.audit_log drop constraint audit_log_actor_role_check;
alter table public.audit_log add constraint audit_log_actor_role_check
  check (actor_role in ('admin', 'service_role', 'analyst', 'dashboard'));
comment on column public.audit_log.actor_role is 'admin (an admin''s own JWT), analyst (an analyst''s signal action), service_role, or dashboard (the postgres role with no JWT: the Supabase dashboard''s table or SQL editor, psql).';
comment on column public.audit_log.actor_email is 'The admin''s email at the time; for a dashboard write, the database role that made it (postgres).';

-- ---------------------------------------------------------------------------------------------
-- who the operator is
-- ---------------------------------------------------------------------------------------------
create function private.trusted_operator()
returns text
language sql
stable
set search_path = ''
as $$
  select session_user::text
  where session_user::text in ('postgres', 'supabase_admin')
    and (select auth.jwt()) is null
    and (select auth.role()) is null;
$$;
comment on function private.trusted_operator() is 'The database role of a session that logged in as postgres (or supabase_admin) and carries no JWT: the Supabase dashboard''s table and SQL editors, psql. Null for every API request.';
revoke execute on function private.trusted_operator() from public, anon, authenticated, service_role;

create or replace function private.acting_as_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.role()) = 'service_role', false)
    or (select private.is_admin())
    or (select private.trusted_operator()) is not null;
$$;
comment on function private.acting_as_admin() is 'True for an admin''s request, the service role (npm run admin) and the trusted operator (the dashboard as postgres, no JWT).';

create or replace function private.assert_admin()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.acting_as_admin() then
    raise exception 'Only admins can do this.' using errcode = '42501';
  end if;
  if (select auth.role()) is distinct from 'service_role'
     and (select private.trusted_operator()) is null
     and not (select private.is_aal2())
     and current_setting('tradecraft.admin_access', true) is distinct from 'read' then
    raise exception 'Admin changes need two-factor verification (aal2).'
      using errcode = '42501', hint = 'Verify with your authenticator app in the admin console, then try again.';
  end if;
end;
$$;
comment on function private.assert_admin() is 'Raises 42501 (PostgREST 403) unless the caller is the service role, the trusted operator (the dashboard as postgres, no JWT) or an admin with an aal2 session; an aal1 admin passes only inside a read function (tradecraft.admin_access = read).';

-- ---------------------------------------------------------------------------------------------
-- the audit trigger
-- ---------------------------------------------------------------------------------------------
create function private.mark_auth_user_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform set_config('tradecraft.auth_user_write', 'on', true);
  return null;
end;
$$;
comment on function private.mark_auth_user_write() is 'Marks the transaction as one that wrote auth.users (GoTrue''s work), so the rows it changes in audited tables, by triggers and cascades, are not recorded as the operator''s edits.';
revoke execute on function private.mark_auth_user_write() from public, anon, authenticated, service_role;
create trigger mark_auth_user_write
  before insert or update or delete on auth.users
  for each statement execute function private.mark_auth_user_write();

-- The operator as the audit log names them: their database role when this write is theirs to answer
-- for, else null (not the operator, a migration or seed, or a transaction that wrote auth.users).
create function private.audited_operator()
returns text
language sql
stable
set search_path = ''
as $$
  select o.name
  from (select private.trusted_operator() as name) o
  where o.name is not null
    and current_setting('tradecraft.seeding', true) is distinct from 'on'
    and current_setting('tradecraft.auth_user_write', true) is distinct from 'on';
$$;
comment on function private.audited_operator() is 'The trusted operator''s database role when their write is to be audited: not during migrations and seeds (tradecraft.seeding), not after a write to auth.users in the same transaction (GoTrue''s sign-ups and deletions and what their triggers and cascades write).';
revoke execute on function private.audited_operator() from public, anon, authenticated, service_role;

create or replace function private.audit_admin_write()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_role text := (select auth.role());
  v_uid uuid := (select auth.uid());
  v_before jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  v_after jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  v_row jsonb := coalesce(v_after, v_before);
  -- The member the row belongs to, after the write or else before it (a removed message loses its author).
  v_target uuid := case when tg_nargs > 1 and tg_argv[1] <> '' then coalesce(v_after ->> tg_argv[1], v_before ->> tg_argv[1])::uuid end;
  v_actor_role text;
  v_actor_email text;
begin
  if v_role = 'service_role' then
    v_actor_role := 'service_role';
  elsif v_role = 'authenticated' and exists (select 1 from public.admins a where a.user_id = v_uid) then
    v_actor_role := 'admin';
    v_actor_email := (select u.email from auth.users u where u.id = v_uid);
  elsif v_role is null then
    v_actor_email := private.audited_operator();
    if v_actor_email is null then
      return null; -- a migration or seed, GoTrue's work at sign-up or deletion
    end if;
    v_actor_role := 'dashboard';
  else
    return null; -- not an admin write (a member's own row)
  end if;
  if tg_nargs > 2 and tg_argv[2] = 'others' and v_target is not distinct from v_uid then
    return null;
  end if;
  if tg_op = 'UPDATE' and v_before = v_after then
    return null;
  end if;
  insert into public.audit_log (actor_id, actor_email, actor_role, action, target_table, target_id,
                                target_user_id, target_email, reason, before, after)
  values (
    v_uid,
    v_actor_email,
    v_actor_role,
    coalesce(nullif(current_setting('tradecraft.audit_action', true), ''), tg_table_name || '.' || lower(tg_op)),
    tg_table_name,
    v_row ->> tg_argv[0],
    v_target,
    (select u.email from auth.users u where u.id = v_target),
    nullif(current_setting('tradecraft.audit_reason', true), ''),
    v_before,
    v_after
  );
  return null;
end;
$$;
comment on function private.audit_admin_write() is 'Records an admin''s, the service role''s or the dashboard operator''s (postgres, no JWT; not migrations, seeds or GoTrue''s cascades) write to the audit log. Trigger arguments: key column, member column (read after the write, or before it when the write cleared it), and ''others'' to skip the actor''s own rows.';

-- ---------------------------------------------------------------------------------------------
-- the one admin function that writes its audit row itself
-- ---------------------------------------------------------------------------------------------
create or replace function public.admin_retry_lesson_video(lesson_id bigint)
returns public.lesson_video_jobs
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_before public.lesson_video_jobs;
  v_after public.lesson_video_jobs;
  v_operator text := private.trusted_operator();
begin
  perform private.assert_admin();
  select * into v_before from public.lesson_video_jobs j where j.lesson_id = admin_retry_lesson_video.lesson_id for update;
  if not found then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'job_not_found',
        'message', format('Lesson %s has no video job.', admin_retry_lesson_video.lesson_id))::text,
      detail = json_build_object('status', 404)::text;
  end if;
  if v_before.state <> 'failed' then
    raise exception 'Only a failed video can be retried (this one is %).', v_before.state using errcode = '22023';
  end if;
  update public.lesson_video_jobs j
  set state = 'queued', error = null, queued_at = now(), started_at = null, finished_at = null
  where j.lesson_id = admin_retry_lesson_video.lesson_id
  returning * into v_after;
  insert into public.audit_log (actor_id, actor_email, actor_role, action, target_table, target_id, before, after)
  values (
    (select auth.uid()),
    coalesce((select u.email from auth.users u where u.id = (select auth.uid())), v_operator),
    case when (select auth.role()) = 'service_role' then 'service_role' when v_operator is not null then 'dashboard' else 'admin' end,
    'lesson_video.retry', 'lesson_video_jobs', v_after.lesson_id::text, to_jsonb(v_before), to_jsonb(v_after)
  );
  return v_after;
end;
$$;
comment on function public.admin_retry_lesson_video(bigint) is
  'Admins (aal2), the service role or the dashboard operator: puts a failed lesson video job back in the queue (state queued, error cleared); the running generator picks it up. Audited as lesson_video.retry.';
