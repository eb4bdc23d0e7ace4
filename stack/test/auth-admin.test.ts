// auth.admin through supabase-js (service role only), the per-IP rate limit, and the mailbox page.
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { client, randomIp, serviceClient, signUpUser, uniqueEmail } from './support/clients.ts';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../index.ts';

describe('admin users', () => {
  it('lets the service role create, read, list, update and delete users', async () => {
    const admin = serviceClient().auth.admin;
    const email = uniqueEmail('admin-made');
    const created = await admin.createUser({
      email,
      password: 'Admin-made-pass-1',
      email_confirm: true,
      user_metadata: { display_name: 'Grace' },
      app_metadata: { role: 'admin' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user?.app_metadata).toEqual({ role: 'admin', provider: 'email', providers: ['email'] });
    expect(created.data.user?.user_metadata).toMatchObject({ display_name: 'Grace', email_verified: true });

    const signedIn = await client().auth.signInWithPassword({ email, password: 'Admin-made-pass-1' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.session?.user.app_metadata.role).toBe('admin');

    expect((await admin.getUserById(id)).data.user?.email).toBe(email);
    const listed = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(listed.error).toBeNull();
    expect(listed.data.users.some((u) => u.id === id)).toBe(true);

    const updated = await admin.updateUserById(id, { app_metadata: { plan: 'premium', role: null } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.app_metadata).toEqual({ plan: 'premium', provider: 'email', providers: ['email'] });

    const dup = await admin.createUser({ email, password: 'Admin-made-pass-1' });
    expect(dup.error).toMatchObject({ status: 422, code: 'email_exists' });

    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.getUserById(id)).error).toMatchObject({ status: 404, code: 'user_not_found' });
    expect((await client().auth.signInWithPassword({ email, password: 'Admin-made-pass-1' })).error?.code).toBe('invalid_credentials');
  });

  it('keeps user_metadata as sent: nothing added but email_verified once confirmed (GoTrue adminUserCreate/Update)', async () => {
    const admin = serviceClient().auth.admin;
    const plain = await admin.createUser({
      email: uniqueEmail('meta-plain'),
      password: 'Admin-made-pass-1',
      user_metadata: { display_name: 'Ada' },
    });
    expect(plain.data.user?.user_metadata).toEqual({ display_name: 'Ada' });
    const none = await admin.createUser({ email: uniqueEmail('meta-none'), password: 'Admin-made-pass-1' });
    expect(none.data.user?.user_metadata).toEqual({});
    const confirmed = await admin.createUser({ email: uniqueEmail('meta-conf'), email_confirm: true, user_metadata: { a: 1 } });
    expect(confirmed.data.user?.user_metadata).toEqual({ a: 1, email_verified: true });

    const id = plain.data.user!.id;
    const merged = await admin.updateUserById(id, { user_metadata: { team: 'blue', display_name: null } });
    expect(merged.data.user?.user_metadata).toEqual({ team: 'blue' });
    const confirmedLater = await admin.updateUserById(id, { email_confirm: true });
    expect(confirmedLater.data.user?.user_metadata).toEqual({ team: 'blue', email_verified: true });
    await Promise.all([plain, none, confirmed].map((r) => admin.deleteUser(r.data.user!.id)));
  });

  it('validates listUsers paging as GoTrue does: unsigned integers, per_page above 0', async () => {
    const admin = serviceClient().auth.admin;
    const zero = await admin.listUsers({ page: 1, perPage: 0 });
    expect(zero.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Bad Pagination Parameters: per_page must be greater than 0',
    });
    const raw = (query: string) =>
      fetch(`${inject('apiUrl')}/auth/v1/admin/users?${query}`, {
        headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'X-Supabase-Api-Version': '2024-01-01' },
      });
    const word = await raw('page=abc');
    expect(word.status).toBe(400);
    expect(await word.json()).toEqual({
      code: 'validation_failed',
      message: 'Bad Pagination Parameters: strconv.ParseUint: parsing "abc": invalid syntax',
    });
    const negative = await raw('per_page=-5');
    expect(await negative.json()).toMatchObject({ message: 'Bad Pagination Parameters: strconv.ParseUint: parsing "-5": invalid syntax' });
    // A valid page: X-Total-Count and GoTrue's Link header over the request's own query.
    const page = await raw('per_page=1&page=1');
    expect(page.status).toBe(200);
    const total = Number(page.headers.get('x-total-count'));
    expect(total).toBeGreaterThan(1);
    expect(page.headers.get('link')).toBe(
      `</admin/users?page=2&per_page=1>; rel="next", </admin/users?page=${total}&per_page=1>; rel="last"`,
    );
    expect(((await page.json()) as { users: unknown[] }).users).toHaveLength(1);
  });

  it('does not confirm an admin-created user unless asked, so it cannot sign in yet', async () => {
    const email = uniqueEmail('unconfirmed');
    const admin = serviceClient().auth.admin;
    const { data } = await admin.createUser({ email, password: 'Admin-made-pass-1' });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    const { error } = await client().auth.signInWithPassword({ email, password: 'Admin-made-pass-1' });
    expect(error).toMatchObject({ status: 400, code: 'email_not_confirmed' });
    await admin.updateUserById(data.user!.id, { email_confirm: true });
    expect((await client().auth.signInWithPassword({ email, password: 'Admin-made-pass-1' })).error).toBeNull();
  });

  it('refuses the anon key and a user token with 403 not_admin', async () => {
    const anon = await client().auth.admin.listUsers();
    expect(anon.error).toMatchObject({ status: 403, code: 'not_admin' });

    const user = await signUpUser('not-admin');
    const token = (await user.client.auth.getSession()).data.session!.access_token;
    const asUser = createClient(inject('apiUrl'), ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
      global: { headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': randomIp() } },
    });
    const listed = await asUser.auth.admin.listUsers();
    expect(listed.error).toMatchObject({ status: 403, code: 'not_admin' });
    const promoted = await asUser.auth.admin.updateUserById(user.id, { app_metadata: { role: 'admin' } });
    expect(promoted.error).toMatchObject({ status: 403, code: 'not_admin' });
  });
});

describe('rate limits', () => {
  it('answers a burst from one address over sign_in_sign_ups with 429 over_request_rate_limit', async () => {
    const c = client({ ip: randomIp() });
    const results = [];
    for (let i = 0; i < 31; i++) results.push(await c.auth.resetPasswordForEmail(uniqueEmail('burst')));
    expect(results.slice(0, 30).every((r) => r.error === null)).toBe(true);
    expect(results[30]?.error).toMatchObject({ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    // Another address is not affected.
    expect((await client().auth.resetPasswordForEmail(uniqueEmail('other'))).error).toBeNull();
  });
});

describe('mailbox', () => {
  it('lists the mails the stack sent on its HTML page', async () => {
    const user = await signUpUser('mailbox');
    await client().auth.resetPasswordForEmail(user.email);
    const res = await fetch(`${inject('mailUrl')}/`);
    expect(res.headers.get('content-type')).toContain('text/html');
    const page = await res.text();
    expect(page).toContain(user.email);
    expect(page).toContain('Reset your Notebook password');
  });
});
