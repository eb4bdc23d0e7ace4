// updateUser through supabase-js: metadata merge, password change (other sessions end), the guarded
// fields, and an email change confirmed from the mailbox.
import { describe, expect, it } from 'vitest';
import { client, signUpUser, uniqueEmail } from './support/clients.ts';
import { fragment, latestLink, openLink, rawAuth } from './auth-support.ts';

describe('updateUser', () => {
  it('shallow-merges data into user_metadata, deleting keys sent as null', async () => {
    const { client: c } = await signUpUser('meta', { display_name: 'Ada', theme: 'dark' });
    const { data, error } = await c.auth.updateUser({ data: { theme: null, city: 'Leeds', display_name: 'Ada L.' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ display_name: 'Ada L.', city: 'Leeds', email_verified: true });
    expect(data.user?.user_metadata).not.toHaveProperty('theme');
    expect((await c.auth.getUser()).data.user?.user_metadata.city).toBe('Leeds');
  });

  it('changes the password: the new one signs in, the old one does not, other sessions end', async () => {
    const user = await signUpUser('password');
    const elsewhere = client();
    await elsewhere.auth.signInWithPassword({ email: user.email, password: user.password });
    const elsewhereRefresh = (await elsewhere.auth.getSession()).data.session!.refresh_token;

    const { error } = await user.client.auth.updateUser({ password: 'Brand-new-pass-9' });
    expect(error).toBeNull();
    expect((await client().auth.signInWithPassword({ email: user.email, password: 'Brand-new-pass-9' })).error).toBeNull();
    expect((await client().auth.signInWithPassword({ email: user.email, password: user.password })).error?.code).toBe(
      'invalid_credentials',
    );
    // This session lives on; the other one is gone.
    expect((await user.client.auth.getUser()).error).toBeNull();
    expect((await client().auth.refreshSession({ refresh_token: elsewhereRefresh })).error?.status).toBe(400);
  });

  it('refuses the same password (422 same_password) and a weak one (422 weak_password)', async () => {
    const user = await signUpUser('same');
    expect((await user.client.auth.updateUser({ password: user.password })).error).toMatchObject({ status: 422, code: 'same_password' });
    expect((await user.client.auth.updateUser({ password: 'abc' })).error).toMatchObject({ status: 422, code: 'weak_password' });
  });

  it('refuses app_metadata from a user with 403 not_admin', async () => {
    const user = await signUpUser('appmeta');
    const token = (await user.client.auth.getSession()).data.session!.access_token;
    const res = await rawAuth('/user', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}` },
      body: JSON.stringify({ app_metadata: { plan: 'premium' } }),
    });
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('not_admin');
    expect((await user.client.auth.getUser()).data.user?.app_metadata).not.toHaveProperty('plan');
  });

  it('changes the email only once the link mailed to the new address is followed', async () => {
    const user = await signUpUser('mover');
    const other = await signUpUser('taken');
    expect((await user.client.auth.updateUser({ email: other.email })).error).toMatchObject({ status: 422, code: 'email_exists' });

    const next = uniqueEmail('moved');
    const { data, error } = await user.client.auth.updateUser({ email: next }, { emailRedirectTo: 'http://127.0.0.1:3000/account' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(user.email);
    expect(data.user?.new_email).toBe(next);

    const link = await latestLink(next);
    const { status, location } = await openLink(link);
    expect(status).toBe(303);
    expect(location.origin + location.pathname).toBe('http://127.0.0.1:3000/account');
    expect(fragment(location).get('type')).toBe('email_change');

    expect((await user.client.auth.getUser()).data.user?.email).toBe(next);
    expect((await client().auth.signInWithPassword({ email: next, password: user.password })).error).toBeNull();
    expect((await client().auth.signInWithPassword({ email: user.email, password: user.password })).error?.code).toBe(
      'invalid_credentials',
    );
    // The link works once.
    expect(fragment((await openLink(link)).location).get('error_code')).toBe('otp_expired');
  });
});
