-- One premium rule, again: the notifications migration (written beside the review that made
-- private.premium_members the single source) added private.member_is_premium(uuid) with the rule
-- written out a second time and pointed is_premium() at it. Both now ask premium_source, the one
-- member's row of private.premium_members.
create or replace function private.member_is_premium(user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.premium_source(member_is_premium.user_id) is not null;
$$;
comment on function private.member_is_premium(uuid) is 'Whether a given member is premium: private.premium_source (the one premium rule, private.premium_members) says paid or complimentary.';

create or replace function private.is_premium()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.premium_source((select auth.uid())) is not null;
$$;
comment on function private.is_premium() is 'True when the caller is premium by private.premium_source: a Stripe subscription that counts, or a complimentary premium plan granted by an admin.';
