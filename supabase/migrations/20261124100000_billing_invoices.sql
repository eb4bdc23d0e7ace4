-- Billing invoices: what the member was billed, as Stripe last reported it, listed on /account (date,
-- amount, status, Stripe's hosted invoice page and PDF). Like subscriptions, stripe-webhook copies
-- Stripe's own latest state of the invoice an event is about (read back from Stripe, so late or
-- reordered events cannot roll it back) through the service role, in the same transaction that
-- records the event once by its id. A member reads their own invoices only.

-- ---------------------------------------------------------------------------------------------
-- table
-- ---------------------------------------------------------------------------------------------
create table public.billing_invoices (
  id text primary key check (id <> ''),
  user_id uuid not null references auth.users (id) on delete cascade,
  stripe_customer_id text not null,
  subscription_id text,
  number text,
  status text not null check (status in ('open', 'paid', 'uncollectible', 'void')),
  billing_reason text,
  currency text not null,
  amount_due integer not null check (amount_due >= 0),
  amount_paid integer not null check (amount_paid >= 0),
  period_start timestamptz,
  period_end timestamptz,
  paid_at timestamptz,
  hosted_invoice_url text,
  invoice_pdf text,
  stripe_created timestamptz not null,
  synced_at timestamptz not null,
  last_event_id text,
  updated_at timestamptz not null default now()
);
create index billing_invoices_user_id_created_idx on public.billing_invoices (user_id, stripe_created desc);
comment on table public.billing_invoices is 'Stripe invoices of each member as Stripe last reported them (drafts are not kept). Written only by the service role (stripe-webhook); a member reads their own.';
comment on column public.billing_invoices.id is 'Stripe''s invoice id (in_...).';
comment on column public.billing_invoices.number is 'The invoice number Stripe gives a finalized invoice.';
comment on column public.billing_invoices.status is 'Stripe''s status: open (due or failed, being retried), paid, uncollectible or void.';
comment on column public.billing_invoices.amount_due is 'Amount billed, in the currency''s smallest unit (cents).';
comment on column public.billing_invoices.hosted_invoice_url is 'Stripe''s hosted invoice page (pay an open invoice, download a receipt).';
comment on column public.billing_invoices.invoice_pdf is 'Stripe''s PDF of the invoice.';
comment on column public.billing_invoices.synced_at is 'When this state was read from Stripe; an older read never overwrites a newer one.';

-- ---------------------------------------------------------------------------------------------
-- the webhook's single write, now with the invoice: the subscription part is unchanged (moved to the
-- private schema under its name, which its body uses to qualify a parameter), the invoice is stored
-- after it in the same transaction.
-- Returns 'duplicate' (event seen before: nothing changed), 'applied' (a subscription or invoice
-- state was stored), 'stale' (newer states are already stored) or 'recorded' (nothing to apply).
-- ---------------------------------------------------------------------------------------------
alter function public.apply_stripe_event(text, text, timestamptz, jsonb, timestamptz) set schema private;
comment on function private.apply_stripe_event(text, text, timestamptz, jsonb, timestamptz) is 'Records a Stripe event once by id and stores the subscription state read from Stripe. Called by public.apply_stripe_event.';
revoke execute on function private.apply_stripe_event(text, text, timestamptz, jsonb, timestamptz) from public, anon, authenticated;
grant execute on function private.apply_stripe_event(text, text, timestamptz, jsonb, timestamptz) to service_role;

create function private.apply_stripe_invoice(invoice jsonb, event_id text, synced_at timestamptz)
returns text
language plpgsql
set search_path = ''
as $$
declare
  owner uuid;
