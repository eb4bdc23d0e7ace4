-- Paid plan changes reach an open app: billing_subscriptions joins the supabase_realtime publication,
-- so when stripe-webhook stores a new state (checkout paid, cancelled, renewal failed, ended) the
-- member's app reads billing_status() again and unlocks or locks premium without a reload. Realtime
-- applies the table's row-level security, so a member hears only of their own subscriptions.

alter publication supabase_realtime add table public.billing_subscriptions;
