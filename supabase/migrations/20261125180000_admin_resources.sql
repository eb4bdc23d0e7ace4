-- The admin console's Content section: module resources (issue 19). The table (20261124120000) and
-- the resources bucket's storage.objects policies (20261123132000) already let admins write, and
-- 20261125140000_admin_mfa.sql rewrote both sets of write policies to private.is_admin_aal2(); the
-- audit trigger is on module_resources since 20261125120300; the title is bounded to 1-120 characters
-- and the path to a .pdf key by the table's checks. What a plain write cannot do in one step:
--
-- * admin_move_resource: swap a resource with its neighbour in the module (unique (module_id,
--   position) refuses the two single-row updates a client would make), audited as
--   module_resource.move. Calls private.assert_admin(): an admin at aal2 (or the service role) only.

create function public.admin_move_resource(resource_id bigint, direction text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.module_resources;
  v_other public.module_resources;
  v_spare integer;
begin
  perform private.assert_admin();
  if direction is null or direction not in ('up', 'down') then
    raise exception 'direction must be up or down.' using errcode = '22023';
  end if;
  select * into v_row from public.module_resources r where r.id = admin_move_resource.resource_id for update;
  if not found then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'resource_not_found', 'message', format('Resource %s does not exist.', resource_id))::text,
      detail = json_build_object('status', 404)::text;
  end if;
  select * into v_other
  from public.module_resources r
  where r.module_id = v_row.module_id
    and case when direction = 'up' then r.position < v_row.position else r.position > v_row.position end
  order by case when direction = 'up' then -r.position else r.position end
  limit 1
  for update;
  if not found then
    return; -- already first (or last)
  end if;
  perform private.set_audit_context('module_resource.move');
  select max(r.position) + 1 into v_spare from public.module_resources r where r.module_id = v_row.module_id;
  update public.module_resources set position = v_spare where id = v_other.id;
  update public.module_resources set position = v_other.position where id = v_row.id;
  update public.module_resources set position = v_row.position where id = v_other.id;
  perform private.set_audit_context(null);
end;
$$;
comment on function public.admin_move_resource(bigint, text) is
  'Admins (aal2): moves a module resource one place up or down, swapping positions with its neighbour. Audited as module_resource.move.';

revoke execute on function public.admin_move_resource(bigint, text) from public, anon, authenticated, service_role;
grant execute on function public.admin_move_resource(bigint, text) to authenticated, service_role;
