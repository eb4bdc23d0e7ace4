-- The earnings calendar, simulated like the market: each watched symbol's next quarterly report (a
-- date, before the open or after the close, EPS and revenue estimates) is scheduled by the market
-- simulator (stack/market/earnings.ts, as the service role). When a report is due, the simulator
-- calls public.record_earnings_result() with the actuals: the database works out the surprise and the
-- price gap it causes (half the EPS surprise plus a fifth of the revenue surprise, at most 15% either
-- way), stores them, and writes the gapped price as a tick through public.record_ticks(), so the
-- charts, the quote and the members' price alerts see the gap like any other move.
-- Reports are read under the earnings-calendar channel's rule (every signed-in member); nobody but
-- the service role writes them. The market day before a report (New York dates), members with an active price alert on the
-- symbol get a "reports tomorrow" notification (kind market_alert, once each).

create table public.earnings_reports (
  id bigint generated always as identity primary key,
  symbol text not null references public.market_symbols (symbol) on delete cascade,
  channel_id text not null default 'earnings-calendar' references public.channels (id) on delete cascade,
  fiscal_period text not null check (fiscal_period ~ '^Q[1-4] [0-9]{4}$'),
  report_date date not null,
  timing text not null check (timing in ('before_open', 'after_close')),
  eps_estimate numeric(10, 2) not null check (eps_estimate between -1000 and 1000),
  revenue_estimate numeric(16, 0) not null check (revenue_estimate > 0),
  eps_actual numeric(10, 2) check (eps_actual between -1000 and 1000),
  revenue_actual numeric(16, 0) check (revenue_actual > 0),
  reported_at timestamptz,
  price_before numeric(12, 2),
  price_after numeric(12, 2),
  simulated boolean not null default true,
  unique (symbol, report_date),
  check ((eps_actual is null) = (reported_at is null) and (revenue_actual is null) = (reported_at is null)),
  check (extract(isodow from report_date) <= 5)
);
comment on table public.earnings_reports is 'Quarterly earnings reports per symbol: estimates before, actuals and the price gap after. Written by the market simulator (service role); simulated is true for simulated reports (the UI says so).';
comment on column public.earnings_reports.timing is 'before_open (released 08:00 New York) or after_close (16:05 New York).';
comment on column public.earnings_reports.revenue_estimate is 'Revenue for the quarter in US dollars.';
create index earnings_reports_report_date_idx on public.earnings_reports (report_date);
create index earnings_reports_channel_id_idx on public.earnings_reports (channel_id);

revoke all on table public.earnings_reports from anon, authenticated;
grant select on table public.earnings_reports to authenticated;
alter table public.earnings_reports enable row level security;
create policy "Members read reports of channels open to them"
  on public.earnings_reports for select to authenticated
  using (channel_id = any ((select private.readable_channel_ids())::text[]));

-- When a report is released.
create function private.earnings_release_at(report_date date, timing text)
returns timestamptz
language sql
immutable
set search_path = ''
as $$
  select (report_date + case when timing = 'before_open' then time '08:00' else time '16:05' end) at time zone 'America/New_York';
$$;
comment on function private.earnings_release_at(date, text) is 'The instant a report is released: 08:00 New York before the open, 16:05 after the close.';
revoke execute on function private.earnings_release_at(date, text) from public;
grant execute on function private.earnings_release_at(date, text) to authenticated, service_role;

create view public.earnings_calendar
with (security_invoker = true) as
select
  e.id,
  e.symbol,
  s.company_name,
  e.fiscal_period,
  e.report_date,
  e.timing,
  private.earnings_release_at(e.report_date, e.timing) as release_at,
  e.eps_estimate,
  e.revenue_estimate,
  e.eps_actual,
  e.revenue_actual,
  e.reported_at,
  round((e.eps_actual - e.eps_estimate) / nullif(abs(e.eps_estimate), 0) * 100, 1) as eps_surprise_percent,
  round((e.revenue_actual - e.revenue_estimate) / e.revenue_estimate * 100, 1) as revenue_surprise_percent,
  e.price_before,
  e.price_after,
  round((e.price_after - e.price_before) / nullif(e.price_before, 0) * 100, 2) as gap_percent,
  e.simulated
from public.earnings_reports e
join public.market_symbols s on s.symbol = e.symbol;
comment on view public.earnings_calendar is 'Earnings reports with their release time, the company, and once reported the EPS and revenue surprise and the price gap (percent).';
revoke all on table public.earnings_calendar from anon, authenticated;
grant select on table public.earnings_calendar to authenticated;

-- ---------------------------------------------------------------------------------------------
-- the result: actuals, surprise, and the gap as a tick
-- ---------------------------------------------------------------------------------------------
create function public.record_earnings_result(report_id bigint, eps_actual numeric, revenue_actual numeric)
returns numeric
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_report public.earnings_reports;
  v_before numeric;
  v_gap numeric;
  v_after numeric;
