-- VIP signals expire on time even when their symbol gets no tick: public.expire_signals(), run by the
-- service role's periodic job (stack/sessions/jobs.ts every minute; on hosted Supabase pg_cron or a
-- scheduled Edge Function, see supabase/README.md). Same rule as the expiry step of
-- private.grade_bar: at its expiry a pending signal expires without a result, an active one closes the
-- rest of its position at the price of that moment. With no tick since the expiry (a tick at or after
-- it grades the symbol, private.signal_watch.next_expiry), that price is the last recorded one; the
-- signal closes at its expires_at, not at the time the job ran.
create function public.expire_signals()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_n integer;
begin
  with due as (
    select o.id, o.status, o.expires_at as at,
      coalesce((cardinality(o.targets) - o.targets_hit)::numeric / cardinality(o.targets)
        * (p.price - o.fill_price) * case o.side when 'long' then 1 else -1 end / abs(o.fill_price - o.stop), 0) as r,
      coalesce((cardinality(o.targets) - o.targets_hit)::numeric / cardinality(o.targets)
        * (p.price - o.fill_price) * case o.side when 'long' then 1 else -1 end / o.fill_price * 100, 0) as pct,
      p.price
    from public.signals o
    cross join lateral (select private.last_price(o.symbol) as price) p
    where o.status in ('pending', 'active') and o.expires_at <= now()
    for update of o
  ), expired as (
    update public.signals s set
      status = 'expired', closed_at = d.at,
      realized_r = s.realized_r + d.r, realized_pct = s.realized_pct + d.pct,
      result_r = case when d.status = 'active' then round(s.realized_r + d.r, 3) end,
      result_pct = case when d.status = 'active' then round(s.realized_pct + d.pct, 3) end
    from due d
    where s.id = d.id
    returning s.id, d.status as was, d.at, d.price, d.r
  )
  insert into public.signal_events (signal_id, at, kind, price, r)
  select e.id, e.at, 'expired', case when e.was = 'active' then e.price end, case when e.was = 'active' then round(e.r, 3) end
  from expired e;
  get diagnostics v_n = row_count;
  return v_n;
end;
$$;
comment on function public.expire_signals() is 'The service role''s periodic job: expires every open VIP signal past its expires_at, at that time (a pending one without a result, an active one closed at the last recorded price), as the grading of a tick at its expiry would. Returns how many expired.';
revoke execute on function public.expire_signals() from public, anon, authenticated;
grant execute on function public.expire_signals() to service_role;

-- The closed signals' list pages by closing time (newest first), then id.
create index signals_closed_page_idx on public.signals (closed_at desc, id desc) where closed_at is not null;
