// Admin changes need an aal2 session (supabase/migrations/20261125140000_admin_mfa.sql): the same admin
// is refused every admin write function and every direct admin table write while their session is aal1
// (signed in with a password only), and allowed once they have enrolled and verified a TOTP factor
// (supabase-js auth.mfa; the code computed with otpauth from the enrolled secret). Their reads, and
// their own member writes, stay open at aal1; a learner who verifies a factor is still no admin; the
// service role needs no second factor.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PostgrestError } from '@supabase/supabase-js';
import { signUpUser, type TestUser } from '../support/clients.ts';
import { issueCertificateDirectly, type IssuedCertificate } from '../support/certificates.ts';
import { verifyWithTotp } from '../support/mfa.ts';
import { createPersonas, makeAdmin, ok, refused, type Personas } from './personas.ts';

const AAL2_MESSAGE = 'Admin changes need two-factor verification (aal2).';

let p: Personas;
let admin: TestUser;
let member: TestUser;
let cert: IssuedCertificate;
let moduleRow: { id: number; title: string };
let memberMessageId: number;

function jwtAal(token: string): string {
  return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { aal: string }).aal;
}

beforeAll(async () => {
  p = await createPersonas('adminmfa');
  [admin, member] = await Promise.all([
    signUpUser('adminmfa-aal1', { display_name: 'Ida Aal' }),
    signUpUser('adminmfa-member', { display_name: 'Mo Member' }),
  ]);
  await makeAdmin(p.service, admin.id);
  cert = await issueCertificateDirectly(member.id, 'Mo Member', p.service);
  moduleRow = ok(await p.service.from('modules').select('id, title').order('id').limit(1).single());
  memberMessageId = ok(
    await member.client
      .from('messages')
      .insert({ channel_id: 'tutorial-help', author_id: member.id, body: 'hello from a member' })
      .select('id')
      .single(),
  ).id;
});

/** Every admin function, with arguments that would change something. */
const adminFunctions = () =>
  [
    ['admin_set_complimentary', { member_id: member.id, premium: true }],
    ['admin_suspend_member', { member_id: member.id, reason: 'Testing two-factor' }],
    ['admin_lift_suspension', { member_id: member.id }],
    ['admin_set_admin', { member_id: member.id, admin: true }],
    ['revoke_certificate', { code: cert.code, reason: 'Testing two-factor' }],
    ['reinstate_certificate', { code: cert.code }],
  ] as const;

function isAal2Refusal(error: PostgrestError) {
  expect(error.code).toBe('42501');
  expect(error.message).toBe(AAL2_MESSAGE);
}

describe('an admin at aal1', () => {
  it('has a password-only session', async () => {
    const { data } = await admin.client.auth.getSession();
    expect(jwtAal(data.session!.access_token)).toBe('aal1');
  });

  const names = [
    'admin_set_complimentary',
    'admin_set_admin',
    'admin_suspend_member',
    'admin_lift_suspension',
    'revoke_certificate',
    'reinstate_certificate',
  ];
  it.each(names)('is refused %s with the two-factor message', async (fn) => {
    const args = adminFunctions().find(([name]) => name === fn)![1];
    // Reinstating changes something only on a revoked certificate.
    if (fn === 'reinstate_certificate') ok(await p.service.rpc('revoke_certificate', { code: cert.code, reason: 'Set up by the test' }));
    isAal2Refusal(refused(await admin.client.rpc(fn, args), 403));
    if (fn === 'reinstate_certificate') {
      expect(ok(await p.service.from('certificates').select('revoked_at').eq('code', cert.code).single()).revoked_at).not.toBeNull();
      ok(await p.service.rpc('reinstate_certificate', { code: cert.code }));
    }
  });

  it('changes nothing through those refusals', async () => {
    const plan = ok(await p.service.from('subscriptions').select('type').eq('user_id', member.id).single());
    expect(plan.type).toBe('free');
    expect(ok(await p.service.from('admins').select('user_id').eq('user_id', member.id))).toEqual([]);
    expect(ok(await p.service.from('member_suspensions').select('user_id').eq('user_id', member.id))).toEqual([]);
    expect(ok(await p.service.from('certificates').select('revoked_at').eq('code', cert.code).single()).revoked_at).toBeNull();
    expect(ok(await p.service.from('audit_log').select('id').eq('actor_id', admin.id))).toEqual([]);
  });

  it('is refused direct inserts into admin tables (channels, market alerts, pins, alert messages, course media)', async () => {
    const id = `mfa-${randomUUID().slice(0, 8)}`;
    refused(
      await admin.client
        .from('channels')
        .insert({ id, group_name: 'BASICS', name: 'MFA', type: 'chat', access: 'free', position: 9000 + Math.floor(Math.random() * 900) }),
      403,
    );
    refused(await admin.client.from('market_alerts').insert({ headline: 'Refused at aal1' }), 403);
    refused(await admin.client.from('pinned_messages').insert({ message_id: memberMessageId, channel_id: 'tutorial-help' }), 403);
    refused(
      await admin.client.from('messages').insert({ channel_id: 'tutorial-help', author_id: admin.id, body: 'alert', kind: 'alert' }),
      403,
    );
    const upload = await admin.client.storage.from('course-media').upload(`mfa/${id}.vtt`, new Blob(['WEBVTT\n'], { type: 'text/vtt' }));
    expect(upload.error).not.toBeNull();
  });

  it("updates and deletes no admin row directly (modules, other members' profiles and plans, their messages)", async () => {
    expect(ok(await admin.client.from('modules').update({ title: moduleRow.title }).eq('id', moduleRow.id).select('id'))).toEqual([]);
    expect(ok(await admin.client.from('profiles').update({ display_name: 'Changed by aal1' }).eq('id', member.id).select('id'))).toEqual(
      [],
    );
    expect(ok(await admin.client.from('subscriptions').update({ type: 'premium' }).eq('user_id', member.id).select('user_id'))).toEqual([]);
    expect(ok(await admin.client.from('messages').delete().eq('id', memberMessageId).select('id'))).toEqual([]);
    expect(ok(await p.service.from('messages').select('id').eq('id', memberMessageId))).toHaveLength(1);
    expect(ok(await p.service.from('profiles').select('display_name').eq('id', member.id).single()).display_name).toBe('Mo Member');
  });

  it('still reads everything the console shows', async () => {
    expect(ok(await admin.client.rpc('admin_list_members', { search: member.email })).map((m: { id: string }) => m.id)).toEqual([
      member.id,
    ]);
    expect(ok(await admin.client.rpc('admin_overview_totals'))).toHaveLength(1);
    expect(ok(await admin.client.rpc('admin_daily_activity', { days: 7 })).length).toBeGreaterThan(0);
    ok(await admin.client.rpc('admin_completion_funnel'));
    ok(await admin.client.from('audit_log').select('id').limit(1));
    expect(ok(await admin.client.from('profiles').select('id').eq('id', member.id))).toHaveLength(1);
  });

  it('still writes their own rows like any member (profile, chat)', async () => {
    expect(ok(await admin.client.from('profiles').update({ display_name: 'Ida Aal' }).eq('id', admin.id).select('id'))).toHaveLength(1);
    ok(
      await admin.client
        .from('messages')
        .insert({ channel_id: 'tutorial-help', author_id: admin.id, body: 'an admin chatting at aal1' })
        .select('id'),
    );
  });
});

