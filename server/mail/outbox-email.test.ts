// The outbox's emails as the mailer lays them out: the database's text escaped into the product's look,
// "- " lines as lists, the link into the app, and the digest's one-click unsubscribe (link and RFC 8058
// headers) only when the email carries a token.
import { describe, expect, it } from 'vitest';
import { renderOutboxEmail } from './outbox-email.ts';

const urls = { appUrl: 'http://127.0.0.1:3000', apiUrl: 'http://127.0.0.1:54321' };

describe('renderOutboxEmail', () => {
  it('escapes the text, turns "- " lines into a list and links into the app', () => {
    const mail = renderOutboxEmail(
      {
        id: 1,
        to_email: 'a@example.com',
        subject: 'Your week at Tradecraft',
        body: 'Hello <b>Al</b>,\n\nSessions ahead\n- Tue 09:30: "Open" & close',
        link: '/dashboard',
        kind: 'digest',
        unsubscribe_token: null,
      },
      urls,
    );
    expect(mail.html).toContain('Hello &#60;b&#62;Al&#60;/b&#62;,');
    expect(mail.html).toContain(
      '<h3 style="margin-bottom: 4px">Sessions ahead</h3><ul><li>Tue 09:30: &#34;Open&#34; &#38; close</li></ul>',
    );
    expect(mail.html).toContain('href="http://127.0.0.1:3000/dashboard"');
    expect(mail.text).toBe('Hello <b>Al</b>,\n\nSessions ahead\n- Tue 09:30: "Open" & close\n\nhttp://127.0.0.1:3000/dashboard\n');
    expect(mail.headers).toBeUndefined();
  });

  it('gives the digest its unsubscribe link and List-Unsubscribe headers', () => {
    const token = '0b7c9f5e-1c2d-4e3f-8a9b-0c1d2e3f4a5b';
    const mail = renderOutboxEmail(
      {
        id: 2,
        to_email: 'a@example.com',
        subject: 'Your week at Tradecraft',
        body: 'Hi',
        link: '/dashboard',
        kind: 'digest',
        unsubscribe_token: token,
      },
      urls,
    );
    expect(mail.html).toContain(`href="http://127.0.0.1:3000/unsubscribe?token=${token}"`);
    expect(mail.text).toContain(`Unsubscribe in one click: http://127.0.0.1:3000/unsubscribe?token=${token}`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<http://127.0.0.1:54321/functions/v1/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('a welcome email starts the course; a reminder opens the app', () => {
    const base = { id: 3, to_email: 'a@example.com', subject: 'Welcome to Tradecraft', body: 'Hello', link: '/dashboard' };
    expect(renderOutboxEmail({ ...base, kind: 'welcome' }, urls).html).toContain('>Start Module 1</a>');
    expect(renderOutboxEmail(base, urls).html).toContain('>Open in Tradecraft</a>');
  });
});
