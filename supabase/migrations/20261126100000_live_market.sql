-- The live (simulated) market: a quote per watchlist symbol, moved tick by tick by a market data
-- provider (the simulator of `npm start`, stack/market/, or a real feed) through
-- public.record_ticks(), which only the service role may execute. A tick updates the symbol's quote,
-- rolls its current 15-minute and daily bars in chart_bars (a new bucket opens at the tick's price:
-- the first trade of the bar, so a gap at the open shows as a gap) and fires the members' price
-- alerts it crosses, once each, into their notifications (kind price_alert).
-- Quotes are in the realtime publication and readable under the watchlist channel's rule, so the
-- watchlist and the open chart move live; the quote carries the current 15-minute and daily bar, so
-- a client keeps its last candle without listening to chart_bars (thousands of rows, not published).
-- Price alerts: a member's own (RLS owner only), created only on symbols of a channel they can read
-- (the watchlist's symbols: the daily-watchlist channel), at most 20 active at a time.

-- ---------------------------------------------------------------------------------------------
-- quotes
-- ---------------------------------------------------------------------------------------------
create table public.market_quotes (
  symbol text primary key references public.market_symbols (symbol) on delete cascade,
  price numeric(12, 2) not null check (price > 0),
  at timestamptz not null,
  previous_close numeric(12, 2),
  day_start timestamptz not null,
  day_open numeric(12, 2) not null,
  day_high numeric(12, 2) not null,
  day_low numeric(12, 2) not null,
  day_volume bigint not null check (day_volume >= 0),
  bar_start timestamptz not null,
  bar_open numeric(12, 2) not null,
  bar_high numeric(12, 2) not null,
  bar_low numeric(12, 2) not null,
  bar_volume bigint not null check (bar_volume >= 0),
  simulated boolean not null default true
);
comment on table public.market_quotes is 'The last price of each symbol with a live feed, updated by record_ticks() (service role), with its current daily and 15-minute bar. In the realtime publication; readable under the symbol''s channel rule.';
comment on column public.market_quotes.at is 'Time of the last tick.';
comment on column public.market_quotes.previous_close is 'Close of the last daily bar before day_start (for the change).';
comment on column public.market_quotes.day_start is 'Start of the current daily bar (midnight UTC), as chart_bars.bucket_start.';
comment on column public.market_quotes.bar_start is 'Start of the current 15-minute bar, as chart_bars.bucket_start.';
comment on column public.market_quotes.simulated is 'True when the price comes from the simulator (the UI says so), false from a real feed.';

revoke all on table public.market_quotes from anon, authenticated;
grant select on table public.market_quotes to authenticated;
alter table public.market_quotes enable row level security;
create policy "Members can read quotes of symbols open to them"
  on public.market_quotes for select to authenticated
  using (exists (
    select 1 from public.market_symbols s
    where s.symbol = market_quotes.symbol
      and s.channel_id = any ((select private.readable_channel_ids())::text[])
  ));

-- ---------------------------------------------------------------------------------------------
-- price alerts
-- ---------------------------------------------------------------------------------------------
create table public.price_alerts (
  id bigint generated always as identity primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  symbol text not null references public.market_symbols (symbol) on delete cascade,
  direction text not null check (direction in ('above', 'below')),
  level numeric(12, 2) not null check (level > 0 and level < 10000000),
  created_at timestamptz not null default now(),
  fired_at timestamptz,
  fired_price numeric(12, 2)
);
comment on table public.price_alerts is 'A member''s own price alerts ("SPY crosses above 540"). Fired once by record_ticks() (fired_at, fired_price) into a price_alert notification.';
comment on column public.price_alerts.direction is 'above: fires when the price reaches level or more; below: level or less. Refused when the price is already there.';
comment on column public.price_alerts.fired_at is 'When a tick crossed the level; null while active.';
create index price_alerts_user_id_idx on public.price_alerts (user_id, created_at desc);
create index price_alerts_active_idx on public.price_alerts (symbol, level) where fired_at is null;

revoke all on table public.price_alerts from anon, authenticated;
grant select, delete on table public.price_alerts to authenticated;
grant insert (symbol, direction, level) on table public.price_alerts to authenticated;
alter table public.price_alerts enable row level security;

create policy "Members read their own price alerts"
  on public.price_alerts for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Members set price alerts on symbols open to them"
  on public.price_alerts for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (
      select 1 from public.market_symbols s
      where s.symbol = price_alerts.symbol
        and s.channel_id = any ((select private.readable_channel_ids())::text[])
    )
  );