describe('the same admin after enrolling and verifying a TOTP factor', () => {
  beforeAll(async () => {
    await verifyWithTotp(admin.client);
  });

  it('has an aal2 session', async () => {
    const { data } = await admin.client.auth.getSession();
    expect(jwtAal(data.session!.access_token)).toBe('aal2');
  });

  it('runs every admin function, each recorded in the audit log', async () => {
    for (const [fn, args] of adminFunctions()) ok(await admin.client.rpc(fn, args));
    const actions = ok(await p.service.from('audit_log').select('action').eq('actor_id', admin.id)).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['member.grant_complimentary', 'member.suspend']));
    ok(await p.service.rpc('admin_set_admin', { member_id: member.id, admin: false }));
  });

  it('writes admin tables directly', async () => {
    const id = `mfa-${randomUUID().slice(0, 8)}`;
    ok(
      await admin.client
        .from('channels')
        .insert({ id, group_name: 'BASICS', name: 'MFA', type: 'chat', access: 'free', position: 9000 + Math.floor(Math.random() * 900) })
        .select('id'),
    );
    ok(await admin.client.from('channels').delete().eq('id', id).select('id'));
    const alert = ok(await admin.client.from('market_alerts').insert({ headline: 'Allowed at aal2' }).select('id').single());
    ok(await admin.client.from('market_alerts').delete().eq('id', alert.id));
    ok(
      await admin.client.from('pinned_messages').insert({ message_id: memberMessageId, channel_id: 'tutorial-help' }).select('message_id'),
    );
    ok(await admin.client.from('pinned_messages').delete().eq('message_id', memberMessageId));
    ok(
      await admin.client
        .from('messages')
        .insert({ channel_id: 'tutorial-help', author_id: admin.id, body: 'alert', kind: 'alert' })
        .select('id'),
    );
    const upload = await admin.client.storage.from('course-media').upload(`mfa/${id}.vtt`, new Blob(['WEBVTT\n'], { type: 'text/vtt' }));
    expect(upload.error).toBeNull();
    await admin.client.storage.from('course-media').remove([`mfa/${id}.vtt`]);
    expect(ok(await admin.client.from('modules').update({ title: moduleRow.title }).eq('id', moduleRow.id).select('id'))).toHaveLength(1);
    expect(ok(await admin.client.from('messages').delete().eq('id', memberMessageId).select('id'))).toHaveLength(1);
  });
});

describe('others', () => {
  it('a learner who verifies a factor is still refused admin writes', async () => {
    const learner = await signUpUser('adminmfa-learner');
    await verifyWithTotp(learner.client);
    for (const [fn, args] of adminFunctions()) {
      expect(refused(await learner.client.rpc(fn, args), 403).message).not.toBe(AAL2_MESSAGE);
    }
    refused(await learner.client.from('market_alerts').insert({ headline: 'No' }), 403);
    expect(ok(await learner.client.from('modules').update({ title: moduleRow.title }).eq('id', moduleRow.id).select('id'))).toEqual([]);
  });

  it('a premium member is refused admin writes too', async () => {
    refused(await p.premium.client.rpc('admin_set_complimentary', { member_id: member.id, premium: false }), 403);
  });

  it('the service role needs no second factor', async () => {
    ok(await p.service.rpc('admin_set_complimentary', { member_id: member.id, premium: false }));
    ok(await p.service.rpc('revoke_certificate', { code: cert.code, reason: 'Service role' }));
    ok(await p.service.rpc('reinstate_certificate', { code: cert.code }));
  });
});
