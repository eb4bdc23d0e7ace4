-- A chart exercise for every module, and three more kinds beside 'level' (click a price) and 'candle'
-- (click a candle): 'line' (draw a line through two points: a trend line), 'number' (type a number
-- worked out from the chart: a position size, a P/E) and 'choice' (name what the chart shows: a
-- pattern, a cycle phase). As before, the answer key lives in chart_exercise_keys (admins only) and
-- reaches a learner only in grade_chart_exercise's result, after they answered.
--
-- A line is graded by where it runs, not by which two points the learner clicked: extended through
-- their two candles, it must pass within line_tolerance of the key line at both of the key's anchor
-- candles (any two points on the right line are right).

-- ---------------------------------------------------------------------------------------------
-- exercises: the new kinds, the choices of a 'choice' exercise, the label of a 'number' answer
-- ---------------------------------------------------------------------------------------------
alter table public.chart_exercises drop constraint chart_exercises_kind_check;
alter table public.chart_exercises add constraint chart_exercises_kind_check check (kind in ('level', 'candle', 'line', 'number', 'choice'));
alter table public.chart_exercises
  add column choices text[],
  add column answer_label text;
alter table public.chart_exercises add constraint chart_exercises_choices_check
  check ((kind = 'choice') = (choices is not null) and (choices is null or cardinality(choices) between 2 and 6));
alter table public.chart_exercises add constraint chart_exercises_answer_label_check
  check ((kind = 'number') = (answer_label is not null) and char_length(answer_label) between 1 and 60);
comment on table public.chart_exercises is 'Chart exercises per module. kind level: click a price; candle: click a candle; line: click two points (a trend line); number: type a number worked out from the chart; choice: pick one of choices. Signed-in users read them; the answers are in chart_exercise_keys.';
comment on column public.chart_exercises.choices is 'The options of a choice exercise, in the order shown (the key holds the right one''s index, from 0).';
comment on column public.chart_exercises.answer_label is 'What a number exercise asks for (the input''s label), e.g. "Shares to buy".';

-- ---------------------------------------------------------------------------------------------
-- keys: the key line with its tolerance, the right choice; a number's accepted band is accept_low to
-- accept_high and its exact value answer_price
-- ---------------------------------------------------------------------------------------------
alter table public.chart_exercise_keys
  add column line_from integer,
  add column line_from_price numeric(12, 2),
  add column line_to integer,
  add column line_to_price numeric(12, 2),
  add column line_tolerance numeric(12, 2),
  add column accept_choice integer check (accept_choice >= 0);
alter table public.chart_exercise_keys drop constraint chart_exercise_keys_check2;
alter table public.chart_exercise_keys add constraint chart_exercise_keys_one_answer_check
  check (num_nonnulls(accept_low, accept_from, line_from, accept_choice) = 1);
alter table public.chart_exercise_keys add constraint chart_exercise_keys_line_check
  check (num_nonnulls(line_from, line_from_price, line_to, line_to_price, line_tolerance) in (0, 5) and line_from > 0 and line_from < line_to and line_tolerance > 0);
comment on column public.chart_exercise_keys.line_from is 'Line exercises: the key line runs through (line_from, line_from_price) and (line_to, line_to_price), candle positions; a drawn line is right when it passes within line_tolerance of both.';
comment on column public.chart_exercise_keys.accept_choice is 'Choice exercises: the index (from 0) of the right choice.';

-- ---------------------------------------------------------------------------------------------
-- attempts: a line's second point, a number, a choice
-- ---------------------------------------------------------------------------------------------
alter table public.chart_exercise_attempts
  add column answer_end_price numeric(12, 2),
  add column answer_end_position integer,
  add column answer_value numeric(12, 2),
  add column answer_choice integer;
alter table public.chart_exercise_attempts drop constraint chart_exercise_attempts_check;
alter table public.chart_exercise_attempts add constraint chart_exercise_attempts_answer_check
  check (num_nonnulls(answer_price, answer_position, answer_value, answer_choice) >= 1);

-- ---------------------------------------------------------------------------------------------
-- grading
-- ---------------------------------------------------------------------------------------------
drop function public.grade_chart_exercise(bigint, numeric, timestamptz);

alter type public.chart_exercise_result
  add attribute answer_end_price numeric,
  add attribute answer_end_time timestamptz,
  add attribute answer_value numeric,
  add attribute answer_choice integer,
  add attribute key_end_price numeric,
  add attribute key_end_time timestamptz,
  add attribute key_value numeric,
  add attribute key_choice integer,
  add attribute tolerance numeric;
comment on type public.chart_exercise_result is 'What grade_chart_exercise returns: the verdict, the learner''s answer, the accepted band (level, number) or candles (candle), the key level, candle, line (key_price/key_time to key_end_price/key_end_time, with its tolerance), number or choice, the explanation, and how many attempts the learner has made.';

create function public.grade_chart_exercise(
  exercise_id bigint,
  price numeric default null,
  bar_time timestamptz default null,
  end_price numeric default null,
  end_time timestamptz default null,
  value numeric default null,
  choice integer default null
)
returns public.chart_exercise_result
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_exercise public.chart_exercises;
  v_key public.chart_exercise_keys;
  v_price numeric;
  v_end_price numeric;
  v_position integer;
  v_end_position integer;
  v_value numeric;
  v_low numeric;
  v_high numeric;
  v_slope numeric;
  v_correct boolean;
  v_result public.chart_exercise_result;
