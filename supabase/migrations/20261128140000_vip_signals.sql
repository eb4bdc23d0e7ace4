-- VIP signals: trade ideas published by analysts into the premium #vip-signals channel, each graded by
-- the database from the prices the market feed records, into a track record nobody can edit.
--
-- * public.analysts: members admins make analysts (admin_set_analyst, audited). Analysts and admins
--   publish (publish_signal) and append events (signal_move_stop_to_break_even, close_signal,
--   add_signal_note), always at aal2; the service role may too (scripts).
-- * public.signals: the terms (symbol, side, entry, stop, targets, expiry, rationale) are fixed at
--   publication (no API role may update a signal; a trigger refuses any change of terms to everyone);
--   the outcome columns are written only by the grading below.
-- * public.signal_events: every change, appended and never edited: published, triggered, target_1..3,
--   stopped, stop_moved, closed, expired, invalidated, note.
-- * Grading: private.grade_bar(symbol, at, open, high, low) moves every open signal of a symbol through
--   one price bar, set-based. record_ticks() calls it for each applied tick of a symbol with open
--   signals (a tick is a bar whose open, high and low are its price); the seeded history calls it
--   with the market's daily bars. The rules (docs/decisions.md, supabase/README.md):
--     1. A bar grades only signals published before it (published_at < at).
--     2. Expiry first: at or after expires_at a pending signal expires without a result; an active one
--        is closed at the bar's open.
--     3. A pending limit signal triggers when the bar reaches its entry zone (long: low <= entry_high;
--        short: high >= entry_low), filled at the zone's edge or at the open when the bar opened
--        beyond it (a gap fills at the open). A bar that opens at or beyond the stop before the entry
--        filled invalidates the signal: no trade, no result.
--     4. An active signal whose stop the bar touches is stopped out at the stop, or at the open when
--        it gapped beyond. A bar that touches the stop and a target counts as the stop.
--     5. Otherwise each target the bar reaches is hit (several in one bar if it reaches them), an
--        equal share of the position (1/number of targets) exiting at the target or at the open when
--        it gapped beyond. The bar that fills the entry checks only the stop: a target needs a later
--        bar. All targets hit: won.
--   R is measured against the initial risk |fill - stop as published|; percent against the fill.
--   A market entry fills at publication at the symbol's last recorded price.
-- * Track record views (security_invoker, so the caller's rights on signals apply): members with
--   premium (and admins, analysts) read every signal; everyone else, visitors included, reads only
--   signals closed more than 7 days ago (RLS), so the public figures are delayed by design.
-- * Notifications: published, triggered, target, stopped reach premium members and admins (premium
--   only rows) unless they opted out (signal_alert_opt_outs); simulated signals notify nobody.

-- ---------------------------------------------------------------------------------------------
-- the channel type and the audit role
-- ---------------------------------------------------------------------------------------------
alter table public.channels drop constraint channels_type_check;
alter table public.channels add constraint channels_type_check
  check (type in ('tutorials', 'chat', 'watchlist', 'charts', 'calendar', 'signals'));
comment on column public.channels.type is 'What the content area shows: tutorials, chat, watchlist, charts, calendar or signals.';

alter table public.audit_log drop constraint audit_log_actor_role_check;
alter table public.audit_log add constraint audit_log_actor_role_check
  check (actor_role in ('admin', 'service_role', 'analyst'));
comment on column public.audit_log.actor_role is 'admin (an admin''s own JWT), analyst (an analyst''s signal action) or service_role.';

-- ---------------------------------------------------------------------------------------------
-- analysts
-- ---------------------------------------------------------------------------------------------
create table public.analysts (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
comment on table public.analysts is 'Members who publish VIP signals. Granted and revoked by admins (admin_set_analyst), audited.';
revoke all on table public.analysts from anon, authenticated;
grant select on table public.analysts to authenticated;
alter table public.analysts enable row level security;
create policy "Analysts see their own row, admins every row"
  on public.analysts for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));
create trigger audit_admin_write after insert or update or delete on public.analysts
  for each row execute function private.audit_admin_write('user_id', 'user_id');

create function private.is_analyst()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.analysts a where a.user_id = (select auth.uid())) or (select private.is_admin());
$$;
comment on function private.is_analyst() is 'True when the caller is an analyst or an admin (both publish signals).';
revoke execute on function private.is_analyst() from public, anon, authenticated;
grant execute on function private.is_analyst() to authenticated, service_role;

-- Raises 42501 unless the caller may publish: the service role, or an analyst/admin at aal2.
create function private.assert_analyst()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if (select auth.role()) = 'service_role' then
    return;
  end if;
  if not private.is_analyst() then
    raise exception 'Only analysts can publish signals.' using errcode = '42501';
  end if;
  if not (select private.is_aal2()) then
    raise exception 'Signal changes need two-factor verification (aal2).'
      using errcode = '42501', hint = 'Verify with your authenticator app, then try again.';
  end if;
end;
$$;
comment on function private.assert_analyst() is 'Raises 42501 unless the caller is the service role or an analyst/admin with an aal2 session.';
revoke execute on function private.assert_analyst() from public, anon, authenticated;

