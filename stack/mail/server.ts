// The mailbox's own small HTTP server (port 54324 like the CLI's): an HTML list, each mail's page,
// and JSON at /api/messages[?to=<email>] and /api/messages/<id>.
import type { Mailbox, Mail } from './mailbox.ts';
import { createGuardedServer, sendJson, type GuardedServer } from '../http/http.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:56rem;margin:2rem auto;padding:0 1rem;color:#1a1b1e}
a{color:#1c4fd8}table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.4rem;border-bottom:1px solid #ddd}
.mail{border:1px solid #ddd;padding:1rem;border-radius:8px}</style></head><body>${body}</body></html>`;
}

function listPage(mails: Mail[]): string {
  const rows = mails
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.sentAt)}</td><td>${escapeHtml(m.to)}</td><td><a href="/m/${m.id}">${escapeHtml(m.subject)}</a></td></tr>`,
    )
    .join('');
  return page(
    'Local mailbox',
    `<h1>Local mailbox</h1><p>Every email the embedded stack sends lands here. JSON: <a href="/api/messages">/api/messages</a>.</p>
<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows || '<tr><td colspan="3">No mail yet.</td></tr>'}</tbody></table>`,
  );
}

export function createMailServer(mailbox: Mailbox, log: (line: string) => void = (line) => console.error(line)): GuardedServer {
  return createGuardedServer('mailbox', log, {
    handler: (req, res, url) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, { message: 'Method not allowed' });
      if (url.pathname === '/api/messages') {
        return sendJson(res, 200, mailbox.list(url.searchParams.get('to') ?? undefined), { 'Access-Control-Allow-Origin': '*' });
      }
      const api = /^\/api\/messages\/([\w-]+)$/.exec(url.pathname);
      if (api) {
        const mail = mailbox.get(api[1]!);
        return mail ? sendJson(res, 200, mail) : sendJson(res, 404, { message: 'No such message' });
      }
      const one = /^\/m\/([\w-]+)$/.exec(url.pathname);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      if (one) {
        const mail = mailbox.get(one[1]!);
        if (!mail) {
          res.writeHead(404).end(page('Not found', '<p>No such message. <a href="/">Back to the mailbox</a></p>'));
          return;
        }
        res.writeHead(200).end(
          page(
            mail.subject,
            `<p><a href="/">← Mailbox</a></p><h1>${escapeHtml(mail.subject)}</h1><p>To: ${escapeHtml(mail.to)}<br>Sent: ${escapeHtml(mail.sentAt)}${Object.entries(
              mail.headers ?? {},
            )
              .map(([k, v]) => `<br>${escapeHtml(k)}: ${escapeHtml(v)}`)
              .join('')}</p><div class="mail">${mail.html}</div>`,
          ),
        );
        return;
      }
      if (url.pathname === '/') {
        res.writeHead(200).end(listPage(mailbox.list()));
        return;
      }
      res.writeHead(404).end(page('Not found', '<p>Not found. <a href="/">Back to the mailbox</a></p>'));
    },
  });
}
