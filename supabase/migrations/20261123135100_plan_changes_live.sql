-- Plan changes reach an open dashboard: subscriptions join the supabase_realtime publication, so a
-- member's app hears when an admin (or billing, through the service role) changes their plan and
-- unlocks or locks the premium channels without a reload. Realtime applies the table's row-level
-- security to every change, so a member hears only of their own subscription row.

alter publication supabase_realtime add table public.subscriptions;