create function public.admin_set_analyst(member_id uuid, analyst boolean)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.assert_admin();
  perform private.assert_member(member_id);
  if analyst is null then
    raise exception 'analyst must be true or false.' using errcode = '22023';
  end if;
  perform private.set_audit_context(case when analyst then 'member.grant_analyst' else 'member.revoke_analyst' end);
  if analyst then
    insert into public.analysts (user_id) values (member_id) on conflict (user_id) do nothing;
  else
    delete from public.analysts a where a.user_id = member_id;
  end if;
  perform private.set_audit_context(null);
  return analyst;
end;
$$;
comment on function public.admin_set_analyst(uuid, boolean) is 'Admins (aal2): make a member an analyst (true: they publish VIP signals) or revoke it (false). Audited.';
revoke execute on function public.admin_set_analyst(uuid, boolean) from public, anon;
grant execute on function public.admin_set_analyst(uuid, boolean) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- signals and their events
-- ---------------------------------------------------------------------------------------------
create table public.signals (
  id bigint generated always as identity primary key,
  analyst_id uuid references auth.users (id) on delete set null,
  analyst_name text not null,
  symbol text not null references public.market_symbols (symbol) on delete cascade,
  side text not null check (side in ('long', 'short')),
  entry_type text not null check (entry_type in ('market', 'limit')),
  entry_low numeric(12, 2) check (entry_low > 0),
  entry_high numeric(12, 2) check (entry_high >= entry_low),
  stop numeric(12, 2) not null check (stop > 0),
  targets numeric(12, 2)[] not null check (cardinality(targets) between 1 and 3 and array_position(targets, null) is null),
  expires_at timestamptz not null,
  rationale text not null check (char_length(rationale) between 1 and 5000),
  simulated boolean not null default false,
  published_at timestamptz not null default now(),
  -- the outcome: written by the grading only
  status text not null default 'pending'
    check (status in ('pending', 'active', 'won', 'stopped', 'closed', 'expired', 'invalidated')),
  current_stop numeric(12, 2) not null,
  fill_price numeric(12, 2),
  filled_at timestamptz,
  targets_hit integer not null default 0 check (targets_hit between 0 and 3),
  realized_r numeric not null default 0,
  realized_pct numeric not null default 0,
  result_r numeric(10, 3),
  result_pct numeric(10, 3),
  closed_at timestamptz,
  check ((entry_type = 'market') = (entry_low is null and entry_high is null)),
  check ((status in ('pending', 'active')) = (closed_at is null))
);
comment on table public.signals is 'VIP signals. Terms fixed at publication (publish_signal); outcome graded by the database from recorded prices (private.grade_bar, run by record_ticks). Premium members, analysts and admins read all; everyone else only those closed more than 7 days ago.';
comment on column public.signals.analyst_name is 'The analyst''s display name at publication (shown on the public record).';
comment on column public.signals.entry_type is 'market: filled at publication at the last recorded price; limit: filled when a bar reaches the zone entry_low..entry_high.';
comment on column public.signals.stop is 'The stop as published (the risk R is measured against); current_stop moves only by a stop_moved event.';
comment on column public.signals.targets is 'One to three targets, nearest first; each takes an equal share of the position.';
comment on column public.signals.simulated is 'Published into the simulated market''s history by the seed (labelled as simulated).';
comment on column public.signals.status is 'pending (entry not reached), active (filled), then won (every target), stopped, closed (early, at market), expired or invalidated (stop reached before the entry).';
comment on column public.signals.realized_r is 'R already taken by the targets hit (an open signal''s partial result).';
comment on column public.signals.result_r is 'The result in R once closed; null when the signal never filled.';
comment on column public.signals.result_pct is 'The result in percent of the fill once closed; null when the signal never filled.';
create index signals_open_idx on public.signals (symbol) where status in ('pending', 'active');
create index signals_symbol_idx on public.signals (symbol);
create index signals_analyst_id_idx on public.signals (analyst_id);
create index signals_published_at_idx on public.signals (published_at desc, id desc);
create index signals_closed_at_idx on public.signals (closed_at) where closed_at is not null;

