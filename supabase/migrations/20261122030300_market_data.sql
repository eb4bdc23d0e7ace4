-- Market data behind the watchlist, chart, calendar and alert channels: the symbols on the community
-- watchlist, daily and intraday OHLCV bars for the chart viewer, upcoming live sessions and market
-- alerts. Each row belongs to a channel and is readable under that channel's rules (so premium
-- sessions stay premium); admins write them. Sessions and alerts are in the realtime publication.

-- ---------------------------------------------------------------------------------------------
-- tables
-- ---------------------------------------------------------------------------------------------
create table public.market_symbols (
  symbol text primary key check (symbol ~ '^[A-Z0-9.]{1,10}$'),
  channel_id text not null default 'daily-watchlist' references public.channels (id) on delete cascade,
  company_name text not null,
  on_watchlist boolean not null default true,
  position integer not null default 0
);
comment on table public.market_symbols is 'Symbols with chart data; those on_watchlist form the community watchlist.';
comment on column public.market_symbols.channel_id is 'Channel whose readers may see this symbol (the watchlist channel).';
create index market_symbols_channel_id_idx on public.market_symbols (channel_id);

create table public.chart_bars (
  symbol text not null references public.market_symbols (symbol) on delete cascade,
  interval text not null check (interval in ('1d', '15m')),
  bucket_start timestamptz not null,
  open numeric(12, 2) not null,
  high numeric(12, 2) not null,
  low numeric(12, 2) not null,
  close numeric(12, 2) not null,
  volume bigint not null check (volume >= 0),
  channel_id text not null default 'technical-analysis' references public.channels (id) on delete cascade,
  primary key (symbol, interval, bucket_start),
  check (low <= least(open, close) and high >= greatest(open, close))
);
comment on table public.chart_bars is 'OHLCV candles: 1d for the 1M/3M/1Y timeframes, 15m for 1D/1W. Sample series generated deterministically by seed.sql.';
comment on column public.chart_bars.interval is '1d (one bar per trading day) or 15m (intraday, 09:30-16:00 New York).';
comment on column public.chart_bars.bucket_start is 'Start of the bar.';
create index chart_bars_channel_id_idx on public.chart_bars (channel_id);

create table public.live_sessions (
  id bigint generated always as identity primary key,
  channel_id text not null references public.channels (id) on delete cascade,
  title text not null check (char_length(title) between 1 and 200),
  description text not null default '',
  host_name text not null default '',
  starts_at timestamptz not null,
  duration_minutes integer not null default 60 check (duration_minutes > 0),
  access text not null default 'free' check (access in ('free', 'premium')),
  join_url text
);
comment on table public.live_sessions is 'Scheduled sessions and market events shown in the calendar channels.';
comment on column public.live_sessions.channel_id is 'earnings-calendar (freemium) or live-sessions (premium); decides who can read it.';
comment on column public.live_sessions.access is 'Badge shown on the session: free or premium.';
create index live_sessions_channel_id_starts_at_idx on public.live_sessions (channel_id, starts_at);

create table public.market_alerts (
  id bigint generated always as identity primary key,
  channel_id text not null default 'market-alerts' references public.channels (id) on delete cascade,
  symbol text references public.market_symbols (symbol) on delete set null,
  headline text not null check (char_length(headline) between 1 and 200),
  detail text not null default '',
  severity text not null default 'info' check (severity in ('info', 'watch', 'urgent')),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
comment on table public.market_alerts is 'Price and news alerts posted by admins to market-alerts or breaking-news.';
create index market_alerts_channel_id_created_at_idx on public.market_alerts (channel_id, created_at desc);
create index market_alerts_symbol_idx on public.market_alerts (symbol);
create index market_alerts_created_by_idx on public.market_alerts (created_by);

-- ---------------------------------------------------------------------------------------------
-- views
-- ---------------------------------------------------------------------------------------------
create view public.watchlist
with (security_invoker = true) as
select
  s.symbol,
  s.company_name,
  s.position,
  last.close as price,
  last.close - prev.close as change,
  round((last.close - prev.close) / nullif(prev.close, 0) * 100, 2) as change_percent,
  last.volume,
  last.bucket_start as as_of
from public.market_symbols s
left join lateral (
  select b.close, b.volume, b.bucket_start from public.chart_bars b
  where b.symbol = s.symbol and b.interval = '1d'
  order by b.bucket_start desc limit 1
) last on true
left join lateral (
  select b.close from public.chart_bars b
  where b.symbol = s.symbol and b.interval = '1d'
  order by b.bucket_start desc offset 1 limit 1
) prev on true
where s.on_watchlist;
comment on view public.watchlist is 'Watchlist symbols with the last daily close, change against the previous close, and volume.';

-- ---------------------------------------------------------------------------------------------
-- grants
-- ---------------------------------------------------------------------------------------------
revoke all on table public.market_symbols, public.chart_bars, public.live_sessions, public.market_alerts,
  public.watchlist
  from anon, authenticated;
grant select, insert, update, delete on table public.market_symbols, public.chart_bars,
  public.live_sessions, public.market_alerts to authenticated;
grant select on table public.watchlist to authenticated;

-- ---------------------------------------------------------------------------------------------
-- row-level security: read under the owning channel's rules, written by admins
-- ---------------------------------------------------------------------------------------------
alter table public.market_symbols enable row level security;
alter table public.chart_bars enable row level security;
alter table public.live_sessions enable row level security;
alter table public.market_alerts enable row level security;

create policy "Members can read symbols of channels open to them"
  on public.market_symbols for select to authenticated
  using (channel_id = any ((select private.readable_channel_ids())::text[]));
create policy "Admins can add symbols"
  on public.market_symbols for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins can edit symbols"
  on public.market_symbols for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "Admins can delete symbols"
  on public.market_symbols for delete to authenticated
  using ((select private.is_admin()));

create policy "Members can read chart bars of channels open to them"
  on public.chart_bars for select to authenticated
  using (channel_id = any ((select private.readable_channel_ids())::text[]));
create policy "Admins can add chart bars"
  on public.chart_bars for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins can edit chart bars"
  on public.chart_bars for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "Admins can delete chart bars"
  on public.chart_bars for delete to authenticated
  using ((select private.is_admin()));

create policy "Members can read sessions of channels open to them"
  on public.live_sessions for select to authenticated
  using (channel_id = any ((select private.readable_channel_ids())::text[]));
create policy "Admins can schedule sessions"
  on public.live_sessions for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins can edit sessions"
  on public.live_sessions for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "Admins can cancel sessions"
  on public.live_sessions for delete to authenticated
  using ((select private.is_admin()));

create policy "Members can read alerts of channels open to them"
  on public.market_alerts for select to authenticated
  using (channel_id = any ((select private.readable_channel_ids())::text[]));
create policy "Admins can post alerts"
  on public.market_alerts for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins can edit alerts"
  on public.market_alerts for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "Admins can delete alerts"
  on public.market_alerts for delete to authenticated
  using ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- realtime
-- ---------------------------------------------------------------------------------------------
alter publication supabase_realtime add table public.live_sessions, public.market_alerts;
