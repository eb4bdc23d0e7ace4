// Auth emails from the project's templates (`[auth.email.template.*]` in config.toml, files under
// supabase/templates/), filled as GoTrue fills them: the subject and the HTML with the confirmation
// link, the code, the addresses and the member's metadata (HTML-escaped); the links land on the app.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadEmailTemplates } from '../index.ts';
import { client, signUpUser, uniqueEmail } from './support/clients.ts';
import { latestLink, latestOtp, mailsTo, openLink, startSideStack } from './auth-support.ts';

const APP = 'http://127.0.0.1:3000';

describe("the project's auth emails", () => {
  it('password reset: branded subject and words, a link through /verify that lands on the app, the code', async () => {
    const user = await signUpUser('tmpl-reset');
    expect((await client().auth.resetPasswordForEmail(user.email, { redirectTo: `${APP}/reset-password` })).error).toBeNull();
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('Reset your Notebook password');
    expect(mail?.html).toContain("Let's get you back in");
    expect(mail?.html).toContain(`Notebook account, ${user.email}.`);
    expect(mail?.text).toContain('Choose a new password: http');
    const link = new URL(await latestLink(user.email));
    expect(link.origin + link.pathname).toBe(`${inject('apiUrl')}/auth/v1/verify`);
    expect(mail?.html).toContain(`href="${link.href.replaceAll('&', '&amp;')}"`);
    expect(await latestOtp(user.email)).toMatch(/^\d{6}$/);
    const { status, location } = await openLink(link.href);
    expect(status).toBe(303);
    expect(location.origin + location.pathname).toBe(`${APP}/reset-password`);
  });

  it('email change: sent to the new address, naming both', async () => {
    const user = await signUpUser('tmpl-change');
    const next = uniqueEmail('tmpl-new');
    expect((await user.client.auth.updateUser({ email: next }, { emailRedirectTo: `${APP}/account` })).error).toBeNull();
    const [mail] = await mailsTo(next);
    expect(mail?.subject).toBe('Confirm your new email for Notebook');
    expect(mail?.text).toContain(`from ${user.email} to ${next}.`);
    expect(mail?.text).toContain('Confirm my new address: http');
    const { status, location } = await openLink(await latestLink(next));
    expect(status).toBe(303);
    expect(location.origin).toBe(APP);
  });
});

describe('templates as GoTrue fills them', () => {
  let side: Awaited<ReturnType<typeof startSideStack>>;
  const dir = mkdtempSync(join(tmpdir(), 'stand-in-templates-'));
  mkdirSync(join(dir, 'supabase', 'templates'), { recursive: true });
  writeFileSync(
    join(dir, 'supabase', 'templates', 'confirmation.html'),
    '<p>Hi {{ .Data.display_name }}, confirm {{.Email}} for {{ .SiteURL }}:</p>\n<p><a href="{{ .ConfirmationURL }}">Confirm</a></p>\n<p>Hash {{ .TokenHash }}, to {{ .RedirectTo }}, missing [{{ .Data.nothing }}], enter the code: {{ .Token }}</p>',
  );
  beforeAll(async () => {
    side = await startSideStack((c) => {
      c.auth.enableConfirmations = true;
      c.auth.emailTemplates = loadEmailTemplates(
        {
          confirmation: {
            subject: 'Welcome {{ .Data.display_name }} <{{ .Email }}>',
            content_path: './supabase/templates/confirmation.html',
          },
        },
        dir,
      );
    });
  });
  afterAll(async () => {
    await side?.stop();
  });

  it('fills every variable, escapes the HTML body (not the subject), and an empty value for a missing key', async () => {
    const email = uniqueEmail('tmpl-confirm');
    const c = client({ url: side.apiUrl });
    expect(
      (
        await c.auth.signUp({
          email,
          password: 'Correct-horse-7',
          options: { data: { display_name: 'Ann <b>& Co</b>' }, emailRedirectTo: `${APP}/dashboard` },
        })
      ).error,
    ).toBeNull();
    const [mail] = await mailsTo(email, side.mailUrl!);
    expect(mail?.subject).toBe(`Welcome Ann <b>& Co</b> <${email}>`);
    expect(mail?.html).toContain(`<p>Hi Ann &lt;b&gt;&amp; Co&lt;/b&gt;, confirm ${email} for ${APP}:</p>`);
    const link = new URL(await latestLink(email, side.mailUrl!));
    expect(mail?.html).toContain(`Hash ${link.searchParams.get('token')}, to ${APP}/dashboard, missing [], enter the code: `);
    const { status, location } = await openLink(link.href);
    expect(status).toBe(303);
    expect(location.origin + location.pathname).toBe(`${APP}/dashboard`);
  });

  it('refuses at start what it cannot fill like GoTrue: other template actions, a missing file, an unknown template', () => {
    writeFileSync(join(dir, 'if.html'), '{{ if .Token }}x{{ end }}');
    expect(() => loadEmailTemplates({ recovery: { content_path: './if.html' } }, dir)).toThrow('{{ if .Token }} is not supported');
    expect(() => loadEmailTemplates({ recovery: { content_path: './none.html' } }, dir)).toThrow('does not exist');
    expect(() => loadEmailTemplates({ welcome: { subject: 'Hi' } }, dir)).toThrow('is not a GoTrue email template');
  });
});
