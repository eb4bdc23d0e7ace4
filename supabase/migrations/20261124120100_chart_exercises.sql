-- Chart exercises: practice charts drawn from stored daily bars, answered by clicking the chart (a
-- price level, or a candle) and graded by grade_chart_exercise() like the quiz is by complete_quiz:
-- the answer key (the accepted price band or candles, the level or candle to draw and the
-- explanation) lives in a table only admins read, and reaches a learner only in the graded result.
-- Every graded attempt is stored per learner; nothing else writes attempts.

-- ---------------------------------------------------------------------------------------------
-- tables
-- ---------------------------------------------------------------------------------------------
create table public.chart_exercises (
  id bigint generated always as identity primary key,
  module_id integer not null references public.modules (id) on delete cascade,
  position integer not null check (position > 0),
  kind text not null check (kind in ('level', 'candle')),
  title text not null check (char_length(title) between 1 and 120),
  prompt text not null check (char_length(prompt) between 1 and 600),
  unique (module_id, position)
);
comment on table public.chart_exercises is 'Chart exercises per module. kind level: click a price; kind candle: click a candle. Signed-in users read them; the answers are in chart_exercise_keys.';

create table public.chart_exercise_bars (
  exercise_id bigint not null references public.chart_exercises (id) on delete cascade,
  position integer not null check (position > 0),
  bucket_start timestamptz not null,
  open numeric(12, 2) not null check (open > 0),
  high numeric(12, 2) not null,
  low numeric(12, 2) not null check (low > 0),
  close numeric(12, 2) not null check (close > 0),
  primary key (exercise_id, position),
  unique (exercise_id, bucket_start),
  check (high >= greatest(open, close) and low <= least(open, close))
);
comment on table public.chart_exercise_bars is 'The candles an exercise is drawn from, in order (daily bars of a practice chart).';

create table public.chart_exercise_keys (
  exercise_id bigint primary key references public.chart_exercises (id) on delete cascade,
  accept_low numeric(12, 2),
  accept_high numeric(12, 2),
  accept_from integer,
  accept_to integer,
  answer_price numeric(12, 2),
  answer_position integer,
  explanation text not null check (char_length(explanation) between 1 and 1000),
  check ((accept_low is null) = (accept_high is null) and accept_low <= accept_high),
  check ((accept_from is null) = (accept_to is null) and accept_from <= accept_to and accept_from > 0),
  check (num_nonnulls(accept_low, accept_from) = 1)
);
comment on table public.chart_exercise_keys is 'Answer key per exercise, admins only: the accepted price band (level) or candle positions (candle), the level or candle drawn after grading, and the explanation. Learners see it in grade_chart_exercise''s result.';
comment on column public.chart_exercise_keys.accept_low is 'Lowest accepted price (inclusive), level exercises: the tolerance band is [accept_low, accept_high].';
comment on column public.chart_exercise_keys.accept_from is 'First accepted candle position (inclusive), candle exercises.';

create table public.chart_exercise_attempts (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  exercise_id bigint not null references public.chart_exercises (id) on delete cascade,
  answer_price numeric(12, 2),
  answer_position integer,
  is_correct boolean not null,
  created_at timestamptz not null default now(),
  check (num_nonnulls(answer_price, answer_position) = 1)
);
comment on table public.chart_exercise_attempts is 'Every graded chart exercise answer. Inserted only by grade_chart_exercise.';
create index chart_exercise_attempts_user_id_exercise_id_idx on public.chart_exercise_attempts (user_id, exercise_id, created_at desc);
create index chart_exercise_attempts_exercise_id_idx on public.chart_exercise_attempts (exercise_id);

-- ---------------------------------------------------------------------------------------------
-- grants and row-level security
-- ---------------------------------------------------------------------------------------------
revoke all on table public.chart_exercises, public.chart_exercise_bars, public.chart_exercise_keys,
  public.chart_exercise_attempts
  from anon, authenticated;
grant select, insert, update, delete on table public.chart_exercises, public.chart_exercise_bars,
  public.chart_exercise_keys to authenticated;
grant select, delete on table public.chart_exercise_attempts to authenticated;

