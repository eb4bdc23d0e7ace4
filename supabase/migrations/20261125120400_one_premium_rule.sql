-- Security review, finding 6: one premium rule. "Is this member premium" was written out in several
-- places and they disagreed: private.is_premium() (channel access, storage) and private.member_plan()
-- counted a paying Stripe subscriber and a complimentary plan alike, but the VIP flag
-- (private.author_card: channel_messages, member_cards, search_members) and the premium channels'
-- member count (private.count_channel_members) looked at complimentary plans only, and
-- private.member_can_read_channel (mentions) repeated the rule in its own words.
-- private.premium_source(member) is now the one place the rule lives; every other function asks it.

create function private.premium_source(member_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when premium_source.member_id is null then null
    when exists (
      select 1 from public.billing_subscriptions b
      where b.user_id = premium_source.member_id
        and (b.status in ('active', 'trialing')
             or (b.status = 'past_due' and now() < coalesce(b.current_period_start, b.current_period_end) + private.billing_grace_period()))
    ) then 'paid'
    when exists (select 1 from public.subscriptions s where s.user_id = premium_source.member_id and s.type = 'premium') then 'complimentary'
  end;
$$;
comment on function private.premium_source(uuid) is 'The one premium rule: paid (a Stripe subscription that is active, trialing, or past_due within the grace period), complimentary (premium granted by an admin) or null (not premium).';
revoke execute on function private.premium_source(uuid) from public, anon, authenticated;

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

create or replace function private.member_plan(member_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(private.premium_source(member_plan.member_id), 'none');
$$;
comment on function private.member_plan(uuid) is 'paid, complimentary or none: the source of a member''s premium access, by private.premium_source.';

create or replace function private.author_card(author_id uuid)
returns table (display_name text, initials text, is_premium boolean)
language sql
stable
security definer
set search_path = ''
as $$
  with named as (
    select coalesce(
      case when author_card.author_id is null then 'Tradecraft Bot' end,
      nullif((select p.display_name from public.profiles p where p.id = author_card.author_id), ''),
      'Member'
    ) as display_name
  ), words as (
    select n.display_name, regexp_split_to_array(btrim(n.display_name), '\s+') as parts from named n
  )
  select
    w.display_name,
    upper(left(w.parts[1], 1) || coalesce(left(w.parts[2], 1), '')),
    private.premium_source(author_card.author_id) is not null
  from words w;
$$;
comment on function private.author_card(uuid) is 'Public face of a message author: display name, initials, premium flag (private.premium_source). Never the email.';

create or replace function private.count_channel_members(access text)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when count_channel_members.access = 'premium' then (
      select count(*) from public.profiles p
      where exists (select 1 from public.admins a where a.user_id = p.id)
         or private.premium_source(p.id) is not null
    )
    else (select count(*) from public.profiles)
  end;
$$;
comment on function private.count_channel_members(text) is 'How many users can read a channel of this access level (premium: premium members by private.premium_source, and admins).';

create or replace function private.member_can_read_channel(user_id uuid, channel_id text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.channels c
    where c.id = member_can_read_channel.channel_id
      and (
        c.access <> 'premium'
        or exists (select 1 from public.admins a where a.user_id = member_can_read_channel.user_id)
        or private.premium_source(member_can_read_channel.user_id) is not null
      )
  );
$$;
comment on function private.member_can_read_channel(uuid, text) is 'Whether a given member (not the caller) may read a channel: for mentions. Premium by private.premium_source.';
