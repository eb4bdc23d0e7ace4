-- A certificate worth showing (issue 18, the credential). Each certificate carries a signed, portable
-- credential: an Open Badges 3.0 / W3C Verifiable Credential as a VC-JWT, signed by the
-- certificate-credential Edge Function with the issuer's Ed25519 key (a secret the database never
-- sees) and stored here once, so every later copy is byte for byte the same. The public key is
-- published by the issuer function (JWKS); anyone can check the signature without asking us.
-- Admins revoke a certificate (revoke_certificate / reinstate_certificate); the row stays, so the
-- public page and the credential's status list (1EdTechRevocationList, served by the issuer
-- function) say "revoked" rather than "unknown". verify_certificate, still rate limited to 10 checks
-- a minute per caller, now also answers the revocation and the stored credential.

alter table public.certificates
  add column credential text,
  add column revoked_at timestamptz,
  add column revocation_reason text;
comment on column public.certificates.credential is 'The signed Open Badges 3.0 credential (VC-JWT, EdDSA) for this certificate; written once by the certificate-credential Edge Function (service role), null until then.';
comment on column public.certificates.revoked_at is 'When an admin revoked the certificate (revoke_certificate); null while it stands.';
comment on column public.certificates.revocation_reason is 'Why it was revoked, shown on the public page and in the revocation list.';

-- Codes are the one secret a certificate URL carries: 32 hex digits from gen_random_uuid() (122
-- random bits; at least 80 are required), never anything shorter or sequential.
alter table public.certificates
  alter column code set default 'TC-' || upper(replace(gen_random_uuid()::text, '-', '')),
  add constraint certificates_code_unguessable check (code ~ '^TC-[0-9A-F]{32}$'),
  add constraint certificates_credential_shape check (credential is null or credential ~ '^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$'),
  add constraint certificates_revocation_reason_length check (char_length(revocation_reason) <= 500),
  add constraint certificates_reason_only_when_revoked check (revoked_at is not null or revocation_reason is null);
comment on column public.certificates.code is 'Unguessable code (TC- and 32 hex digits from gen_random_uuid: 122 random bits) printed on the certificate.';

-- Revocations are few; the issuer's revocation list reads them by this index.
create index certificates_revoked_at_idx on public.certificates (revoked_at) where revoked_at is not null;

-- ---------------------------------------------------------------------------------------------
-- revoke / reinstate (admins)
-- ---------------------------------------------------------------------------------------------
create function public.revoke_certificate(code text, reason text default null)
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
  if not ((select private.is_admin()) or (select auth.jwt() ->> 'role') = 'service_role') then
    raise exception 'Only admins can revoke certificates.' using errcode = '42501';
  end if;
  if v_code is null or v_code = '' then
    raise exception 'code is required.' using errcode = '22023';
  end if;
  if char_length(v_reason) > 500 then
    raise exception 'A revocation reason can be at most 500 characters; this one has %.', char_length(v_reason)
      using errcode = '22023';
  end if;
  update public.certificates c
  set revoked_at = coalesce(c.revoked_at, now()), revocation_reason = coalesce(v_reason, c.revocation_reason)
  where c.code = v_code
  returning c.* into v_row;
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
  'Admins (and the service role) only: marks a certificate revoked (the first revocation time is kept; a new reason replaces the old). Unknown code: 404 certificate_not_found.';

create function public.reinstate_certificate(code text)
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
  if not ((select private.is_admin()) or (select auth.jwt() ->> 'role') = 'service_role') then
    raise exception 'Only admins can reinstate certificates.' using errcode = '42501';
  end if;
  update public.certificates c
  set revoked_at = null, revocation_reason = null
  where c.code = v_code
  returning c.* into v_row;
  if v_row.id is null then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'certificate_not_found', 'message', format('No certificate has the code %s.', v_code),
        'details', null, 'hint', null)::text,
      detail = json_build_object('status', 404, 'headers', json_build_object())::text;
  end if;
  return v_row;
end;
$$;
comment on function public.reinstate_certificate(text) is 'Admins (and the service role) only: undoes a revocation. Unknown code: 404 certificate_not_found.';

revoke execute on function public.revoke_certificate(text, text), public.reinstate_certificate(text) from public, anon, authenticated, service_role;
grant execute on function public.revoke_certificate(text, text), public.reinstate_certificate(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- verify_certificate: the same rate-limited public check, now with the revocation and the credential
-- ---------------------------------------------------------------------------------------------
drop function public.verify_certificate(text);
create function public.verify_certificate(code text)
returns table (
  certificate_code text, holder_name text, issued_at timestamptz, valid boolean,
  revoked_at timestamptz, revocation_reason text, credential text
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_code text := upper(btrim(verify_certificate.code));
  v_caller text := coalesce(
    'user:' || (select auth.uid())::text,
    'ip:' || nullif(btrim(split_part(nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ',', 1)), ''),
    'unknown');
  v_recent integer;
begin
  delete from private.certificate_checks where checked_at < now() - interval '1 minute';
  select count(*) into v_recent from private.certificate_checks c where c.caller = v_caller;
  if v_recent >= 10 then
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'certificate_check_rate_limited',
        'message', 'Too many certificate checks: at most 10 a minute. Try again in a minute.',
        'details', null, 'hint', null)::text,
      detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', '60'))::text;
  end if;
  insert into private.certificate_checks (caller) values (v_caller);

  if v_code is null or v_code = '' then
    raise exception 'code is required.' using errcode = '22023';
  end if;
  return query
    select v_code, c.holder_name, c.issued_at, c.id is not null and c.revoked_at is null,
      c.revoked_at, c.revocation_reason, c.credential
    from (select 1) as one
    left join public.certificates c on c.code = v_code;
end;
$$;
comment on function public.verify_certificate(text) is
  'Public check of a certificate code (10 a minute per caller): one row with the normalised code, the holder''s name, the issue date, valid (exists and not revoked), the revocation and the signed credential (VC-JWT; null until signed); unknown code: valid = false with nulls.';
revoke execute on function public.verify_certificate(text) from public, anon, authenticated, service_role;
grant execute on function public.verify_certificate(text) to anon, authenticated, service_role;