alter table public.chart_exercises enable row level security;
alter table public.chart_exercise_bars enable row level security;
alter table public.chart_exercise_keys enable row level security;
alter table public.chart_exercise_attempts enable row level security;

-- exercises
create policy "Signed-in users can read chart exercises"
  on public.chart_exercises for select to authenticated
  using ((select auth.uid()) is not null);
create policy "Admins can add chart exercises"
  on public.chart_exercises for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins can edit chart exercises"
  on public.chart_exercises for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "Admins can delete chart exercises"
  on public.chart_exercises for delete to authenticated
  using ((select private.is_admin()));

-- bars
create policy "Signed-in users can read exercise bars"
  on public.chart_exercise_bars for select to authenticated
  using ((select auth.uid()) is not null);
create policy "Admins can add exercise bars"
  on public.chart_exercise_bars for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins can edit exercise bars"
  on public.chart_exercise_bars for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "Admins can delete exercise bars"
  on public.chart_exercise_bars for delete to authenticated
  using ((select private.is_admin()));

-- answer keys
create policy "Admins can read exercise answer keys"
  on public.chart_exercise_keys for select to authenticated
  using ((select private.is_admin()));
create policy "Admins can add exercise answer keys"
  on public.chart_exercise_keys for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins can edit exercise answer keys"
  on public.chart_exercise_keys for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "Admins can delete exercise answer keys"
  on public.chart_exercise_keys for delete to authenticated
  using ((select private.is_admin()));

-- attempts
create policy "Learners can read their own exercise attempts and admins all"
  on public.chart_exercise_attempts for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));
create policy "Admins can delete exercise attempts"
  on public.chart_exercise_attempts for delete to authenticated
  using ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- grading
-- ---------------------------------------------------------------------------------------------
create type public.chart_exercise_result as (
  attempt_id bigint,
  exercise_id bigint,
  is_correct boolean,
  answer_price numeric,
  answer_time timestamptz,
  accept_low numeric,
  accept_high numeric,
  accept_from timestamptz,
  accept_to timestamptz,
  key_price numeric,
  key_time timestamptz,
  explanation text,
  attempt_count integer
);
comment on type public.chart_exercise_result is 'What grade_chart_exercise returns: the verdict, the accepted band (level) or candles (candle), the level or candle to draw, the explanation, and how many attempts the learner has made.';

create function public.grade_chart_exercise(exercise_id bigint, price numeric default null, bar_time timestamptz default null)
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
  v_position integer;
  v_low numeric;
  v_high numeric;
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
  if not found then
    raise exception 'Chart exercise % has no answer key yet.', v_exercise.id using errcode = '22023';
  end if;

  if v_exercise.kind = 'level' then
    if grade_chart_exercise.price is null or grade_chart_exercise.bar_time is not null then
      raise exception 'This exercise is answered with a price: click a level on the chart.' using errcode = '22023';
    end if;
    select min(b.low), max(b.high) into v_low, v_high from public.chart_exercise_bars b where b.exercise_id = v_exercise.id;
    v_price := round(grade_chart_exercise.price, 2);
    if v_price < v_low * 0.8 or v_price > v_high * 1.2 then
      raise exception 'The price % is off this chart (it shows % to %).', v_price, v_low, v_high using errcode = '22023';
    end if;
    v_correct := v_price between v_key.accept_low and v_key.accept_high;
  else
    if grade_chart_exercise.bar_time is null or grade_chart_exercise.price is not null then
      raise exception 'This exercise is answered with a candle: click a candle on the chart.' using errcode = '22023';
    end if;
    select b.position into v_position from public.chart_exercise_bars b
    where b.exercise_id = v_exercise.id and b.bucket_start = grade_chart_exercise.bar_time;
    if not found then
      raise exception 'There is no candle at % on this chart.', grade_chart_exercise.bar_time using errcode = '22023';
    end if;
    v_correct := v_position between v_key.accept_from and v_key.accept_to;
  end if;

  insert into public.chart_exercise_attempts (user_id, exercise_id, answer_price, answer_position, is_correct)
  values (v_user, v_exercise.id, v_price, v_position, v_correct)
  returning id into v_result.attempt_id;

  v_result.exercise_id := v_exercise.id;
  v_result.is_correct := v_correct;
  v_result.answer_price := v_price;
  v_result.answer_time := grade_chart_exercise.bar_time;
  v_result.accept_low := v_key.accept_low;
  v_result.accept_high := v_key.accept_high;
  select b.bucket_start into v_result.accept_from from public.chart_exercise_bars b where b.exercise_id = v_exercise.id and b.position = v_key.accept_from;
  select b.bucket_start into v_result.accept_to from public.chart_exercise_bars b where b.exercise_id = v_exercise.id and b.position = v_key.accept_to;
  v_result.key_price := v_key.answer_price;
  select b.bucket_start into v_result.key_time from public.chart_exercise_bars b where b.exercise_id = v_exercise.id and b.position = v_key.answer_position;
  v_result.explanation := v_key.explanation;
  select count(*)::integer into v_result.attempt_count from public.chart_exercise_attempts a where a.user_id = v_user and a.exercise_id = v_exercise.id;
  return v_result;