begin
  if invoice is null or jsonb_typeof(invoice) <> 'object' or invoice ->> 'status' is null or invoice ->> 'status' = 'draft' then
    return 'recorded';
  end if;
  select c.user_id into owner
  from public.billing_customers c
  where c.stripe_customer_id = invoice ->> 'customer';
  if owner is null then
    return 'recorded';
  end if;

  insert into public.billing_invoices as i (
    id, user_id, stripe_customer_id, subscription_id, number, status, billing_reason, currency,
    amount_due, amount_paid, period_start, period_end, paid_at, hosted_invoice_url, invoice_pdf,
    stripe_created, synced_at, last_event_id
  ) values (
    invoice ->> 'id',
    owner,
    invoice ->> 'customer',
    coalesce(invoice -> 'parent' -> 'subscription_details' ->> 'subscription', invoice ->> 'subscription'),
    invoice ->> 'number',
    invoice ->> 'status',
    invoice ->> 'billing_reason',
    invoice ->> 'currency',
    (invoice ->> 'amount_due')::integer,
    coalesce((invoice ->> 'amount_paid')::integer, 0),
    to_timestamp((invoice ->> 'period_start')::double precision),
    to_timestamp((invoice ->> 'period_end')::double precision),
    to_timestamp((invoice -> 'status_transitions' ->> 'paid_at')::double precision),
    invoice ->> 'hosted_invoice_url',
    invoice ->> 'invoice_pdf',
    to_timestamp((invoice ->> 'created')::double precision),
    apply_stripe_invoice.synced_at,
    event_id
  )
  on conflict (id) do update set
    number = excluded.number,
    status = excluded.status,
    amount_due = excluded.amount_due,
    amount_paid = excluded.amount_paid,
    paid_at = excluded.paid_at,
    hosted_invoice_url = excluded.hosted_invoice_url,
    invoice_pdf = excluded.invoice_pdf,
    synced_at = excluded.synced_at,
    last_event_id = excluded.last_event_id,
    updated_at = now()
  where i.synced_at <= excluded.synced_at;
  if not found then
    return 'stale';
  end if;
  return 'applied';
end;
$$;
comment on function private.apply_stripe_invoice(jsonb, text, timestamptz) is 'Stores the invoice state read from Stripe for a known customer (not drafts); an older read never overwrites a newer one. Called by public.apply_stripe_event.';
revoke execute on function private.apply_stripe_invoice(jsonb, text, timestamptz) from public, anon, authenticated;
grant execute on function private.apply_stripe_invoice(jsonb, text, timestamptz) to service_role;

create function public.apply_stripe_event(event_id text, event_type text, event_created timestamptz, subscription jsonb, synced_at timestamptz, invoice jsonb default null)
returns text
language plpgsql
set search_path = ''
as $$
declare
  subscription_result text;
  invoice_result text;
begin
  subscription_result := private.apply_stripe_event(event_id, event_type, event_created, subscription, synced_at);
  if subscription_result = 'duplicate' then
    return 'duplicate';
  end if;
  invoice_result := private.apply_stripe_invoice(invoice, event_id, synced_at);
  if 'applied' in (subscription_result, invoice_result) then
    return 'applied';
  elsif 'stale' in (subscription_result, invoice_result) then
    return 'stale';
  end if;
  return 'recorded';
end;
$$;
comment on function public.apply_stripe_event(text, text, timestamptz, jsonb, timestamptz, jsonb) is 'Records a Stripe event once by id and stores the subscription and invoice states read from Stripe. Service role only (stripe-webhook).';
revoke execute on function public.apply_stripe_event(text, text, timestamptz, jsonb, timestamptz, jsonb) from public, anon, authenticated;
grant execute on function public.apply_stripe_event(text, text, timestamptz, jsonb, timestamptz, jsonb) to service_role;

-- ---------------------------------------------------------------------------------------------
-- grants and row-level security: read-only for signed-in users (their own rows), the service role writes
-- ---------------------------------------------------------------------------------------------
revoke all on table public.billing_invoices from anon, authenticated;
grant select on table public.billing_invoices to authenticated;
grant select, insert, update, delete on table public.billing_invoices to service_role;

alter table public.billing_invoices enable row level security;

create policy "Users can read their own invoices"
  on public.billing_invoices for select to authenticated
  using (user_id = (select auth.uid()));

-- A new or paid invoice reaches an open /account without a reload (RLS applies to Realtime too).
alter publication supabase_realtime add table public.billing_invoices;
