-- Security review, finding 5: helpers in schema private are not API endpoints (PostgREST serves
-- public only), but several were executable by anon and authenticated although nothing those roles
-- run needs them. EXECUTE stays only where a role's own query calls the function: a row-level
-- security policy written for that role, or a security-invoker view or function granted to it.
-- Security-definer functions call the helpers as their owner and need no grant.
--
--   anon and authenticated: can_post_channel, can_read_channel, count_channel_members
--     (public.channel_overview, readable by visitors and members)
--   authenticated only: is_admin, is_premium, is_suspended, readable_channel_ids, can_react,
--     message_channel (policies for authenticated); author_card, message_reactions_summary,
--     message_mention_cards (public.channel_messages, public.search_messages); billing_grace_period
--     (public.billing_status)
--   nobody but the service role: acting_as_admin, assert_admin, assert_member, admin_member_row,
--     member_plan, premium_monthly_price_cents, premium_source (called by security-definer functions)
--
-- tests/db/function-grants.test.ts holds the list of every function in public and private that anon
-- or authenticated may execute; a function exposed by accident fails it.

revoke execute on function private.acting_as_admin(), private.assert_admin(), private.assert_member(uuid),
  private.admin_member_row(uuid), private.member_plan(uuid), private.premium_monthly_price_cents(),
  private.premium_source(uuid)
  from public, anon, authenticated;
grant execute on function private.acting_as_admin(), private.assert_admin(), private.assert_member(uuid),
  private.admin_member_row(uuid), private.member_plan(uuid), private.premium_monthly_price_cents(),
  private.premium_source(uuid)
  to service_role;

revoke execute on function private.is_admin(), private.is_premium(), private.is_suspended(),
  private.readable_channel_ids(), private.can_react(bigint), private.message_channel(bigint),
  private.author_card(uuid), private.billing_grace_period()
  from public, anon;
