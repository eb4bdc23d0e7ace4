-- VIP signals' seeded history: a few months of signals published into the simulated market's daily
-- history (seed.sql's bars), every one labelled simulated, then graded by the same function the tick
-- rounds use (private.grade_bar) with the daily bars that followed, in time order. So the track
-- record is not empty on a fresh database, and every figure in it comes from the recorded prices.
--
-- A signal is drawn for a symbol on a trading day when an MD5 of the two says so (about one in
-- fifteen; the same on every engine), in the direction of the 20-day trend, published at the day's
-- close (21:00 UTC): most are limit entries in a zone 0.2-0.6 ATR back towards the trend, some are
-- market entries at the close. Stop 1 ATR beyond the entry, one to three targets 1 ATR apart, expiry
-- after 14 days. The newest may still be open: the live market then grades them tick by tick.

-- Seed writes are no dashboard edits: the audit log skips them (migrations/20261129110000_dashboard_operator.sql).
-- The stand-in's migrator sets this too; the Supabase CLI (db reset, db push --include-seed) does not.
select set_config('tradecraft.seeding', 'on', true);

-- The channel: premium, in the PREMIUM group (its feed is public.signals, not messages).
insert into public.channels (id, group_name, name, description, type, access, icon, position, level) values
  ('vip-signals', 'PREMIUM', 'vip-signals',
   'Trade ideas from our analysts: entry, stop and targets, graded by the database from recorded prices into a track record nobody can edit.',
   'signals', 'premium', 'diamond', 13, null)
on conflict (id) do nothing;

do $$
declare
  c record;
  g record;
  v_analyst uuid := 'd1a7c0de-0000-4000-8000-000000000003';
  v_name text := coalesce((select p.display_name from public.profiles p where p.id = v_analyst), 'Tradecraft analyst');
begin
  if not exists (select 1 from auth.users u where u.id = v_analyst) then
    v_analyst := null;
  end if;
  for c in
    with days as (
      select b.symbol, b.bucket_start, b.close,
        avg(b.high - b.low) over (partition by b.symbol order by b.bucket_start rows between 13 preceding and current row) as atr,
        avg(b.close) over (partition by b.symbol order by b.bucket_start rows between 19 preceding and current row) as sma20,
        ('x' || left(md5(b.symbol || ',' || (b.bucket_start::date - date '2000-01-01')), 8))::bit(32)::bigint / 4294967296.0 as draw,
        ('x' || left(md5((b.bucket_start::date - date '2000-01-01') || ',' || b.symbol), 8))::bit(32)::bigint / 4294967296.0 as shape
      from public.chart_bars b
      where b.interval = '1d'
    )
    select d.*, case when d.close >= d.sma20 then 1 else -1 end as dir
    from days d
    where d.bucket_start >= current_date - 120 and d.bucket_start < current_date - 2 and d.draw < 0.07
    order by d.bucket_start, d.symbol
  loop
    perform private.insert_signal(v_analyst, v_name, c.symbol,
      case when c.dir = 1 then 'long' else 'short' end,
      case when c.shape < 0.25 then 'market' else 'limit' end,
      case when c.shape >= 0.25 then c.close - c.dir * c.atr * (case when c.dir = 1 then 0.6 else 0.2 end) end,
      case when c.shape >= 0.25 then c.close - c.dir * c.atr * (case when c.dir = 1 then 0.2 else 0.6 end) end,
      c.close - c.dir * c.atr * (case when c.shape < 0.25 then 1.0 else 1.6 end),
      (select array_agg(c.close + c.dir * c.atr * k order by k) from generate_series(1, 1 + (c.shape * 100)::integer % 3) as k),
      c.bucket_start + interval '21 hours' + interval '14 days',
      format(E'**Simulated signal** (seeded history of the simulated market).\n\n%s is %s its 20-day average (%s); %s with the trend, stop one ATR (%s) beyond the entry.',
        c.symbol, case when c.dir = 1 then 'above' else 'below' end, round(c.sma20, 2),
        case when c.shape < 0.25 then 'entering at the close' else 'entering on a pullback into the zone' end, round(c.atr, 2)),
      c.bucket_start + interval '21 hours',
      c.close, true);
  end loop;
  for g in
    select d.symbol, d.bucket_start, d.open, d.high, d.low
    from public.chart_bars d
    where d.interval = '1d' and d.bucket_start > current_date - 121
      and exists (select 1 from public.signals s where s.symbol = d.symbol and s.simulated)
    order by d.bucket_start, d.symbol
  loop
    -- As a tick round does: only bars that reach a level or an expiry of the symbol's open signals.
    if exists (select 1 from private.signal_watch w where w.symbol = g.symbol
               and (g.low <= w.down or g.high >= w.up or g.bucket_start >= w.next_expiry)) then
      perform private.grade_bar(g.symbol, g.bucket_start, g.open, g.high, g.low);
    end if;
  end loop;
end;
$$;
