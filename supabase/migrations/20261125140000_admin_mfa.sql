-- Admin changes need two-factor verification: an admin's write is refused unless their session is
-- aal2 (a verified TOTP factor, supabase-js auth.mfa: the JWT's `aal` claim), decided here so that no
-- client (the console, a script with an admin's token, a hand-made PostgREST call) can skip it.
--
-- * private.is_aal2(): the caller's JWT says aal2.
-- * private.assert_admin() (every admin function calls it) now also refuses an aal1 admin, 42501
--   'Admin changes need two-factor verification (aal2).' The service role (npm run admin) is unaffected.
--   The console's read functions are marked `tradecraft.admin_access = read` (a per-function setting,
--   active only while that function runs), and assert_admin lets an aal1 admin through those: reads stay
--   open at aal1 so the console can show the data and a "verify to make changes" prompt. They are all
--   `stable`, so they cannot write whatever the setting says.
-- * Tables admins write directly (RLS): every insert/update/delete policy whose admin branch is
--   private.is_admin() gets private.is_admin_aal2() there instead (the block below rewrites them from the
--   catalogue, so none of the migrations before this one is missed; a write policy added later must use
--   private.is_admin_aal2() itself: tests/unit/admin-write-policies.test.ts checks). A member's own-row branch (`user_id = auth.uid() or …`) is untouched: an admin at aal1
--   still edits their own profile and posts chat like any member. SELECT policies keep is_admin().
-- * Admin paths that are neither: alert and bot messages (private.can_post_channel lets admins post
--   them) get a restrictive policy; certificate revocation and reinstatement (functions that check
--   is_admin() themselves) get a trigger on the revocation columns.

create function private.is_aal2()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((select auth.jwt() ->> 'aal') = 'aal2', false);
$$;
comment on function private.is_aal2() is 'True when the caller''s session is aal2 (verified a second factor: the JWT''s aal claim).';

create function private.is_admin_aal2()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select private.is_admin()) and (select private.is_aal2());
$$;
comment on function private.is_admin_aal2() is 'True when the caller is an admin with an aal2 session: the admin branch of every write policy.';

revoke execute on function private.is_aal2(), private.is_admin_aal2() from public;
grant execute on function private.is_aal2(), private.is_admin_aal2() to anon, authenticated, service_role;

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
     and not (select private.is_aal2())
     and current_setting('tradecraft.admin_access', true) is distinct from 'read' then
    raise exception 'Admin changes need two-factor verification (aal2).'
      using errcode = '42501', hint = 'Verify with your authenticator app in the admin console, then try again.';
  end if;
end;
$$;
comment on function private.assert_admin() is 'Raises 42501 (PostgREST 403) unless the caller is the service role or an admin with an aal2 session; an aal1 admin passes only inside a read function (tradecraft.admin_access = read).';

-- The console's reads: open to an aal1 admin.
alter function public.admin_list_members(text, text) set tradecraft.admin_access = 'read';
alter function public.admin_overview_totals() set tradecraft.admin_access = 'read';
alter function public.admin_daily_activity(integer) set tradecraft.admin_access = 'read';
alter function public.admin_completion_funnel() set tradecraft.admin_access = 'read';

-- Every write policy's admin branch: is_admin() -> is_admin_aal2().
do $$
declare
  p record;
  v_using text;
  v_check text;
  v_sql text;
begin
  for p in
    select schemaname, tablename, policyname, cmd, qual, with_check
    from pg_catalog.pg_policies
    where schemaname in ('public', 'storage')
      and cmd in ('INSERT', 'UPDATE', 'DELETE', 'ALL')
      and (coalesce(qual, '') like '%private.is_admin()%' or coalesce(with_check, '') like '%private.is_admin()%')
  loop
    v_using := replace(p.qual, 'private.is_admin()', 'private.is_admin_aal2()');
    v_check := replace(p.with_check, 'private.is_admin()', 'private.is_admin_aal2()');
    v_sql := format('alter policy %I on %I.%I', p.policyname, p.schemaname, p.tablename);
    if v_using is not null then
      v_sql := v_sql || format(' using (%s)', v_using);
    end if;
    if v_check is not null then
      v_sql := v_sql || format(' with check (%s)', v_check);
    end if;
    execute v_sql;
  end loop;
end;
$$;

-- Alerts and bot messages are admin posts (can_post_channel lets only admins post them).
create policy "Admins post alerts and bot messages at aal2"
  on public.messages as restrictive for insert to authenticated
  with check (kind = 'chat' or (select private.is_aal2()));

-- Revoking and reinstating a certificate: refused at aal1 whatever function does it.
create function private.refuse_aal1_revocation()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.revoked_at is distinct from old.revoked_at or new.revocation_reason is distinct from old.revocation_reason)
     and (select auth.role()) = 'authenticated'
     and not (select private.is_aal2()) then
    raise exception 'Admin changes need two-factor verification (aal2).'
      using errcode = '42501', hint = 'Verify with your authenticator app in the admin console, then try again.';
  end if;
  return new;
end;
$$;
comment on function private.refuse_aal1_revocation() is 'Refuses a change to a certificate''s revocation from a session that is not aal2 (the service role is not refused).';
create trigger refuse_aal1_revocation before update on public.certificates
  for each row execute function private.refuse_aal1_revocation();