create policy "Members delete their own price alerts"
  on public.price_alerts for delete to authenticated
  using (user_id = (select auth.uid()));

-- The last price of a symbol: its quote, else its last daily close.
create function private.last_price(symbol text)
returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select q.price from public.market_quotes q where q.symbol = last_price.symbol),
    (select b.close from public.chart_bars b where b.symbol = last_price.symbol and b.interval = '1d'
     order by b.bucket_start desc limit 1));
$$;
comment on function private.last_price(text) is 'The last price of a symbol: its live quote, else its last daily close.';
revoke execute on function private.last_price(text) from public;

create function private.check_price_alert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_active integer;
  v_price numeric;
begin
  if (select auth.role()) is distinct from 'authenticated' then
    return new;
  end if;
  -- One member's inserts are serialised, so two requests cannot both pass the count.
  perform pg_advisory_xact_lock(hashtextextended('price_alerts:' || new.user_id::text, 0));
  select count(*) into v_active from public.price_alerts a where a.user_id = new.user_id and a.fired_at is null;
  if v_active >= 20 then
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'too_many_price_alerts',
        'message', 'You can have at most 20 active price alerts. Delete one first.',
        'details', null, 'hint', null)::text,
      detail = json_build_object('status', 409)::text;
  end if;
  v_price := private.last_price(new.symbol);
  if v_price is not null and ((new.direction = 'above' and v_price >= new.level) or (new.direction = 'below' and v_price <= new.level)) then
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'price_alert_already_crossed',
        'message', format('%s is already at %s, %s %s.', new.symbol, v_price, case when v_price = new.level then 'exactly' else new.direction end, new.level),
        'details', null, 'hint', format('Set a level %s the price, or an alert the other way.', case when new.direction = 'above' then 'above' else 'below' end))::text,
      detail = json_build_object('status', 422)::text;
  end if;
  new.created_at := now();
  new.fired_at := null;
  new.fired_price := null;
  return new;
end;
$$;
comment on function private.check_price_alert() is 'Refuses a member''s 21st active price alert (409) and an alert whose level the price is already at or beyond (422).';
revoke execute on function private.check_price_alert() from public;

create trigger check_price_alert
  before insert on public.price_alerts
  for each row execute function private.check_price_alert();

-- ---------------------------------------------------------------------------------------------
-- notifications: the price_alert kind
-- ---------------------------------------------------------------------------------------------
alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check
  check (kind in ('reply', 'mention', 'market_alert', 'breaking_news', 'session_soon', 'price_alert'));
comment on column public.notifications.kind is 'reply, mention, market_alert, breaking_news, session_soon or price_alert (a member''s own price alert fired).';

-- ---------------------------------------------------------------------------------------------
-- ticks
-- ---------------------------------------------------------------------------------------------
create function private.apply_tick(p_symbol text, p_price numeric, p_volume bigint, p_at timestamptz, p_simulated boolean)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_last timestamptz;
  v_day timestamptz := date_trunc('day', p_at at time zone 'UTC') at time zone 'UTC';
  v_bar timestamptz := date_bin('15 minutes', p_at, timestamptz '2000-01-01 00:00:00+00');
  v_previous numeric;
  d record;
  b record;
