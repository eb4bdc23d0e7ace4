-- Security review, finding 3: certificates.
-- * revoke_certificate / reinstate_certificate checked "admin or service role" with their own
--   expression and wrote nothing to the audit log. They now ask private.assert_admin() (as every
--   admin_* function does) and name their action for the audit trigger: certificate.revoke (with the
--   reason) and certificate.reinstate. An audit trigger on certificates records revocations,
--   reinstatements and deletions by an admin or the service role.
-- * A certificate's code comes only from the column default (TC- and 32 hex digits of a random UUID):
--   issue_certificate no longer writes it, and no API role may write the column (the service role
--   keeps INSERT and UPDATE on every other column; anon and authenticated write none).

create or replace function private.issue_certificate(p_user uuid)
returns public.issued_certificate
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_holder text;
  v_certificate public.issued_certificate;
begin
  select coalesce(nullif(pr.display_name, ''), 'Tradecraft Learner') into v_holder
  from public.profiles pr where pr.id = p_user;
  -- The code is the column default's: nobody, this function included, chooses it.
  insert into public.certificates as c (user_id, holder_name)
  values (p_user, coalesce(v_holder, 'Tradecraft Learner'))
  on conflict (user_id) do nothing
  returning c.code, c.holder_name, c.issued_at
  into v_certificate;
  if v_certificate.code is null then
    return null;
  end if;
  insert into public.user_badges (user_id, badge_id) values (p_user, 'course-graduate')
  on conflict do nothing;
  return v_certificate;
end;
$$;
comment on function private.issue_certificate(uuid) is 'Issues a learner''s certificate (once; its code from the column default) and the course-graduate badge. Called only by submit_final_exam on a passed exam.';

revoke insert, update on table public.certificates from anon, authenticated, service_role;
grant insert (id, user_id, holder_name, issued_at, credential, revoked_at, revocation_reason),
  update (user_id, holder_name, issued_at, credential, revoked_at, revocation_reason)
  on table public.certificates to service_role;
comment on column public.certificates.code is 'Unguessable code (TC- and 32 hex digits from gen_random_uuid: 122 random bits) printed on the certificate. Always the column default: no API role may write it.';

create or replace function public.revoke_certificate(code text, reason text default null)
returns public.certificates
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_code text := upper(btrim(revoke_certificate.code));
  v_reason text := nullif(btrim(revoke_certificate.reason), '');
  v_row public.certificates;
begin
  perform private.assert_admin();
  if v_code is null or v_code = '' then
    raise exception 'code is required.' using errcode = '22023';
  end if;
  if char_length(v_reason) > 500 then
    raise exception 'A revocation reason can be at most 500 characters; this one has %.', char_length(v_reason)
      using errcode = '22023';
  end if;
  perform private.set_audit_context('certificate.revoke', v_reason);
  update public.certificates c
  set revoked_at = coalesce(c.revoked_at, now()), revocation_reason = coalesce(v_reason, c.revocation_reason)
  where c.code = v_code
  returning c.* into v_row;
  perform private.set_audit_context(null);
  if v_row.id is null then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'certificate_not_found', 'message', format('No certificate has the code %s.', v_code),
        'details', null, 'hint', null)::text,
      detail = json_build_object('status', 404, 'headers', json_build_object())::text;
  end if;
  return v_row;
end;
$$;
comment on function public.revoke_certificate(text, text) is
  'Admins (and the service role) only: marks a certificate revoked (the first revocation time is kept; a new reason replaces the old); audited as certificate.revoke. Unknown code: 404 certificate_not_found.';

create or replace function public.reinstate_certificate(code text)
returns public.certificates
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_code text := upper(btrim(reinstate_certificate.code));
  v_row public.certificates;
begin
  perform private.assert_admin();
  perform private.set_audit_context('certificate.reinstate');
  update public.certificates c
  set revoked_at = null, revocation_reason = null
  where c.code = v_code
  returning c.* into v_row;
  perform private.set_audit_context(null);
  if v_row.id is null then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'certificate_not_found', 'message', format('No certificate has the code %s.', v_code),
        'details', null, 'hint', null)::text,
      detail = json_build_object('status', 404, 'headers', json_build_object())::text;
  end if;
  return v_row;
end;
$$;
comment on function public.reinstate_certificate(text) is 'Admins (and the service role) only: undoes a revocation; audited as certificate.reinstate. Unknown code: 404 certificate_not_found.';

-- Revocations, reinstatements and deletions by an admin or the service role (the credential the
-- issuer function stores is not an admin action, and certificates are issued by the database).
create trigger audit_admin_write after update of revoked_at, revocation_reason or delete on public.certificates
  for each row execute function private.audit_admin_write('id', 'user_id');
