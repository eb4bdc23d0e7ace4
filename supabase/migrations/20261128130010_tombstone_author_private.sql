-- A removed message (a tombstone: deleted_at set, body emptied, kept for its replies) no longer carries
-- its author in public.messages: channel_messages hid it, but the table itself (REST select=author_id,
-- a filter on author_id, Realtime postgres_changes) still gave it away. Deleting now moves the author
-- to private.deleted_message_authors and clears messages.author_id. Admins still see who wrote it in
-- channel_messages (moderation), and the audit log still names the member (target from the row before
-- the change when the row after it has none).
-- A tombstone has no author any more, so nobody edits it (as before: it could not be edited) and a
-- second delete by its former author finds nothing (as before: a no-op). When its author's account
-- goes, the tombstone stays, authorless, and so do the other members' replies under it.

create table private.deleted_message_authors (
  message_id bigint primary key references public.messages (id) on delete cascade,
  author_id uuid not null references auth.users (id) on delete cascade
);
comment on table private.deleted_message_authors is 'Who wrote each removed message (tombstone): kept out of public.messages, read only through private.deleted_message_author() by admins.';
create index deleted_message_authors_author_id_idx on private.deleted_message_authors (author_id);
revoke all on table private.deleted_message_authors from public, anon, authenticated;

insert into private.deleted_message_authors (message_id, author_id)
select m.id, m.author_id from public.messages m
where m.deleted_at is not null and m.author_id is not null
on conflict do nothing;
update public.messages set author_id = null where deleted_at is not null and author_id is not null;

create function private.deleted_message_author(message_id bigint)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select d.author_id from private.deleted_message_authors d
  where d.message_id = deleted_message_author.message_id and private.acting_as_admin();
$$;
comment on function private.deleted_message_author(bigint) is 'Who wrote a removed message: for admins (and the service role) only, null for everyone else.';
revoke execute on function private.deleted_message_author(bigint) from public;
grant execute on function private.deleted_message_author(bigint) to authenticated, service_role;

create or replace function private.delete_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Cascades (a channel or a user removed) delete for real.
  if pg_trigger_depth() > 1 then
    return old;
  end if;
  if old.deleted_at is not null then
    -- Already removed: only an admin (or the service role) takes the thread away.
    if private.acting_as_admin() then
      return old;
    end if;
    return null;
  end if;
  if exists (select 1 from public.messages r where r.parent_id = old.id) then
    if old.author_id is not null then
      insert into private.deleted_message_authors (message_id, author_id) values (old.id, old.author_id)
      on conflict (message_id) do nothing;
    end if;
    update public.messages set deleted_at = now(), body = '', author_id = null where id = old.id;
    delete from public.pinned_messages where message_id = old.id;
    return null;
  end if;
  return old;
end;
$$;
comment on function private.delete_message() is 'Deleting a message with replies leaves a tombstone (deleted_at, empty body, no author: it moves to private.deleted_message_authors) so its thread stays; otherwise the row goes. Deleting a tombstone again is a no-op unless an admin (or the service role) does it.';

create or replace view public.channel_messages
with (security_invoker = true) as
select
  m.id,
  m.channel_id,
  au.author_id,
  m.body,
  m.kind,
  m.created_at,
  m.edited_at,
  case when m.deleted_at is null or au.author_id is not null then a.display_name end as author_name,
  case when m.deleted_at is null or au.author_id is not null then a.initials end as author_initials,
  case when m.deleted_at is null or au.author_id is not null then a.is_premium end as author_is_premium,
  m.parent_id,
  m.deleted_at,
  (select count(*) from public.messages r where r.parent_id = m.id) as reply_count,
  (select max(r.created_at) from public.messages r where r.parent_id = m.id) as last_reply_at,
  private.message_reactions_summary(m.id) as reactions,
  private.message_mention_cards(m.body) as mentions,
  pm.pinned_at,
  (select h.hidden_at from public.hidden_messages h where h.message_id = m.id) as hidden_at,
  exists (select 1 from public.message_reports mr where mr.message_id = m.id and mr.reporter_id = (select auth.uid())) as reported_by_me
from public.messages m
cross join lateral (
  select case when m.deleted_at is null then m.author_id else private.deleted_message_author(m.id) end as author_id
) au
cross join lateral private.author_card(au.author_id) a
left join public.pinned_messages pm on pm.message_id = m.id;
comment on view public.channel_messages is 'Messages the caller may read, with author card (none for a deleted message, except for admins), thread (reply_count, last_reply_at), reactions, mentioned names, pin time, when an admin hid it (its author and admins still read it) and whether the caller reported it.';

create or replace function private.audit_admin_write()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_role text := (select auth.role());
  v_uid uuid := (select auth.uid());
  v_before jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  v_after jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  v_row jsonb := coalesce(v_after, v_before);
  -- The member the row belongs to, after the write or else before it (a removed message loses its author).
  v_target uuid := case when tg_nargs > 1 and tg_argv[1] <> '' then coalesce(v_after ->> tg_argv[1], v_before ->> tg_argv[1])::uuid end;
  v_actor_role text;
begin
  if v_role = 'service_role' then
    v_actor_role := 'service_role';
  elsif v_role = 'authenticated' and exists (select 1 from public.admins a where a.user_id = v_uid) then
    v_actor_role := 'admin';
  else
    return null; -- not an admin write (a member's own row, a trigger at sign-up, the seed)
  end if;
  if tg_nargs > 2 and tg_argv[2] = 'others' and v_target is not distinct from v_uid then
    return null;
  end if;
  if tg_op = 'UPDATE' and v_before = v_after then
    return null;
  end if;
  insert into public.audit_log (actor_id, actor_email, actor_role, action, target_table, target_id,
                                target_user_id, target_email, reason, before, after)
  values (
    v_uid,
    (select u.email from auth.users u where u.id = v_uid),
    v_actor_role,
    coalesce(nullif(current_setting('tradecraft.audit_action', true), ''), tg_table_name || '.' || lower(tg_op)),
    tg_table_name,
    v_row ->> tg_argv[0],
    v_target,
    (select u.email from auth.users u where u.id = v_target),
    nullif(current_setting('tradecraft.audit_reason', true), ''),
    v_before,
    v_after
  );
  return null;
end;
$$;
comment on function private.audit_admin_write() is 'Records an admin''s (or the service role''s) write to the audit log. Trigger arguments: key column, member column (read after the write, or before it when the write cleared it), and ''others'' to skip the actor''s own rows.';
