-- Change capture for the embedded Realtime, without logical replication (PGlite has none): an AFTER
-- ROW trigger on each table of the supabase_realtime publication queues the change and NOTIFYs; the
-- stack drains the queue in id order. Stack-private schema, never part of supabase/migrations.
create schema if not exists _realtime;
revoke all on schema _realtime from public;

create table if not exists _realtime.changes (
  id bigserial primary key,
  schema_name text not null,
  table_name text not null,
  type text not null,
  record jsonb,
  old_record jsonb,
  committed_at timestamptz not null default now()
);
revoke all on _realtime.changes from public;

-- security definer: the writer may be anon or authenticated, who have no rights on the queue.
create or replace function _realtime.capture_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into _realtime.changes (schema_name, table_name, type, record, old_record)
  values (tg_table_schema, tg_table_name, tg_op,
    case when tg_op <> 'DELETE' then to_jsonb(new) end,
    case when tg_op <> 'INSERT' then to_jsonb(old) end);
  perform pg_notify('_realtime_changes', '');
  return null;
end
$$;
revoke all on function _realtime.capture_change() from public;

-- Realtime's apply_rls, for a batch of (row, subscriber) checks on one table: check i becomes
-- roles[i] with claims[i] and runs `stmt` (a SELECT of a row by primary key, $1 = key values as
-- text[]) with keys->i (a JSON array of the key values as text). Like apply_rls, the statement is
-- prepared once per call, so each check reuses its plan; one call serves every change of a drained
-- batch on that table (an alert's 200 notifications are one round trip, not 200).
-- With `guarded`, a check that raises (say, a policy calling a failing function) counts as "not
-- visible" instead of failing them all; the caller uses it only after an unguarded run failed, as a
-- subtransaction per check is costly with hundreds of subscribers. Not security definer: SET ROLE
-- needs the superuser session that calls it. Settings are local to the caller's transaction.
drop function if exists _realtime.visible_to(text, text[], text[], text[]);
drop function if exists _realtime.visible_to(text, text[], text[], text[], boolean);
create or replace function _realtime.visible_to(stmt text, keys jsonb, roles text[], claims text[], guarded boolean)
returns boolean[]
language plpgsql
as $$
declare
  result boolean[] := '{}';
  seen boolean;
  run text;
begin
  -- Prepared statements outlive a failed transaction; one left behind by an error is replaced.
  if exists (select 1 from pg_prepared_statements where name = '_realtime_rls_stmt') then
    deallocate _realtime_rls_stmt;
  end if;
  execute format('prepare _realtime_rls_stmt(text[]) as %s', stmt);
  for i in 1 .. coalesce(array_length(roles, 1), 0) loop
    run := format('execute _realtime_rls_stmt(%L)', array(select jsonb_array_elements_text(keys -> (i - 1))));
    if guarded then
      begin
        perform set_config('role', roles[i], true), set_config('request.jwt.claims', claims[i], true),
          set_config('request.jwt.claim.sub', coalesce(claims[i]::jsonb ->> 'sub', ''), true);
        execute run into seen;
      exception when others then
        seen := false;
      end;
    else
      perform set_config('role', roles[i], true), set_config('request.jwt.claims', claims[i], true),
        set_config('request.jwt.claim.sub', coalesce(claims[i]::jsonb ->> 'sub', ''), true);
      execute run into seen;
    end if;
    result := result || coalesce(seen, false);
  end loop;
  perform set_config('role', 'none', true);
  deallocate _realtime_rls_stmt;
  return result;
end
$$;
revoke all on function _realtime.visible_to(text, jsonb, text[], text[], boolean) from public;