end;
$$;
comment on function public.grade_chart_exercise(bigint, numeric, timestamptz) is
  'Grades one answer to a chart exercise (price for level exercises, bar_time for candle exercises) against its key, stores the attempt, and returns the verdict with the key and the explanation. Signed-in users only.';

revoke execute on function public.grade_chart_exercise(bigint, numeric, timestamptz) from public, anon;
grant execute on function public.grade_chart_exercise(bigint, numeric, timestamptz) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- content: one exercise per beginner module, one per later level. Run here (databases whose modules
-- exist get them now) and by seeds/exercises.sql (fresh databases: the modules come from seed.sql).
-- ---------------------------------------------------------------------------------------------
create function private.add_chart_exercises()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_added integer;
begin
  with source (module_id, kind, title, prompt, accept_low, accept_high, accept_from, accept_to, answer_price, answer_position, explanation) as (
    values
    (1, 'candle', 'Spot the end of the bull run',
     'This stock climbed for weeks, paused, climbed again and then turned into a steady fall. Click the candle that made the highest high: the peak of the bull run.',
     null::numeric, null::numeric, 27, 30, null::numeric, 29,
     'The peak is the candle with the highest high (133.37). After it, each rally stopped lower than the one before and each low undercut the last: the higher highs and higher lows that made the bull run were broken, and a falling market took over.'),
    (2, 'level', 'Place a stop below the swing low',
     'You bought near the last candle, in an uptrend. Protect the trade with a stop order: click the price where your stop belongs, just below the most recent swing low.',
     51.30, 52.31, null, null, 52.32, null,
     'The most recent swing low is 52.32, the lowest point of the pullback before the uptrend resumed. If price falls below it, the pattern of higher lows is broken and your idea is wrong, so the stop goes a little below it (accepted: 51.30 to 52.31). Much lower and you risk more than you need to; above it, normal noise can stop you out.'),
    (3, 'level', 'Mark the support',
     'This stock has been moving sideways. Click the price level where falls have stopped again and again: the support.',
     71.00, 72.80, null, null, 72.00, null,
     'Three times the price fell to about 71.4 to 72.5 and buyers pushed it back up. That zone, around 72, is support (accepted: 71.00 to 72.80). Support is a zone rather than one exact price, so a click anywhere in it counts.'),
    (4, 'candle', 'Find the higher low',
     'A long downtrend is ending. Indicators such as moving averages confirm a new trend late; price shows it first. Click the candle that made the first higher low after the bottom.',
     null, null, 22, 23, null, 23,
     'The bottom was 95.36. The next dip stopped at 96.74, higher than the bottom: the first higher low. With the break above the previous swing high that followed, it marks the start of an uptrend, well before a moving-average crossover would have told you.'),
    (5, 'level', 'Mark the breakout level',
     'This stock moved in a range before breaking out. Click the resistance level the price had to clear: the top of the range.',
     43.90, 44.60, null, null, 44.25, null,
     'Rallies stopped at about 44.1 to 44.5 three times: the top of the range, around 44.25 (accepted: 43.90 to 44.60). The breakout came when candles closed above it, and the old resistance then acted as support on the pullback.'),
    (11, 'level', 'Set the stop that defines your risk',
     'You plan to buy at the last close and risk 1% of your account. Position size comes from the distance to the stop, so first place the stop: click the price just below the swing low of the last pullback.',
     205.00, 208.30, null, null, 208.31, null,
     'The last pullback bottomed at 208.31. A stop a little below it (accepted: 205.00 to 208.30) sits where the uptrend would be broken. With the entry near 227, the risk is about 19 per share: a 20,000 account risking 1% (200) buys 10 shares, not more.')
  ), exercises as (
    insert into public.chart_exercises (module_id, position, kind, title, prompt)
    select s.module_id, 1, s.kind, s.title, s.prompt
    from source s
    where exists (select 1 from public.modules m where m.id = s.module_id)
    on conflict (module_id, position) do nothing
    returning id, module_id
  ), keys as (
    insert into public.chart_exercise_keys (exercise_id, accept_low, accept_high, accept_from, accept_to, answer_price, answer_position, explanation)
    select e.id, s.accept_low, s.accept_high, s.accept_from, s.accept_to, s.answer_price, s.answer_position, s.explanation
    from exercises e
    join source s on s.module_id = e.module_id
    returning exercise_id
  )
  insert into public.chart_exercise_bars (exercise_id, position, bucket_start, open, high, low, close)
  select e.id, b.position, (b.day || 'T00:00:00Z')::timestamptz, b.open, b.high, b.low, b.close
  from exercises e
  join (values
    (1, 1, '2026-06-01', 100.00, 101.72, 98.95, 101.38),
    (1, 2, '2026-06-02', 101.53, 104.59, 100.66, 103.46),
    (1, 3, '2026-06-03', 103.26, 106.20, 102.54, 105.64),
    (1, 4, '2026-06-04', 105.69, 107.48, 105.38, 106.98),
    (1, 5, '2026-06-05', 107.05, 111.06, 106.99, 110.52),
    (1, 6, '2026-06-08', 110.67, 113.00, 110.63, 112.83),
    (1, 7, '2026-06-09', 112.95, 113.49, 112.25, 113.00),
    (1, 8, '2026-06-10', 112.87, 117.72, 112.70, 116.52),
    (1, 9, '2026-06-11', 116.32, 117.10, 115.70, 117.05),
    (1, 10, '2026-06-12', 116.92, 119.70, 116.04, 119.31),
    (1, 11, '2026-06-15', 119.32, 122.93, 118.67, 122.69),
    (1, 12, '2026-06-16', 122.51, 124.19, 122.05, 123.45),
    (1, 13, '2026-06-17', 123.24, 125.74, 122.40, 125.66),
    (1, 14, '2026-06-18', 125.95, 127.68, 125.64, 127.65),
    (1, 15, '2026-06-19', 127.57, 128.53, 126.47, 126.88),
    (1, 16, '2026-06-22', 126.77, 127.94, 125.35, 126.01),
    (1, 17, '2026-06-23', 126.13, 127.14, 124.20, 124.24),
    (1, 18, '2026-06-24', 124.33, 124.79, 123.09, 123.28),
    (1, 19, '2026-06-25', 123.21, 124.29, 121.99, 122.57),
    (1, 20, '2026-06-26', 122.85, 123.58, 119.66, 120.76),
    (1, 21, '2026-06-29', 120.60, 122.46, 120.05, 121.73),
    (1, 22, '2026-06-30', 121.49, 125.63, 121.10, 124.81),
    (1, 23, '2026-07-01', 124.65, 127.16, 123.85, 126.53),
    (1, 24, '2026-07-02', 126.52, 127.25, 125.30, 126.39),
    (1, 25, '2026-07-03', 126.46, 129.32, 126.35, 128.65),
    (1, 26, '2026-07-06', 128.82, 130.71, 127.94, 129.85),
    (1, 27, '2026-07-07', 129.66, 133.08, 129.23, 132.56),
    (1, 28, '2026-07-08', 132.30, 132.92, 132.23, 132.92),
    (1, 29, '2026-07-09', 132.68, 133.37, 130.73, 131.83),
    (1, 30, '2026-07-10', 131.79, 132.26, 130.24, 131.35),
    (1, 31, '2026-07-13', 131.30, 132.39, 128.32, 129.24),
    (1, 32, '2026-07-14', 129.18, 129.36, 126.43, 127.22),
    (1, 33, '2026-07-15', 127.21, 127.66, 125.78, 125.95),
    (1, 34, '2026-07-16', 125.85, 126.47, 121.31, 121.91),
    (1, 35, '2026-07-17', 121.86, 122.62, 120.12, 120.84),
    (1, 36, '2026-07-20', 120.69, 121.29, 119.40, 119.99),
    (1, 37, '2026-07-21', 120.08, 120.88, 115.53, 116.38),
    (1, 38, '2026-07-22', 116.54, 117.44, 114.68, 114.98),
    (1, 39, '2026-07-23', 114.73, 115.59, 113.95, 114.70),
    (1, 40, '2026-07-24', 114.73, 115.10, 110.39, 111.22),
    (2, 1, '2026-06-01', 50.00, 50.63, 49.64, 50.34),
    (2, 2, '2026-06-02', 50.40, 51.44, 50.18, 50.97),
    (2, 3, '2026-06-03', 50.91, 52.55, 50.52, 52.18),
    (2, 4, '2026-06-04', 52.14, 52.71, 51.69, 52.38),
    (2, 5, '2026-06-05', 52.27, 52.73, 52.20, 52.55),
    (2, 6, '2026-06-08', 52.63, 53.55, 52.20, 53.17),
    (2, 7, '2026-06-09', 53.12, 54.71, 53.09, 54.53),
    (2, 8, '2026-06-10', 54.40, 55.42, 54.16, 55.10),
    (2, 9, '2026-06-11', 55.14, 55.93, 54.68, 55.60),
    (2, 10, '2026-06-12', 55.66, 56.69, 55.47, 56.35),
    (2, 11, '2026-06-15', 56.26, 56.32, 55.26, 55.70),
    (2, 12, '2026-06-16', 55.72, 56.10, 55.00, 55.14),
    (2, 13, '2026-06-17', 55.22, 55.34, 53.41, 53.85),
    (2, 14, '2026-06-18', 53.89, 54.10, 53.85, 53.99),
    (2, 15, '2026-06-19', 54.10, 54.25, 52.43, 52.61),
    (2, 16, '2026-06-22', 52.53, 52.82, 52.50, 52.77),
    (2, 17, '2026-06-23', 52.68, 53.02, 52.56, 52.70),
    (2, 18, '2026-06-24', 52.62, 54.03, 52.32, 53.90),
    (2, 19, '2026-06-25', 53.85, 55.29, 53.45, 54.83),
    (2, 20, '2026-06-26', 54.83, 55.07, 54.18, 54.65),
    (2, 21, '2026-06-29', 54.75, 56.34, 54.68, 55.85),
    (2, 22, '2026-06-30', 55.98, 57.12, 55.78, 56.67),
    (2, 23, '2026-07-01', 56.57, 56.68, 56.06, 56.52),
    (2, 24, '2026-07-02', 56.58, 57.90, 56.27, 57.82),
    (2, 25, '2026-07-03', 57.76, 58.65, 57.76, 58.22),
    (2, 26, '2026-07-06', 58.11, 59.42, 57.65, 59.24),
    (2, 27, '2026-07-07', 59.19, 59.62, 58.87, 59.04),
    (2, 28, '2026-07-08', 59.05, 60.00, 59.05, 59.99),
    (2, 29, '2026-07-09', 60.08, 60.11, 59.05, 59.39),
    (2, 30, '2026-07-10', 59.42, 59.74, 59.18, 59.46),
    (2, 31, '2026-07-13', 59.38, 59.88, 58.45, 58.65),
    (2, 32, '2026-07-14', 58.72, 58.78, 58.34, 58.43),
    (3, 1, '2026-06-01', 80.00, 80.53, 78.19, 78.37),
    (3, 2, '2026-06-02', 78.40, 78.64, 76.82, 77.06),
    (3, 3, '2026-06-03', 77.04, 77.08, 75.79, 75.90),
    (3, 4, '2026-06-04', 75.75, 75.83, 75.02, 75.13),
    (3, 5, '2026-06-05', 75.26, 75.33, 73.06, 73.19),
    (3, 6, '2026-06-08', 73.18, 73.50, 71.42, 71.76),
    (3, 7, '2026-06-09', 71.68, 73.53, 71.57, 73.41),
    (3, 8, '2026-06-10', 73.35, 75.18, 73.27, 75.11),
    (3, 9, '2026-06-11', 75.20, 76.06, 75.03, 75.75),
    (3, 10, '2026-06-12', 75.64, 77.66, 75.54, 77.31),
    (3, 11, '2026-06-15', 77.46, 79.15, 77.23, 78.99),
    (3, 12, '2026-06-16', 79.06, 79.97, 79.04, 79.80),
    (3, 13, '2026-06-17', 79.92, 80.48, 78.97, 79.12),
    (3, 14, '2026-06-18', 79.04, 79.40, 76.97, 77.15),
    (3, 15, '2026-06-19', 77.16, 77.25, 76.00, 76.15),
    (3, 16, '2026-06-22', 76.01, 76.07, 74.94, 75.28),
    (3, 17, '2026-06-23', 75.18, 75.72, 73.40, 73.81),
    (3, 18, '2026-06-24', 73.75, 74.29, 72.46, 72.58),
    (3, 19, '2026-06-25', 72.70, 73.18, 72.49, 73.02),
    (3, 20, '2026-06-26', 73.10, 75.49, 73.05, 74.96),
    (3, 21, '2026-06-29', 74.90, 75.88, 74.59, 75.40),
    (3, 22, '2026-06-30', 75.41, 76.65, 74.87, 76.27),
    (3, 23, '2026-07-01', 76.37, 77.97, 75.88, 77.89),
    (3, 24, '2026-07-02', 77.86, 79.60, 77.48, 79.14),
    (3, 25, '2026-07-03', 79.00, 79.24, 78.28, 78.31),
    (3, 26, '2026-07-06', 78.40, 78.43, 76.82, 77.11),
    (3, 27, '2026-07-07', 77.25, 77.39, 75.85, 75.86),
    (3, 28, '2026-07-08', 75.83, 75.94, 74.43, 74.91),
    (3, 29, '2026-07-09', 74.99, 75.53, 72.66, 72.86),
    (3, 30, '2026-07-10', 72.99, 73.40, 72.08, 72.11),
    (3, 31, '2026-07-13', 72.05, 73.76, 71.93, 73.20),
    (3, 32, '2026-07-14', 73.09, 73.84, 72.91, 73.30),
    (3, 33, '2026-07-15', 73.41, 74.16, 73.18, 74.14),
    (3, 34, '2026-07-16', 74.05, 75.31, 73.88, 75.23),
    (3, 35, '2026-07-17', 75.35, 76.23, 74.96, 75.71),
    (3, 36, '2026-07-20', 75.64, 76.89, 75.10, 76.49),
    (4, 1, '2026-06-01', 120.00, 120.30, 117.45, 117.79),
    (4, 2, '2026-06-02', 117.80, 117.81, 115.66, 116.11),
    (4, 3, '2026-06-03', 115.97, 116.19, 115.45, 115.75),
    (4, 4, '2026-06-04', 115.83, 115.95, 112.17, 112.74),
    (4, 5, '2026-06-05', 112.52, 112.93, 111.75, 111.85),
    (4, 6, '2026-06-08', 111.90, 112.89, 109.64, 109.76),
    (4, 7, '2026-06-09', 109.93, 110.85, 106.91, 107.62),
    (4, 8, '2026-06-10', 107.81, 108.13, 106.70, 107.19),
    (4, 9, '2026-06-11', 107.37, 108.00, 104.92, 105.35),
    (4, 10, '2026-06-12', 105.17, 105.46, 101.32, 102.08),
    (4, 11, '2026-06-15', 101.95, 102.20, 100.77, 101.66),
    (4, 12, '2026-06-16', 101.54, 102.19, 99.70, 100.17),
    (4, 13, '2026-06-17', 100.19, 101.01, 97.33, 97.91),
    (4, 14, '2026-06-18', 97.72, 98.55, 96.11, 96.53),
    (4, 15, '2026-06-19', 96.74, 96.98, 96.01, 96.36),
    (4, 16, '2026-06-22', 96.31, 98.52, 95.36, 97.55),
    (4, 17, '2026-06-23', 97.34, 99.82, 97.31, 99.64),
    (4, 18, '2026-06-24', 99.72, 101.97, 98.85, 101.96),
    (4, 19, '2026-06-25', 101.88, 102.45, 99.33, 100.17),
    (4, 20, '2026-06-26', 100.21, 100.84, 99.39, 99.58),
    (4, 21, '2026-06-29', 99.69, 99.92, 98.27, 99.24),
    (4, 22, '2026-06-30', 99.42, 99.75, 97.08, 97.11),
    (4, 23, '2026-07-01', 97.12, 100.41, 96.74, 99.75),
    (4, 24, '2026-07-02', 99.96, 100.78, 99.79, 100.23),
    (4, 25, '2026-07-03', 100.36, 102.10, 99.58, 101.25),
    (4, 26, '2026-07-06', 101.36, 104.54, 100.89, 103.77),
    (4, 27, '2026-07-07', 103.96, 104.98, 103.77, 104.53),
    (4, 28, '2026-07-08', 104.63, 106.71, 103.64, 106.01),
    (4, 29, '2026-07-09', 106.24, 107.24, 105.73, 106.92),
    (4, 30, '2026-07-10', 107.10, 109.78, 106.84, 108.80),
    (4, 31, '2026-07-13', 108.81, 110.77, 108.71, 110.07),
    (4, 32, '2026-07-14', 110.19, 112.97, 109.20, 112.84),
    (4, 33, '2026-07-15', 112.80, 114.98, 112.79, 114.12),
    (4, 34, '2026-07-16', 114.35, 114.81, 113.45, 114.19),
    (4, 35, '2026-07-17', 114.31, 117.13, 113.60, 116.49),
    (4, 36, '2026-07-20', 116.32, 118.24, 115.78, 117.45),
    (5, 1, '2026-06-01', 40.00, 40.62, 39.75, 40.50),
    (5, 2, '2026-06-02', 40.56, 41.30, 40.31, 41.17),
    (5, 3, '2026-06-03', 41.15, 42.12, 40.93, 41.98),
    (5, 4, '2026-06-04', 41.99, 42.81, 41.86, 42.81),
    (5, 5, '2026-06-05', 42.80, 43.12, 42.76, 43.01),
    (5, 6, '2026-06-08', 43.09, 44.26, 42.85, 44.17),
    (5, 7, '2026-06-09', 44.26, 44.51, 42.93, 43.09),
    (5, 8, '2026-06-10', 43.12, 43.27, 42.25, 42.47),
    (5, 9, '2026-06-11', 42.42, 42.60, 42.00, 42.19),
    (5, 10, '2026-06-12', 42.25, 42.59, 41.51, 41.77),
    (5, 11, '2026-06-15', 41.78, 41.83, 40.83, 41.18),
    (5, 12, '2026-06-16', 41.15, 41.72, 41.06, 41.55),
    (5, 13, '2026-06-17', 41.54, 42.40, 41.53, 42.13),
    (5, 14, '2026-06-18', 42.20, 42.75, 41.95, 42.67),
    (5, 15, '2026-06-19', 42.74, 43.54, 42.72, 43.53),
    (5, 16, '2026-06-22', 43.53, 43.97, 43.42, 43.85),
    (5, 17, '2026-06-23', 43.85, 44.12, 42.97, 43.26),
    (5, 18, '2026-06-24', 43.23, 43.24, 42.53, 42.69),
    (5, 19, '2026-06-25', 42.67, 42.68, 42.53, 42.57),
    (5, 20, '2026-06-26', 42.58, 42.85, 41.41, 41.72),
    (5, 21, '2026-06-29', 41.69, 41.82, 41.09, 41.22),
    (5, 22, '2026-06-30', 41.19, 41.80, 40.95, 41.76),
    (5, 23, '2026-07-01', 41.75, 42.22, 41.73, 42.15),
    (5, 24, '2026-07-02', 42.10, 42.74, 42.04, 42.66),
    (5, 25, '2026-07-03', 42.74, 43.58, 42.63, 43.42),
    (5, 26, '2026-07-06', 43.46, 44.20, 43.35, 44.05),
    (5, 27, '2026-07-07', 44.05, 45.13, 43.88, 44.90),
    (5, 28, '2026-07-08', 44.89, 45.66, 44.65, 45.38),
    (5, 29, '2026-07-09', 45.35, 46.11, 45.28, 46.10),
    (5, 30, '2026-07-10', 46.04, 46.10, 45.79, 46.04),
    (5, 31, '2026-07-13', 46.08, 47.31, 45.98, 47.03),
    (5, 32, '2026-07-14', 47.03, 47.79, 46.87, 47.54),
    (11, 1, '2026-06-01', 200.00, 202.38, 199.40, 200.95),
    (11, 2, '2026-06-02', 200.74, 203.42, 200.52, 202.63),
    (11, 3, '2026-06-03', 202.57, 203.94, 202.22, 203.53),
    (11, 4, '2026-06-04', 203.58, 206.70, 202.79, 205.50),
    (11, 5, '2026-06-05', 205.54, 209.36, 205.38, 207.95),
    (11, 6, '2026-06-08', 207.79, 212.01, 206.36, 211.41),
    (11, 7, '2026-06-09', 211.70, 213.79, 210.34, 212.54),
    (11, 8, '2026-06-10', 212.34, 212.40, 211.61, 212.15),
    (11, 9, '2026-06-11', 212.34, 213.93, 211.23, 213.75),
    (11, 10, '2026-06-12', 213.53, 216.39, 212.23, 216.29),
    (11, 11, '2026-06-15', 216.45, 219.24, 215.39, 219.06),
    (11, 12, '2026-06-16', 219.36, 222.38, 218.99, 221.31),
    (11, 13, '2026-06-17', 221.63, 222.04, 216.48, 217.09),
    (11, 14, '2026-06-18', 216.95, 218.59, 216.09, 217.28),
    (11, 15, '2026-06-19', 217.07, 218.52, 213.30, 213.73),
    (11, 16, '2026-06-22', 213.85, 214.95, 212.04, 212.66),
    (11, 17, '2026-06-23', 212.71, 212.97, 211.55, 212.61),
    (11, 18, '2026-06-24', 212.78, 214.18, 208.31, 209.44),
    (11, 19, '2026-06-25', 209.63, 211.54, 209.30, 210.97),
    (11, 20, '2026-06-26', 210.76, 213.73, 210.47, 213.42),
    (11, 21, '2026-06-29', 213.64, 215.79, 213.44, 215.51),
    (11, 22, '2026-06-30', 215.42, 220.18, 215.28, 219.37),
    (11, 23, '2026-07-01', 219.65, 222.15, 218.55, 221.41),
    (11, 24, '2026-07-02', 221.27, 226.00, 220.23, 224.64),
    (11, 25, '2026-07-03', 224.65, 227.68, 224.52, 226.18),
    (11, 26, '2026-07-06', 226.02, 227.59, 224.87, 227.37),
    (11, 27, '2026-07-07', 227.17, 230.84, 226.87, 229.92),
    (11, 28, '2026-07-08', 229.85, 232.31, 228.50, 231.22),
    (11, 29, '2026-07-09', 231.22, 232.73, 230.16, 232.21),
    (11, 30, '2026-07-10', 232.11, 232.65, 230.92, 231.13),
    (11, 31, '2026-07-13', 231.39, 232.48, 227.03, 227.87),
    (11, 32, '2026-07-14', 228.04, 229.41, 226.97, 227.28)
  ) as b (module_id, position, day, open, high, low, close) on b.module_id = e.module_id;
  get diagnostics v_added = row_count;
  return v_added;
end;
$$;
comment on function private.add_chart_exercises() is
  'Adds the course''s chart exercises (bars and answer keys included) where missing; returns how many bars were added. Run by this migration and by seeds/exercises.sql.';

revoke execute on function private.add_chart_exercises() from public;

select private.add_chart_exercises();
