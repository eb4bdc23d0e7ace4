-- Downloadable resources per module: worksheets, cheat sheets and checklists (PDFs written by us,
-- rendered from scripts/resources/resource-content.ts into supabase/storage/resources/, which the
-- `resources` bucket's objects_path uploads). This table lists them for the tutorials; the files
-- themselves are guarded by the storage.objects policies of 20261123132000: a path under premium/
-- is readable by premium members and admins only, so a free learner's download or createSignedUrl is
-- refused by the database whatever the app shows. `premium` is derived from the path, so a row can
-- never call a premium file free (or the reverse).

-- ---------------------------------------------------------------------------------------------
-- table
-- ---------------------------------------------------------------------------------------------
create table public.module_resources (
  id bigint generated always as identity primary key,
  module_id integer not null references public.modules (id) on delete cascade,
  position integer not null check (position > 0),
  kind text not null check (kind in ('worksheet', 'cheat-sheet', 'checklist')),
  title text not null check (char_length(title) between 1 and 120),
  summary text not null default '' check (char_length(summary) <= 400),
  path text not null unique check (path ~ '^[a-z0-9][a-z0-9/_.-]*\.pdf$' and path !~ '\.\.'),
  premium boolean generated always as (split_part(path, '/', 1) = 'premium') stored,
  unique (module_id, position)
);
comment on table public.module_resources is 'Downloadable PDFs per module, in the resources bucket. Signed-in users read the list; the files are guarded by storage.objects policies (premium/… for premium members).';
comment on column public.module_resources.path is 'Object key in the resources bucket, e.g. module-03/chart-reading-worksheet.pdf or premium/module-03/….pdf.';
comment on column public.module_resources.premium is 'True for files under premium/ (derived from the path): premium members and admins only.';

-- ---------------------------------------------------------------------------------------------
-- grants and row-level security
-- ---------------------------------------------------------------------------------------------
revoke all on table public.module_resources from anon, authenticated;
grant select, insert, update, delete on table public.module_resources to authenticated;
alter table public.module_resources enable row level security;

create policy "Signed-in users can read the resource list"
  on public.module_resources for select to authenticated
  using ((select auth.uid()) is not null);
create policy "Admins can add resources"
  on public.module_resources for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins can edit resources"
  on public.module_resources for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "Admins can delete resources"
  on public.module_resources for delete to authenticated
  using ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- content: run here (databases whose modules exist get the rows now) and by seeds/resources.sql
-- (fresh databases, where the modules come from seed.sql after the migrations)
-- ---------------------------------------------------------------------------------------------
create function private.add_module_resources()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_added integer;
begin
  insert into public.module_resources (module_id, position, kind, title, summary, path)
  select s.module_id, s.position, s.kind, s.title, s.summary, s.path
  from (values
    (1, 1, 'worksheet', 'Reading a Quote', 'Turn a stock quote into plain words: bid, ask, spread, last and volume, with a practice quote to work through.', 'module-01/reading-a-quote-worksheet.pdf'),
    (2, 1, 'cheat-sheet', 'Order Types Cheat Sheet', 'Market, limit, stop and stop-limit orders: what each guarantees and what it does not, plus long, short and P&L.', 'module-02/order-types-cheat-sheet.pdf'),
    (3, 1, 'worksheet', 'Chart Reading Worksheet', 'A page to fill in for any chart: candles, trend, support, resistance and volume.', 'module-03/chart-reading-worksheet.pdf'),
    (3, 2, 'cheat-sheet', 'Support & Resistance Playbook (Bonus)', 'Three ways to trade a level: the bounce, the breakout and the retest, each with entry, stop and target.', 'premium/module-03/support-resistance-playbook.pdf'),
    (4, 1, 'cheat-sheet', 'Essential Indicators Cheat Sheet', 'Moving averages, RSI, MACD and Bollinger Bands: what each calculates and the trap to avoid.', 'module-04/indicator-cheat-sheet.pdf'),
    (5, 1, 'checklist', 'Real or False Breakout?', 'A checklist for the moment price leaves a pattern.', 'module-05/breakout-checklist.pdf'),
    (6, 1, 'worksheet', 'Financial Statements Worksheet', 'Pull the key numbers from a company report and turn them into ratios.', 'module-06/financial-statements-worksheet.pdf'),
    (7, 1, 'cheat-sheet', 'Sector Rotation Cheat Sheet', 'Which sectors tend to lead in each phase of the cycle, relative strength and true peers.', 'module-07/sector-rotation-cheat-sheet.pdf'),
    (8, 1, 'checklist', 'Where Are We in the Cycle?', 'A monthly checklist to place the market in its cycle.', 'module-08/market-cycle-checklist.pdf'),
    (9, 1, 'cheat-sheet', 'Order Flow Cheat Sheet', 'Liquidity, Level 2, slippage and VWAP on one page.', 'module-09/order-flow-cheat-sheet.pdf'),
    (10, 1, 'cheat-sheet', 'Options Basics Cheat Sheet', 'Calls, puts, the multiplier, the Greeks and break-even at expiry.', 'module-10/options-basics-cheat-sheet.pdf'),
    (11, 1, 'worksheet', 'Position Size Worksheet', 'Size every trade from your stop so one loss never costs more than 1% of your account.', 'module-11/position-size-worksheet.pdf'),
    (11, 2, 'worksheet', 'Personal Risk Plan (Bonus)', 'Write and sign the rules that protect your account.', 'premium/module-11/risk-plan-template.pdf'),
    (12, 1, 'cheat-sheet', 'Alternative Investments Cheat Sheet', 'REITs, gold, commodity futures and private markets: what they add and what can go wrong.', 'module-12/alternatives-cheat-sheet.pdf'),
    (13, 1, 'checklist', 'Backtest Checklist', 'Clear rules, honest data and an expectancy you can live with.', 'module-13/backtest-checklist.pdf'),
    (14, 1, 'checklist', 'Trading Around Events', 'Earnings, economic reports and central bank decisions, when prices can gap past your stop.', 'module-14/event-trading-checklist.pdf'),
    (15, 1, 'worksheet', 'Trading Journal Template', 'One page per trade: plan, execution and review.', 'module-15/trading-journal-template.pdf'),
    (15, 2, 'worksheet', 'Weekly Performance Review (Bonus)', 'Win rate, average R, expectancy and drawdown, measured every week.', 'premium/module-15/weekly-review-template.pdf')
  ) as s (module_id, position, kind, title, summary, path)
  where exists (select 1 from public.modules m where m.id = s.module_id)
  on conflict do nothing;
  get diagnostics v_added = row_count;
  return v_added;
end;
$$;
comment on function private.add_module_resources() is
  'Adds the course''s resource rows where missing; returns how many were added. Run by this migration and by seeds/resources.sql.';

revoke execute on function private.add_module_resources() from public;

select private.add_module_resources();
