-- The admin console's Community section (issue 19): admins keep the channels, the live sessions and the
-- market alerts through the tables' own write policies (insert/update/delete to authenticated with
-- private.is_admin_aal2(), set by 20261125140000_admin_mfa.sql), each write recorded by the
-- audit_admin_write triggers of 20261124150000_admin_console.sql. This migration adds what the console's
-- forms need the database to decide as well:
--
-- * channels: a name of 1 to 40 characters, a description of at most 300; the table joins the
--   supabase_realtime publication, so an open dashboard's channel list follows an admin's change.
-- * live_sessions: a join URL is https or absent; a host name of at most 100 characters, a description
--   of at most 1000, a duration of at most 12 hours.
-- * market_alerts: `premium_only` — such an alert is read only by premium members and admins (the
--   select policy is replaced); a detail of at most 2000 characters.

alter table public.channels
  add constraint channels_name_length check (char_length(btrim(name)) between 1 and 40),
  add constraint channels_description_length check (char_length(description) <= 300);

alter table public.live_sessions
  add constraint live_sessions_join_url_https check (join_url is null or join_url ~ '^https://[^[:space:]]+$'),
  add constraint live_sessions_host_name_length check (char_length(host_name) <= 100),
  add constraint live_sessions_description_length check (char_length(description) <= 1000),
  add constraint live_sessions_duration_max check (duration_minutes <= 720);
comment on column public.live_sessions.join_url is 'Where members join the session: an https URL, or null until it is known.';

alter table public.market_alerts
  add column premium_only boolean not null default false,
  add constraint market_alerts_detail_length check (char_length(detail) <= 2000);
comment on column public.market_alerts.premium_only is 'True: only premium members (and admins) read the alert, whatever the channel''s access.';

drop policy "Members can read alerts of channels open to them" on public.market_alerts;
create policy "Members can read alerts of channels open to them"
  on public.market_alerts for select to authenticated
  using (
    channel_id = any ((select private.readable_channel_ids())::text[])
    and (not premium_only or (select private.is_premium()) or (select private.is_admin()))
  );

alter publication supabase_realtime add table public.channels;
