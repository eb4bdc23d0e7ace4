// Certificate credentials: the certificate as a signed Open Badges 3.0 credential, the
// issuer's published key, revocation by admins and unguessable codes — by persona, through supabase-js
// and the Edge Functions, and checked with the same verifier the public page runs in the browser.
import { exportJWK, generateKeyPair, SignJWT, decodeJwt, type JSONWebKeySet } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { issuerIdFor, verifyCredential } from '../../src/features/credential/lib/verify-credential.ts';
import { issueCertificateDirectly, type IssuedCertificate } from '../support/certificates.ts';
import { anonClient, signUpUser } from '../support/clients.ts';
import { createPersonas, ok, refused, type Personas } from './personas.ts';
import type { SupabaseClient } from '@supabase/supabase-js';

interface Revocable {
  revoked_at: string | null;
}

let p: Personas;
let mine: IssuedCertificate;
let others: IssuedCertificate;
let jwks: JSONWebKeySet;
const issuer = () => issuerIdFor(inject('apiUrl'));

async function credentialOf(db: SupabaseClient) {
  return db.functions.invoke<{ code: string; credential: string }>('certificate-credential', { method: 'POST' });
}

async function statusOf(res: { error: unknown; response?: Response }) {
  return (res.response ?? (res.error as { context?: Response }).context)?.status;
}

beforeAll(async () => {
  p = await createPersonas('credential');
  mine = await issueCertificateDirectly(p.learner.id, 'Lee Learner', p.service);
  others = await issueCertificateDirectly(p.other.id, 'Otto Other', p.service);
  const res = await fetch(`${inject('apiUrl')}/functions/v1/issuer/jwks`);
  expect(res.status).toBe(200);
  jwks = (await res.json()) as JSONWebKeySet;
});

describe('codes', () => {
  it('carry 122 random bits (TC- and 32 hex digits); anything shorter is refused', async () => {
    for (const c of [mine, others]) expect(c.code).toMatch(/^TC-[0-9A-F]{32}$/);
    expect(mine.code).not.toBe(others.code);
    // 32 hex digits = 128 bits, of which gen_random_uuid() leaves 122 random (≥ 80 required).
    // The code comes only from the column default: nobody may write it, not even a well-formed one.
    for (const code of ['TC-0000000001', `TC-${'A'.repeat(32)}`]) {
      expect(refused(await p.service.from('certificates').insert({ user_id: p.premium.id, code, holder_name: 'Pat' }), 403).code).toBe(
        '42501',
      );
    }
    expect(ok(await p.service.from('certificates').select('id').eq('user_id', p.premium.id))).toEqual([]);
  });

  it('cannot be chosen or changed by anyone: visitor, learner, another learner, premium, admin or service role (security review 3)', async () => {
    const chosen = `TC-${'B'.repeat(32)}`;
    refused(await p.visitor.from('certificates').insert({ user_id: p.premium.id, code: chosen, holder_name: 'Pat' }), 401);
    for (const who of [p.learner, p.other, p.premium, p.admin]) {
      expect(refused(await who.client.from('certificates').insert({ user_id: who.id, code: chosen, holder_name: 'Me' }), 403).code).toBe(
        '42501',
      );
      expect(refused(await who.client.from('certificates').update({ code: chosen }).eq('id', mine.id).select(), 403).code).toBe('42501');
    }
    expect(refused(await p.service.from('certificates').update({ code: chosen }).eq('id', mine.id).select(), 403).code).toBe('42501');
    expect(ok(await p.service.from('certificates').select('code').eq('id', mine.id).single()).code).toBe(mine.code);
    expect(ok(await p.service.from('certificates').select('id').eq('code', chosen))).toEqual([]);
  });
});

