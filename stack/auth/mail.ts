// The emails GoTrue sends, with the CLI's default wording, delivered to the stack's mailbox. Each
// carries the verify link and the OTP; sending counts against the hourly email budget.
import type { StackContext } from '../service.ts';
import type { MailBudget } from './rate-limit.ts';

export type MailKind = 'signup' | 'recovery' | 'email_change';

const TEMPLATES: Record<MailKind, { subject: string; heading: string; lead: string; action: string }> = {
  signup: {
    subject: 'Confirm Your Signup',
    heading: 'Confirm your signup',
    lead: 'Follow this link to confirm your user:',
    action: 'Confirm your mail',
  },
  recovery: {
    subject: 'Reset Your Password',
    heading: 'Reset Password',
    lead: 'Follow this link to reset the password for your user:',
    action: 'Reset Password',
  },
  email_change: {
    subject: 'Confirm Email Change',
    heading: 'Confirm Change of Email',
    lead: 'Follow this link to confirm the update of your email:',
    action: 'Change Email',
  },
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** `<apiUrl>/auth/v1/verify?token=…&type=…&redirect_to=…`, the link GoTrue's templates build. */
export function verifyLink(ctx: StackContext, token: string, type: MailKind, redirectTo: string): string {
  const q = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${ctx.apiUrl}/auth/v1/verify?${q.toString()}`;
}

export function sendAuthMail(
  ctx: StackContext,
  budget: MailBudget,
  mail: { to: string; kind: MailKind; link: string; otp: string },
): void {
  budget.take(ctx.config.auth.rateLimits.emailSent);
  const t = TEMPLATES[mail.kind];
  const html =
    `<h2>${t.heading}</h2><p>${t.lead}</p><p><a href="${escapeHtml(mail.link)}">${t.action}</a></p>` +
    `<p>Alternatively, enter the code: <strong>${mail.otp}</strong></p>`;
  const text = `${t.heading}\n\n${t.lead}\n${mail.link}\n\nAlternatively, enter the code: ${mail.otp}\n`;
  ctx.mailbox.send({ to: mail.to, subject: t.subject, html, text });
}
