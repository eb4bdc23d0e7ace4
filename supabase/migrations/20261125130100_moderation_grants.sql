-- The moderation helpers open only where a role's own query calls them (as the grants review set for
-- every private helper): message_is_hidden is read by the restrictive select policy on messages, which
-- applies to signed-in members only (visitors cannot read messages at all); is_muted is called only
-- inside private.can_post_channel, a security-definer function, so no API role needs it.
revoke execute on function private.message_is_hidden(bigint) from anon;
revoke execute on function private.is_muted(text) from anon, authenticated;
