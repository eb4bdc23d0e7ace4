-- A member's chart settings: which indicators the Tools palette has on and their parameters (the
-- moving averages' lengths), one row per member — one template for every chart, symbol and
-- timeframe, as TradingView's default template — so they follow the member to every device and, by
-- Realtime, across their open tabs (the table is in the realtime publication; Realtime sends a member
-- only their own row, as RLS decides).
-- - Only the member's own row is read, written or deleted (user_id is auth.uid(), set by default and
--   checked); writing it is an upsert on user_id.
-- - indicators is validated in SQL (a trigger, 422 with a hint): an object of the known settings only,
--   the switches booleans, the lengths whole numbers from 2 to 200, at most 1 kB. A missing setting
--   takes the chart's default.

create function private.valid_chart_settings(indicators jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    jsonb_typeof(indicators) = 'object'
    and octet_length(indicators::text) <= 1024
    and not exists (
      select 1 from jsonb_each(indicators) e
      where case
        when e.key in ('volume', 'sma', 'ema', 'bollinger', 'vwap', 'rsi', 'macd') then jsonb_typeof(e.value) is distinct from 'boolean'
        -- case, not and: the cast runs only once the value is known to be a number.
        when e.key in ('smaLength', 'emaLength') then case
          when jsonb_typeof(e.value) = 'number' then not ((e.value #>> '{}')::numeric between 2 and 200 and (e.value #>> '{}')::numeric = trunc((e.value #>> '{}')::numeric))
          else true
        end
        else true
      end),
    false);
$$;
comment on function private.valid_chart_settings(jsonb) is 'Whether a member''s chart settings are an object of the known settings only: volume, sma, ema, bollinger, vwap, rsi, macd booleans; smaLength, emaLength whole numbers from 2 to 200; at most 1 kB.';
revoke execute on function private.valid_chart_settings(jsonb) from public;

create table public.chart_settings (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  indicators jsonb not null default '{}',
  updated_at timestamptz not null default now()
);
comment on table public.chart_settings is 'A member''s chart settings, one row per member for every chart: read and written by that member only. In the realtime publication (a member''s tabs follow their own changes).';
comment on column public.chart_settings.indicators is 'The Tools palette''s indicators: {volume, sma, smaLength, ema, emaLength, bollinger, vwap, rsi, macd}, switches as booleans and lengths from 2 to 200; a missing one takes the chart''s default.';
comment on column public.chart_settings.updated_at is 'When the settings last changed (set by the database).';

revoke all on table public.chart_settings from anon, authenticated;
grant select, delete on table public.chart_settings to authenticated;
grant insert (indicators), update (indicators) on table public.chart_settings to authenticated;
alter table public.chart_settings enable row level security;

create policy "Members read their own chart settings"
  on public.chart_settings for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Members keep their own chart settings"
  on public.chart_settings for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "Members change their own chart settings"
  on public.chart_settings for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy "Members reset their own chart settings"
  on public.chart_settings for delete to authenticated
  using (user_id = (select auth.uid()));

create function private.check_chart_settings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.valid_chart_settings(new.indicators) then
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'invalid_chart_settings',
        'message', 'These chart settings are not valid.',
        'details', null,
        'hint', 'indicators is an object of volume, sma, ema, bollinger, vwap, rsi, macd (booleans) and smaLength, emaLength (whole numbers from 2 to 200), at most 1 kB.')::text,
      detail = json_build_object('status', 422)::text;
  end if;
  new.updated_at := now();
  return new;
end;
$$;
comment on function private.check_chart_settings() is 'Refuses chart settings of an unknown shape (422) and sets updated_at.';
revoke execute on function private.check_chart_settings() from public;

create trigger check_chart_settings
  before insert or update on public.chart_settings
  for each row execute function private.check_chart_settings();

alter publication supabase_realtime add table public.chart_settings;
