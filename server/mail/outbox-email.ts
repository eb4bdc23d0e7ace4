// The emails the database queues in its outbox (session reminders, the welcome, the weekly digest),
// laid out in Tradecraft's voice and look — the same look as the auth emails in supabase/templates.
// The database writes the words (plain text: paragraphs, "- " list lines); this only lays them out,
// adds the link into the app and, for the digest, the one-click unsubscribe: a link to the app's
// /unsubscribe page (works signed out) and RFC 8058's List-Unsubscribe headers pointing at the
// `unsubscribe` Edge Function, which a mail client POSTs to.
import type { Mail } from 'supabase-stand-in';

export interface OutboxEmail {
  id: number;
  to_email: string;
  subject: string;
  body: string;
  link: string;
  kind?: string | null;
  unsubscribe_token?: string | null;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const BODY_STYLE = "font-family: -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; color: #212529; line-height: 1.5";
const BUTTON_STYLE = 'background: #1c7ed6; color: #ffffff; padding: 10px 18px; border-radius: 6px; text-decoration: none';
const NOTE_STYLE = 'color: #868e96; font-size: 13px';

const BUTTON: Record<string, string> = { welcome: 'Start Module 1', digest: 'Open Tradecraft' };

/** Paragraphs separated by blank lines; a paragraph's "- " lines become a list, its other lines a heading. */
function paragraphsToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((block) => {
      const lines = block.split('\n');
      const items = lines.filter((l) => l.startsWith('- '));
      if (items.length === 0) return `<p>${lines.map(escapeHtml).join('<br>')}</p>`;
      const heading = lines
        .filter((l) => !l.startsWith('- '))
        .map(escapeHtml)
        .join(' ');
      return `${heading ? `<h3 style="margin-bottom: 4px">${heading}</h3>` : ''}<ul>${items.map((l) => `<li>${escapeHtml(l.slice(2))}</li>`).join('')}</ul>`;
    })
    .join('\n');
}

/** One outbox email as the mailbox (or a mail provider) takes it: text, HTML and headers. */
export function renderOutboxEmail(m: OutboxEmail, urls: { appUrl: string; apiUrl: string }): Omit<Mail, 'id' | 'sentAt'> {
  const url = new URL(m.link, urls.appUrl).toString();
  const kind = m.kind ?? 'session_reminder';
  const unsubscribePage = m.unsubscribe_token
    ? new URL(`/unsubscribe?token=${encodeURIComponent(m.unsubscribe_token)}`, urls.appUrl).toString()
    : null;
  const oneClick = m.unsubscribe_token
    ? new URL(`/functions/v1/unsubscribe?token=${encodeURIComponent(m.unsubscribe_token)}`, urls.apiUrl).toString()
    : null;
  const footer = unsubscribePage
    ? `<p style="${NOTE_STYLE}">You get this digest once a week because it is on in your Tradecraft settings. <a href="${escapeHtml(unsubscribePage)}">Unsubscribe</a> in one click, no sign-in needed.</p>`
    : `<p style="${NOTE_STYLE}">Sent by <a href="${escapeHtml(urls.appUrl)}">Tradecraft</a>.</p>`;
  const html = `<html>
  <body style="${BODY_STYLE}">
    <h2 style="color: #1c7ed6">${escapeHtml(m.subject)}</h2>
${paragraphsToHtml(m.body)}
    <p><a href="${escapeHtml(url)}" style="${BUTTON_STYLE}">${BUTTON[kind] ?? 'Open in Tradecraft'}</a></p>
    ${footer}
  </body>
</html>`;
  const text = `${m.body}\n\n${url}\n${unsubscribePage ? `\nUnsubscribe in one click: ${unsubscribePage}\n` : ''}`;
  const headers: Record<string, string> = oneClick
    ? { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : {};
  return { to: m.to_email, subject: m.subject, text, html, ...(oneClick ? { headers } : {}) };
}
