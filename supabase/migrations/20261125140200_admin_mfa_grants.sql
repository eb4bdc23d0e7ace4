-- The aal2 helpers open only where a role's own query calls them, like every private helper (the
-- grants review): signed-in members' policies read private.is_admin_aal2() (admin branches of write
-- policies) and private.is_aal2() (the alert-post policy, and the revocation trigger, which runs as
-- the caller); visitors have no write policy that reaches them. A trigger function needs no EXECUTE
-- grant to fire.
revoke execute on function private.is_aal2(), private.is_admin_aal2() from anon;
revoke execute on function private.refuse_aal1_revocation() from public, anon, authenticated;
