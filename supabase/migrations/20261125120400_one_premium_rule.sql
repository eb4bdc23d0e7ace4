-- Security review, finding 6: one premium rule. "Is this member premium" was written out in several
-- places and they disagreed: private.is_premium() (channel access, storage) and private.member_plan()
-- counted a paying Stripe subscriber and a complimentary plan alike, but the VIP flag
-- (private.author_card: channel_messages, member_cards, search_members) and the premium channels'
-- member count (private.count_channel_members) looked at complimentary plans only, and
-- private.member_can_read_channel (mentions) repeated the rule in its own words.
-- The view private.premium_members is now the one place the rule lives: private.premium_source(member)
-- reads one member's row of it for every per-member question (is_premium, member_plan, the VIP flag,
-- mentions), and the premium member count counts it.

-- The rule, as a set: who is premium and why ('paid' wins over 'complimentary'). A view, so the
-- planner inlines it: asked about one member it reads that member's rows by index; counted over all
-- members it is scanned once.
create view private.premium_members as
select distinct on (x.user_id) x.user_id, x.source
from (
  select b.user_id, 'paid'::text as source, 1 as rank
  from public.billing_subscriptions b
  where b.status in ('active', 'trialing')
     or (b.status = 'past_due' and now() < coalesce(b.current_period_start, b.current_period_end) + private.billing_grace_period())
  union all
  select s.user_id, 'complimentary'::text, 2
  from public.subscriptions s
  where s.type = 'premium'
) x
order by x.user_id, x.rank;
comment on view private.premium_members is 'The one premium rule: members with a Stripe subscription that is active, trialing, or past_due within the grace period (paid), or a complimentary premium plan granted by an admin (complimentary).';
revoke all on table private.premium_members from public, anon, authenticated;

-- PL/pgSQL rather than SQL: its query plan is kept for the session, so asking per row (a page of
-- messages, the members list) does not plan the view again on every call.
create function private.premium_source(member_id uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return (select m.source from private.premium_members m where m.user_id = premium_source.member_id);
end;
$$;
comment on function private.premium_source(uuid) is 'paid, complimentary or null (not premium): one member''s row of private.premium_members, the one premium rule.';
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
         or exists (select 1 from private.premium_members m where m.user_id = p.id)
    )
    else (select count(*) from public.profiles)
  end;
$$;
comment on function private.count_channel_members(text) is 'How many users can read a channel of this access level (premium: private.premium_members, and admins).';

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