begin
  if v_user is null then
    raise exception 'Sign in to answer exercises.' using errcode = '42501';
  end if;
  select e.* into v_exercise from public.chart_exercises e where e.id = grade_chart_exercise.exercise_id;
  if not found then
    raise exception 'Chart exercise % does not exist.', coalesce(grade_chart_exercise.exercise_id::text, 'null') using errcode = '22023';
  end if;
  select k.* into v_key from public.chart_exercise_keys k where k.exercise_id = v_exercise.id;
  if not found or (v_exercise.kind in ('level', 'number') and v_key.accept_low is null) or (v_exercise.kind = 'candle' and v_key.accept_from is null)
    or (v_exercise.kind = 'line' and v_key.line_from is null) or (v_exercise.kind = 'choice' and v_key.accept_choice is null) then
    raise exception 'Chart exercise % has no answer key yet.', v_exercise.id using errcode = '22023';
  end if;
  select min(b.low), max(b.high) into v_low, v_high from public.chart_exercise_bars b where b.exercise_id = v_exercise.id;

  if v_exercise.kind = 'level' then
    if grade_chart_exercise.price is null or num_nonnulls(grade_chart_exercise.bar_time, grade_chart_exercise.end_price, grade_chart_exercise.end_time, grade_chart_exercise.value, grade_chart_exercise.choice) > 0 then
      raise exception 'This exercise is answered with a price: click a level on the chart.' using errcode = '22023';
    end if;
    v_price := round(grade_chart_exercise.price, 2);
    if v_price < v_low * 0.8 or v_price > v_high * 1.2 then
      raise exception 'The price % is off this chart (it shows % to %).', v_price, v_low, v_high using errcode = '22023';
    end if;
    v_correct := v_price between v_key.accept_low and v_key.accept_high;
  elsif v_exercise.kind = 'candle' then
    if grade_chart_exercise.bar_time is null or num_nonnulls(grade_chart_exercise.price, grade_chart_exercise.end_price, grade_chart_exercise.end_time, grade_chart_exercise.value, grade_chart_exercise.choice) > 0 then
      raise exception 'This exercise is answered with a candle: click a candle on the chart.' using errcode = '22023';
    end if;
    select b.position into v_position from public.chart_exercise_bars b
    where b.exercise_id = v_exercise.id and b.bucket_start = grade_chart_exercise.bar_time;
    if not found then
      raise exception 'There is no candle at % on this chart.', grade_chart_exercise.bar_time using errcode = '22023';
    end if;
    v_correct := v_position between v_key.accept_from and v_key.accept_to;
  elsif v_exercise.kind = 'line' then
    if num_nulls(grade_chart_exercise.price, grade_chart_exercise.bar_time, grade_chart_exercise.end_price, grade_chart_exercise.end_time) > 0
      or num_nonnulls(grade_chart_exercise.value, grade_chart_exercise.choice) > 0 then
      raise exception 'This exercise is answered with a line: click two points on the chart.' using errcode = '22023';
    end if;
    v_price := round(grade_chart_exercise.price, 2);
    v_end_price := round(grade_chart_exercise.end_price, 2);
    if least(v_price, v_end_price) < v_low * 0.8 or greatest(v_price, v_end_price) > v_high * 1.2 then
      raise exception 'A point of the line is off this chart (it shows % to %).', v_low, v_high using errcode = '22023';
    end if;
    select b.position into v_position from public.chart_exercise_bars b
    where b.exercise_id = v_exercise.id and b.bucket_start = grade_chart_exercise.bar_time;
    if not found then
      raise exception 'There is no candle at % on this chart.', grade_chart_exercise.bar_time using errcode = '22023';
    end if;
    select b.position into v_end_position from public.chart_exercise_bars b
    where b.exercise_id = v_exercise.id and b.bucket_start = grade_chart_exercise.end_time;
    if not found then
      raise exception 'There is no candle at % on this chart.', grade_chart_exercise.end_time using errcode = '22023';
    end if;
    if v_position = v_end_position then
      raise exception 'The two points of a line must be on different candles.' using errcode = '22023';
    end if;
    -- The drawn line, extended, at the key line's two anchor candles.
    v_slope := (v_end_price - v_price) / (v_end_position - v_position);
    v_correct := abs(v_price + v_slope * (v_key.line_from - v_position) - v_key.line_from_price) <= v_key.line_tolerance
      and abs(v_price + v_slope * (v_key.line_to - v_position) - v_key.line_to_price) <= v_key.line_tolerance;
  elsif v_exercise.kind = 'number' then
    if grade_chart_exercise.value is null or num_nonnulls(grade_chart_exercise.price, grade_chart_exercise.bar_time, grade_chart_exercise.end_price, grade_chart_exercise.end_time, grade_chart_exercise.choice) > 0 then
      raise exception 'This exercise is answered with a number: type it in the answer box.' using errcode = '22023';
    end if;
    if abs(grade_chart_exercise.value) >= 1e10 then
      raise exception 'The number % is too large.', grade_chart_exercise.value using errcode = '22023';
    end if;
    v_value := round(grade_chart_exercise.value, 2);
    v_correct := v_value between v_key.accept_low and v_key.accept_high;
  else
    if grade_chart_exercise.choice is null or num_nonnulls(grade_chart_exercise.price, grade_chart_exercise.bar_time, grade_chart_exercise.end_price, grade_chart_exercise.end_time, grade_chart_exercise.value) > 0 then
      raise exception 'This exercise is answered with a choice: pick one of the options.' using errcode = '22023';
    end if;
    if grade_chart_exercise.choice < 0 or grade_chart_exercise.choice >= cardinality(v_exercise.choices) then
      raise exception 'Choice % is not one of this exercise''s % options (0 to %).', grade_chart_exercise.choice, cardinality(v_exercise.choices), cardinality(v_exercise.choices) - 1 using errcode = '22023';
    end if;
    v_correct := grade_chart_exercise.choice = v_key.accept_choice;
  end if;

  insert into public.chart_exercise_attempts (user_id, exercise_id, answer_price, answer_position, answer_end_price, answer_end_position, answer_value, answer_choice, is_correct)
  values (v_user, v_exercise.id, v_price, v_position, v_end_price, v_end_position, v_value, grade_chart_exercise.choice, v_correct)
  returning id into v_result.attempt_id;

  v_result.exercise_id := v_exercise.id;
  v_result.is_correct := v_correct;
  v_result.answer_price := v_price;
  v_result.answer_time := grade_chart_exercise.bar_time;
  v_result.answer_end_price := v_end_price;
  v_result.answer_end_time := grade_chart_exercise.end_time;
  v_result.answer_value := v_value;
  v_result.answer_choice := grade_chart_exercise.choice;
  v_result.accept_low := v_key.accept_low;
  v_result.accept_high := v_key.accept_high;
  select b.bucket_start into v_result.accept_from from public.chart_exercise_bars b where b.exercise_id = v_exercise.id and b.position = v_key.accept_from;
  select b.bucket_start into v_result.accept_to from public.chart_exercise_bars b where b.exercise_id = v_exercise.id and b.position = v_key.accept_to;
  if v_exercise.kind = 'number' then
    v_result.key_value := v_key.answer_price;
  elsif v_exercise.kind = 'line' then
    v_result.key_price := v_key.line_from_price;
    select b.bucket_start into v_result.key_time from public.chart_exercise_bars b where b.exercise_id = v_exercise.id and b.position = v_key.line_from;
    v_result.key_end_price := v_key.line_to_price;
    select b.bucket_start into v_result.key_end_time from public.chart_exercise_bars b where b.exercise_id = v_exercise.id and b.position = v_key.line_to;
    v_result.tolerance := v_key.line_tolerance;
  else
    v_result.key_price := v_key.answer_price;
    select b.bucket_start into v_result.key_time from public.chart_exercise_bars b where b.exercise_id = v_exercise.id and b.position = v_key.answer_position;
  end if;
  v_result.key_choice := v_key.accept_choice;
  v_result.explanation := v_key.explanation;
  select count(*)::integer into v_result.attempt_count from public.chart_exercise_attempts a where a.user_id = v_user and a.exercise_id = v_exercise.id;
  return v_result;
end;
$$;
comment on function public.grade_chart_exercise(bigint, numeric, timestamptz, numeric, timestamptz, numeric, integer) is
  'Grades one answer to a chart exercise against its key — level: price; candle: bar_time; line: (bar_time, price) to (end_time, end_price); number: value; choice: choice (index from 0) — stores the attempt, and returns the verdict with the key and the explanation. Signed-in users only.';

