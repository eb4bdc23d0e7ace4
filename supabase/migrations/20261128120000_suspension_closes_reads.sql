-- A suspension takes effect in the database at once, not when the member's access token expires.
-- Until now it refused sign-in and refresh (auth.users.banned_until) and every write, but the token
-- already issued (up to an hour) still read every channel, premium ones included, over REST and
-- Realtime. Now, while suspended, a member:
-- * reads nothing of the community: private.readable_channel_ids() is empty, so messages, reactions,
--   mentions, pins, hidden markers, live sessions, alerts, market symbols, quotes and chart bars,
--   search and unread counts (all of which follow it) answer nothing, and Realtime's postgres_changes
--   (checked per change under the subscriber's RLS) stop delivering them;
-- * has no premium access: private.is_premium() is false (premium-only notifications and alerts,
--   the premium resources in storage); their plan itself (private.premium_source, billing) is kept;
-- * joins no private Realtime channel and tracks no presence (restrictive realtime.messages policies);
-- * is not offered as someone to mention, and gets no new reply or mention notifications
--   (private.member_can_read_channel is false for them);
-- * still reads their own account: profile, plan and billing, progress, attempts, badges, certificate,
--   notifications, reports, mutes, their suspension and its reason, the messages they wrote and their
--   own reactions (so the account export stays whole, and they can take a reaction back), and the
--   free course, which is open to every signed-in user.
-- And suspending revokes the member's refresh tokens, so no session outlives the access token in hand.

create or replace function private.readable_channel_ids()
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(c.id), '{}')
  from public.channels c
  where (select auth.uid()) is not null
    and not (select private.is_suspended())
    and (c.access <> 'premium' or (select private.is_premium()) or (select private.is_admin()));
$$;
comment on function private.readable_channel_ids() is 'Ids of the channels the caller may read: free and freemium when signed in, premium too for premium members and admins; none while suspended.';

create or replace function private.is_premium()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.premium_source((select auth.uid())) is not null
    and not (select private.is_suspended());
$$;
comment on function private.is_premium() is 'True when the caller has premium access: private.premium_source says paid or complimentary (a Stripe subscription that counts, or a plan granted by an admin), and they are not suspended.';

create or replace function private.member_can_read_channel(user_id uuid, channel_id text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select not exists (select 1 from public.member_suspensions s where s.user_id = member_can_read_channel.user_id)
    and exists (
      select 1 from public.channels c
      where c.id = member_can_read_channel.channel_id
        and (
          c.access <> 'premium'
          or exists (select 1 from public.admins a where a.user_id = member_can_read_channel.user_id)
          or private.member_is_premium(member_can_read_channel.user_id)
        )
    );
$$;
comment on function private.member_can_read_channel(uuid, text) is 'Whether a given member (not the caller) may read a channel, for mentions and notifications: never while suspended.';

-- One's own messages and reactions stay one's own to read, whatever channel they are in.
drop policy "Members can read messages in channels open to them" on public.messages;
create policy "Members can read messages in channels open to them and their own"
  on public.messages for select to authenticated
  using (channel_id = any ((select private.readable_channel_ids())::text[]) or author_id = (select auth.uid()));

drop policy "Readers of a channel see its reactions" on public.message_reactions;
create policy "Readers of a channel see its reactions, members their own"
  on public.message_reactions for select to authenticated
  using (private.message_channel(message_id) = any ((select private.readable_channel_ids())::text[]) or user_id = (select auth.uid()));

-- Restrictive: whatever topics later policies open, a suspended member joins and tracks on none.
create policy "Suspended members receive no private channel"
  on realtime.messages as restrictive for select to authenticated
  using (not (select private.is_suspended()));
create policy "Suspended members send on no private channel"
  on realtime.messages as restrictive for insert to authenticated
  with check (not (select private.is_suspended()));

-- As before, and the member's refresh tokens are revoked: refreshing fails (user_banned while the
-- suspension lasts, the token already used after it is lifted), so their open sessions end when the
-- access token in hand expires. updated_at is left alone, so GoTrue's reuse interval does not reopen
-- a revoked token.
create or replace function public.admin_suspend_member(member_id uuid, reason text)
returns public.admin_member
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_reason text := btrim(coalesce(reason, ''));
begin
  perform private.assert_admin();
  perform private.assert_member(member_id);
  if member_id = (select auth.uid()) then
    raise exception 'You cannot suspend yourself.' using errcode = '22023';
  end if;
  if exists (select 1 from public.admins a where a.user_id = member_id) then
    raise exception 'An admin cannot be suspended; revoke their admin rights first.' using errcode = '22023';
  end if;
  if char_length(v_reason) not between 3 and 500 then
    raise exception 'Give a reason of 3 to 500 characters; the member reads it.' using errcode = '22023';
  end if;
  perform private.set_audit_context('member.suspend', v_reason);
  insert into public.member_suspensions as s (user_id, reason, suspended_by)
  values (member_id, v_reason, (select auth.uid()))
  on conflict (user_id) do update set reason = excluded.reason, suspended_by = excluded.suspended_by, suspended_at = now();
  update auth.users u set banned_until = now() + interval '876000 hours' where u.id = member_id;
  update auth.refresh_tokens t set revoked = true where t.user_id = member_id::text and t.revoked is not true;
  perform private.set_audit_context(null);
  return private.admin_member_row(member_id);
end;
$$;
comment on function public.admin_suspend_member(uuid, text) is 'Admins: suspend a member with a reason (3-500 characters). At once they read nothing of the community and nothing premium, post nothing, and their refresh tokens are revoked; they cannot sign in until the suspension is lifted.';
