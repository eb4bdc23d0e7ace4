-- Certificate checks are rate limited: each caller (a signed-in user, else the client address the API
-- gateway puts first in X-Forwarded-For) may call verify_certificate 10 times a minute; the 11th is
-- refused with 429 and Retry-After (a PostgREST error raised with SQLSTATE 'PGRST'). Codes carry 128
-- random bits already; the limit keeps anyone from even trying at speed. The function now records
-- each check, so it becomes volatile (supabase-js calls it with POST, as it does by default).

create table private.certificate_checks (
  caller text not null,
  checked_at timestamptz not null default now()
);
comment on table private.certificate_checks is 'One row per verify_certificate call in the last minute, per caller; older rows are deleted by the next call.';
create index certificate_checks_caller_checked_at_idx on private.certificate_checks (caller, checked_at);
create index certificate_checks_checked_at_idx on private.certificate_checks (checked_at);
alter table private.certificate_checks enable row level security;
revoke all on table private.certificate_checks from public, anon, authenticated;

create or replace function public.verify_certificate(code text)
returns table (certificate_code text, holder_name text, issued_at timestamptz, valid boolean)
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
    select v_code, c.holder_name, c.issued_at, c.id is not null
    from (select 1) as one
    left join public.certificates c on c.code = v_code;
end;
$$;
