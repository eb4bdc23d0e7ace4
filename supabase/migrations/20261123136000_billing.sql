-- Billing: premium bought through Stripe. Stripe is the source of truth for a paid subscription; the
-- stripe-webhook Edge Function copies Stripe's own latest state here through the service role (never
-- the browser), and every Stripe event is recorded once by its id so replays change nothing.
-- private.is_premium() now reads two sources: a Stripe subscription that is active, trialing, or
-- past_due within a grace period, or the complimentary plan an admin grants in public.subscriptions
-- (`npm run admin -- set-plan`), so every premium rule already written on top keeps working.

-- ---------------------------------------------------------------------------------------------
-- tables
-- ---------------------------------------------------------------------------------------------
create table public.billing_customers (
  user_id uuid primary key references auth.users (id) on delete cascade,
  stripe_customer_id text not null unique check (stripe_customer_id <> ''),
  created_at timestamptz not null default now()
);
comment on table public.billing_customers is 'The Stripe customer of each user who started a checkout, created once and reused. Written only by the service role (billing-checkout).';
comment on column public.billing_customers.stripe_customer_id is 'Stripe''s customer id (cus_...).';

create table public.billing_subscriptions (
  id text primary key check (id <> ''),
  user_id uuid not null references auth.users (id) on delete cascade,
  stripe_customer_id text not null,
  status text not null check (status in ('trialing', 'active', 'past_due', 'canceled', 'incomplete', 'incomplete_expired', 'unpaid', 'paused')),
  price_id text,
  current_period_start timestamptz,
  current_period_end timestamptz,
  cancel_at_period_end boolean not null default false,
  canceled_at timestamptz,
  ended_at timestamptz,
  stripe_created timestamptz not null,
  synced_at timestamptz not null,
  last_event_id text,
  updated_at timestamptz not null default now()
);
create index billing_subscriptions_user_id_idx on public.billing_subscriptions (user_id);
comment on table public.billing_subscriptions is 'Stripe subscriptions as Stripe last reported them. Written only by the service role (stripe-webhook); a learner reads their own.';
comment on column public.billing_subscriptions.id is 'Stripe''s subscription id (sub_...).';
comment on column public.billing_subscriptions.status is 'Stripe''s status. active and trialing are premium; past_due is premium for private.billing_grace_period() after the failed renewal.';
comment on column public.billing_subscriptions.price_id is 'Stripe price of the first subscription item (price_...).';
comment on column public.billing_subscriptions.current_period_start is 'Start of the period being paid for; a failed renewal starts the grace period here.';
comment on column public.billing_subscriptions.current_period_end is 'When the subscription renews, or ends when cancel_at_period_end is set.';
comment on column public.billing_subscriptions.cancel_at_period_end is 'The member cancelled: premium continues until current_period_end, then Stripe ends it.';
comment on column public.billing_subscriptions.stripe_created is 'When Stripe created the subscription.';
comment on column public.billing_subscriptions.synced_at is 'When this state was read from Stripe; an older read never overwrites a newer one.';
comment on column public.billing_subscriptions.last_event_id is 'The Stripe event (evt_...) that last changed this row.';

create table public.stripe_events (
  id text primary key check (id <> ''),
  type text not null,
  stripe_created timestamptz not null,
  received_at timestamptz not null default now()
);
comment on table public.stripe_events is 'Every Stripe webhook event processed, once by its id: a replay or duplicate delivery changes nothing. Service role only.';

-- ---------------------------------------------------------------------------------------------
-- functions
-- ---------------------------------------------------------------------------------------------
create function private.billing_grace_period()
returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '7 days';
$$;
comment on function private.billing_grace_period() is 'How long a past_due subscription (failed renewal) stays premium while Stripe retries the card.';

create or replace function private.is_premium()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.subscriptions s
    where s.user_id = (select auth.uid()) and s.type = 'premium'
  ) or exists (
    select 1 from public.billing_subscriptions b
    where b.user_id = (select auth.uid())
      and (
        b.status in ('active', 'trialing')
        or (b.status = 'past_due' and now() < coalesce(b.current_period_start, b.current_period_end) + private.billing_grace_period())
      )
  );
$$;
comment on function private.is_premium() is 'True when the caller has a Stripe subscription that is active, trialing or past_due within the grace period, or a complimentary premium plan granted by an admin.';

-- The webhook's single write: record the event and apply the subscription state it fetched from
-- Stripe, in one transaction. Returns 'duplicate' (event seen before: nothing changed), 'recorded'
-- (no subscription to apply, or a customer we do not know), 'stale' (a newer state is already
-- stored) or 'applied'.
create function public.apply_stripe_event(event_id text, event_type text, event_created timestamptz, subscription jsonb, synced_at timestamptz)
returns text
language plpgsql
set search_path = ''
as $$
declare
  owner uuid;
  item jsonb := subscription -> 'items' -> 'data' -> 0;
