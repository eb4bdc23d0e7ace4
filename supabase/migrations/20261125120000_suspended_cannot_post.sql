-- Security review, finding 1: a suspended member could still react. The messages table refuses a
-- suspended member's posts, replies and edits through restrictive policies (20261124150000), but the
-- posting rule itself, private.can_post_channel, did not know about suspensions, and reactions
-- (private.can_react) and channel_overview.can_post follow that rule. The rule now refuses a suspended
-- caller, so every write that follows it (messages, replies, reactions) and what the SPA is told
-- (can_post) agree. The restrictive policies stay as a second lock.

create or replace function private.can_post_channel(channel_id text, kind text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select auth.uid()) is not null
    and not (select private.is_suspended())
    and (can_post_channel.kind = 'chat' or (select private.is_admin()))
    and exists (
      select 1 from public.channels c
      where c.id = can_post_channel.channel_id
        and (c.access = 'free' or (select private.is_premium()) or (select private.is_admin()))
    );
$$;
comment on function private.can_post_channel(text, text) is 'Whether the caller may post (and react) with a message of this kind: never while suspended; chat in free channels for everyone signed in, in freemium and premium channels for premium members; alerts and bot messages for admins only.';

-- Same lock on reactions, written out where the policy is, as messages have it.
create policy "Suspended members cannot react"
  on public.message_reactions as restrictive for insert to authenticated
  with check (not (select private.is_suspended()));
