// Reads the stack's local mailbox (GET <mailUrl>/api/messages?to=…), waiting for a mail to arrive.
import { inject } from 'vitest';

export interface Mail {
  id: string;
  to: string;
  subject: string;
  html: string;
  text?: string;
  headers?: Record<string, string>;
  sentAt: string;
}

/** A member's mails, newest first; `subject` keeps only those whose subject it matches (every new account also gets the welcome email). */
export async function listMail(to: string, subject?: RegExp): Promise<Mail[]> {
  const res = await fetch(`${inject('mailUrl')}/api/messages?to=${encodeURIComponent(to)}`);
  if (!res.ok) throw new Error(`Mailbox answered ${res.status}`);
  const mails = (await res.json()) as Mail[];
  return subject ? mails.filter((m) => subject.test(m.subject)) : mails;
}

/** The oldest mail to `to` (whose subject matches `subject`, when given), once one has arrived. */
export async function waitForMail(to: string, timeoutMs = 10_000, subject?: RegExp): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await listMail(to, subject);
    if (mails.length) return mails[mails.length - 1]!;
    if (Date.now() > deadline) throw new Error(`No mail for ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The first link in a mail's HTML that points at GoTrue's /verify endpoint. */
export function verifyLink(mail: Mail): string {
  const match = /href="([^"]*\/verify\?[^"]*)"/.exec(mail.html);
  if (!match) throw new Error(`No /verify link in mail "${mail.subject}"`);
  return match[1]!.replaceAll('&amp;', '&');
}
