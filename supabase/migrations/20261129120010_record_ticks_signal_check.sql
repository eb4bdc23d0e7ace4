-- record_ticks as in 20261128140000_vip_signals.sql, with the check against private.signal_watch made
-- once per round in SQL instead of per tick in PL/pgSQL: one statement finds, per symbol, the first
-- tick of the round that reaches one of its nearest levels or its expiry; a round in which none does
-- (nearly every round) then costs each tick a null check. The grading itself is unchanged: a symbol's
-- ticks are graded from that first reaching tick on, each only if it was applied.
create or replace function public.record_ticks(ticks jsonb, simulated boolean default true)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  t record;
  v_count integer := 0;
  v_grade_from jsonb;
begin
  if jsonb_typeof(ticks) is distinct from 'array' then
    raise exception 'ticks must be a JSON array of {symbol, price, volume, at}' using errcode = '22023';
  end if;
  -- Per symbol with open signals, when this round first reaches one of its levels or its expiry.
  select jsonb_object_agg(h.symbol, h.first_at) into v_grade_from
  from (
    select x.symbol, min(coalesce(x.at, now())) as first_at
    from jsonb_to_recordset(ticks) as x(symbol text, price numeric, at timestamptz)
    join private.signal_watch w on w.symbol = x.symbol
    where round(x.price, 2) <= w.down or round(x.price, 2) >= w.up or coalesce(x.at, now()) >= w.next_expiry
    group by x.symbol
  ) h;
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
      if v_grade_from is not null and t.at >= (v_grade_from ->> t.symbol)::timestamptz then
        perform private.grade_bar(t.symbol, t.at, t.price, t.price, t.price);
      end if;
    end if;
  end loop;
  return v_count;
end;
$$;
comment on function public.record_ticks(jsonb, boolean) is 'Records a round of ticks [{symbol, price, volume, at}] from a market data provider (the service role only): quotes, 15m and 1d bars, price alerts, and the grading of open VIP signals (private.grade_bar). Returns how many were applied.';
revoke execute on function public.record_ticks(jsonb, boolean) from public, anon, authenticated;
grant execute on function public.record_ticks(jsonb, boolean) to service_role;