begin
  insert into public.stripe_events (id, type, stripe_created)
  values (event_id, event_type, event_created)
  on conflict (id) do nothing;
  if not found then
    return 'duplicate';
  end if;
  if subscription is null or jsonb_typeof(subscription) <> 'object' then
    return 'recorded';
  end if;

  select c.user_id into owner
  from public.billing_customers c
  where c.stripe_customer_id = subscription ->> 'customer';
  if owner is null then
    return 'recorded';
  end if;

  insert into public.billing_subscriptions as b (
    id, user_id, stripe_customer_id, status, price_id, current_period_start, current_period_end,
    cancel_at_period_end, canceled_at, ended_at, stripe_created, synced_at, last_event_id
  ) values (
    subscription ->> 'id',
    owner,
    subscription ->> 'customer',
    subscription ->> 'status',
    item -> 'price' ->> 'id',
    to_timestamp(coalesce(item ->> 'current_period_start', subscription ->> 'current_period_start')::double precision),
    to_timestamp(coalesce(item ->> 'current_period_end', subscription ->> 'current_period_end')::double precision),
    coalesce((subscription ->> 'cancel_at_period_end')::boolean, false),
    to_timestamp((subscription ->> 'canceled_at')::double precision),
    to_timestamp((subscription ->> 'ended_at')::double precision),
    to_timestamp((subscription ->> 'created')::double precision),
    apply_stripe_event.synced_at,
    event_id
  )
  on conflict (id) do update set
    status = excluded.status,
    price_id = excluded.price_id,
    current_period_start = excluded.current_period_start,
    current_period_end = excluded.current_period_end,
    cancel_at_period_end = excluded.cancel_at_period_end,
    canceled_at = excluded.canceled_at,
    ended_at = excluded.ended_at,
    synced_at = excluded.synced_at,
    last_event_id = excluded.last_event_id,
    updated_at = now()
  where b.synced_at <= excluded.synced_at;
  if not found then
    return 'stale';
  end if;
  return 'applied';
end;
$$;
comment on function public.apply_stripe_event(text, text, timestamptz, jsonb, timestamptz) is 'Records a Stripe event once by id and stores the subscription state read from Stripe. Service role only (stripe-webhook).';

-- What the SPA shows (plan, renewal or end date, past-due banner) without repeating the rules:
-- the caller's premium state as is_premium decides it, and their latest subscription.
create function public.billing_status()
returns table (
  is_premium boolean,
  complimentary boolean,
  subscription_id text,
  status text,
  current_period_end timestamptz,
  cancel_at_period_end boolean,
  grace_ends_at timestamptz
)
language sql
stable
set search_path = ''
as $$
  select
    (select private.is_premium()),
    exists (select 1 from public.subscriptions s where s.user_id = (select auth.uid()) and s.type = 'premium'),
    b.id,
    b.status,
    b.current_period_end,
    coalesce(b.cancel_at_period_end, false),
    case when b.status = 'past_due' then coalesce(b.current_period_start, b.current_period_end) + private.billing_grace_period() end
  from (select 1) as one
  left join lateral (
    select x.id, x.status, x.current_period_start, x.current_period_end, x.cancel_at_period_end
    from public.billing_subscriptions x
    where x.user_id = (select auth.uid())
    order by x.status in ('active', 'trialing', 'past_due', 'unpaid') desc, x.synced_at desc
    limit 1
  ) as b on true
  where (select auth.uid()) is not null;
$$;
comment on function public.billing_status() is 'The caller''s premium state (is_premium, and whether it is a complimentary plan) and their latest Stripe subscription: status, renewal or end date, cancel-at-period-end, and when a past_due grace period ends. One row when signed in.';

revoke execute on function public.billing_status() from public, anon;
grant execute on function public.billing_status() to authenticated, service_role;

revoke execute on function private.billing_grace_period() from public;
grant execute on function private.billing_grace_period() to anon, authenticated, service_role;
revoke execute on function public.apply_stripe_event(text, text, timestamptz, jsonb, timestamptz) from public, anon, authenticated;
grant execute on function public.apply_stripe_event(text, text, timestamptz, jsonb, timestamptz) to service_role;

-- ---------------------------------------------------------------------------------------------
-- grants: read-only for signed-in users (rows filtered by RLS), everything for the service role
-- ---------------------------------------------------------------------------------------------
revoke all on table public.billing_customers, public.billing_subscriptions, public.stripe_events from anon, authenticated;
grant select on table public.billing_customers, public.billing_subscriptions to authenticated;
grant select, insert, update, delete on table public.billing_customers, public.billing_subscriptions, public.stripe_events to service_role;

-- ---------------------------------------------------------------------------------------------
-- row-level security (no insert, update or delete policy: only the service role writes)
-- ---------------------------------------------------------------------------------------------
alter table public.billing_customers enable row level security;
alter table public.billing_subscriptions enable row level security;
alter table public.stripe_events enable row level security;

create policy "Users can read their own billing customer and admins can read all"
  on public.billing_customers for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

create policy "Users can read their own billing subscriptions and admins can read all"
  on public.billing_subscriptions for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));
