-- channel_messages as both reviews left it: no author card on a deleted message except for admins
-- (20261125120100) and, for moderation, when an admin hid it and whether the reader reported it
-- (20261125130000, which was written beside the first and redefined the view without its rule).
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
  pm.pinned_at,
  (select h.hidden_at from public.hidden_messages h where h.message_id = m.id) as hidden_at,
  exists (select 1 from public.message_reports mr where mr.message_id = m.id and mr.reporter_id = (select auth.uid())) as reported_by_me
from public.messages m
cross join lateral private.author_card(m.author_id) a
left join public.pinned_messages pm on pm.message_id = m.id;
comment on view public.channel_messages is 'Messages the caller may read, with author card (none for a deleted message, except for admins), thread (reply_count, last_reply_at), reactions, mentioned names, pin time, when an admin hid it (its author and admins still read it) and whether the caller reported it.';
