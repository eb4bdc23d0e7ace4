-- A premium-only alert (market_alerts.premium_only, added by the admin console's Community section)
-- notifies premium members and admins only, wherever it is posted: the notification trigger, written
-- beside that column, knew only premium channels.
create or replace function private.notify_alerts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.notifications (user_id, kind, title, body, link, channel_id, alert_id, premium_only, created_at)
  select pr.id,
    case when a.channel_id = 'breaking-news' then 'breaking_news' else 'market_alert' end,
    left(case when a.symbol is null then a.headline else a.symbol || ': ' || a.headline end, 300),
    private.notification_text(a.detail),
    '/dashboard/' || a.channel_id,
    a.channel_id, a.id, c.access = 'premium' or a.premium_only, least(a.created_at, now())
  from new_rows a
  join public.channels c on c.id = a.channel_id
  cross join public.profiles pr
  where pr.id is distinct from a.created_by
    and ((c.access <> 'premium' and not a.premium_only)
      or exists (select 1 from public.admins ad where ad.user_id = pr.id)
      or private.member_is_premium(pr.id));
  return null;
end;
$$;
comment on function private.notify_alerts() is 'Notifies every member who may read the alert (premium channels and premium-only alerts: premium members and admins), except its author.';
