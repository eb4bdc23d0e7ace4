-- A member's drawings on the charts (horizontal level, trend line, ray, rectangle, Fibonacci
-- retracement, text note), kept per member, symbol and timeframe so they come back on any device and
-- follow the member across their open tabs (the table is in the realtime publication; Realtime sends
-- a member only their own rows, as RLS decides).
-- - Only the member's own rows are read, written or deleted (user_id is auth.uid(), set by default
--   and checked); a drawing is made on a symbol whose chart the member can read.
-- - geometry is validated in SQL (a trigger, 422 with a hint): the anchor points of the kind (one for a level or a note, two for
--   the others), each {time, price} with finite numbers, a note's text of 1 to 280 characters, an
--   optional #rrggbb colour, nothing else, at most 2 kB.
-- - At most 200 drawings per member, symbol and timeframe.

create function private.valid_chart_point(point jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  -- case, not and: the casts run only once the types are known to be numbers.
  select coalesce(case
    when jsonb_typeof(point) = 'object'
      and jsonb_typeof(point -> 'time') = 'number'
      and jsonb_typeof(point -> 'price') = 'number'
    then (select count(*) from jsonb_object_keys(point) k where k not in ('time', 'price')) = 0
      and (point ->> 'time')::numeric between 0 and 4102444800
      and abs((point ->> 'price')::numeric) < 1e9
    else false
  end, false);
$$;
comment on function private.valid_chart_point(jsonb) is 'Whether a drawing anchor is {time, price}: time in seconds since the epoch (before 2100), price a number within +-1e9, nothing else.';
revoke execute on function private.valid_chart_point(jsonb) from public;

create function private.valid_chart_geometry(kind text, geometry jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(case
    when jsonb_typeof(geometry) is distinct from 'object' or jsonb_typeof(geometry -> 'points') is distinct from 'array' then false
    when octet_length(geometry::text) > 2048 then false
    when (select count(*) from jsonb_object_keys(geometry) k where k not in ('points', 'text', 'color')) > 0 then false
    when jsonb_array_length(geometry -> 'points') <> case when kind in ('hline', 'text') then 1 else 2 end then false
    when not coalesce((select bool_and(private.valid_chart_point(p)) from jsonb_array_elements(geometry -> 'points') p), false) then false
    when geometry ? 'color' and not (jsonb_typeof(geometry -> 'color') = 'string' and (geometry ->> 'color') ~ '^#[0-9a-fA-F]{6}$') then false
    when kind = 'text' then jsonb_typeof(geometry -> 'text') = 'string' and char_length(btrim(geometry ->> 'text')) between 1 and 280
    else not (geometry ? 'text')
  end, false);
$$;
comment on function private.valid_chart_geometry(text, jsonb) is 'Whether a drawing''s geometry fits its kind: {points: [{time, price}, ...], text?, color?}, one point for hline and text, two for the others; a text note has 1-280 characters; at most 2 kB.';
revoke execute on function private.valid_chart_geometry(text, jsonb) from public;

create table public.chart_drawings (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  symbol text not null references public.market_symbols (symbol) on delete cascade,
  timeframe text not null check (timeframe in ('1D', '1W', '1M', '3M', '1Y')),
  kind text not null check (kind in ('hline', 'trend', 'ray', 'rect', 'fib', 'text')),
  geometry jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.chart_drawings is 'A member''s own drawings on a symbol''s chart in one timeframe; read and written by that member only. In the realtime publication (a member''s tabs follow their own changes).';
comment on column public.chart_drawings.kind is 'hline (horizontal level), trend (trend line), ray, rect (rectangle), fib (Fibonacci retracement) or text (note).';
comment on column public.chart_drawings.geometry is '{points: [{time, price}], text?, color?}: one point for hline and text, two for the others (ends, corners, or the swing from 100% to 0% for fib); text for a note, 1-280 characters.';
comment on column public.chart_drawings.updated_at is 'When the drawing was last moved or edited (set by the database).';
create index chart_drawings_user_id_idx on public.chart_drawings (user_id, symbol, timeframe);
create index chart_drawings_symbol_idx on public.chart_drawings (symbol);

revoke all on table public.chart_drawings from anon, authenticated;
grant select, delete on table public.chart_drawings to authenticated;
grant insert (id, symbol, timeframe, kind, geometry) on table public.chart_drawings to authenticated;
grant update (geometry) on table public.chart_drawings to authenticated;
alter table public.chart_drawings enable row level security;

create policy "Members read their own drawings"
  on public.chart_drawings for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Members draw on charts open to them"
  on public.chart_drawings for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (
      select 1 from public.market_symbols s
      where s.symbol = chart_drawings.symbol
        and s.channel_id = any ((select private.readable_channel_ids())::text[])
    )
  );
create policy "Members move their own drawings"
  on public.chart_drawings for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy "Members delete their own drawings"
  on public.chart_drawings for delete to authenticated
  using (user_id = (select auth.uid()));

create function private.check_chart_drawing()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  if not private.valid_chart_geometry(new.kind, new.geometry) then
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'invalid_chart_drawing',
        'message', format('This %s drawing''s geometry is not valid.', new.kind),
        'details', null,
        'hint', 'geometry is {points: [{time, price}], text?, color?}: one point for hline and text, two for the others; a note has 1-280 characters; at most 2 kB.')::text,
      detail = json_build_object('status', 422)::text;
  end if;
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
    new.updated_at := now();
    return new;
  end if;
  new.created_at := now();
  new.updated_at := now();
  if (select auth.role()) is distinct from 'authenticated' then
    return new;
  end if;
  -- One member's drawings on a chart are counted under a lock, so two requests cannot both pass.
  perform pg_advisory_xact_lock(hashtextextended('chart_drawings:' || new.user_id::text || ':' || new.symbol || ':' || new.timeframe, 0));
  select count(*) into v_count from public.chart_drawings d
  where d.user_id = new.user_id and d.symbol = new.symbol and d.timeframe = new.timeframe;
  if v_count >= 200 then
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'too_many_chart_drawings',
        'message', format('You can keep at most 200 drawings on %s %s. Delete some first.', new.symbol, new.timeframe),
        'details', null, 'hint', null)::text,
      detail = json_build_object('status', 409)::text;
  end if;
  return new;
end;
$$;
comment on function private.check_chart_drawing() is 'Refuses a geometry that does not fit the kind (422), sets created_at and updated_at, and refuses a member''s 201st drawing on one symbol and timeframe (409).';
revoke execute on function private.check_chart_drawing() from public;

create trigger check_chart_drawing
  before insert or update on public.chart_drawings
  for each row execute function private.check_chart_drawing();

alter publication supabase_realtime add table public.chart_drawings;
