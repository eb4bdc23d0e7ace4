// Guessing certificate codes is rate limited in the database: 10 checks a minute per caller (the
// signed-in user, else the client address), the 11th refused with 429; other callers unaffected.
import { describe, expect, it } from 'vitest';
import { anonClient, signUpUser } from '../support/clients.ts';
import { ok, refused } from './personas.ts';

const check = (c: ReturnType<typeof anonClient>, code: string) => c.rpc('verify_certificate', { code });

describe('verify_certificate rate limit', () => {
  it("refuses a visitor's 11th check within a minute, with 429 and a readable message", async () => {
    const guesser = anonClient();
    for (let i = 0; i < 10; i++) expect(ok(await check(guesser, `TC-${String(i).padStart(32, '0')}`))).toHaveLength(1);
    const res = await check(guesser, 'TC-00000000000000000000000000000099');
    const error = refused(res, 429);
    expect(error).toMatchObject({ code: 'certificate_check_rate_limited', message: expect.stringContaining('at most 10 a minute') });
    // Another address and a signed-in member still get answers.
    expect(ok(await check(anonClient(), 'TC-0000'))[0]).toMatchObject({ valid: false });
    const member = await signUpUser('cert-check');
    expect(ok(await check(member.client, 'TC-0000'))[0]).toMatchObject({ valid: false });
  });

  it('limits a signed-in member by account', async () => {
    const member = await signUpUser('cert-check-many');
    for (let i = 0; i < 10; i++) ok(await check(member.client, 'TC-1'));
    refused(await check(member.client, 'TC-1'), 429);
  });
});