create table public.signal_events (
  id bigint generated always as identity primary key,
  signal_id bigint not null references public.signals (id) on delete cascade,
  at timestamptz not null,
  kind text not null check (kind in ('published', 'triggered', 'target_1', 'target_2', 'target_3', 'stopped',
    'stop_moved', 'closed', 'expired', 'invalidated', 'note')),
  price numeric(12, 2),
  r numeric(10, 3),
  note text check (char_length(note) <= 2000),
  actor_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
comment on table public.signal_events is 'A signal''s history, appended and never edited: publication, the market''s grading (actor null) and the analyst''s actions (stop to break-even, close at market, notes).';
comment on column public.signal_events.at is 'When it happened: the bar or tick time for the market''s events.';
comment on column public.signal_events.price is 'The price it happened at (the fill, the exit, the new stop).';
comment on column public.signal_events.r is 'The R this event took (a target''s share, the rest at the stop or close).';
comment on column public.signal_events.actor_id is 'The analyst or admin who acted; null for the market.';
create index signal_events_signal_id_idx on public.signal_events (signal_id, at, id);
create index signal_events_actor_id_idx on public.signal_events (actor_id);

create table public.signal_alert_opt_outs (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
comment on table public.signal_alert_opt_outs is 'Members who turned off VIP signal notifications (a row: off). Their own row only.';

-- Grants: read only; every write goes through the functions below.
revoke all on table public.signals, public.signal_events, public.signal_alert_opt_outs from anon, authenticated;
grant select on table public.signals, public.signal_events to anon, authenticated;
grant select, delete on table public.signal_alert_opt_outs to authenticated;
grant insert (user_id) on table public.signal_alert_opt_outs to authenticated;

alter table public.signals enable row level security;
alter table public.signal_events enable row level security;
alter table public.signal_alert_opt_outs enable row level security;

create policy "Visitors read signals closed more than 7 days ago"
  on public.signals for select to anon
  using (closed_at < now() - interval '7 days');
create policy "Premium members, analysts and admins read every signal; others those closed over 7 days ago"
  on public.signals for select to authenticated
  using (
    closed_at < now() - interval '7 days'
    or (select private.is_premium()) or (select private.is_analyst())
  );
create policy "A signal's events are read with the signal"
  on public.signal_events for select to anon, authenticated
  using (exists (select 1 from public.signals s where s.id = signal_events.signal_id));

create policy "Members read their own opt-out"
  on public.signal_alert_opt_outs for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Members opt out for themselves"
  on public.signal_alert_opt_outs for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "Members opt back in"
  on public.signal_alert_opt_outs for delete to authenticated
  using (user_id = (select auth.uid()));

-- Terms are immutable, whoever asks (the functions below included); events are never edited.
create function private.refuse_signal_terms_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'A published signal''s terms cannot be changed: add an event instead.' using errcode = '42501';
end;
$$;
comment on function private.refuse_signal_terms_change() is 'Refuses any change to a signal''s published terms.';
revoke execute on function private.refuse_signal_terms_change() from public, anon, authenticated;
create trigger refuse_signal_terms_change before update on public.signals
  for each row
  when (old.symbol is distinct from new.symbol or old.side is distinct from new.side
    or old.entry_type is distinct from new.entry_type or old.entry_low is distinct from new.entry_low
    or old.entry_high is distinct from new.entry_high or old.stop is distinct from new.stop
    or old.targets is distinct from new.targets or old.expires_at is distinct from new.expires_at
    or old.rationale is distinct from new.rationale or old.published_at is distinct from new.published_at
    or old.analyst_id is distinct from new.analyst_id or old.analyst_name is distinct from new.analyst_name
    or old.simulated is distinct from new.simulated)
  execute function private.refuse_signal_terms_change();

create function private.refuse_signal_event_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'A signal''s history cannot be changed: its events are kept as written.' using errcode = '42501';
end;
$$;
comment on function private.refuse_signal_event_change() is 'Refuses UPDATE of a signal event, whoever asks.';
revoke execute on function private.refuse_signal_event_change() from public, anon, authenticated;
create trigger refuse_signal_event_change before update on public.signal_events
  for each row execute function private.refuse_signal_event_change();

-- ---------------------------------------------------------------------------------------------
-- publishing
-- ---------------------------------------------------------------------------------------------
create function private.bad_signal(message text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception '%', message using errcode = '22023';
end;
$$;
revoke execute on function private.bad_signal(text) from public, anon, authenticated;

-- The checks and the insert, shared by publish_signal and the seeded history (which passes the
-- publication time and the fill of a market entry: the close of the bar it was published on).
create function private.insert_signal(
  p_analyst_id uuid, p_analyst_name text, p_symbol text, p_side text, p_entry_type text,
  p_entry_low numeric, p_entry_high numeric, p_stop numeric, p_targets numeric[], p_expires_at timestamptz,
  p_rationale text, p_published_at timestamptz, p_market_price numeric, p_simulated boolean)
returns public.signals
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_dir integer := case p_side when 'long' then 1 when 'short' then -1 end;
  v_near numeric;
  v_far numeric;
  v_signal public.signals;
begin
  if v_dir is null then
    perform private.bad_signal('side must be long or short.');
  end if;
  if not exists (select 1 from public.market_symbols s where s.symbol = p_symbol) then
    perform private.bad_signal(format('Unknown symbol %s.', p_symbol));
  end if;
  if p_entry_type = 'market' then
    if p_entry_low is not null or p_entry_high is not null then
      perform private.bad_signal('A market entry has no zone.');
    end if;
    if p_market_price is null then
      perform private.bad_signal(format('%s has no recorded price to fill a market entry.', p_symbol));
    end if;
    v_near := p_market_price;
    v_far := p_market_price;
  elsif p_entry_type = 'limit' then
    if p_entry_low is null or p_entry_high is null or p_entry_low <= 0 or p_entry_high < p_entry_low then
      perform private.bad_signal('A limit entry needs a zone: entry_low <= entry_high, both above 0.');
    end if;
    v_near := case when v_dir = 1 then p_entry_low else p_entry_high end;
    v_far := case when v_dir = 1 then p_entry_high else p_entry_low end;
  else
    perform private.bad_signal('entry_type must be market or limit.');
  end if;
  if p_stop is null or p_stop <= 0 or (p_stop - v_near) * v_dir >= 0 then
    perform private.bad_signal(format('The stop must be %s the entry.', case when v_dir = 1 then 'below' else 'above' end));
  end if;
  if p_targets is null or cardinality(p_targets) not between 1 and 3 or array_position(p_targets, null) is not null then
    perform private.bad_signal('A signal has one to three targets.');
  end if;
  if (p_targets[1] - v_far) * v_dir <= 0 then
    perform private.bad_signal(format('Targets must be %s the entry.', case when v_dir = 1 then 'above' else 'below' end));
  end if;
  for i in 2 .. cardinality(p_targets) loop
    if (p_targets[i] - p_targets[i - 1]) * v_dir <= 0 then
      perform private.bad_signal('Targets go from the nearest to the farthest.');
    end if;
  end loop;
  if p_expires_at is null or p_expires_at <= p_published_at or p_expires_at > p_published_at + interval '90 days' then
    perform private.bad_signal('The expiry must be after publication and within 90 days.');
  end if;
  if p_rationale is null or char_length(btrim(p_rationale)) = 0 or char_length(p_rationale) > 5000 then
    perform private.bad_signal('The rationale is 1 to 5000 characters.');
  end if;

  insert into public.signals (analyst_id, analyst_name, symbol, side, entry_type, entry_low, entry_high, stop,
    targets, expires_at, rationale, simulated, published_at, status, current_stop, fill_price, filled_at)
  values (p_analyst_id, p_analyst_name, p_symbol, p_side, p_entry_type, round(p_entry_low, 2), round(p_entry_high, 2),
    round(p_stop, 2), (select array_agg(round(t, 2) order by o) from unnest(p_targets) with ordinality as u(t, o)),
    p_expires_at, p_rationale, p_simulated, p_published_at,
    case when p_entry_type = 'market' then 'active' else 'pending' end, round(p_stop, 2),
    case when p_entry_type = 'market' then round(p_market_price, 2) end,
    case when p_entry_type = 'market' then p_published_at end)
  returning * into v_signal;
  insert into public.signal_events (signal_id, at, kind, price, actor_id)
  values (v_signal.id, p_published_at, 'published', v_signal.fill_price, p_analyst_id);
  if p_entry_type = 'market' then
    insert into public.signal_events (signal_id, at, kind, price)
    values (v_signal.id, p_published_at, 'triggered', v_signal.fill_price);
  end if;
  return v_signal;
end;
$$;
comment on function private.insert_signal(uuid, text, text, text, text, numeric, numeric, numeric, numeric[], timestamptz, text, timestamptz, numeric, boolean) is 'Checks a signal''s terms (400 on bad ones) and inserts it with its published (and, for a market entry, triggered) events.';
revoke execute on function private.insert_signal(uuid, text, text, text, text, numeric, numeric, numeric, numeric[], timestamptz, text, timestamptz, numeric, boolean) from public, anon, authenticated;

create function public.publish_signal(
  symbol text, side text, entry_type text, stop numeric, targets numeric[], expires_at timestamptz,
  rationale text, entry_low numeric default null, entry_high numeric default null)
returns public.signals
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
begin
  perform private.assert_analyst();
  return private.insert_signal(v_uid,
    coalesce((select nullif(p.display_name, '') from public.profiles p where p.id = v_uid), 'Tradecraft analyst'),
    publish_signal.symbol, publish_signal.side, publish_signal.entry_type, publish_signal.entry_low,
    publish_signal.entry_high, publish_signal.stop, publish_signal.targets, publish_signal.expires_at,
    publish_signal.rationale, now(), private.last_price(publish_signal.symbol), false);
end;
$$;
comment on function public.publish_signal(text, text, text, numeric, numeric[], timestamptz, text, numeric, numeric) is 'Analysts and admins (aal2): publish a VIP signal. A market entry fills now at the last recorded price; a limit entry waits for the zone. Its terms never change afterwards.';
revoke execute on function public.publish_signal(text, text, text, numeric, numeric[], timestamptz, text, numeric, numeric) from public, anon;
grant execute on function public.publish_signal(text, text, text, numeric, numeric[], timestamptz, text, numeric, numeric) to authenticated, service_role;

-- The signal an analyst acts on: theirs (or any, for an admin / the service role), locked.
create function private.signal_for_action(signal_id bigint)
returns public.signals
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_signal public.signals;
begin
  perform private.assert_analyst();
  select * into v_signal from public.signals s where s.id = signal_for_action.signal_id for update;
  if v_signal.id is null then
    raise exception 'No such signal.' using errcode = 'P0002';
  end if;
  if (select auth.role()) is distinct from 'service_role' and not (select private.is_admin())
     and v_signal.analyst_id is distinct from (select auth.uid()) then
    raise exception 'Only the analyst who published a signal (or an admin) can act on it.' using errcode = '42501';
  end if;
  return v_signal;
end;
$$;
revoke execute on function private.signal_for_action(bigint) from public, anon, authenticated;

create function public.signal_move_stop_to_break_even(signal_id bigint)
returns public.signals
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_signal public.signals := private.signal_for_action(signal_id);
begin
  if v_signal.status <> 'active' then
    perform private.bad_signal('Only an active signal''s stop can move to break-even.');
  end if;
  if v_signal.current_stop = v_signal.fill_price then
    perform private.bad_signal('The stop is already at break-even.');
  end if;
  update public.signals s set current_stop = s.fill_price where s.id = v_signal.id returning * into v_signal;
  insert into public.signal_events (signal_id, at, kind, price, actor_id)
  values (v_signal.id, now(), 'stop_moved', v_signal.fill_price, (select auth.uid()));
  return v_signal;
end;
$$;
comment on function public.signal_move_stop_to_break_even(bigint) is 'The signal''s analyst or an admin (aal2): move an active signal''s stop to its fill (break-even). Appended as a stop_moved event.';

create function public.close_signal(signal_id bigint)
returns public.signals
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_signal public.signals := private.signal_for_action(signal_id);
  v_price numeric := private.last_price(v_signal.symbol);
  v_dir integer := case v_signal.side when 'long' then 1 else -1 end;
  v_share numeric;
  v_r numeric;
begin
  if v_signal.status not in ('pending', 'active') then
    perform private.bad_signal('This signal is already closed.');
  end if;
  if v_signal.status = 'pending' then
    update public.signals s set status = 'closed', closed_at = now() where s.id = v_signal.id returning * into v_signal;
    insert into public.signal_events (signal_id, at, kind, note, actor_id)
    values (v_signal.id, now(), 'closed', 'Cancelled before the entry filled: no result.', (select auth.uid()));
    return v_signal;
  end if;
  v_share := (cardinality(v_signal.targets) - v_signal.targets_hit)::numeric / cardinality(v_signal.targets);
  v_r := v_share * (v_price - v_signal.fill_price) * v_dir / abs(v_signal.fill_price - v_signal.stop);
  update public.signals s set status = 'closed', closed_at = now(),
    realized_r = s.realized_r + v_r,
    realized_pct = s.realized_pct + v_share * (v_price - s.fill_price) * v_dir / s.fill_price * 100,
    result_r = round(s.realized_r + v_r, 3),
    result_pct = round(s.realized_pct + v_share * (v_price - s.fill_price) * v_dir / s.fill_price * 100, 3)
  where s.id = v_signal.id returning * into v_signal;
  insert into public.signal_events (signal_id, at, kind, price, r, actor_id)
  values (v_signal.id, now(), 'closed', v_price, round(v_r, 3), (select auth.uid()));
  return v_signal;
end;
$$;
comment on function public.close_signal(bigint) is 'The signal''s analyst or an admin (aal2): close early at market (the last recorded price); a pending signal is cancelled without a result. Appended as a closed event.';

create function public.add_signal_note(signal_id bigint, note text)
returns public.signal_events
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_signal public.signals := private.signal_for_action(signal_id);
  v_event public.signal_events;
begin
  if note is null or char_length(btrim(note)) = 0 or char_length(note) > 2000 then
    perform private.bad_signal('A note is 1 to 2000 characters.');
  end if;
  insert into public.signal_events (signal_id, at, kind, note, actor_id)
  values (v_signal.id, now(), 'note', add_signal_note.note, (select auth.uid()))
  returning * into v_event;
  return v_event;
end;
$$;
comment on function public.add_signal_note(bigint, text) is 'The signal''s analyst or an admin (aal2): add a note (markdown) to a signal''s history.';

revoke execute on function public.signal_move_stop_to_break_even(bigint), public.close_signal(bigint),
  public.add_signal_note(bigint, text) from public, anon;
grant execute on function public.signal_move_stop_to_break_even(bigint), public.close_signal(bigint),
  public.add_signal_note(bigint, text) to authenticated, service_role;

-- Analysts' and admins' events go to the audit log (the market's own events are in the history).
create function private.audit_signal_events()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_role text := (select auth.role());
  v_uid uuid := (select auth.uid());
begin
  if v_role is null or v_role not in ('authenticated', 'service_role') then
    return null; -- the seed's simulated history
  end if;
  if not exists (select 1 from new_events e where e.kind in ('published', 'stop_moved', 'closed', 'note')) then
    return null;
  end if;
  insert into public.audit_log (actor_id, actor_email, actor_role, action, target_table, target_id, after)
  select v_uid, (select u.email from auth.users u where u.id = v_uid),
    case when v_role = 'service_role' then 'service_role'
         when exists (select 1 from public.admins a where a.user_id = v_uid) then 'admin' else 'analyst' end,
    'signal.' || case e.kind when 'published' then 'publish' when 'stop_moved' then 'move_stop' when 'closed' then 'close' else e.kind end,
    'signals', e.signal_id::text,
    to_jsonb(e) || jsonb_build_object('signal', (select to_jsonb(s) from public.signals s where s.id = e.signal_id))
  from new_events e
  where e.kind in ('published', 'stop_moved', 'closed', 'note') and (e.actor_id is not null or v_role = 'service_role')
    and not (e.kind = 'closed' and e.actor_id is null);
  return null;
end;
$$;
comment on function private.audit_signal_events() is 'Records each publication, stop move, early close and note by an analyst, admin or the service role in the audit log.';
revoke execute on function private.audit_signal_events() from public, anon, authenticated;
create trigger audit_signal_events after insert on public.signal_events
  referencing new table as new_events
  for each statement execute function private.audit_signal_events();

-- ---------------------------------------------------------------------------------------------
-- grading
-- ---------------------------------------------------------------------------------------------
create function private.grade_bar(p_symbol text, p_at timestamptz, p_open numeric, p_high numeric, p_low numeric)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_changed integer := 0;
  v_n integer;
begin
  -- 2. Expiry: pending ones without a result, active ones closed at the open.
  with expired as (
    update public.signals s set
      status = 'expired', closed_at = p_at,
      realized_r = s.realized_r + x.r, realized_pct = s.realized_pct + x.pct,
      result_r = case when s.status = 'active' then round(s.realized_r + x.r, 3) end,
      result_pct = case when s.status = 'active' then round(s.realized_pct + x.pct, 3) end
    from (
      select o.id, o.status,
        coalesce((cardinality(o.targets) - o.targets_hit)::numeric / cardinality(o.targets)
          * (p_open - o.fill_price) * case o.side when 'long' then 1 else -1 end / abs(o.fill_price - o.stop), 0) as r,
        coalesce((cardinality(o.targets) - o.targets_hit)::numeric / cardinality(o.targets)
          * (p_open - o.fill_price) * case o.side when 'long' then 1 else -1 end / o.fill_price * 100, 0) as pct
      from public.signals o
      where o.symbol = p_symbol and o.status in ('pending', 'active') and o.published_at < p_at and o.expires_at <= p_at
    ) x
    where s.id = x.id
    returning s.id, x.status as was, x.r
  )
  insert into public.signal_events (signal_id, at, kind, price, r)
  select e.id, p_at, 'expired', case when e.was = 'active' then p_open end, case when e.was = 'active' then round(e.r, 3) end
  from expired e;
  get diagnostics v_n = row_count;
  v_changed := v_changed + v_n;

  -- 3. Pending limit entries: invalidated by a bar opening at or beyond the stop, else filled.
  with reached as (
    select o.id,
      (p_open - o.stop) * case o.side when 'long' then 1 else -1 end <= 0 as invalid,
      case o.side when 'long' then least(p_open, o.entry_high) else greatest(p_open, o.entry_low) end as fill
    from public.signals o
    where o.symbol = p_symbol and o.status = 'pending' and o.published_at < p_at
      and ((o.side = 'long' and p_low <= o.entry_high) or (o.side = 'short' and p_high >= o.entry_low))
  ), moved as (
    update public.signals s set
      status = case when r.invalid then 'invalidated' else 'active' end,
      closed_at = case when r.invalid then p_at end,
      fill_price = case when r.invalid then null else r.fill end,
      filled_at = case when r.invalid then null else p_at end
    from reached r
    where s.id = r.id
    returning s.id, r.invalid, r.fill
  )
  insert into public.signal_events (signal_id, at, kind, price)
  select m.id, p_at, case when m.invalid then 'invalidated' else 'triggered' end, case when m.invalid then p_open else m.fill end
  from moved m;
  get diagnostics v_n = row_count;
  v_changed := v_changed + v_n;

  -- 4. Active signals whose stop the bar touches (the filling bar included; the stop wins a tie).
  with stopped as (
    update public.signals s set
      status = 'stopped', closed_at = p_at,
      realized_r = s.realized_r + x.r, realized_pct = s.realized_pct + x.pct,
      result_r = round(s.realized_r + x.r, 3), result_pct = round(s.realized_pct + x.pct, 3)
    from (
      select o.id, x1.exit,
        (cardinality(o.targets) - o.targets_hit)::numeric / cardinality(o.targets)
          * (x1.exit - o.fill_price) * case o.side when 'long' then 1 else -1 end / abs(o.fill_price - o.stop) as r,
        (cardinality(o.targets) - o.targets_hit)::numeric / cardinality(o.targets)
          * (x1.exit - o.fill_price) * case o.side when 'long' then 1 else -1 end / o.fill_price * 100 as pct
      from public.signals o
      cross join lateral (
        select case o.side when 'long' then least(p_open, o.current_stop) else greatest(p_open, o.current_stop) end as exit
      ) x1
      where o.symbol = p_symbol and o.status = 'active' and o.published_at < p_at
        and ((o.side = 'long' and p_low <= o.current_stop) or (o.side = 'short' and p_high >= o.current_stop))
    ) x
    where s.id = x.id
    returning s.id, x.exit, x.r
  )
  insert into public.signal_events (signal_id, at, kind, price, r)
  select st.id, p_at, 'stopped', st.exit, round(st.r, 3) from stopped st;
  get diagnostics v_n = row_count;
  v_changed := v_changed + v_n;

  -- 5. Targets reached by a bar after the filling one: an equal share exits at each.
  with hits as (
    select o.id, h.i, h.exit, cardinality(o.targets) as n,
      (h.exit - o.fill_price) * case o.side when 'long' then 1 else -1 end / abs(o.fill_price - o.stop) / cardinality(o.targets) as r,
      (h.exit - o.fill_price) * case o.side when 'long' then 1 else -1 end / o.fill_price * 100 / cardinality(o.targets) as pct
    from public.signals o
    cross join lateral (
      select g.i, case o.side when 'long' then greatest(p_open, o.targets[g.i]) else least(p_open, o.targets[g.i]) end as exit
      from generate_series(o.targets_hit + 1, cardinality(o.targets)) as g(i)
      where (o.side = 'long' and p_high >= o.targets[g.i]) or (o.side = 'short' and p_low <= o.targets[g.i])
    ) h
    where o.symbol = p_symbol and o.status = 'active' and o.filled_at < p_at
  ), per_signal as (
    select h.id, max(h.i) as hit, max(h.n) as n, sum(h.r) as r, sum(h.pct) as pct from hits h group by h.id
  ), updated as (
    update public.signals s set
      targets_hit = p.hit,
      realized_r = s.realized_r + p.r, realized_pct = s.realized_pct + p.pct,
      status = case when p.hit = p.n then 'won' else s.status end,
      closed_at = case when p.hit = p.n then p_at end,
      result_r = case when p.hit = p.n then round(s.realized_r + p.r, 3) end,
      result_pct = case when p.hit = p.n then round(s.realized_pct + p.pct, 3) end
    from per_signal p
    where s.id = p.id
    returning s.id
  )
  insert into public.signal_events (signal_id, at, kind, price, r)
  select h.id, p_at, 'target_' || h.i, h.exit, round(h.r, 3)
  from hits h join updated u on u.id = h.id;
  get diagnostics v_n = row_count;
  v_changed := v_changed + v_n;
  return v_changed;
end;
$$;
comment on function private.grade_bar(text, timestamptz, numeric, numeric, numeric) is 'Moves every open signal of a symbol through one price bar (a tick: open = high = low), set-based: expiry, entry or invalidation, stop (wins a tie), targets (a later bar than the fill). Returns the number of events written.';
revoke execute on function private.grade_bar(text, timestamptz, numeric, numeric, numeric) from public, anon, authenticated;

-- What a round needs to know to skip the signals it cannot move: for each symbol with open signals,
-- the highest level a falling price would reach first (a long's entry zone top or stop, a short's
-- next target), the lowest a rising price would (a long's next target, a short's entry zone bottom or
-- stop) and the nearest expiry. Kept by statement triggers on signals (publication, grading, the
-- analyst's events), so a tick round reads a few rows instead of every open signal.
create table private.signal_watch (
  symbol text primary key,
  down numeric,
  up numeric,
  next_expiry timestamptz
);
comment on table private.signal_watch is 'Per symbol with open signals: the nearest levels below (down) and above (up) and the nearest expiry; a tick that reaches none of them cannot move a signal.';
revoke all on table private.signal_watch from public, anon, authenticated;

create function private.watch_signals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.signal_watch w where w.symbol in (select c.symbol from changed c);
  insert into private.signal_watch (symbol, down, up, next_expiry)
  select o.symbol,
    max(case
      when o.status = 'pending' and o.side = 'long' then o.entry_high
      when o.status = 'active' and o.side = 'long' then o.current_stop
      when o.status = 'active' and o.side = 'short' then o.targets[o.targets_hit + 1] end),
    min(case
      when o.status = 'pending' and o.side = 'short' then o.entry_low
      when o.status = 'active' and o.side = 'short' then o.current_stop
      when o.status = 'active' and o.side = 'long' then o.targets[o.targets_hit + 1] end),
    min(o.expires_at)
  from public.signals o
  where o.symbol in (select c.symbol from changed c) and o.status in ('pending', 'active')
  group by o.symbol;
  return null;
end;
$$;
comment on function private.watch_signals() is 'Recomputes private.signal_watch for the symbols of the signals a statement inserted or updated.';
revoke execute on function private.watch_signals() from public, anon, authenticated;
create trigger watch_inserted_signals after insert on public.signals
  referencing new table as changed
  for each statement execute function private.watch_signals();
create trigger watch_updated_signals after update on public.signals
  referencing new table as changed
  for each statement execute function private.watch_signals();

-- record_ticks, as in 20261126100000_live_market.sql, plus the grading of each applied tick that can
-- move an open signal of its symbol (private.signal_watch says which).
create or replace function public.record_ticks(ticks jsonb, simulated boolean default true)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  t record;
  v_count integer := 0;
  v_watch jsonb;
  v_levels jsonb;
  v_hot text[] := '{}';
begin
  if jsonb_typeof(ticks) is distinct from 'array' then
    raise exception 'ticks must be a JSON array of {symbol, price, volume, at}' using errcode = '22023';
  end if;
  -- Each symbol's nearest levels (private.signal_watch), read once: a tick grades its symbol only
  -- when it reaches one of them or an expiry, and then every later tick of that symbol in the round.
  select coalesce(jsonb_object_agg(w.symbol, jsonb_build_array(w.down, w.up, w.next_expiry)), '{}') into v_watch
  from private.signal_watch w;
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
      v_levels := v_watch -> t.symbol;
      if v_levels is not null and (t.symbol = any (v_hot) or t.price <= (v_levels ->> 0)::numeric
          or t.price >= (v_levels ->> 1)::numeric or t.at >= (v_levels ->> 2)::timestamptz) then
        v_hot := v_hot || t.symbol;
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

-- ---------------------------------------------------------------------------------------------
-- notifications
-- ---------------------------------------------------------------------------------------------
alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check
  check (kind in ('reply', 'mention', 'market_alert', 'breaking_news', 'session_soon', 'price_alert', 'signal'));
comment on column public.notifications.kind is 'reply, mention, market_alert, breaking_news, session_soon, price_alert (a member''s own price alert fired) or signal (a VIP signal published, triggered, hit a target or its stop).';

create function private.notify_signal_events()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from new_events e where e.kind in ('published', 'triggered', 'target_1', 'target_2', 'target_3', 'stopped')) then
    return null;
  end if;
  insert into public.notifications (user_id, kind, title, body, link, channel_id, premium_only)
  select pr.id, 'signal',
    left(s.symbol || ' ' || s.side || ': ' || case e.kind
      when 'published' then 'new VIP signal'
      when 'triggered' then 'entry triggered at ' || e.price
      when 'target_1' then 'target 1 hit at ' || e.price
      when 'target_2' then 'target 2 hit at ' || e.price
      when 'target_3' then 'target 3 hit at ' || e.price
      when 'stopped' then 'stopped out at ' || e.price end, 300),
    left(case when e.kind = 'published' then 'By ' || s.analyst_name || '. Stop ' || s.stop || ', targets '
      || array_to_string(s.targets, ', ') || '.' else 'Result so far: ' || round(s.realized_r, 2) || ' R.' end, 300),
    '/dashboard/vip-signals?signal=' || s.id,
    (select c.id from public.channels c where c.id = 'vip-signals'), true
  from new_events e
  join public.signals s on s.id = e.signal_id
  cross join public.profiles pr
  where e.kind in ('published', 'triggered', 'target_1', 'target_2', 'target_3', 'stopped')
    and not s.simulated
    and not exists (select 1 from public.signal_alert_opt_outs o where o.user_id = pr.id)
    and (exists (select 1 from public.admins ad where ad.user_id = pr.id) or private.member_is_premium(pr.id));
  return null;
end;
$$;
comment on function private.notify_signal_events() is 'Notifies premium members and admins (premium_only rows) of a signal''s publication, trigger, targets and stop, unless they opted out; simulated signals notify nobody.';
revoke execute on function private.notify_signal_events() from public, anon, authenticated;
create trigger notify_signal_events after insert on public.signal_events
  referencing new table as new_events
  for each statement execute function private.notify_signal_events();

-- ---------------------------------------------------------------------------------------------
-- track record (security_invoker: the caller's rights on signals apply)
-- ---------------------------------------------------------------------------------------------
-- Closed signals with a result, in the order they closed, with the equity curve in R. window 'all'
-- is every result the caller may read; 'delayed' only those closed more than 7 days ago (the public
-- summary on /pricing and /preview).
create view public.signal_equity_curve
with (security_invoker = true) as
with results as (
  select s.id as signal_id, s.symbol, s.side, s.analyst_id, s.analyst_name, s.status, s.closed_at,
    s.result_r, s.result_pct, s.simulated, w.window_name
  from public.signals s
  cross join (values ('all'), ('delayed')) as w(window_name)
  where s.result_r is not null
    and (w.window_name = 'all' or s.closed_at < now() - interval '7 days')
)
select r.window_name as "window", r.signal_id, r.symbol, r.side, r.analyst_id, r.analyst_name, r.status,
  r.closed_at, r.result_r, r.result_pct, r.simulated,
  sum(r.result_r) over (partition by r.window_name order by r.closed_at, r.signal_id) as equity_r
from results r;
comment on view public.signal_equity_curve is 'Every closed signal with a result the caller may read, in closing order, with the cumulative R (window all), and the same for signals closed more than 7 days ago (window delayed).';

create view public.signal_track_record
with (security_invoker = true) as
with results as (
  select c."window", d.dimension, d.key, c.signal_id, c.closed_at, c.result_r, c.result_pct, c.simulated
  from public.signal_equity_curve c
  cross join lateral (values
    ('all', 'all'),
    ('month', to_char(c.closed_at at time zone 'UTC', 'YYYY-MM')),
    ('analyst', c.analyst_name),
    ('symbol', c.symbol)
  ) as d(dimension, key)
), curve as (
  select r.*,
    sum(r.result_r) over w as equity
  from results r
  window w as (partition by r."window", r.dimension, r.key order by r.closed_at, r.signal_id)
), drawdown as (
  select c.*, greatest(0, max(c.equity) over w) - c.equity as dd
  from curve c
  window w as (partition by c."window", c.dimension, c.key order by c.closed_at, c.signal_id)
)
select d."window", d.dimension, d.key,
  count(*)::integer as signals,
  count(*) filter (where d.result_r > 0)::integer as wins,
  count(*) filter (where d.result_r < 0)::integer as losses,
  round(count(*) filter (where d.result_r > 0)::numeric / count(*) * 100, 1) as win_rate,
  round(avg(d.result_r), 3) as average_r,
  round(coalesce(avg(d.result_r) filter (where d.result_r > 0), 0) * count(*) filter (where d.result_r > 0) / count(*)
    + coalesce(avg(d.result_r) filter (where d.result_r < 0), 0) * count(*) filter (where d.result_r < 0) / count(*), 3) as expectancy_r,
  round(sum(d.result_r) filter (where d.result_r > 0) / nullif(-sum(d.result_r) filter (where d.result_r < 0), 0), 2) as profit_factor,
  round(sum(d.result_r), 3) as total_r,
  round(max(d.dd), 3) as max_drawdown_r,
  round(avg(d.result_pct), 3) as average_percent,
  bool_or(d.simulated) as includes_simulated,
  min(d.closed_at) as first_closed_at,
  max(d.closed_at) as last_closed_at
from drawdown d
group by d."window", d.dimension, d.key;
comment on view public.signal_track_record is 'Track record of the closed signals the caller may read: win rate, average R, expectancy (R), profit factor, total R, max drawdown (R, peak to trough of the equity curve from 0), average percent; overall (dimension all), by month (UTC), analyst and symbol; window all or delayed (closed more than 7 days ago).';

revoke all on table public.signal_equity_curve, public.signal_track_record from anon, authenticated;
grant select on table public.signal_equity_curve, public.signal_track_record to anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- realtime
-- ---------------------------------------------------------------------------------------------
alter publication supabase_realtime add table public.signals, public.signal_events;