revoke execute on function public.grade_chart_exercise(bigint, numeric, timestamptz, numeric, timestamptz, numeric, integer) from public, anon;
grant execute on function public.grade_chart_exercise(bigint, numeric, timestamptz, numeric, timestamptz, numeric, integer) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- content: a chart exercise in every module. Run here (databases whose modules exist get them now)
-- and by seeds/exercises.sql (fresh databases: the modules come from seed.sql).
-- ---------------------------------------------------------------------------------------------
create function private.add_module_exercises()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_added integer;
begin
  with source (module_id, position, kind, title, prompt, choices, answer_label, accept_low, accept_high, accept_from, accept_to, answer_price, answer_position,
               line_from, line_from_price, line_to, line_to_price, line_tolerance, accept_choice, explanation) as (
    values
    (2, 2, 'number', 'Size your first position',
     'Your account holds $10,000 and you risk 1% of it ($100) on a trade. You buy at the last close, 51.80, with a stop at 47.05, just below the swing low of the pullback. How many shares can you buy without risking more than $100?',
     null::text[], 'Shares to buy', 21.00::numeric, 21.00::numeric, null::integer, null::integer, 21.00::numeric, null::integer,
     null::integer, null::numeric, null::integer, null::numeric, null::numeric, null::integer,
     'The risk per share is the distance from the entry to the stop: 51.80 − 47.05 = 4.75. The money you accept to lose, $100, divided by 4.75 is 21.05 shares. Round down, never up: 21 shares put $99.75 at risk; 22 would risk $104.50, more than your 1%.'),
    (3, 2, 'line', 'Draw the uptrend line',
     'This stock is in an uptrend: each pullback stopped higher than the one before. Draw its trend line: click the low of one pullback, then the low of a later one.',
     null, null, null, null, null, null, null, null,
     9, 63.57, 21, 67.48, 0.80, null,
     'An uptrend line joins the rising lows: the pullback lows of June 11 (63.57), June 29 (67.48) and July 13 (70.95) sit almost on one line. Any two of them draw it (a line within 0.80 of it at both of the first two lows counts). Price bounced each time it came back to the line; a close well below it would be the first sign the uptrend is over.'),
    (5, 2, 'candle', 'Mark the breakout candle',
     'For weeks this stock moved sideways between about 56.5 and 59.6. Click the candle that broke out: the first one to close above the top of the range.',
     null, null, null, null, 29, 29, null, 29,
     null, null, null, null, null, null,
     'Rallies stopped at 59.42 to 59.64 again and again, and no candle closed above it until July 9, which closed at 60.13. That is the breakout candle; the next day followed through to 62.20. A candle whose high pokes above resistance but closes back inside the range is not a breakout yet: the close is what counts.'),
    (5, 3, 'choice', 'Name the pattern',
     'After a long rise this stock reached the same high twice, a few weeks apart, then fell. Which pattern is this?',
     array['A bull flag', 'A double top', 'A double bottom', 'An ascending triangle'], null, null, null, null, null, null, null,
     null, null, null, null, null, 1,
     'Two peaks at the same price (92.45 on June 15 and July 1) with a dip between them (low 85.55, the neckline) make a double top. It was only complete when price closed below the neckline, on July 8 (85.50), and fell on from there. Before that close it was just a range.'),
    (6, 1, 'number', 'Work out the P/E',
     'The company behind this chart earned $2.50 a share over the last twelve months (its EPS). The stock closed at 62.40 on the last day shown. What is its trailing P/E ratio?',
     null, 'P/E ratio', 24.50, 25.50, null, null, 24.96, null,
     null, null, null, null, null, null,
     'P/E = share price ÷ EPS = 62.40 ÷ 2.50 = 24.96, about 25: investors pay about $25 for each $1 of yearly earnings. Whether that is cheap or expensive depends on the company''s growth and on what its true peers trade at.'),
    (7, 1, 'choice', 'Read the relative strength line',
     'This chart is not a price: it is the stock''s price divided by its sector ETF''s price (times 100), a relative strength line. Over these weeks the stock itself rose about 5% while the sector ETF rose about 18%. How has the stock done against its sector?',
     array['It outperformed its sector', 'It underperformed its sector', 'It moved in step with its sector'], null, null, null, null, null, null, null,
     null, null, null, null, null, 1,
     'The ratio fell steadily, from 48.00 to 42.60: the stock underperformed its sector, although its own price rose. Only the direction of a relative strength line matters, and a falling line means other stocks in the sector were the better place for your money.'),
    (8, 1, 'choice', 'Which phase of the cycle?',
     'This stock fell for weeks, then stopped making new lows and moved sideways. Which phase of the market cycle does the end of this chart look like?',
     array['Markup', 'Distribution', 'Accumulation', 'Markdown'], null, null, null, null, null, null, null,
     null, null, null, null, null, 2,
     'After the fall from 70 to about 49, the lows held (48.79, 49.15, 49.25) and price moved sideways between about 49 and 53: a base after a decline, the accumulation phase. Markup only begins when price breaks out of the base upwards, and many bases fail, so wait for that break.'),
    (9, 1, 'level', 'Where did your stop fill?',
     'You own this stock with a sell stop at 34.30, just below the swing low. After the close on July 8 the company issued bad news. Click the price at which your stop order was most likely filled.',
     null, null, 31.32, 31.92, null, null, 31.62, null,
     null, null, null, null, null, null,
     'The stock closed at 35.80 and opened the next day at 31.62, below your stop without trading anywhere in between. A triggered stop becomes a market order, so it filled at about the open, 31.62 (accepted: 31.32 to 31.92), not at 34.30: 2.68 of slippage per share. Stops cannot protect you from gaps; only your position size can.'),
    (10, 1, 'level', 'Mark the call''s break-even',
     'You bought one call option with a strike of 105 for a premium of $3.20 a share ($320 for the contract). It expires at the end of this chart. Click the stock price at which the trade breaks even at expiry.',
     null, null, 107.90, 108.50, null, null, 108.20, null,
     null, null, null, null, null, null,
     'At expiry a call is worth the stock price minus the strike. To get your $3.20 premium back, the stock must close at strike + premium = 105 + 3.20 = 108.20 (accepted: 107.90 to 108.50). Above it you profit; below 105 the option expires worthless and you lose the $320 premium, never more.'),
    (11, 2, 'number', 'Position size from the stop',
     'Your account holds $25,000 and you risk 1% ($250) per trade. You buy at the last close, 158.40, with a stop at 145.40, below the last pullback''s low (145.91). How many shares do you buy?',
     null, 'Shares to buy', 19.00, 19.00, null, null, 19.00, null,
     null, null, null, null, null, null,
     'Risk per share: 158.40 − 145.40 = 13.00. Shares = money at risk ÷ risk per share = 250 ÷ 13.00 = 19.2, rounded down to 19 (at risk: $247). The stop decides the size, not the other way round: a wider stop means fewer shares for the same 1%.'),
    (11, 3, 'level', 'Place the take-profit at 2R',
     'You bought at the last close, 52.20, with a stop at 49.50 below the swing low. Your plan takes profit at 2R: twice the amount you risk, above the entry. Click where the take-profit belongs.',
     null, null, 57.30, 57.90, null, null, 57.60, null,
     null, null, null, null, null, null,
     'One R is your risk per share: 52.20 − 49.50 = 2.70. Two R above the entry is 52.20 + 2 × 2.70 = 57.60 (accepted: 57.30 to 57.90), just under the old high around 59 to 61 that sellers may defend. At 2:1, winning a little over one trade in three is enough to come out ahead.'),
    (12, 1, 'number', 'A crude oil contract''s profit',
     'This is the price of crude oil in dollars a barrel. One standard crude oil futures contract covers 1,000 barrels. You bought one contract at the first close (72.40) and sold it at the last close (78.15). What was your profit or loss in dollars? (Type a loss as a negative number.)',
     null, 'Profit or loss ($)', 5750.00, 5750.00, null, null, 5750.00, null,
     null, null, null, null, null, null,
     'The price rose 78.15 − 72.40 = 5.75 dollars a barrel, and the contract covers 1,000 barrels: 5.75 × 1,000 = $5,750. The margin you posted was only a fraction of the contract''s value of about $72,000, which is why the same move the other way would have cost you as much — possibly more than your deposit.'),
    (13, 1, 'candle', 'When does the system buy?',
     'A trend-following system has one entry rule: buy at the close of the first day that closes above the highest close of the previous 20 days. Click the candle where this rule first buys.',
     null, null, null, null, 28, 28, null, 28,
     null, null, null, null, null, null,
     'The highest close before the breakout was 121.40 (June 22). On July 8 the stock closed at 123.80, the first close above every one of the 20 closes before it, so the system buys there. Earlier closes near 121 stayed inside the range. A rule this exact can be backtested: no judgement, no hindsight.'),
    (14, 1, 'level', 'Where would the gap fill?',
     'This stock gapped up after its earnings report. Traders say a gap is filled when price trades back to where it was before the gap: the last close before it. Click that price.',
     null, null, 88.00, 88.80, null, null, 88.40, null,
     null, null, null, null, null, null,
     'The last close before the gap was 88.40 (June 26); the next day opened at 95.40. The gap is filled if price falls back to 88.40 (accepted: 88.00 to 88.80). Not every gap fills: this one has held for two weeks, and a breakaway gap on big news can start a new trend.'),
    (15, 1, 'number', 'Size the position by volatility',
     'The 14-day average true range (ATR) of this stock is 1.67. Your account holds $50,000 and you risk 0.5% ($250) per trade, with a stop 2 × ATR below the entry at the last close, 104.60. How many shares do you buy?',
     null, 'Shares to buy', 74.00, 74.00, null, null, 74.00, null,
     null, null, null, null, null, null,
     'The stop sits 2 × 1.67 = 3.34 below the entry, at 101.26. Shares = 250 ÷ 3.34 = 74.9, rounded down to 74 ($247 at risk). A calmer stock (smaller ATR) would get more shares and a wilder one fewer, so every position carries about the same risk.')
  ), exercises as (
    insert into public.chart_exercises (module_id, position, kind, title, prompt, choices, answer_label)
    select s.module_id, s.position, s.kind, s.title, s.prompt, s.choices, s.answer_label
    from source s
    where exists (select 1 from public.modules m where m.id = s.module_id)
    on conflict (module_id, position) do nothing
    returning id, module_id, position
  ), keys as (
    insert into public.chart_exercise_keys (exercise_id, accept_low, accept_high, accept_from, accept_to, answer_price, answer_position,
                                            line_from, line_from_price, line_to, line_to_price, line_tolerance, accept_choice, explanation)
    select e.id, s.accept_low, s.accept_high, s.accept_from, s.accept_to, s.answer_price, s.answer_position,
           s.line_from, s.line_from_price, s.line_to, s.line_to_price, s.line_tolerance, s.accept_choice, s.explanation
    from exercises e
    join source s on s.module_id = e.module_id and s.position = e.position
    returning exercise_id
  )
  insert into public.chart_exercise_bars (exercise_id, position, bucket_start, open, high, low, close)
  select e.id, b.position, (b.day || 'T00:00:00Z')::timestamptz, b.open, b.high, b.low, b.close
  from exercises e
  join (values
    (2, 2, 1, '2026-06-01', 44.16, 44.37, 43.58, 44.00),
    (2, 2, 2, '2026-06-02', 43.99, 45.11, 43.87, 44.73),
    (2, 2, 3, '2026-06-03', 44.81, 45.68, 44.53, 45.34),
    (2, 2, 4, '2026-06-04', 45.27, 45.99, 45.20, 45.72),
    (2, 2, 5, '2026-06-05', 45.79, 46.24, 45.57, 45.95),
    (2, 2, 6, '2026-06-08', 45.90, 47.02, 45.59, 46.78),
    (2, 2, 7, '2026-06-09', 46.71, 47.63, 46.70, 47.59),
    (2, 2, 8, '2026-06-10', 47.69, 48.01, 47.39, 47.62),
    (2, 2, 9, '2026-06-11', 47.62, 48.26, 47.26, 48.17),
    (2, 2, 10, '2026-06-12', 48.08, 49.07, 47.66, 48.96),
    (2, 2, 11, '2026-06-15', 48.98, 49.45, 48.69, 49.10),
    (2, 2, 12, '2026-06-16', 49.15, 50.40, 48.90, 50.24),
    (2, 2, 13, '2026-06-17', 50.33, 50.88, 50.10, 50.50),
    (2, 2, 14, '2026-06-18', 50.50, 50.53, 49.83, 50.17),
    (2, 2, 15, '2026-06-19', 50.10, 50.15, 48.95, 49.27),
    (2, 2, 16, '2026-06-22', 49.32, 49.34, 48.37, 48.79),
    (2, 2, 17, '2026-06-23', 48.72, 48.88, 48.01, 48.28),
    (2, 2, 18, '2026-06-24', 48.24, 48.43, 47.75, 47.85),
    (2, 2, 19, '2026-06-25', 47.79, 47.98, 47.50, 47.60),
    (2, 2, 20, '2026-06-26', 47.70, 48.19, 47.32, 47.91),
    (2, 2, 21, '2026-06-29', 47.90, 48.71, 47.57, 48.55),
    (2, 2, 22, '2026-06-30', 48.53, 49.01, 48.26, 48.69),
    (2, 2, 23, '2026-07-01', 48.73, 49.32, 48.43, 49.04),
    (2, 2, 24, '2026-07-02', 48.99, 49.89, 48.98, 49.54),
    (2, 2, 25, '2026-07-03', 49.59, 50.18, 49.59, 50.08),
    (2, 2, 26, '2026-07-06', 50.15, 50.44, 49.88, 49.97),
    (2, 2, 27, '2026-07-07', 49.96, 50.99, 49.66, 50.96),
    (2, 2, 28, '2026-07-08', 50.99, 51.50, 50.94, 51.20),
    (2, 2, 29, '2026-07-09', 51.24, 51.73, 51.04, 51.58),
    (2, 2, 30, '2026-07-10', 51.48, 52.11, 51.10, 51.80),
    (3, 2, 1, '2026-06-01', 61.90, 62.35, 61.74, 62.00),
    (3, 2, 2, '2026-06-02', 62.04, 62.78, 61.85, 62.56),
    (3, 2, 3, '2026-06-03', 62.52, 63.83, 62.40, 63.74),
    (3, 2, 4, '2026-06-04', 63.76, 64.67, 63.54, 64.47),
    (3, 2, 5, '2026-06-05', 64.48, 65.98, 64.09, 65.61),
    (3, 2, 6, '2026-06-08', 65.58, 66.75, 65.51, 66.50),
    (3, 2, 7, '2026-06-09', 66.42, 66.46, 65.23, 65.63),
    (3, 2, 8, '2026-06-10', 65.55, 65.97, 64.45, 64.47),
    (3, 2, 9, '2026-06-11', 64.50, 64.50, 63.57, 64.00),
    (3, 2, 10, '2026-06-12', 64.02, 65.60, 63.90, 65.45),
    (3, 2, 11, '2026-06-15', 65.53, 66.63, 65.39, 66.45),
    (3, 2, 12, '2026-06-16', 66.46, 67.34, 66.18, 66.90),
    (3, 2, 13, '2026-06-17', 66.86, 68.69, 66.67, 68.49),
    (3, 2, 14, '2026-06-18', 68.41, 69.28, 68.12, 69.01),
    (3, 2, 15, '2026-06-19', 69.10, 70.87, 68.67, 70.55),
    (3, 2, 16, '2026-06-22', 70.55, 71.66, 70.11, 71.50),
    (3, 2, 17, '2026-06-23', 71.50, 71.90, 70.64, 70.87),
    (3, 2, 18, '2026-06-24', 70.99, 71.25, 69.43, 69.54),
    (3, 2, 19, '2026-06-25', 69.54, 69.96, 68.74, 69.18),
    (3, 2, 20, '2026-06-26', 69.14, 69.25, 67.63, 68.00),
    (3, 2, 21, '2026-06-29', 67.90, 69.60, 67.48, 69.43),
    (3, 2, 22, '2026-06-30', 69.47, 70.21, 69.04, 69.97),
    (3, 2, 23, '2026-07-01', 69.98, 71.39, 69.63, 71.02),
    (3, 2, 24, '2026-07-02', 71.11, 72.57, 70.84, 72.56),
    (3, 2, 25, '2026-07-03', 72.55, 73.44, 72.46, 73.14),
    (3, 2, 26, '2026-07-06', 73.07, 74.59, 72.89, 74.30),
    (3, 2, 27, '2026-07-07', 74.20, 75.96, 73.91, 75.50),
    (3, 2, 28, '2026-07-08', 75.42, 75.44, 74.05, 74.44),
    (3, 2, 29, '2026-07-09', 74.44, 74.48, 73.67, 74.07),
    (3, 2, 30, '2026-07-10', 74.15, 74.15, 73.02, 73.06),
    (3, 2, 31, '2026-07-13', 73.04, 73.33, 70.95, 72.00),
    (3, 2, 32, '2026-07-14', 72.00, 73.20, 71.68, 73.10),
    (3, 2, 33, '2026-07-15', 73.01, 74.17, 73.00, 73.71),
    (3, 2, 34, '2026-07-16', 73.71, 75.26, 73.61, 74.98),
    (3, 2, 35, '2026-07-17', 74.91, 76.39, 74.61, 76.25),
    (3, 2, 36, '2026-07-20', 76.19, 77.28, 75.96, 77.00),
    (5, 2, 1, '2026-06-01', 52.02, 52.12, 51.79, 52.00),
    (5, 2, 2, '2026-06-02', 52.01, 53.57, 51.79, 53.34),
    (5, 2, 3, '2026-06-03', 53.27, 54.76, 53.12, 54.45),
    (5, 2, 4, '2026-06-04', 54.40, 55.83, 54.32, 55.58),
    (5, 2, 5, '2026-06-05', 55.51, 57.00, 55.42, 56.67),
    (5, 2, 6, '2026-06-08', 56.60, 58.01, 56.55, 57.88),
    (5, 2, 7, '2026-06-09', 57.79, 59.42, 57.61, 59.30),
    (5, 2, 8, '2026-06-10', 59.36, 59.64, 58.57, 58.70),
    (5, 2, 9, '2026-06-11', 58.63, 58.68, 57.78, 58.04),
    (5, 2, 10, '2026-06-12', 58.01, 58.11, 57.27, 57.38),
    (5, 2, 11, '2026-06-15', 57.32, 57.53, 56.37, 56.60),
    (5, 2, 12, '2026-06-16', 56.57, 57.40, 56.38, 57.13),
    (5, 2, 13, '2026-06-17', 57.15, 57.66, 56.93, 57.61),
    (5, 2, 14, '2026-06-18', 57.52, 58.63, 57.16, 58.38),
    (5, 2, 15, '2026-06-19', 58.39, 59.20, 58.29, 58.90),
    (5, 2, 16, '2026-06-22', 58.85, 59.44, 58.56, 59.30),
    (5, 2, 17, '2026-06-23', 59.23, 59.33, 58.47, 58.51),
    (5, 2, 18, '2026-06-24', 58.52, 58.88, 57.64, 57.99),
    (5, 2, 19, '2026-06-25', 57.96, 58.28, 57.24, 57.46),
    (5, 2, 20, '2026-06-26', 57.53, 57.59, 56.75, 56.80),
    (5, 2, 21, '2026-06-29', 56.74, 57.17, 56.41, 57.16),
    (5, 2, 22, '2026-06-30', 57.20, 57.55, 57.06, 57.48),
    (5, 2, 23, '2026-07-01', 57.55, 58.19, 57.52, 57.96),
    (5, 2, 24, '2026-07-02', 58.02, 58.75, 57.69, 58.69),
    (5, 2, 25, '2026-07-03', 58.72, 59.29, 58.57, 59.20),
    (5, 2, 26, '2026-07-06', 59.24, 59.30, 59.06, 59.16),
    (5, 2, 27, '2026-07-07', 59.15, 59.46, 58.44, 58.78),
    (5, 2, 28, '2026-07-08', 58.72, 59.03, 58.24, 58.40),
    (5, 2, 29, '2026-07-09', 58.43, 60.36, 58.43, 60.13),
    (5, 2, 30, '2026-07-10', 60.07, 62.25, 59.94, 62.20),
    (5, 2, 31, '2026-07-13', 62.15, 63.03, 62.07, 62.73),
    (5, 2, 32, '2026-07-14', 62.68, 63.64, 62.59, 63.57),
    (5, 2, 33, '2026-07-15', 63.53, 64.10, 63.26, 63.86),
    (5, 2, 34, '2026-07-16', 63.89, 64.78, 63.71, 64.50),
    (5, 3, 1, '2026-06-01', 80.08, 80.56, 79.82, 80.00),
    (5, 3, 2, '2026-06-02', 80.01, 82.05, 79.55, 81.51),
    (5, 3, 3, '2026-06-03', 81.40, 82.52, 81.31, 82.21),
    (5, 3, 4, '2026-06-04', 82.31, 84.33, 81.85, 83.91),
    (5, 3, 5, '2026-06-05', 83.78, 85.08, 83.41, 84.98),
    (5, 3, 6, '2026-06-08', 85.08, 86.35, 84.88, 85.90),
    (5, 3, 7, '2026-06-09', 85.84, 87.52, 85.48, 87.15),
    (5, 3, 8, '2026-06-10', 87.10, 88.59, 86.95, 88.22),
    (5, 3, 9, '2026-06-11', 88.13, 89.46, 88.00, 89.44),
    (5, 3, 10, '2026-06-12', 89.53, 91.21, 89.37, 90.89),
    (5, 3, 11, '2026-06-15', 90.94, 92.45, 90.55, 92.00),
    (5, 3, 12, '2026-06-16', 91.94, 92.39, 90.34, 90.36),
    (5, 3, 13, '2026-06-17', 90.49, 90.71, 89.06, 89.34),
    (5, 3, 14, '2026-06-18', 89.35, 89.43, 88.17, 88.67),
    (5, 3, 15, '2026-06-19', 88.70, 89.02, 87.42, 87.45),
    (5, 3, 16, '2026-06-22', 87.33, 87.61, 85.55, 86.00),
    (5, 3, 17, '2026-06-23', 86.08, 87.44, 85.68, 87.36),
    (5, 3, 18, '2026-06-24', 87.30, 88.30, 86.78, 87.91),
    (5, 3, 19, '2026-06-25', 87.83, 89.46, 87.33, 89.39),
    (5, 3, 20, '2026-06-26', 89.32, 90.35, 88.92, 89.98),
    (5, 3, 21, '2026-06-29', 90.11, 91.42, 89.70, 91.19),
    (5, 3, 22, '2026-06-30', 91.06, 92.32, 90.55, 92.00),
    (5, 3, 23, '2026-07-01', 91.95, 92.45, 90.88, 91.03),
    (5, 3, 24, '2026-07-02', 91.16, 91.55, 89.34, 89.73),
    (5, 3, 25, '2026-07-03', 89.79, 90.22, 87.80, 88.30),
    (5, 3, 26, '2026-07-06', 88.35, 88.84, 87.13, 87.58),
    (5, 3, 27, '2026-07-07', 87.53, 87.80, 86.42, 86.84),
    (5, 3, 28, '2026-07-08', 86.79, 86.82, 85.41, 85.50),
    (5, 3, 29, '2026-07-09', 85.58, 85.98, 84.64, 84.79),
    (5, 3, 30, '2026-07-10', 84.70, 84.99, 83.59, 83.80),
    (5, 3, 31, '2026-07-13', 83.91, 84.33, 82.74, 83.00),
    (5, 3, 32, '2026-07-14', 82.97, 83.25, 82.55, 82.62),
    (5, 3, 33, '2026-07-15', 82.73, 83.17, 81.90, 82.13),
    (5, 3, 34, '2026-07-16', 82.01, 82.10, 80.97, 81.50),
    (6, 1, 1, '2026-06-01', 55.49, 55.92, 54.99, 55.00),
    (6, 1, 2, '2026-06-02', 55.02, 55.09, 54.70, 54.92),
    (6, 1, 3, '2026-06-03', 54.87, 55.30, 54.42, 55.27),
    (6, 1, 4, '2026-06-04', 55.17, 56.74, 54.81, 56.28),
    (6, 1, 5, '2026-06-05', 56.26, 56.51, 55.74, 56.20),
    (6, 1, 6, '2026-06-08', 56.23, 56.69, 55.87, 56.39),
    (6, 1, 7, '2026-06-09', 56.30, 57.34, 55.93, 57.10),
    (6, 1, 8, '2026-06-10', 57.20, 57.28, 56.70, 57.03),
    (6, 1, 9, '2026-06-11', 57.09, 57.57, 56.76, 57.35),
    (6, 1, 10, '2026-06-12', 57.27, 57.68, 57.03, 57.31),
    (6, 1, 11, '2026-06-15', 57.30, 58.09, 57.24, 58.00),
    (6, 1, 12, '2026-06-16', 57.94, 58.31, 57.55, 58.05),
    (6, 1, 13, '2026-06-17', 58.05, 58.31, 57.74, 57.95),
    (6, 1, 14, '2026-06-18', 58.05, 58.41, 57.24, 57.39),
    (6, 1, 15, '2026-06-19', 57.35, 57.60, 57.32, 57.41),
    (6, 1, 16, '2026-06-22', 57.40, 57.87, 57.11, 57.35),
    (6, 1, 17, '2026-06-23', 57.39, 58.21, 56.91, 57.75),
    (6, 1, 18, '2026-06-24', 57.86, 58.05, 56.84, 57.28),
    (6, 1, 19, '2026-06-25', 57.22, 57.68, 57.01, 57.11),
    (6, 1, 20, '2026-06-26', 57.04, 57.37, 56.56, 56.76),
    (6, 1, 21, '2026-06-29', 56.71, 57.03, 56.42, 57.00),
    (6, 1, 22, '2026-06-30', 56.91, 57.97, 56.70, 57.81),
    (6, 1, 23, '2026-07-01', 57.77, 58.69, 57.51, 58.32),
    (6, 1, 24, '2026-07-02', 58.32, 59.10, 58.14, 58.68),
    (6, 1, 25, '2026-07-03', 58.77, 59.51, 58.76, 59.06),
    (6, 1, 26, '2026-07-06', 59.08, 59.37, 58.95, 59.17),
    (6, 1, 27, '2026-07-07', 59.21, 60.43, 59.05, 60.03),
    (6, 1, 28, '2026-07-08', 59.94, 60.92, 59.58, 60.75),
    (6, 1, 29, '2026-07-09', 60.86, 61.15, 60.37, 60.83),
    (6, 1, 30, '2026-07-10', 60.84, 62.00, 60.75, 61.64),
    (6, 1, 31, '2026-07-13', 61.59, 62.24, 61.45, 61.93),
    (6, 1, 32, '2026-07-14', 61.86, 62.70, 61.84, 62.40),
    (7, 1, 1, '2026-06-01', 47.92, 48.07, 47.84, 48.00),
    (7, 1, 2, '2026-06-02', 48.06, 48.25, 47.68, 47.78),
    (7, 1, 3, '2026-06-03', 47.84, 47.99, 47.56, 47.77),
    (7, 1, 4, '2026-06-04', 47.74, 47.87, 47.51, 47.58),
    (7, 1, 5, '2026-06-05', 47.53, 47.78, 47.31, 47.55),
    (7, 1, 6, '2026-06-08', 47.53, 47.80, 47.16, 47.27),
    (7, 1, 7, '2026-06-09', 47.33, 47.57, 46.89, 47.03),
    (7, 1, 8, '2026-06-10', 47.03, 47.25, 46.66, 46.81),
    (7, 1, 9, '2026-06-11', 46.84, 46.99, 46.60, 46.68),
    (7, 1, 10, '2026-06-12', 46.64, 46.86, 46.41, 46.59),
    (7, 1, 11, '2026-06-15', 46.61, 46.62, 46.48, 46.50),
    (7, 1, 12, '2026-06-16', 46.55, 46.67, 46.42, 46.50),
    (7, 1, 13, '2026-06-17', 46.46, 46.61, 46.31, 46.38),
    (7, 1, 14, '2026-06-18', 46.40, 46.64, 45.80, 45.97),
    (7, 1, 15, '2026-06-19', 46.03, 46.25, 45.80, 45.95),
    (7, 1, 16, '2026-06-22', 45.89, 46.07, 45.49, 45.70),
    (7, 1, 17, '2026-06-23', 45.75, 45.78, 45.31, 45.55),
    (7, 1, 18, '2026-06-24', 45.57, 45.76, 45.26, 45.33),
    (7, 1, 19, '2026-06-25', 45.33, 45.59, 45.00, 45.02),
    (7, 1, 20, '2026-06-26', 45.03, 45.28, 44.78, 45.08),
    (7, 1, 21, '2026-06-29', 45.07, 45.33, 44.78, 44.80),
    (7, 1, 22, '2026-06-30', 44.77, 44.97, 44.69, 44.72),
    (7, 1, 23, '2026-07-01', 44.72, 44.76, 44.48, 44.54),
    (7, 1, 24, '2026-07-02', 44.53, 44.71, 43.75, 44.00),
    (7, 1, 25, '2026-07-03', 44.01, 44.27, 43.72, 43.81),
    (7, 1, 26, '2026-07-06', 43.87, 43.98, 43.54, 43.76),
    (7, 1, 27, '2026-07-07', 43.71, 43.81, 43.54, 43.61),
    (7, 1, 28, '2026-07-08', 43.59, 43.80, 43.28, 43.37),
    (7, 1, 29, '2026-07-09', 43.32, 43.52, 43.15, 43.22),
    (7, 1, 30, '2026-07-10', 43.21, 43.34, 43.07, 43.13),
    (7, 1, 31, '2026-07-13', 43.12, 43.37, 42.75, 42.86),
    (7, 1, 32, '2026-07-14', 42.87, 42.88, 42.37, 42.60),
    (8, 1, 1, '2026-06-01', 70.15, 70.28, 69.72, 70.00),
    (8, 1, 2, '2026-06-02', 69.88, 70.16, 68.36, 68.62),
    (8, 1, 3, '2026-06-03', 68.51, 68.88, 66.33, 66.76),
    (8, 1, 4, '2026-06-04', 66.68, 67.00, 65.18, 65.22),
    (8, 1, 5, '2026-06-05', 65.18, 65.22, 63.39, 63.72),
    (8, 1, 6, '2026-06-08', 63.66, 63.79, 62.64, 62.69),
    (8, 1, 7, '2026-06-09', 62.69, 62.89, 60.91, 61.25),
    (8, 1, 8, '2026-06-10', 61.29, 61.72, 59.76, 59.89),
    (8, 1, 9, '2026-06-11', 59.98, 60.37, 57.22, 57.62),
    (8, 1, 10, '2026-06-12', 57.72, 57.73, 56.40, 56.67),
    (8, 1, 11, '2026-06-15', 56.63, 57.00, 54.18, 54.65),
    (8, 1, 12, '2026-06-16', 54.66, 54.72, 52.95, 53.16),
    (8, 1, 13, '2026-06-17', 53.04, 53.48, 51.70, 52.00),
    (8, 1, 14, '2026-06-18', 51.93, 51.96, 50.41, 50.74),
    (8, 1, 15, '2026-06-19', 50.71, 50.74, 48.93, 49.00),
    (8, 1, 16, '2026-06-22', 48.95, 50.57, 48.79, 50.20),
    (8, 1, 17, '2026-06-23', 50.32, 50.94, 49.96, 50.64),
    (8, 1, 18, '2026-06-24', 50.75, 52.19, 50.32, 51.72),
    (8, 1, 19, '2026-06-25', 51.79, 52.71, 51.51, 52.50),
    (8, 1, 20, '2026-06-26', 52.59, 52.84, 51.45, 51.63),
    (8, 1, 21, '2026-06-29', 51.55, 51.94, 50.84, 51.15),
    (8, 1, 22, '2026-06-30', 51.16, 51.59, 50.07, 50.20),
    (8, 1, 23, '2026-07-01', 50.19, 50.41, 49.15, 49.30),
    (8, 1, 24, '2026-07-02', 49.42, 50.35, 49.28, 50.02),
    (8, 1, 25, '2026-07-03', 49.99, 51.16, 49.70, 50.98),
    (8, 1, 26, '2026-07-06', 51.08, 51.99, 50.79, 51.92),
    (8, 1, 27, '2026-07-07', 51.85, 53.05, 51.74, 52.60),
    (8, 1, 28, '2026-07-08', 52.69, 52.96, 52.04, 52.22),
    (8, 1, 29, '2026-07-09', 52.16, 52.28, 50.99, 51.26),
    (8, 1, 30, '2026-07-10', 51.18, 51.42, 50.12, 50.59),
    (8, 1, 31, '2026-07-13', 50.57, 50.88, 49.25, 49.60),
    (8, 1, 32, '2026-07-14', 49.68, 50.66, 49.59, 50.27),
    (8, 1, 33, '2026-07-15', 50.20, 50.49, 50.01, 50.37),
    (8, 1, 34, '2026-07-16', 50.36, 51.78, 50.09, 51.32),
    (8, 1, 35, '2026-07-17', 51.32, 52.00, 51.13, 51.62),
    (8, 1, 36, '2026-07-20', 51.51, 52.00, 51.20, 52.00),
    (9, 1, 1, '2026-06-01', 33.83, 34.15, 33.60, 34.00),
    (9, 1, 2, '2026-06-02', 33.96, 34.59, 33.83, 34.52),
    (9, 1, 3, '2026-06-03', 34.51, 34.95, 34.36, 34.74),
    (9, 1, 4, '2026-06-04', 34.71, 35.21, 34.58, 35.04),
    (9, 1, 5, '2026-06-05', 35.04, 35.46, 34.85, 35.24),
    (9, 1, 6, '2026-06-08', 35.27, 35.88, 35.10, 35.75),
    (9, 1, 7, '2026-06-09', 35.68, 35.97, 35.64, 35.78),
    (9, 1, 8, '2026-06-10', 35.75, 36.50, 35.55, 36.31),
    (9, 1, 9, '2026-06-11', 36.31, 36.59, 36.06, 36.50),
    (9, 1, 10, '2026-06-12', 36.57, 36.58, 35.77, 35.98),
    (9, 1, 11, '2026-06-15', 36.04, 36.11, 35.97, 36.05),
    (9, 1, 12, '2026-06-16', 36.02, 36.21, 35.30, 35.45),
    (9, 1, 13, '2026-06-17', 35.51, 35.57, 35.25, 35.29),
    (9, 1, 14, '2026-06-18', 35.25, 35.32, 34.59, 34.76),
    (9, 1, 15, '2026-06-19', 34.77, 34.85, 34.58, 34.60),
    (9, 1, 16, '2026-06-22', 34.58, 34.90, 34.46, 34.79),
    (9, 1, 17, '2026-06-23', 34.81, 35.06, 34.73, 35.06),
    (9, 1, 18, '2026-06-24', 35.13, 35.67, 34.87, 35.67),
    (9, 1, 19, '2026-06-25', 35.72, 36.14, 35.48, 36.08),
    (9, 1, 20, '2026-06-26', 36.14, 36.33, 35.83, 36.04),
    (9, 1, 21, '2026-06-29', 36.11, 36.90, 35.95, 36.77),
    (9, 1, 22, '2026-06-30', 36.77, 37.09, 36.53, 36.87),
    (9, 1, 23, '2026-07-01', 36.88, 37.24, 36.82, 37.20),
    (9, 1, 24, '2026-07-02', 37.27, 37.28, 36.99, 37.00),
    (9, 1, 25, '2026-07-03', 36.93, 37.10, 36.32, 36.42),
    (9, 1, 26, '2026-07-06', 36.48, 36.59, 36.35, 36.56),
    (9, 1, 27, '2026-07-07', 36.50, 36.73, 35.85, 36.02),
    (9, 1, 28, '2026-07-08', 36.03, 36.13, 35.79, 35.80),
    (9, 1, 29, '2026-07-09', 31.62, 31.88, 30.93, 31.20),
    (9, 1, 30, '2026-07-10', 31.17, 31.36, 31.02, 31.14),
    (9, 1, 31, '2026-07-13', 31.15, 31.24, 30.73, 30.95),
    (9, 1, 32, '2026-07-14', 30.94, 31.18, 30.35, 30.54),
    (9, 1, 33, '2026-07-15', 30.52, 30.75, 30.52, 30.57),
    (9, 1, 34, '2026-07-16', 30.52, 30.60, 30.07, 30.20),
    (10, 1, 1, '2026-06-01', 99.08, 99.29, 98.91, 99.00),
    (10, 1, 2, '2026-06-02', 99.12, 99.53, 99.06, 99.29),
    (10, 1, 3, '2026-06-03', 99.41, 100.39, 99.27, 99.82),
    (10, 1, 4, '2026-06-04', 99.97, 100.37, 99.49, 100.32),
    (10, 1, 5, '2026-06-05', 100.27, 101.79, 100.06, 101.31),
    (10, 1, 6, '2026-06-08', 101.32, 101.37, 100.86, 101.11),
    (10, 1, 7, '2026-06-09', 101.04, 102.26, 100.58, 102.25),
    (10, 1, 8, '2026-06-10', 102.19, 103.06, 102.11, 102.57),
    (10, 1, 9, '2026-06-11', 102.62, 103.61, 102.55, 103.11),
    (10, 1, 10, '2026-06-12', 103.07, 103.97, 102.98, 103.40),
    (10, 1, 11, '2026-06-15', 103.32, 104.39, 102.79, 104.00),
    (10, 1, 12, '2026-06-16', 104.11, 104.21, 103.20, 103.63),
    (10, 1, 13, '2026-06-17', 103.61, 104.10, 103.13, 103.76),
    (10, 1, 14, '2026-06-18', 103.91, 104.09, 102.69, 102.99),
    (10, 1, 15, '2026-06-19', 103.11, 103.13, 102.53, 102.57),
    (10, 1, 16, '2026-06-22', 102.69, 103.16, 101.96, 102.33),
    (10, 1, 17, '2026-06-23', 102.38, 102.74, 101.68, 102.00),
    (10, 1, 18, '2026-06-24', 102.06, 103.69, 101.84, 103.34),
    (10, 1, 19, '2026-06-25', 103.27, 104.92, 102.82, 104.35),
    (10, 1, 20, '2026-06-26', 104.37, 106.00, 104.10, 105.44),
    (10, 1, 21, '2026-06-29', 105.54, 106.34, 105.27, 105.92),
    (10, 1, 22, '2026-06-30', 105.96, 107.78, 105.84, 107.18),
    (10, 1, 23, '2026-07-01', 107.32, 108.52, 107.16, 108.36),
    (10, 1, 24, '2026-07-02', 108.21, 109.92, 107.89, 109.91),
    (10, 1, 25, '2026-07-03', 109.98, 110.53, 109.78, 110.50),
    (10, 1, 26, '2026-07-06', 110.64, 110.85, 109.30, 109.59),
    (10, 1, 27, '2026-07-07', 109.61, 109.62, 108.46, 109.04),
    (10, 1, 28, '2026-07-08', 108.92, 108.95, 108.09, 108.17),
    (10, 1, 29, '2026-07-09', 108.17, 108.28, 107.90, 108.00),
    (10, 1, 30, '2026-07-10', 107.91, 109.76, 107.73, 109.32),
    (10, 1, 31, '2026-07-13', 109.42, 110.87, 109.00, 110.44),
    (10, 1, 32, '2026-07-14', 110.51, 111.14, 110.35, 111.00),
    (11, 2, 1, '2026-06-01', 140.63, 140.73, 139.79, 140.00),
    (11, 2, 2, '2026-06-02', 140.08, 141.47, 139.91, 141.13),
    (11, 2, 3, '2026-06-03', 141.31, 142.48, 140.88, 142.48),
    (11, 2, 4, '2026-06-04', 142.45, 143.58, 142.28, 143.53),
    (11, 2, 5, '2026-06-05', 143.58, 143.83, 143.48, 143.53),
    (11, 2, 6, '2026-06-08', 143.38, 144.91, 143.17, 144.75),
    (11, 2, 7, '2026-06-09', 144.73, 145.70, 144.71, 145.64),
    (11, 2, 8, '2026-06-10', 145.60, 147.21, 144.91, 146.81),
    (11, 2, 9, '2026-06-11', 146.80, 147.87, 146.30, 147.87),
    (11, 2, 10, '2026-06-12', 148.03, 149.89, 147.71, 149.33),
    (11, 2, 11, '2026-06-15', 149.14, 150.33, 148.82, 150.09),
    (11, 2, 12, '2026-06-16', 150.10, 151.85, 149.68, 151.20),
    (11, 2, 13, '2026-06-17', 151.03, 152.16, 150.88, 152.00),
    (11, 2, 14, '2026-06-18', 152.03, 152.53, 150.69, 151.28),
    (11, 2, 15, '2026-06-19', 151.25, 151.88, 149.81, 150.24),
    (11, 2, 16, '2026-06-22', 150.22, 150.66, 148.50, 148.91),
    (11, 2, 17, '2026-06-23', 148.91, 149.60, 146.65, 147.36),
    (11, 2, 18, '2026-06-24', 147.46, 147.79, 145.91, 146.20),
    (11, 2, 19, '2026-06-25', 146.35, 147.85, 145.94, 147.29),
    (11, 2, 20, '2026-06-26', 147.46, 148.62, 146.77, 148.13),
    (11, 2, 21, '2026-06-29', 147.94, 149.79, 147.18, 149.04),
    (11, 2, 22, '2026-06-30', 149.08, 150.63, 148.50, 149.92),
    (11, 2, 23, '2026-07-01', 149.88, 151.82, 149.80, 151.12),
    (11, 2, 24, '2026-07-02', 151.17, 152.74, 150.48, 152.01),
    (11, 2, 25, '2026-07-03', 152.12, 153.92, 151.77, 153.87),
    (11, 2, 26, '2026-07-06', 153.70, 154.84, 153.45, 154.32),
    (11, 2, 27, '2026-07-07', 154.25, 155.01, 154.20, 154.97),
    (11, 2, 28, '2026-07-08', 154.99, 157.16, 154.71, 156.48),
    (11, 2, 29, '2026-07-09', 156.47, 157.53, 155.99, 156.96),
    (11, 2, 30, '2026-07-10', 156.89, 158.77, 156.81, 158.40),
    (11, 3, 1, '2026-06-01', 57.73, 58.13, 57.63, 58.00),
    (11, 3, 2, '2026-06-02', 57.99, 58.88, 57.71, 58.63),
    (11, 3, 3, '2026-06-03', 58.67, 59.40, 58.37, 59.07),
    (11, 3, 4, '2026-06-04', 59.10, 59.45, 58.79, 59.43),
    (11, 3, 5, '2026-06-05', 59.41, 60.41, 59.36, 60.09),
    (11, 3, 6, '2026-06-08', 60.13, 60.54, 59.95, 60.51),
    (11, 3, 7, '2026-06-09', 60.57, 61.28, 60.40, 61.00),
    (11, 3, 8, '2026-06-10', 61.02, 61.28, 59.86, 59.94),
    (11, 3, 9, '2026-06-11', 59.96, 60.12, 58.99, 59.17),
    (11, 3, 10, '2026-06-12', 59.22, 59.48, 58.59, 58.70),
    (11, 3, 11, '2026-06-15', 58.70, 58.97, 57.81, 58.05),
    (11, 3, 12, '2026-06-16', 58.05, 58.16, 56.55, 56.82),
    (11, 3, 13, '2026-06-17', 56.76, 56.81, 55.87, 55.96),
    (11, 3, 14, '2026-06-18', 55.89, 55.90, 55.59, 55.60),
    (11, 3, 15, '2026-06-19', 55.57, 55.68, 54.86, 54.87),
    (11, 3, 16, '2026-06-22', 54.85, 55.05, 53.60, 53.70),
    (11, 3, 17, '2026-06-23', 53.66, 53.90, 52.81, 52.82),
    (11, 3, 18, '2026-06-24', 52.87, 52.91, 52.32, 52.40),
    (11, 3, 19, '2026-06-25', 52.40, 52.55, 51.56, 51.64),
    (11, 3, 20, '2026-06-26', 51.71, 51.88, 50.55, 50.59),
    (11, 3, 21, '2026-06-29', 50.56, 50.66, 49.64, 49.80),
    (11, 3, 22, '2026-06-30', 49.75, 50.75, 49.70, 50.50),
    (11, 3, 23, '2026-07-01', 50.46, 51.04, 50.29, 50.99),
    (11, 3, 24, '2026-07-02', 50.94, 51.33, 50.88, 51.20),
    (11, 3, 25, '2026-07-03', 51.28, 51.35, 50.89, 50.90),
    (11, 3, 26, '2026-07-06', 50.96, 51.19, 50.02, 50.30),
    (11, 3, 27, '2026-07-07', 50.35, 50.67, 50.08, 50.67),
    (11, 3, 28, '2026-07-08', 50.61, 51.36, 50.29, 51.11),
    (11, 3, 29, '2026-07-09', 51.08, 52.08, 50.81, 51.78),
    (11, 3, 30, '2026-07-10', 51.71, 52.40, 51.65, 52.20),
    (12, 1, 1, '2026-06-01', 72.23, 72.44, 71.84, 72.40),
    (12, 1, 2, '2026-06-02', 72.41, 73.31, 71.92, 73.03),
    (12, 1, 3, '2026-06-03', 72.95, 73.43, 72.38, 72.86),
    (12, 1, 4, '2026-06-04', 72.84, 73.26, 72.39, 73.18),
    (12, 1, 5, '2026-06-05', 73.26, 73.64, 73.23, 73.41),
    (12, 1, 6, '2026-06-08', 73.54, 74.13, 73.14, 73.69),
    (12, 1, 7, '2026-06-09', 73.77, 74.55, 73.63, 74.13),
    (12, 1, 8, '2026-06-10', 74.12, 74.20, 73.43, 73.90),
    (12, 1, 9, '2026-06-11', 73.93, 74.22, 73.75, 74.21),
    (12, 1, 10, '2026-06-12', 74.20, 74.41, 73.95, 74.38),
    (12, 1, 11, '2026-06-15', 74.41, 75.21, 73.99, 75.00),
    (12, 1, 12, '2026-06-16', 74.92, 75.67, 74.55, 75.14),
    (12, 1, 13, '2026-06-17', 75.25, 75.57, 74.43, 74.69),
    (12, 1, 14, '2026-06-18', 74.70, 75.01, 74.14, 74.19),
    (12, 1, 15, '2026-06-19', 74.11, 74.73, 74.08, 74.27),
    (12, 1, 16, '2026-06-22', 74.17, 74.28, 73.67, 73.76),
    (12, 1, 17, '2026-06-23', 73.67, 74.19, 73.51, 73.69),
    (12, 1, 18, '2026-06-24', 73.57, 74.25, 73.53, 74.16),
    (12, 1, 19, '2026-06-25', 74.23, 74.73, 73.32, 73.60),
    (12, 1, 20, '2026-06-26', 73.52, 73.62, 73.26, 73.58),
    (12, 1, 21, '2026-06-29', 73.47, 74.59, 73.27, 74.31),
    (12, 1, 22, '2026-06-30', 74.41, 74.85, 73.97, 74.29),
    (12, 1, 23, '2026-07-01', 74.23, 74.80, 73.90, 74.79),
    (12, 1, 24, '2026-07-02', 74.86, 75.73, 74.54, 75.42),
    (12, 1, 25, '2026-07-03', 75.33, 75.65, 74.79, 75.60),
    (12, 1, 26, '2026-07-06', 75.65, 76.45, 75.33, 76.28),
    (12, 1, 27, '2026-07-07', 76.29, 76.35, 75.64, 76.06),
    (12, 1, 28, '2026-07-08', 76.09, 76.89, 75.91, 76.41),
    (12, 1, 29, '2026-07-09', 76.48, 77.21, 76.06, 76.95),
    (12, 1, 30, '2026-07-10', 76.82, 77.88, 76.62, 77.76),
    (12, 1, 31, '2026-07-13', 77.66, 77.80, 77.00, 77.48),
    (12, 1, 32, '2026-07-14', 77.48, 78.17, 77.00, 78.15),
    (13, 1, 1, '2026-06-01', 117.65, 118.05, 117.20, 118.00),
    (13, 1, 2, '2026-06-02', 118.10, 118.66, 117.71, 118.46),
    (13, 1, 3, '2026-06-03', 118.51, 120.21, 118.32, 119.84),
    (13, 1, 4, '2026-06-04', 119.85, 120.25, 119.24, 119.72),
    (13, 1, 5, '2026-06-05', 119.78, 121.15, 119.56, 121.06),
    (13, 1, 6, '2026-06-08', 121.08, 121.58, 121.07, 121.50),
    (13, 1, 7, '2026-06-09', 121.38, 121.82, 120.20, 120.60),
    (13, 1, 8, '2026-06-10', 120.63, 120.75, 120.13, 120.69),
    (13, 1, 9, '2026-06-11', 120.69, 120.74, 119.80, 120.14),
    (13, 1, 10, '2026-06-12', 120.22, 120.36, 118.67, 119.05),
    (13, 1, 11, '2026-06-15', 119.15, 119.63, 118.42, 118.50),
    (13, 1, 12, '2026-06-16', 118.54, 118.99, 118.37, 118.67),
    (13, 1, 13, '2026-06-17', 118.62, 120.36, 118.41, 119.98),
    (13, 1, 14, '2026-06-18', 120.07, 120.41, 119.77, 120.27),
    (13, 1, 15, '2026-06-19', 120.34, 120.85, 120.10, 120.37),
    (13, 1, 16, '2026-06-22', 120.35, 121.44, 120.25, 121.40),
    (13, 1, 17, '2026-06-23', 121.46, 121.71, 121.04, 121.28),
    (13, 1, 18, '2026-06-24', 121.15, 121.65, 119.74, 119.96),
    (13, 1, 19, '2026-06-25', 119.97, 120.04, 119.12, 119.65),
    (13, 1, 20, '2026-06-26', 119.58, 119.87, 119.14, 119.63),
    (13, 1, 21, '2026-06-29', 119.76, 119.89, 118.75, 118.90),
    (13, 1, 22, '2026-06-30', 118.88, 120.06, 118.72, 119.85),
    (13, 1, 23, '2026-07-01', 119.88, 120.07, 119.57, 119.64),
    (13, 1, 24, '2026-07-02', 119.74, 120.88, 119.56, 120.82),
    (13, 1, 25, '2026-07-03', 120.69, 121.16, 120.61, 121.00),
    (13, 1, 26, '2026-07-06', 120.87, 121.22, 119.80, 120.17),
    (13, 1, 27, '2026-07-07', 120.27, 120.44, 119.70, 120.20),
    (13, 1, 28, '2026-07-08', 120.30, 124.14, 120.25, 123.80),
    (13, 1, 29, '2026-07-09', 123.91, 125.06, 123.70, 124.54),
    (13, 1, 30, '2026-07-10', 124.48, 125.89, 123.95, 125.61),
    (13, 1, 31, '2026-07-13', 125.71, 126.04, 125.33, 125.81),
    (13, 1, 32, '2026-07-14', 125.84, 127.19, 125.61, 127.08),
    (13, 1, 33, '2026-07-15', 127.13, 127.55, 126.84, 127.41),
    (13, 1, 34, '2026-07-16', 127.49, 128.25, 127.31, 128.00),
    (13, 1, 35, '2026-07-17', 128.11, 129.42, 127.95, 129.00),
    (14, 1, 1, '2026-06-01', 86.44, 86.82, 85.87, 86.00),
    (14, 1, 2, '2026-06-02', 85.93, 86.65, 85.58, 86.34),
    (14, 1, 3, '2026-06-03', 86.34, 87.03, 86.08, 86.63),
    (14, 1, 4, '2026-06-04', 86.72, 87.15, 86.31, 87.04),
    (14, 1, 5, '2026-06-05', 86.98, 87.01, 86.54, 86.90),
    (14, 1, 6, '2026-06-08', 86.89, 88.06, 86.85, 87.80),
    (14, 1, 7, '2026-06-09', 87.77, 88.16, 87.40, 87.91),
    (14, 1, 8, '2026-06-10', 87.95, 88.51, 87.66, 88.28),
    (14, 1, 9, '2026-06-11', 88.30, 88.72, 88.04, 88.62),
    (14, 1, 10, '2026-06-12', 88.63, 89.00, 88.25, 88.93),
    (14, 1, 11, '2026-06-15', 89.05, 89.11, 88.69, 89.00),
    (14, 1, 12, '2026-06-16', 89.01, 89.39, 88.29, 88.59),
    (14, 1, 13, '2026-06-17', 88.57, 88.86, 88.25, 88.33),
    (14, 1, 14, '2026-06-18', 88.23, 89.11, 87.90, 88.70),
    (14, 1, 15, '2026-06-19', 88.70, 89.03, 88.20, 88.23),
    (14, 1, 16, '2026-06-22', 88.20, 88.49, 87.80, 88.15),
    (14, 1, 17, '2026-06-23', 88.19, 88.30, 87.88, 87.91),
    (14, 1, 18, '2026-06-24', 87.89, 88.26, 87.21, 87.60),
    (14, 1, 19, '2026-06-25', 87.55, 88.09, 87.41, 87.65),
    (14, 1, 20, '2026-06-26', 87.74, 88.49, 87.50, 88.40),
    (14, 1, 21, '2026-06-29', 95.40, 96.37, 94.98, 96.20),
    (14, 1, 22, '2026-06-30', 96.10, 97.13, 95.63, 96.82),
    (14, 1, 23, '2026-07-01', 96.84, 97.20, 96.07, 96.54),
    (14, 1, 24, '2026-07-02', 96.54, 97.07, 96.22, 97.00),
    (14, 1, 25, '2026-07-03', 97.02, 97.52, 96.70, 97.45),
    (14, 1, 26, '2026-07-06', 97.42, 97.93, 97.08, 97.79),
    (14, 1, 27, '2026-07-07', 97.79, 98.76, 97.50, 98.67),
    (14, 1, 28, '2026-07-08', 98.57, 98.92, 98.16, 98.41),
    (14, 1, 29, '2026-07-09', 98.53, 99.37, 98.34, 99.00),
    (14, 1, 30, '2026-07-10', 99.08, 99.42, 98.43, 98.63),
    (14, 1, 31, '2026-07-13', 98.61, 98.99, 97.51, 97.55),
    (14, 1, 32, '2026-07-14', 97.49, 97.89, 96.76, 97.00),
    (15, 1, 1, '2026-06-01', 91.54, 92.18, 90.86, 92.00),
    (15, 1, 2, '2026-06-02', 92.02, 93.57, 91.24, 93.31),
    (15, 1, 3, '2026-06-03', 93.11, 93.47, 91.92, 92.36),
    (15, 1, 4, '2026-06-04', 92.13, 94.17, 91.67, 93.26),
    (15, 1, 5, '2026-06-05', 93.55, 94.68, 92.84, 94.23),
    (15, 1, 6, '2026-06-08', 94.04, 95.12, 93.15, 94.04),
    (15, 1, 7, '2026-06-09', 93.82, 95.79, 93.21, 94.71),
    (15, 1, 8, '2026-06-10', 94.56, 96.27, 94.00, 96.10),
    (15, 1, 9, '2026-06-11', 96.13, 97.16, 95.96, 96.81),
    (15, 1, 10, '2026-06-12', 96.87, 97.09, 95.38, 96.53),
    (15, 1, 11, '2026-06-15', 96.33, 99.83, 95.62, 98.65),
    (15, 1, 12, '2026-06-16', 98.46, 99.30, 98.15, 98.28),
    (15, 1, 13, '2026-06-17', 98.06, 99.73, 98.05, 99.00),
    (15, 1, 14, '2026-06-18', 99.20, 100.38, 96.75, 97.94),
    (15, 1, 15, '2026-06-19', 97.72, 97.83, 96.47, 97.15),
    (15, 1, 16, '2026-06-22', 97.44, 98.83, 97.44, 98.47),
    (15, 1, 17, '2026-06-23', 98.73, 99.21, 95.54, 96.69),
    (15, 1, 18, '2026-06-24', 96.45, 96.52, 95.62, 95.82),
    (15, 1, 19, '2026-06-25', 95.84, 97.10, 95.63, 96.00),
    (15, 1, 20, '2026-06-26', 95.83, 96.16, 95.83, 95.85),
    (15, 1, 21, '2026-06-29', 95.85, 96.71, 94.96, 96.40),
    (15, 1, 22, '2026-06-30', 96.23, 98.47, 95.43, 98.39),
    (15, 1, 23, '2026-07-01', 98.52, 99.68, 97.73, 99.52),
    (15, 1, 24, '2026-07-02', 99.44, 100.55, 99.05, 99.30),
    (15, 1, 25, '2026-07-03', 99.19, 100.71, 98.00, 100.51),
    (15, 1, 26, '2026-07-06', 100.63, 101.08, 100.32, 100.76),
    (15, 1, 27, '2026-07-07', 101.06, 102.96, 100.46, 102.07),
    (15, 1, 28, '2026-07-08', 101.98, 102.62, 101.83, 102.44),
    (15, 1, 29, '2026-07-09', 102.22, 104.36, 101.39, 103.25),
    (15, 1, 30, '2026-07-10', 103.39, 104.60, 102.85, 104.04),
    (15, 1, 31, '2026-07-13', 104.07, 104.14, 103.64, 103.86),
    (15, 1, 32, '2026-07-14', 103.93, 104.87, 103.55, 104.60)
  ) as b (module_id, exercise_position, position, day, open, high, low, close) on b.module_id = e.module_id and b.exercise_position = e.position;
  get diagnostics v_added = row_count;
  return v_added;
end;
$$;
comment on function private.add_module_exercises() is
  'Adds the chart exercises that give every module one (bars and answer keys included) where missing; returns how many bars were added. Run by this migration and by seeds/exercises.sql.';

revoke execute on function private.add_module_exercises() from public;

select private.add_module_exercises();
