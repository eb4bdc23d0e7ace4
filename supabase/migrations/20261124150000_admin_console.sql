-- The admin console (/admin) and `npm run admin`: one set of SQL functions both call, an audit log the
-- database writes itself, and member suspension enforced here and by the auth service.
--
-- * Who may act: an admin (public.admins) with their own JWT, or the service role (npm run admin, the
--   dashboard's stand-in). private.assert_admin() refuses everyone else with 42501 (PostgREST 403, 401
--   for a visitor), so a learner or premium member calling the same endpoints gets nothing.
-- * Audit log: an AFTER trigger on every table an admin writes records the actor, what changed and the
--   row before and after. The rows cannot be changed or removed by anyone, the service role and the
--   database owner included (a trigger refuses UPDATE, DELETE and TRUNCATE). Admins read it.
-- * Suspension: public.member_suspensions holds who is suspended and why; suspending also sets
--   auth.users.banned_until, as GoTrue's admin ban (ban_duration) does, so the auth service refuses the
--   member's sign-in and token refresh; a restrictive policy refuses their messages meanwhile.

-- ---------------------------------------------------------------------------------------------
-- who may act
-- ---------------------------------------------------------------------------------------------
create function private.acting_as_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.role()) = 'service_role', false) or (select private.is_admin());
$$;
comment on function private.acting_as_admin() is 'True for an admin''s request and for the service role (npm run admin).';

create function private.assert_admin()
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
end;
$$;
comment on function private.assert_admin() is 'Raises 42501 (PostgREST 403) unless the caller is an admin or the service role.';

revoke execute on function private.acting_as_admin(), private.assert_admin() from public;
grant execute on function private.acting_as_admin(), private.assert_admin() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- audit log
-- ---------------------------------------------------------------------------------------------
create table public.audit_log (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  actor_id uuid,
  actor_email text,
  actor_role text not null check (actor_role in ('admin', 'service_role')),
  action text not null,
  target_table text not null,
  target_id text,
  target_user_id uuid,
  target_email text,
  reason text,
  before jsonb,
  after jsonb
);
comment on table public.audit_log is 'Every admin write, recorded by the database (trigger private.audit_admin_write). Admins read it; nobody can change or delete a row.';
comment on column public.audit_log.actor_id is 'The admin who acted; null for the service role (npm run admin). Kept when the user is deleted.';
comment on column public.audit_log.actor_email is 'The admin''s email at the time.';
comment on column public.audit_log.actor_role is 'admin (an admin''s own JWT) or service_role.';
comment on column public.audit_log.action is 'What was done: member.grant_complimentary, member.suspend, … or <table>.<insert|update|delete> for a direct table write.';
comment on column public.audit_log.target_id is 'The key of the changed row.';
comment on column public.audit_log.target_user_id is 'The member the row belongs to, when it belongs to one.';
comment on column public.audit_log.target_email is 'That member''s email at the time.';
comment on column public.audit_log.reason is 'The reason the admin gave (suspensions).';
comment on column public.audit_log.before is 'The row before the write (null for an insert).';
comment on column public.audit_log.after is 'The row after the write (null for a delete).';
create index audit_log_created_at_idx on public.audit_log (created_at desc, id desc);
create index audit_log_actor_id_idx on public.audit_log (actor_id);
create index audit_log_target_user_id_idx on public.audit_log (target_user_id);
create index audit_log_action_idx on public.audit_log (action);

-- The action name and reason of the function being run; a direct table write has neither.
create function private.set_audit_context(action text, reason text default null)
returns void
language sql
volatile
set search_path = ''
as $$
  select set_config('tradecraft.audit_action', coalesce(set_audit_context.action, ''), true),
         set_config('tradecraft.audit_reason', coalesce(set_audit_context.reason, ''), true);
$$;
comment on function private.set_audit_context(text, text) is 'Names the admin action (and reason) that the audit trigger records for the writes of this transaction.';