begin
  -- Ticks older than the symbol's last one are ignored (a provider sends them in time order).
  select q.at into v_last from public.market_quotes q where q.symbol = p_symbol for update;
  if v_last is not null and p_at < v_last then
    return false;
  end if;
  insert into public.chart_bars as c (symbol, interval, bucket_start, open, high, low, close, volume)
  values (p_symbol, '1d', v_day, p_price, p_price, p_price, p_price, p_volume)
  on conflict (symbol, interval, bucket_start) do update
    set high = greatest(c.high, excluded.close), low = least(c.low, excluded.close), close = excluded.close,
      volume = c.volume + excluded.volume
  returning c.open, c.high, c.low, c.volume into d;
  insert into public.chart_bars as c (symbol, interval, bucket_start, open, high, low, close, volume)
  values (p_symbol, '15m', v_bar, p_price, p_price, p_price, p_price, p_volume)
  on conflict (symbol, interval, bucket_start) do update
    set high = greatest(c.high, excluded.close), low = least(c.low, excluded.close), close = excluded.close,
      volume = c.volume + excluded.volume
  returning c.open, c.high, c.low, c.volume into b;
  select c.close into v_previous from public.chart_bars c
    where c.symbol = p_symbol and c.interval = '1d' and c.bucket_start < v_day
    order by c.bucket_start desc limit 1;
  insert into public.market_quotes as q (symbol, price, at, previous_close, day_start, day_open, day_high, day_low,
    day_volume, bar_start, bar_open, bar_high, bar_low, bar_volume, simulated)
  values (p_symbol, p_price, p_at, v_previous, v_day, d.open, d.high, d.low, d.volume, v_bar, b.open, b.high, b.low,
    b.volume, p_simulated)
  on conflict (symbol) do update
    set price = excluded.price, at = excluded.at, previous_close = excluded.previous_close,
      day_start = excluded.day_start, day_open = excluded.day_open, day_high = excluded.day_high,
      day_low = excluded.day_low, day_volume = excluded.day_volume, bar_start = excluded.bar_start,
      bar_open = excluded.bar_open, bar_high = excluded.bar_high, bar_low = excluded.bar_low,
      bar_volume = excluded.bar_volume, simulated = excluded.simulated;
  -- Alerts the price has reached fire once, into their owner's notifications.
  with fired as (
    update public.price_alerts a set fired_at = p_at, fired_price = p_price
    where a.symbol = p_symbol and a.fired_at is null
      and ((a.direction = 'above' and p_price >= a.level) or (a.direction = 'below' and p_price <= a.level))
    returning a.id, a.user_id, a.symbol, a.direction, a.level
  )
  insert into public.notifications (user_id, kind, title, body, link, channel_id, premium_only)
  select f.user_id, 'price_alert',
    f.symbol || ' crossed ' || f.direction || ' ' || f.level,
    'Price ' || p_price || ' at ' || to_char(p_at at time zone 'UTC', 'HH24:MI:SS') || ' UTC'
      || case when p_simulated then ' (simulated market data).' else '.' end,
    '/dashboard/technical-analysis?symbol=' || f.symbol,
    s.channel_id, c.access = 'premium'
  from fired f
  join public.market_symbols s on s.symbol = f.symbol
  join public.channels c on c.id = s.channel_id
  where private.member_can_read_channel(f.user_id, s.channel_id);
  return true;
end;
$$;
comment on function private.apply_tick(text, numeric, bigint, timestamptz, boolean) is 'One tick: rolls the 1d and 15m bars of its buckets, updates the quote, fires the price alerts it reaches. Ignored (false) when older than the symbol''s last tick.';
revoke execute on function private.apply_tick(text, numeric, bigint, timestamptz, boolean) from public;

create function public.record_ticks(ticks jsonb, simulated boolean default true)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  t record;
  v_count integer := 0;
begin
  if jsonb_typeof(ticks) is distinct from 'array' then
    raise exception 'ticks must be a JSON array of {symbol, price, volume, at}' using errcode = '22023';
  end if;
  for t in
    select x.symbol, round(x.price, 2) as price, coalesce(x.volume, 0) as volume, coalesce(x.at, now()) as at
    from jsonb_to_recordset(ticks) as x(symbol text, price numeric, volume bigint, at timestamptz)
    order by coalesce(x.at, now())
  loop
    if t.price is null or t.price <= 0 or t.volume < 0 then
      raise exception 'a tick needs a positive price and a volume of 0 or more (%: %, %)', t.symbol, t.price, t.volume using errcode = '22023';
    end if;
    if private.apply_tick(t.symbol, t.price, t.volume, t.at, record_ticks.simulated) then
      v_count := v_count + 1;
    end if;
  end loop;
  return v_count;
end;
$$;
comment on function public.record_ticks(jsonb, boolean) is 'Records a round of ticks [{symbol, price, volume, at}] from a market data provider (the service role only): quotes, 15m and 1d bars, price alerts. Returns how many were applied.';
revoke execute on function public.record_ticks(jsonb, boolean) from public, anon, authenticated;
grant execute on function public.record_ticks(jsonb, boolean) to service_role;

create function public.record_tick(symbol text, price numeric, volume bigint default 0, at timestamptz default now())
returns boolean
language sql
security definer
set search_path = ''
as $$
  select public.record_ticks(jsonb_build_array(jsonb_build_object('symbol', symbol, 'price', price, 'volume', volume, 'at', at))) = 1;
$$;
comment on function public.record_tick(text, numeric, bigint, timestamptz) is 'One simulated tick (record_ticks with one element); the service role only.';
revoke execute on function public.record_tick(text, numeric, bigint, timestamptz) from public, anon, authenticated;
grant execute on function public.record_tick(text, numeric, bigint, timestamptz) to service_role;

-- ---------------------------------------------------------------------------------------------
-- realtime
-- ---------------------------------------------------------------------------------------------
alter publication supabase_realtime add table public.market_quotes, public.price_alerts;
