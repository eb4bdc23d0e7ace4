-- Share Analysis: a member posts their current chart view (symbol, timeframe, indicators, drawings)
-- with a comment into a chart channel, as a message with an analysis attached. Readers open it as a
-- live chart with the same view and may copy its drawings into their own.
-- - The message is an ordinary message, posted through the messages insert policy (the channel's
--   posting rule, suspension, the posting limit trigger): share_analysis is security invoker and posts
--   the message and its analysis in one transaction.
-- - Indicators and drawings are checked by a trigger (422 with a hint), drawings as chart_drawings
--   checks them.
-- - An analysis is attached only to a message its author posted in the same transaction (created_at is
--   the transaction's now()), in a chart channel, on a symbol whose chart the author can read; it is
--   never updated, and goes with its message.
-- - It is read by whoever can read its message (the messages select policies: the channel's access,
--   suspension, hidden messages).
-- - Its thumbnail is chart-thumbnails/<analysis id>.png (bucket in config.toml: private, PNG, 512 KiB),
--   uploaded once by the analysis's author and read by whoever can read the analysis.
-- - copy_shared_drawings inserts the analysis's drawings into the caller's chart_drawings, under that
--   table's policies, checks and 200-drawing limit.

create function private.valid_shared_drawings(drawings jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(case
    when jsonb_typeof(drawings) is distinct from 'array' then false
    when jsonb_array_length(drawings) > 200 then false
    else coalesce((
      select bool_and(
        jsonb_typeof(d) = 'object'
        and (select count(*) from jsonb_object_keys(d) k where k not in ('kind', 'geometry')) = 0
        and coalesce(d ->> 'kind' in ('hline', 'trend', 'ray', 'rect', 'fib', 'text'), false)
        and private.valid_chart_geometry(d ->> 'kind', d -> 'geometry'))
      from jsonb_array_elements(drawings) d), true)
  end, false);
$$;
comment on function private.valid_shared_drawings(jsonb) is 'Whether a shared analysis''s drawings are an array of at most 200 {kind, geometry}, each as chart_drawings accepts it.';
revoke execute on function private.valid_shared_drawings(jsonb) from public;

create function private.valid_shared_indicators(indicators jsonb)
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
      where e.key not in ('volume', 'sma', 'smaLength', 'ema', 'emaLength', 'bollinger', 'vwap', 'rsi', 'macd')
        or jsonb_typeof(e.value) not in ('boolean', 'number')),
    false);
$$;
comment on function private.valid_shared_indicators(jsonb) is 'Whether a shared analysis''s indicator settings are an object of the chart''s known settings (booleans and lengths), at most 1 kB.';
revoke execute on function private.valid_shared_indicators(jsonb) from public;

create table public.shared_analyses (
  id uuid primary key default gen_random_uuid(),
  message_id bigint not null unique references public.messages (id) on delete cascade,
  channel_id text not null references public.channels (id) on delete cascade,
  author_id uuid default auth.uid() references auth.users (id) on delete cascade,
  symbol text not null references public.market_symbols (symbol) on delete cascade,
  timeframe text not null check (timeframe in ('1D', '1W', '1M', '3M', '1Y')),
  indicators jsonb not null default '{}',
  drawings jsonb not null default '[]',
  created_at timestamptz not null default now()
);
comment on table public.shared_analyses is 'A chart view shared into a chart channel, attached to its message: read by whoever reads the message; posted with share_analysis under the channel''s posting rule. Thumbnail: chart-thumbnails/<id>.png.';
comment on column public.shared_analyses.indicators is 'The indicator settings of the view (the chart''s IndicatorSettings: volume, sma, smaLength, ema, emaLength, bollinger, vwap, rsi, macd).';
comment on column public.shared_analyses.drawings is 'The drawings of the view: [{kind, geometry}] as in chart_drawings, at most 200.';
create index shared_analyses_channel_id_idx on public.shared_analyses (channel_id, message_id);
create index shared_analyses_author_id_idx on public.shared_analyses (author_id);
create index shared_analyses_symbol_idx on public.shared_analyses (symbol);

revoke all on table public.shared_analyses from anon, authenticated;
grant select on table public.shared_analyses to authenticated;
grant insert (message_id, channel_id, symbol, timeframe, indicators, drawings) on table public.shared_analyses to authenticated;
alter table public.shared_analyses enable row level security;

create policy "Readers of a message read its analysis"
  on public.shared_analyses for select to authenticated
  using (
    channel_id = any ((select private.readable_channel_ids())::text[])
    and exists (select 1 from public.messages m where m.id = shared_analyses.message_id)
  );