describe('the issuer (public, no key needed)', () => {
  it('publishes its Ed25519 public key as a JWKS, never the private part', async () => {
    expect(jwks.keys).toHaveLength(1);
    const [key] = jwks.keys;
    expect(key).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(key!.kid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(key).not.toHaveProperty('d');
    const profile = await (await fetch(issuer())).json();
    expect(profile).toMatchObject({ id: issuer(), type: ['Profile'], name: 'Tradecraft' });
  });
});

describe('the signed credential', () => {
  let jwt: string;

  it('is signed for the holder only, once, and verifies against the published key', async () => {
    const first = await credentialOf(p.learner.client);
    expect(first.error).toBeNull();
    jwt = first.data!.credential;
    expect(first.data!.code).toBe(mine.code);
    const again = await credentialOf(p.learner.client);
    expect(again.data!.credential).toBe(jwt);

    const check = await verifyCredential(jwt, jwks, { issuer: issuer(), holderName: 'Lee Learner', issuedAt: mine.issued_at });
    expect(check).toEqual({ status: 'verified', keyId: jwks.keys[0]!.kid, credentialId: `urn:uuid:${mine.id}` });
    const vc = decodeJwt(jwt);
    expect(vc).toMatchObject({
      '@context': ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'],
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: issuer(), type: ['Profile'], name: 'Tradecraft' },
      iss: issuer(),
      jti: `urn:uuid:${mine.id}`,
      credentialSubject: { type: ['AchievementSubject'], achievement: { type: ['Achievement'], name: 'Tradecraft Trading Fundamentals' } },
      credentialStatus: { id: `${issuer()}/revocations`, type: '1EdTechRevocationList' },
    });
    expect(Date.parse(vc.validFrom as string) / 1000).toBe(vc.nbf);

    // the stored copy is what the public check answers
    const row = ok(await anonClient().rpc('verify_certificate', { code: mine.code }).single());
    expect(row).toMatchObject({ valid: true, holder_name: 'Lee Learner', credential: jwt, revoked_at: null });
  });

  it('fails verification when one byte is edited, or when signed by another key', async () => {
    const [header, payload, signature] = jwt.split('.') as [string, string, string];
    const json = Buffer.from(payload, 'base64url').toString('utf8');
    const edited = json.replace('Lee Learner', 'Lee Learnes');
    expect(edited.length).toBe(json.length);
    const forged = `${header}.${Buffer.from(edited).toString('base64url')}.${signature}`;
    expect(await verifyCredential(forged, jwks, { issuer: issuer(), holderName: 'Lee Learnes', issuedAt: mine.issued_at })).toMatchObject({
      status: 'failed',
    });
    // one byte of the signature
    const sig = Buffer.from(signature, 'base64url');
    sig[10] = sig[10]! ^ 0x01;
    const badSig = `${header}.${payload}.${sig.toString('base64url')}`;
    expect(await verifyCredential(badSig, jwks, { issuer: issuer(), holderName: 'Lee Learner', issuedAt: mine.issued_at })).toMatchObject({
      status: 'failed',
    });

    // the same credential, same kid, signed by a key Tradecraft does not hold
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    expect((await exportJWK(privateKey)).x).not.toBe(jwks.keys[0]!.x);
    const impostor = await new SignJWT(decodeJwt(jwt))
      .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: jwks.keys[0]!.kid })
      .sign(privateKey);
    const check = await verifyCredential(impostor, jwks, { issuer: issuer(), holderName: 'Lee Learner', issuedAt: mine.issued_at });
    expect(check).toEqual({ status: 'failed', reason: expect.stringMatching(/signature does not match/) });
  });

  it('is refused to visitors and to learners without a certificate; nobody else can write it', async () => {
    expect(await statusOf(await credentialOf(p.visitor))).toBe(401);
    expect(await statusOf(await credentialOf(p.premium.client))).toBe(404);
    // learners (and admins) cannot write the credential or the revocation columns themselves
    for (const who of [p.learner, p.other, p.premium, p.admin]) {
      refused(await who.client.from('certificates').update({ credential: 'a.b.c' }).eq('id', mine.id).select(), [401, 403]);
      refused(
        await who.client.from('certificates').update({ revoked_at: new Date().toISOString() }).eq('id', others.id).select(),
        [401, 403],
      );
    }
    refused(await p.visitor.from('certificates').update({ credential: 'a.b.c' }).eq('id', mine.id).select(), [401, 403]);
    expect(ok(await p.service.from('certificates').select('credential').eq('id', mine.id).single()).credential).toBe(jwt);
  });
});

