// The emails GoTrue sends, delivered to the stack's mailbox: the project's templates from config.toml
// (`[auth.email.template.*]`, stack/auth/email-templates.ts) where it has them, else the CLI's default
// wording. Each carries the verify link and the OTP; sending counts against the hourly email budget.
import type { StackContext } from '../service.ts';
import { htmlToText, renderTemplate, type TemplateData, type TemplateName } from './email-templates.ts';
import type { MailBudget } from './rate-limit.ts';

export type MailKind = 'signup' | 'recovery' | 'email_change' | 'magiclink' | 'invite' | 'reauthentication';

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
  magiclink: {
    subject: 'Your Magic Link',
    heading: 'Magic Link',
    lead: 'Follow this link to login:',
    action: 'Log In',
  },
  invite: {
    subject: 'You have been invited',
    heading: 'You have been invited',
    lead: 'You have been invited to create a user. Follow this link to accept the invite:',
    action: 'Accept the invite',
  },
  reauthentication: {
    subject: 'Confirm reauthentication',
    heading: 'Confirm reauthentication',
    lead: '',
    action: '',
  },
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** `<apiUrl>/auth/v1/verify?token=…&type=…&redirect_to=…`, the link GoTrue's templates build. */
export function verifyLink(ctx: StackContext, token: string, type: MailKind, redirectTo: string): string {
  const q = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${ctx.apiUrl}/auth/v1/verify?${q.toString()}`;
}

/** A user's raw_user_meta_data as the templates' {{ .Data }}. */
export function templateData(meta: unknown): Record<string, unknown> {
  return meta && typeof meta === 'object' && !Array.isArray(meta) ? (meta as Record<string, unknown>) : {};
}

const TEMPLATE_OF: Record<MailKind, TemplateName> = {
  signup: 'confirmation',
  recovery: 'recovery',
  email_change: 'email_change',
  magiclink: 'magic_link',
  invite: 'invite',
  reauthentication: 'reauthentication',
};

export function sendAuthMail(
  ctx: StackContext,
  budget: MailBudget,
  mail: {
    to: string;
    kind: MailKind;
    link: string;
    otp: string;
    /** What the template data needs besides: the token in the link, where it leads, the member. */
    tokenHash: string;
    redirectTo: string;
    email: string;
    newEmail?: string;
    data: Record<string, unknown>;
  },
): void {
  budget.take(ctx.config.auth.rateLimits.emailSent);
  const t = TEMPLATES[mail.kind];
  const custom = ctx.config.auth.emailTemplates[TEMPLATE_OF[mail.kind]];
  if (custom) {
    const data: TemplateData = {
      SiteURL: ctx.config.auth.siteUrl,
      ConfirmationURL: mail.link,
      Email: mail.email,
      NewEmail: mail.newEmail,
      Token: mail.otp,
      TokenHash: mail.tokenHash,
      RedirectTo: mail.redirectTo,
      Data: mail.data,
    };
    const subject = custom.subject ? renderTemplate(custom.subject, data, false) : t.subject;
    if (custom.content) {
      const html = renderTemplate(custom.content, data, true);
      ctx.mailbox.send({ to: mail.to, subject, html, text: htmlToText(html) });
    } else {
      ctx.mailbox.send({ to: mail.to, subject, ...defaultBody(t, mail) });
    }
    return;
  }
  ctx.mailbox.send({ to: mail.to, subject: t.subject, ...defaultBody(t, mail) });
}

function defaultBody(t: (typeof TEMPLATES)[MailKind], mail: { link: string; otp: string }): { html: string; text: string } {
  // Reauthentication mails carry the code only.
  if (!mail.link)
    return {
      html: `<h2>${t.heading}</h2><p>Enter the code: <strong>${mail.otp}</strong></p>`,
      text: `${t.heading}\n\nEnter the code: ${mail.otp}\n`,
    };
  const html =
    `<h2>${t.heading}</h2><p>${t.lead}</p><p><a href="${escapeHtml(mail.link)}">${t.action}</a></p>` +
    `<p>Alternatively, enter the code: <strong>${mail.otp}</strong></p>`;
  const text = `${t.heading}\n\n${t.lead}\n${mail.link}\n\nAlternatively, enter the code: ${mail.otp}\n`;
  return { html, text };
}
