-- The moderation queue and the list of mutes in force are reads, like the console's other read
-- functions (20261125140000_admin_mfa.sql): an admin who has not verified a second factor yet may look
-- at them; every moderation action still needs an aal2 session (private.assert_admin).
alter function public.admin_moderation_queue() set tradecraft.admin_access = 'read';
alter function public.admin_active_mutes() set tradecraft.admin_access = 'read';
