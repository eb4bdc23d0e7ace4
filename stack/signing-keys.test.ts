// SigningKeys remembers tokens whose signature checked out, by their exact text (REST checks the
// same token on every request of its hour). What must still hold for a remembered token: its exp,
// nbf and iat are judged at every call, another text (a changed signature) is checked afresh, and
// the claims callers share cannot be changed by one of them.
import { describe, expect, it } from 'vitest';
import { SigningKeys } from './signing-keys.ts';

const keys = await SigningKeys.load({ file: null, create: true });
const now = Math.floor(Date.now() / 1000);

describe('verified tokens remembered by their text', () => {
  it('are still refused once expired, with and without leeway', async () => {
    const token = await keys.sign({ sub: 'u1', role: 'authenticated', iat: now, exp: now + 60 });
    expect((await keys.verify(token, 30, now)).ok).toBe(true);
    expect(await keys.verify(token, 0, now + 60)).toMatchObject({ ok: false, reason: 'expired' });
    expect(await keys.verify(token, 30, now + 91)).toMatchObject({ ok: false, reason: 'expired' });
    expect((await keys.verify(token, 30, now + 89)).ok).toBe(true);
  });

  it('are refused before nbf and accepted after, on later calls too', async () => {
    const token = await keys.sign({ sub: 'u2', role: 'authenticated', iat: now, nbf: now + 100, exp: now + 3600 });
    expect(await keys.verify(token, 0, now)).toMatchObject({ ok: false, reason: 'not_yet_valid' });
    expect((await keys.verify(token, 0, now + 100)).ok).toBe(true);
    expect(await keys.verify(token, 0, now + 50)).toMatchObject({ ok: false, reason: 'not_yet_valid' });
  });

  it('do not vouch for another text: a changed signature is checked and refused', async () => {
    const token = await keys.sign({ sub: 'u3', role: 'authenticated', iat: now, exp: now + 3600 });
    expect((await keys.verify(token, 30, now)).ok).toBe(true);
    const [head, body, sig] = token.split('.');
    const forged = `${head}.${body}.${sig!.slice(0, -4)}${sig!.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    expect((await keys.verify(forged, 30, now)).ok).toBe(false);
    const other = `${head}.${Buffer.from(JSON.stringify({ sub: 'admin', role: 'service_role', exp: now + 3600 })).toString('base64url')}.${sig}`;
    expect((await keys.verify(other, 30, now)).ok).toBe(false);
  });

  it('give every caller the same claims, which none can change', async () => {
    const token = await keys.sign({ sub: 'u4', role: 'authenticated', iat: now, exp: now + 3600, app_metadata: { plan: 'free' } });
    const first = await keys.verify(token, 30, now);
    const second = await keys.verify(token, 30, now);
    if (!first.ok || !second.ok) throw new Error('expected both to verify');
    expect(() => {
      first.claims.role = 'service_role';
    }).toThrow(TypeError);
    expect(() => {
      (first.claims.app_metadata as Record<string, string>).plan = 'premium';
    }).toThrow(TypeError);
    expect(second.claims).toMatchObject({ role: 'authenticated', app_metadata: { plan: 'free' } });
  });
});