begin
  select e.* into v_report from public.earnings_reports e where e.id = report_id for update;
  if v_report.id is null then
    raise exception 'No such report.' using errcode = 'P0002';
  end if;
  if v_report.reported_at is not null then
    raise exception 'This report has its results already.' using errcode = '23505';
  end if;
  if private.earnings_release_at(v_report.report_date, v_report.timing) > now() then
    raise exception 'This report is not released until %.', private.earnings_release_at(v_report.report_date, v_report.timing) using errcode = '22023';
  end if;
  if eps_actual is null or revenue_actual is null or revenue_actual <= 0 then
    raise exception 'A result needs the EPS and a positive revenue.' using errcode = '22023';
  end if;
  v_before := private.last_price(v_report.symbol);
  v_gap := greatest(-15, least(15,
    0.5 * coalesce((eps_actual - v_report.eps_estimate) / nullif(abs(v_report.eps_estimate), 0) * 100, 0)
    + 0.2 * (revenue_actual - v_report.revenue_estimate) / v_report.revenue_estimate * 100));
  v_after := greatest(0.01, round(v_before * (1 + v_gap / 100), 2));
  update public.earnings_reports e
  set eps_actual = record_earnings_result.eps_actual, revenue_actual = record_earnings_result.revenue_actual,
    reported_at = now(), price_before = v_before, price_after = v_after
  where e.id = v_report.id;
  -- At the quote's time when a provider's clock is a moment ahead: a tick older than the last is ignored.
  perform public.record_ticks(jsonb_build_array(jsonb_build_object('symbol', v_report.symbol, 'price', v_after, 'volume', 0,
    'at', greatest(now(), coalesce((select q.at from public.market_quotes q where q.symbol = v_report.symbol), now())))), v_report.simulated);
  return v_after;
end;
$$;
comment on function public.record_earnings_result(bigint, numeric, numeric) is 'Records a released report''s actuals (the service role: the market simulator) and moves the price by the gap the surprise causes, as a tick. Returns the new price.';
revoke execute on function public.record_earnings_result(bigint, numeric, numeric) from public, anon, authenticated;
grant execute on function public.record_earnings_result(bigint, numeric, numeric) to service_role;

-- ---------------------------------------------------------------------------------------------
-- "reports tomorrow"
-- ---------------------------------------------------------------------------------------------
create function private.next_market_day(day date)
returns date
language sql
immutable
set search_path = ''
as $$
  select day + case extract(isodow from day)::int when 5 then 3 when 6 then 2 else 1 end;
$$;
comment on function private.next_market_day(date) is 'The weekday after a date (Friday and the weekend: Monday).';
revoke execute on function private.next_market_day(date) from public;

create table private.earnings_reminders (
  report_id bigint not null references public.earnings_reports (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  sent_at timestamptz not null default now(),
  primary key (report_id, user_id)
);
comment on table private.earnings_reminders is 'Which "reports tomorrow" notifications went to whom (once each).';
create index earnings_reminders_user_id_idx on private.earnings_reminders (user_id);

create function public.notify_earnings_tomorrow()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  with due as (
    select distinct e.id as report_id, a.user_id, e.symbol, e.timing, e.channel_id, e.eps_estimate, e.report_date
    from public.earnings_reports e
    join public.price_alerts a on a.symbol = e.symbol and a.fired_at is null
    where e.reported_at is null
      and e.report_date = private.next_market_day((now() at time zone 'America/New_York')::date)
      and private.member_can_read_channel(a.user_id, e.channel_id)
  ), sent as (
    insert into private.earnings_reminders (report_id, user_id)
    select d.report_id, d.user_id from due d
    on conflict do nothing
    returning report_id, user_id
  ), notified as (
    insert into public.notifications (user_id, kind, title, body, link, channel_id)
    select d.user_id, 'market_alert',
      d.symbol || ' reports ' || case when d.report_date = (now() at time zone 'America/New_York')::date + 1 then 'tomorrow' else 'on ' || to_char(d.report_date, 'FMDay') end || ' ' || case when d.timing = 'before_open' then 'before the open' else 'after the close' end,
      'EPS estimate ' || d.eps_estimate || '. You have a price alert on ' || d.symbol || '. Simulated.',
      '/dashboard/' || d.channel_id, d.channel_id
    from due d join sent using (report_id, user_id)
    returning 1
  )
  select count(*) into v_count from notified;
  return v_count;
end;
$$;
comment on function public.notify_earnings_tomorrow() is 'Notifies each member with an active price alert on a symbol that reports on the next market day (New York dates), once per report (the service role: the market simulator calls it).';
revoke execute on function public.notify_earnings_tomorrow() from public, anon, authenticated;
grant execute on function public.notify_earnings_tomorrow() to service_role;