create policy "Members attach an analysis to the message they are posting"
  on public.shared_analyses for insert to authenticated
  with check (
    author_id = (select auth.uid())
    and exists (
      select 1 from public.messages m
      join public.channels c on c.id = m.channel_id
      where m.id = shared_analyses.message_id
        and m.channel_id = shared_analyses.channel_id
        and m.author_id = (select auth.uid())
        and m.created_at = now()
        and c.type = 'charts'
    )
    and exists (
      select 1 from public.market_symbols s
      where s.symbol = shared_analyses.symbol
        and s.channel_id = any ((select private.readable_channel_ids())::text[])
    )
  );

create function private.check_shared_analysis()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.valid_shared_indicators(new.indicators) or not private.valid_shared_drawings(new.drawings) then
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'invalid_shared_analysis',
        'message', 'This analysis''s indicators or drawings are not valid.',
        'details', null,
        'hint', 'indicators is an object of the chart''s settings (booleans and lengths); drawings is [{kind, geometry}] as chart_drawings takes them, at most 200.')::text,
      detail = json_build_object('status', 422)::text;
  end if;
  new.created_at := now();
  return new;
end;
$$;
comment on function private.check_shared_analysis() is 'Refuses indicator settings or drawings a chart would not take (422) and sets created_at.';
revoke execute on function private.check_shared_analysis() from public;

create trigger check_shared_analysis
  before insert on public.shared_analyses
  for each row execute function private.check_shared_analysis();

create function public.share_analysis(
  channel_id text,
  body text,
  symbol text,
  timeframe text,
  indicators jsonb,
  drawings jsonb
)
returns public.shared_analyses
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_message_id bigint;
  v_analysis public.shared_analyses;
begin
  insert into public.messages (channel_id, body)
  values (share_analysis.channel_id, btrim(coalesce(share_analysis.body, '')))
  returning id into v_message_id;
  insert into public.shared_analyses (message_id, channel_id, symbol, timeframe, indicators, drawings)
  values (v_message_id, share_analysis.channel_id, share_analysis.symbol, share_analysis.timeframe,
    coalesce(share_analysis.indicators, '{}'), coalesce(share_analysis.drawings, '[]'))
  returning * into v_analysis;
  return v_analysis;
end;
$$;
comment on function public.share_analysis(text, text, text, text, jsonb, jsonb) is 'Posts body into a chart channel as the caller (the channel''s posting rule applies) with the chart view attached: symbol, timeframe, indicator settings and drawings. Returns the analysis.';
revoke execute on function public.share_analysis(text, text, text, text, jsonb, jsonb) from public, anon;
grant execute on function public.share_analysis(text, text, text, text, jsonb, jsonb) to authenticated;

create function public.copy_shared_drawings(analysis_id uuid)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_analysis public.shared_analyses;
  v_count integer;
begin
  select * into v_analysis from public.shared_analyses a where a.id = copy_shared_drawings.analysis_id;
  if not found then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'analysis_not_found', 'message', 'This analysis does not exist or is not open to you.', 'details', null, 'hint', null)::text,
      detail = json_build_object('status', 404)::text;
  end if;
  insert into public.chart_drawings (symbol, timeframe, kind, geometry)
  select v_analysis.symbol, v_analysis.timeframe, d ->> 'kind', d -> 'geometry'
  from jsonb_array_elements(v_analysis.drawings) with ordinality as e(d, n)
  order by e.n;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
comment on function public.copy_shared_drawings(uuid) is 'Copies a shared analysis''s drawings into the caller''s own drawings on its symbol and timeframe (chart_drawings'' policies and limit apply). Returns how many were copied; 404 for an analysis the caller cannot read.';
revoke execute on function public.copy_shared_drawings(uuid) from public, anon;
grant execute on function public.copy_shared_drawings(uuid) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- storage: the chart-thumbnails bucket (private; declared in config.toml)
-- ---------------------------------------------------------------------------------------------
-- <analysis id>.png: read by whoever reads the analysis (its policy above, applied to the subquery);
-- uploaded once by its author (no update or delete for members). Admins read every bucket already.
create policy "Readers of an analysis read its thumbnail"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'chart-thumbnails'
    and exists (
      select 1 from public.shared_analyses a
      where a.id = case when objects.name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$' then left(objects.name, 36)::uuid end
    )
  );
create policy "Authors upload their analysis's thumbnail"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'chart-thumbnails'
    and exists (
      select 1 from public.shared_analyses a
      where a.id = case when objects.name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$' then left(objects.name, 36)::uuid end
        and a.author_id = (select auth.uid())
    )
  );
