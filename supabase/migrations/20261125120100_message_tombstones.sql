-- Security review, finding 2: deleted messages (tombstones).
-- * Deleting a tombstone again went through: the row was removed for real and its replies (other
--   members' messages) went with it by the parent_id cascade. Now a second delete by anyone but an
--   admin or the service role is a no-op: the tombstone and its replies stay unchanged. Admins still
--   remove a whole thread. Cascades (a channel or a user removed) still delete for real.
-- * channel_messages showed a deleted message's author (id, name, initials, premium flag) to every
--   reader. A tombstone now shows no author, except to admins (moderation).

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
    update public.messages set deleted_at = now(), body = '' where id = old.id;
    delete from public.pinned_messages where message_id = old.id;
    return null;
  end if;
  return old;
end;
$$;
comment on function private.delete_message() is 'Deleting a message with replies leaves a tombstone (deleted_at, empty body) so its thread stays; otherwise the row goes. Deleting a tombstone again is a no-op unless an admin (or the service role) does it.';

create or replace view public.channel_messages
with (security_invoker = true) as
select
  m.id,
  m.channel_id,
  case when m.deleted_at is null or (select private.is_admin()) then m.author_id end as author_id,
  m.body,
  m.kind,
  m.created_at,
  m.edited_at,
  case when m.deleted_at is null or (select private.is_admin()) then a.display_name end as author_name,
  case when m.deleted_at is null or (select private.is_admin()) then a.initials end as author_initials,
  case when m.deleted_at is null or (select private.is_admin()) then a.is_premium end as author_is_premium,
  m.parent_id,
  m.deleted_at,
  (select count(*) from public.messages r where r.parent_id = m.id) as reply_count,
  (select max(r.created_at) from public.messages r where r.parent_id = m.id) as last_reply_at,
  private.message_reactions_summary(m.id) as reactions,
  private.message_mention_cards(m.body) as mentions,
  pm.pinned_at
from public.messages m
cross join lateral private.author_card(m.author_id) a
left join public.pinned_messages pm on pm.message_id = m.id;
comment on view public.channel_messages is 'Messages the caller may read, with author card (none for a deleted message, except for admins), thread (reply_count, last_reply_at), reactions, mentioned names and pin time.';