describe('revocation', () => {
  it('only admins revoke and reinstate; the public check and the revocation list then say so', async () => {
    for (const who of [p.learner, p.other, p.premium]) {
      expect(refused(await who.client.rpc('revoke_certificate', { code: others.code }), 403).code).toBe('42501');
    }
    refused(await p.visitor.rpc('revoke_certificate', { code: others.code }), 401);
    refused(await p.admin.client.rpc('revoke_certificate', { code: 'TC-00000000000000000000000000000000' }), 404);
    refused(await p.admin.client.rpc('revoke_certificate', { code: others.code, reason: 'x'.repeat(501) }), 400);

    const revoked = ok(
      await p.admin.client
        .rpc('revoke_certificate', { code: others.code.toLowerCase(), reason: 'Exam taken by someone else' })
        .single<Revocable>(),
    );
    expect(revoked).toMatchObject({ code: others.code, revocation_reason: 'Exam taken by someone else' });
    expect(revoked.revoked_at).not.toBeNull();

    const row = ok(await anonClient().rpc('verify_certificate', { code: others.code }).single<Revocable>());
    expect(row).toMatchObject({ valid: false, holder_name: 'Otto Other', revocation_reason: 'Exam taken by someone else' });
    expect(row.revoked_at).not.toBeNull();
    // the holder sees it on their own row; a revoked certificate is not signed
    expect(ok(await p.other.client.from('certificates').select('revoked_at').eq('user_id', p.other.id).single()).revoked_at).not.toBeNull();
    expect(await statusOf(await credentialOf(p.other.client))).toBe(409);

    const list = await (await fetch(`${issuer()}/revocations`)).json();
    expect(list).toMatchObject({ id: `${issuer()}/revocations`, issuer: issuer() });
    expect(list.revokedCredentials).toContainEqual(
      expect.objectContaining({ id: `urn:uuid:${others.id}`, revoked: true, revocationReason: 'Exam taken by someone else' }),
    );
    expect(JSON.stringify(list)).not.toContain('Otto');
    expect(JSON.stringify(list)).not.toContain(others.code);

    for (const who of [p.learner, p.other, p.premium]) refused(await who.client.rpc('reinstate_certificate', { code: others.code }), 403);
    refused(await p.visitor.rpc('reinstate_certificate', { code: others.code }), 401);
    ok(await p.admin.client.rpc('reinstate_certificate', { code: others.code }).single());
    // the service role (admin scripts, the dashboard) may too
    ok(await p.service.rpc('revoke_certificate', { code: others.code }).single());
    ok(await p.service.rpc('reinstate_certificate', { code: others.code }).single());
    expect(ok(await anonClient().rpc('verify_certificate', { code: others.code }).single())).toMatchObject({
      valid: true,
      revoked_at: null,
      revocation_reason: null,
    });
    const after = await (await fetch(`${issuer()}/revocations`)).json();
    expect(after.revokedCredentials.map((r: { id: string }) => r.id)).not.toContain(`urn:uuid:${others.id}`);
  });
});

describe('a revoked certificate', () => {
  it('has its credential refused with 409 even when it was signed before the revocation; reinstated, the same one again', async () => {
    const cert = await issueCertificateDirectly(p.premium.id, 'Pat Premium', p.service);
    const signed = await credentialOf(p.premium.client);
    expect(signed.error).toBeNull();
    ok(await p.admin.client.rpc('revoke_certificate', { code: cert.code, reason: 'Exam taken by someone else' }).single());
    const res = await credentialOf(p.premium.client);
    expect(res.data).toBeNull();
    expect(await statusOf(res)).toBe(409);
    ok(await p.admin.client.rpc('reinstate_certificate', { code: cert.code }).single());
    expect((await credentialOf(p.premium.client)).data).toEqual(signed.data);
  });
});

describe('revocation is an audited admin action (security review 3)', () => {
  it('revoke and reinstate are refused as any non-admin and land in the audit log as certificate.revoke / certificate.reinstate', async () => {
    const holder = await signUpUser('credential-audited', { display_name: 'Aud Ited' });
    const cert = await issueCertificateDirectly(holder.id, 'Aud Ited', p.service);
    for (const fn of ['revoke_certificate', 'reinstate_certificate'] as const) {
      refused(await p.visitor.rpc(fn, { code: cert.code }), 401);
      for (const who of [p.learner, p.other, p.premium, holder]) {
        const error = refused(await who.client.rpc(fn, { code: cert.code }), 403);
        // the one admin check every admin action uses (private.assert_admin)
        expect(error).toMatchObject({ code: '42501', message: 'Only admins can do this.' });
      }
    }
    const audit = async () =>
      ok(
        await p.admin.client
          .from('audit_log')
          .select('action, actor_id, actor_role, target_table, target_id, target_user_id, reason, before, after')
          .eq('target_user_id', holder.id)
          .like('action', 'certificate%')
          .order('id'),
      );
    expect(await audit()).toEqual([]);

    ok(await p.admin.client.rpc('revoke_certificate', { code: cert.code, reason: 'Exam taken by someone else' }).single());
    ok(await p.admin.client.rpc('reinstate_certificate', { code: cert.code }).single());
    ok(await p.service.rpc('revoke_certificate', { code: cert.code }).single());
    const rows = await audit();
    expect(rows.map((r) => [r.action, r.actor_role, r.actor_id])).toEqual([
      ['certificate.revoke', 'admin', p.admin.id],
      ['certificate.reinstate', 'admin', p.admin.id],
      ['certificate.revoke', 'service_role', null],
    ]);
    expect(rows[0]).toMatchObject({ target_table: 'certificates', target_id: cert.id, reason: 'Exam taken by someone else' });
    expect(rows[0]!.before).toMatchObject({ revoked_at: null });
    expect(rows[0]!.after).toMatchObject({ revocation_reason: 'Exam taken by someone else' });
    expect(rows[1]!.after).toMatchObject({ revoked_at: null, revocation_reason: null });
    // Nobody else reads the log; nobody rewrites it.
    for (const who of [p.learner, p.other, p.premium, holder])
      expect(ok(await who.client.from('audit_log').select('id').eq('target_user_id', holder.id))).toEqual([]);
  });
});
