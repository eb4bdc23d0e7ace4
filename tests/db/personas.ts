// The people the database rules are written for, as real supabase-js clients against the test stack:
// a visitor (anon key, no session), two free learners, a premium member and an admin (both set up
// through the service role, the only way to get there; the admin has verified a TOTP factor, so their
// session is aal2 as every admin write requires), and the service role itself.
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import { anonClient, serviceClient, signUpUser, type TestUser } from '../support/clients.ts';
import { verifyWithTotp } from '../support/mfa.ts';

export interface Personas {
  visitor: SupabaseClient;
  learner: TestUser;
  other: TestUser;
  premium: TestUser;
  admin: TestUser;
  service: SupabaseClient;
}

interface Result<T> {
  data: T;
  error: PostgrestError | null;
  status: number;
}

/** The data of a request that must succeed (fails the test with the server's message otherwise). */
export function ok<T>(res: Result<T>): NonNullable<T> {
  expect(res.error, res.error ? `${res.error.code}: ${res.error.message}` : '').toBeNull();
  return res.data as NonNullable<T>;
}

/** Asserts a refused request: a 4xx with a Supabase-style error, never a 500. */
export function refused(res: Result<unknown>, status?: number | number[]): PostgrestError {
  expect(res.error, `expected a refusal, got status ${res.status}`).not.toBeNull();
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  if (status !== undefined) expect([status].flat()).toContain(res.status);
  return res.error!;
}

export async function makePremium(service: SupabaseClient, userId: string) {
  ok(await service.from('subscriptions').update({ type: 'premium' }).eq('user_id', userId).select());
}

export async function makeAdmin(service: SupabaseClient, userId: string) {
  ok(await service.from('admins').insert({ user_id: userId }).select());
}

export async function createPersonas(tag: string): Promise<Personas> {
  const service = serviceClient();
  const [learner, other, premium, admin] = await Promise.all([
    signUpUser(`${tag}-learner`, { display_name: 'Lee Learner' }),
    signUpUser(`${tag}-other`, { display_name: 'Otto Other' }),
    signUpUser(`${tag}-premium`, { display_name: 'Pat Premium' }),
    signUpUser(`${tag}-admin`, { display_name: 'Ada Admin' }),
  ]);
  await makePremium(service, premium.id);
  await makeAdmin(service, admin.id);
  await verifyWithTotp(admin.client);
  return { visitor: anonClient(), learner, other, premium, admin, service };
}