-- AFTER INSERT/UPDATE/DELETE, for each row. tg_argv[0]: the key column; tg_argv[1]: the column holding
-- the member the row belongs to (optional); tg_argv[2] = 'others' records only writes to rows of other
-- members (an admin's own chat message or profile is not an admin write).
create function private.audit_admin_write()
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
  v_target uuid := case when tg_nargs > 1 and tg_argv[1] <> '' then (v_row ->> tg_argv[1])::uuid end;
  v_actor_role text;
begin
  if v_role = 'service_role' then
    v_actor_role := 'service_role';
  elsif v_role = 'authenticated' and exists (select 1 from public.admins a where a.user_id = v_uid) then
    v_actor_role := 'admin';
  else
    return null; -- not an admin write (a member's own row, a trigger at sign-up, the seed)
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
    (select u.email from auth.users u where u.id = v_uid),
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
comment on function private.audit_admin_write() is 'Records an admin''s (or the service role''s) write to the audit log. Trigger arguments: key column, member column, and ''others'' to skip the actor''s own rows.';

create function private.refuse_audit_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'The audit log cannot be changed: its rows are kept as written.' using errcode = '42501';
end;
$$;
comment on function private.refuse_audit_change() is 'Refuses UPDATE, DELETE and TRUNCATE on the audit log, whoever asks.';

revoke execute on function private.set_audit_context(text, text), private.audit_admin_write(),
  private.refuse_audit_change() from public;

create trigger refuse_audit_change
  before update or delete on public.audit_log
  for each row execute function private.refuse_audit_change();
create trigger refuse_audit_truncate
  before truncate on public.audit_log
  for each statement execute function private.refuse_audit_change();

-- The service role keeps Supabase's default update and delete (it bypasses RLS): the trigger above is
-- what refuses them, for it and for the database owner alike. Nobody inserts but the trigger function.
revoke all on table public.audit_log from anon, authenticated, service_role;
grant select on table public.audit_log to authenticated;
grant select, update, delete on table public.audit_log to service_role;
alter table public.audit_log enable row level security;
create policy "Admins can read the audit log"
  on public.audit_log for select to authenticated
  using ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- suspensions
-- ---------------------------------------------------------------------------------------------
create table public.member_suspensions (
  user_id uuid primary key references auth.users (id) on delete cascade,
  reason text not null check (char_length(reason) between 3 and 500),
  suspended_by uuid references auth.users (id) on delete set null,
  suspended_at timestamptz not null default now()
);
comment on table public.member_suspensions is 'Suspended members: they cannot sign in (auth.users.banned_until) or post. Written only by admin_suspend_member / admin_lift_suspension.';
comment on column public.member_suspensions.reason is 'Why, as the admin wrote it (3 to 500 characters); the member reads it.';

revoke all on table public.member_suspensions from anon, authenticated;
grant select on table public.member_suspensions to authenticated;
alter table public.member_suspensions enable row level security;
create policy "Members can read their own suspension and admins all"
  on public.member_suspensions for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

create function private.is_suspended()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.member_suspensions s where s.user_id = (select auth.uid()));
$$;
comment on function private.is_suspended() is 'True when the caller is suspended.';
revoke execute on function private.is_suspended() from public;
grant execute on function private.is_suspended() to anon, authenticated, service_role;

-- Restrictive: whatever else lets a member post or edit, a suspended member does neither.
create policy "Suspended members cannot post"
  on public.messages as restrictive for insert to authenticated
  with check (not (select private.is_suspended()));
create policy "Suspended members cannot edit messages"
  on public.messages as restrictive for update to authenticated
  using (not (select private.is_suspended()));

-- ---------------------------------------------------------------------------------------------
-- audit triggers on the tables admins write
-- ---------------------------------------------------------------------------------------------
create trigger audit_admin_write after insert or update or delete on public.subscriptions
  for each row execute function private.audit_admin_write('user_id', 'user_id');
create trigger audit_admin_write after insert or update or delete on public.admins
  for each row execute function private.audit_admin_write('user_id', 'user_id');
create trigger audit_admin_write after insert or update or delete on public.member_suspensions
  for each row execute function private.audit_admin_write('user_id', 'user_id');
create trigger audit_admin_write after update or delete on public.profiles
  for each row execute function private.audit_admin_write('id', 'id', 'others');
create trigger audit_admin_write after update or delete on public.messages
  for each row execute function private.audit_admin_write('id', 'author_id', 'others');
create trigger audit_admin_write after insert or update or delete on public.channels
  for each row execute function private.audit_admin_write('id');
create trigger audit_admin_write after insert or update or delete on public.modules
  for each row execute function private.audit_admin_write('id');
create trigger audit_admin_write after insert or update or delete on public.quiz_questions
  for each row execute function private.audit_admin_write('id');
create trigger audit_admin_write after insert or update or delete on public.quiz_answer_keys
  for each row execute function private.audit_admin_write('question_id');
create trigger audit_admin_write after insert or update or delete on public.live_sessions
  for each row execute function private.audit_admin_write('id');
create trigger audit_admin_write after insert or update or delete on public.market_alerts
  for each row execute function private.audit_admin_write('id');
create trigger audit_admin_write after insert or update or delete on public.market_symbols
  for each row execute function private.audit_admin_write('symbol');

-- ---------------------------------------------------------------------------------------------
-- members
-- ---------------------------------------------------------------------------------------------
-- A member's plan, decided as private.is_premium() decides it for the member themselves: 'paid' (a
-- Stripe subscription that counts), 'complimentary' (premium granted by an admin) or 'none'.
create function private.member_plan(member_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when exists (
      select 1 from public.billing_subscriptions b
      where b.user_id = member_plan.member_id
        and (b.status in ('active', 'trialing')
             or (b.status = 'past_due' and now() < coalesce(b.current_period_start, b.current_period_end) + private.billing_grace_period()))
    ) then 'paid'
    when exists (select 1 from public.subscriptions s where s.user_id = member_plan.member_id and s.type = 'premium') then 'complimentary'
    else 'none'
  end;
$$;
comment on function private.member_plan(uuid) is 'paid, complimentary or none: the source of a member''s premium access, by the rules of private.is_premium().';
revoke execute on function private.member_plan(uuid) from public;
grant execute on function private.member_plan(uuid) to authenticated, service_role;

create type public.admin_member as (
  id uuid,
  email text,
  display_name text,
  plan text,
  complimentary boolean,
  billing_status text,
  is_admin boolean,
  suspended boolean,
  suspension_reason text,
  suspended_at timestamptz,
  modules_passed integer,
  module_count integer,
  current_module integer,
  joined_at timestamptz,
  last_seen_at timestamptz
);
comment on type public.admin_member is 'One member as the admin console shows it.';

create function private.admin_member_row(member_id uuid)
returns public.admin_member
language sql
stable
security definer
set search_path = ''
as $$
  select
    p.id,
    p.email,
    p.display_name,
    private.member_plan(p.id),
    exists (select 1 from public.subscriptions s where s.user_id = p.id and s.type = 'premium'),
    (select b.status from public.billing_subscriptions b where b.user_id = p.id
       order by b.status in ('active', 'trialing', 'past_due', 'unpaid') desc, b.synced_at desc limit 1),
    exists (select 1 from public.admins a where a.user_id = p.id),
    ms.user_id is not null,
    ms.reason,
    ms.suspended_at,
    (select count(*)::integer from public.module_progress mp where mp.user_id = p.id and mp.passed_at is not null),
    (select count(*)::integer from public.modules),
    p.current_module,
    p.created_at,
    greatest(u.last_sign_in_at, (select max(r.created_at) from auth.refresh_tokens r where r.user_id = p.id::text))
  from public.profiles p
  join auth.users u on u.id = p.id
  left join public.member_suspensions ms on ms.user_id = p.id
  where p.id = admin_member_row.member_id;
$$;
comment on function private.admin_member_row(uuid) is 'The admin_member row of one member.';
revoke execute on function private.admin_member_row(uuid) from public;
grant execute on function private.admin_member_row(uuid) to authenticated, service_role;

-- The members list: search in name and email, narrowed to a segment: a plan ('paid', 'complimentary',
-- 'none'), 'admin' or 'suspended'. Newest first; page with range() and count with count: 'exact'.
create function public.admin_list_members(search text default null, segment text default null)
returns setof public.admin_member
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_pattern text := '%' || replace(replace(replace(btrim(coalesce(search, '')), '\', '\\'), '%', '\%'), '_', '\_') || '%';
begin
  perform private.assert_admin();
  if segment is not null and segment not in ('paid', 'complimentary', 'none', 'admin', 'suspended') then
    raise exception 'Unknown segment "%": use paid, complimentary, none, admin or suspended.', segment using errcode = '22023';
  end if;
  return query
    select r.*
    from public.profiles p
    cross join lateral private.admin_member_row(p.id) r
    where (p.email ilike v_pattern or p.display_name ilike v_pattern)
      and (segment is null
           or (segment in ('paid', 'complimentary', 'none') and r.plan = segment)
           or (segment = 'admin' and r.is_admin)
           or (segment = 'suspended' and r.suspended))
    order by p.created_at desc, p.id;
end;
$$;
comment on function public.admin_list_members(text, text) is 'Admins: members with plan and its source, progress, joined and last seen, suspension; newest first. Search by name or email; segment paid, complimentary, none, admin or suspended.';

create function private.assert_member(member_id uuid)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if member_id is null or not exists (select 1 from public.profiles p where p.id = member_id) then
    raise exception 'No member with this id.' using errcode = '22023';
  end if;
end;
$$;
revoke execute on function private.assert_member(uuid) from public;
grant execute on function private.assert_member(uuid) to authenticated, service_role;

create function public.admin_set_complimentary(member_id uuid, premium boolean)
returns public.admin_member
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.assert_admin();
  perform private.assert_member(member_id);
  if premium is null then
    raise exception 'premium must be true or false.' using errcode = '22023';
  end if;
  perform private.set_audit_context(case when premium then 'member.grant_complimentary' else 'member.revoke_complimentary' end);
  insert into public.subscriptions as s (user_id, type) values (member_id, case when premium then 'premium' else 'free' end)
  on conflict (user_id) do update set type = excluded.type where s.type is distinct from excluded.type;
  perform private.set_audit_context(null);
  return private.admin_member_row(member_id);
end;
$$;
comment on function public.admin_set_complimentary(uuid, boolean) is 'Admins: grant (true) or revoke (false) complimentary premium. A paid Stripe subscription is not touched.';

create function public.admin_set_admin(member_id uuid, admin boolean)
returns public.admin_member
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.assert_admin();
  perform private.assert_member(member_id);
  if admin is null then
    raise exception 'admin must be true or false.' using errcode = '22023';
  end if;
  if not admin and member_id = (select auth.uid()) then
    raise exception 'You cannot revoke your own admin rights; ask another admin.' using errcode = '22023';
  end if;
  if admin and exists (select 1 from public.member_suspensions s where s.user_id = member_id) then
    raise exception 'A suspended member cannot be made an admin; lift the suspension first.' using errcode = '22023';
  end if;
  perform private.set_audit_context(case when admin then 'member.grant_admin' else 'member.revoke_admin' end);
  if admin then
    insert into public.admins (user_id) values (member_id) on conflict (user_id) do nothing;
  else
    delete from public.admins a where a.user_id = member_id;
  end if;
  perform private.set_audit_context(null);
  return private.admin_member_row(member_id);
end;
$$;
comment on function public.admin_set_admin(uuid, boolean) is 'Admins: make a member an admin (true) or revoke it (false; not your own).';

-- Suspends a member: recorded with its reason, and auth.users.banned_until set as GoTrue's admin ban
-- (ban_duration 876000h, a hundred years) sets it, so the auth service refuses their password sign-in
-- and token refresh with user_banned. Their access token lasts until it expires (an hour at most) but
-- the database already refuses their posts.
create function public.admin_suspend_member(member_id uuid, reason text)
returns public.admin_member
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_reason text := btrim(coalesce(reason, ''));
begin
  perform private.assert_admin();
  perform private.assert_member(member_id);
  if member_id = (select auth.uid()) then
    raise exception 'You cannot suspend yourself.' using errcode = '22023';
  end if;
  if exists (select 1 from public.admins a where a.user_id = member_id) then
    raise exception 'An admin cannot be suspended; revoke their admin rights first.' using errcode = '22023';
  end if;
  if char_length(v_reason) not between 3 and 500 then
    raise exception 'Give a reason of 3 to 500 characters; the member reads it.' using errcode = '22023';
  end if;
  perform private.set_audit_context('member.suspend', v_reason);
  insert into public.member_suspensions as s (user_id, reason, suspended_by)
  values (member_id, v_reason, (select auth.uid()))
  on conflict (user_id) do update set reason = excluded.reason, suspended_by = excluded.suspended_by, suspended_at = now();
  update auth.users u set banned_until = now() + interval '876000 hours' where u.id = member_id;
  perform private.set_audit_context(null);
  return private.admin_member_row(member_id);
end;
$$;
comment on function public.admin_suspend_member(uuid, text) is 'Admins: suspend a member with a reason (3-500 characters). They cannot sign in, refresh a session or post until the suspension is lifted.';

create function public.admin_lift_suspension(member_id uuid)
returns public.admin_member
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.assert_admin();
  perform private.assert_member(member_id);
  perform private.set_audit_context('member.lift_suspension');
  delete from public.member_suspensions s where s.user_id = member_id;
  update auth.users u set banned_until = null where u.id = member_id and u.banned_until is not null;
  perform private.set_audit_context(null);
  return private.admin_member_row(member_id);
end;
$$;
comment on function public.admin_lift_suspension(uuid) is 'Admins: lift a suspension; the member can sign in and post again.';

-- ---------------------------------------------------------------------------------------------
-- overview
-- ---------------------------------------------------------------------------------------------
create function private.premium_monthly_price_cents()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 4999;
$$;
comment on function private.premium_monthly_price_cents() is 'The premium plan''s monthly price in cents ($49.99), for monthly recurring revenue.';
revoke execute on function private.premium_monthly_price_cents() from public;
grant execute on function private.premium_monthly_price_cents() to authenticated, service_role;

create function public.admin_overview_totals()
returns table (
  members bigint,
  signups_7d bigint,
  active_learners_7d bigint,
  premium_members bigint,
  paid_members bigint,
  complimentary_members bigint,
  mrr_cents bigint,
  admins bigint,
  suspended bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.assert_admin();
  return query
    with plans as (select private.member_plan(p.id) as plan from public.profiles p)
    select
      (select count(*) from public.profiles),
      (select count(*) from public.profiles p where p.created_at >= now() - interval '7 days'),
      (select count(distinct q.user_id) from public.quiz_attempts q where q.created_at >= now() - interval '7 days'),
      (select count(*) from plans where plan <> 'none'),
      (select count(*) from plans where plan = 'paid'),
      (select count(*) from plans where plan = 'complimentary'),
      (select count(distinct b.user_id) * private.premium_monthly_price_cents()
         from public.billing_subscriptions b
         where b.status = 'active'
            or (b.status = 'past_due' and now() < coalesce(b.current_period_start, b.current_period_end) + private.billing_grace_period())),
      (select count(*) from public.admins),
      (select count(*) from public.member_suspensions);
end;
$$;
comment on function public.admin_overview_totals() is 'Admins: members, sign-ups and active learners in the last 7 days, premium members (paid, complimentary), monthly recurring revenue in cents (active and in-grace paid subscriptions × the monthly price), admins, suspended.';

-- One row per day of the last `days` days (1-366), oldest first, today included (UTC days).
create function public.admin_daily_activity(days integer default 30)
returns table (day date, signups bigint, active_learners bigint, paid_members bigint, mrr_cents bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.assert_admin();
  if days is null or days not between 1 and 366 then
    raise exception 'days must be 1 to 366.' using errcode = '22023';
  end if;
  return query
    with series as (
      select g::date as d
      from generate_series((now() at time zone 'utc')::date - (days - 1), (now() at time zone 'utc')::date, interval '1 day') g
    ), paid as (
      select s.d, count(distinct b.user_id) as n
      from series s
      join public.billing_subscriptions b
        on (b.stripe_created at time zone 'utc')::date <= s.d
       and (b.ended_at is null or (b.ended_at at time zone 'utc')::date > s.d)
       and b.status not in ('incomplete', 'incomplete_expired')
      group by s.d
    )
    select
      s.d,
      (select count(*) from public.profiles p where (p.created_at at time zone 'utc')::date = s.d),
      (select count(distinct q.user_id) from public.quiz_attempts q where (q.created_at at time zone 'utc')::date = s.d),
      coalesce(paid.n, 0),
      coalesce(paid.n, 0) * private.premium_monthly_price_cents()
    from series s
    left join paid on paid.d = s.d
    order by s.d;
end;
$$;
comment on function public.admin_daily_activity(integer) is 'Admins: per UTC day of the last `days` days: sign-ups, active learners (took a quiz), paid members and their monthly recurring revenue in cents (subscriptions started by then and not yet ended).';

create function public.admin_completion_funnel()
returns table (module_id integer, level text, "position" integer, title text, attempted bigint, passed bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.assert_admin();
  return query
    select m.id, m.level, m.position, m.title,
      (select count(*) from public.module_progress mp where mp.module_id = m.id and mp.attempt_count > 0),
      (select count(*) from public.module_progress mp where mp.module_id = m.id and mp.passed_at is not null)
    from public.modules m
    order by m.position, m.id;
end;
$$;
comment on function public.admin_completion_funnel() is 'Admins: per module in course order, how many learners attempted its quiz and how many passed it.';

-- ---------------------------------------------------------------------------------------------
-- grants: signed-in users may call them (the function refuses non-admins); visitors may not
-- ---------------------------------------------------------------------------------------------
revoke execute on function public.admin_list_members(text, text), public.admin_set_complimentary(uuid, boolean),
  public.admin_set_admin(uuid, boolean), public.admin_suspend_member(uuid, text), public.admin_lift_suspension(uuid),
  public.admin_overview_totals(), public.admin_daily_activity(integer), public.admin_completion_funnel()
  from public, anon;
grant execute on function public.admin_list_members(text, text), public.admin_set_complimentary(uuid, boolean),
  public.admin_set_admin(uuid, boolean), public.admin_suspend_member(uuid, text), public.admin_lift_suspension(uuid),
  public.admin_overview_totals(), public.admin_daily_activity(integer), public.admin_completion_funnel()
  to authenticated, service_role;
