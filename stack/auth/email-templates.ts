// `[auth.email.template.<name>]` of config.toml, as GoTrue honours it: `subject` and the HTML file at
// `content_path` are Go templates filled with the mail's data ({{ .ConfirmationURL }}, {{ .Token }},
// {{ .TokenHash }}, {{ .SiteURL }}, {{ .RedirectTo }}, {{ .Email }}, {{ .NewEmail }}, {{ .Data.<key> }}).
// The stand-in renders the field references (values HTML-escaped in the body, as html/template does;
// a missing value is empty) and refuses at start any other template action ({{ if }}, {{ range }},
// pipelines), which it does not implement, rather than send a mail that differs from GoTrue's.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The templates GoTrue reads from config.toml; the stand-in sends confirmation, recovery and email_change. */
export const TEMPLATE_NAMES = ['invite', 'confirmation', 'recovery', 'magic_link', 'email_change', 'reauthentication'] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

export interface EmailTemplate {
  subject: string | null;
  content: string | null;
}

export type EmailTemplates = Partial<Record<TemplateName, EmailTemplate>>;

export interface TemplateData {
  SiteURL: string;
  ConfirmationURL: string;
  Email: string;
  NewEmail?: string;
  Token: string;
  TokenHash: string;
  RedirectTo: string;
  Data: Record<string, unknown>;
}

const ACTION = /\{\{(-?)\s*(.*?)\s*(-?)\}\}/gs;
const FIELD = /^\.([A-Za-z_]\w*)(?:\.([A-Za-z_]\w*))?$/;

function checkTemplate(source: string, where: string): void {
  for (const m of source.matchAll(ACTION)) {
    if (!FIELD.test(m[2]!)) {
      throw new Error(
        `${where}: the template action {{ ${m[2]} }} is not supported by the embedded stack (only field references such as {{ .ConfirmationURL }} or {{ .Data.display_name }})`,
      );
    }
  }
}

/**
 * Reads every `[auth.email.template.<name>]` table. `content_path` is relative to the project root
 * (the CLI's example: "./supabase/templates/invite.html"); a file that does not exist stops the start.
 */
export function loadEmailTemplates(template: Record<string, unknown>, projectDir: string): EmailTemplates {
  const out: EmailTemplates = {};
  for (const [name, value] of Object.entries(template)) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    if (!(TEMPLATE_NAMES as readonly string[]).includes(name))
      throw new Error(`[auth.email.template.${name}] is not a GoTrue email template (${TEMPLATE_NAMES.join(', ')})`);
    const t = value as Record<string, unknown>;
    const subject = typeof t.subject === 'string' && t.subject ? t.subject : null;
    let content: string | null = null;
    if (typeof t.content_path === 'string' && t.content_path) {
      const file = resolve(projectDir, t.content_path);
      if (!existsSync(file)) throw new Error(`[auth.email.template.${name}] content_path: ${file} does not exist`);
      content = readFileSync(file, 'utf8');
    }
    if (subject) checkTemplate(subject, `[auth.email.template.${name}] subject`);
    if (content) checkTemplate(content, `[auth.email.template.${name}] ${String(t.content_path)}`);
    out[name as TemplateName] = { subject, content };
  }
  return out;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&#34;', "'": '&#39;' })[c]!);

/** Fills a template's field references; `html` escapes the values (the body), plain text does not (the subject). */
export function renderTemplate(source: string, data: TemplateData, html: boolean): string {
  let out = '';
  let last = 0;
  for (const m of source.matchAll(ACTION)) {
    let before = source.slice(last, m.index);
    if (m[1]) before = before.replace(/\s+$/, '');
    out += before;
    const [, field, key] = FIELD.exec(m[2]!)!;
    const record = data as unknown as Record<string, unknown>;
    const raw = key === undefined ? record[field!] : field === 'Data' ? data.Data[key] : undefined;
    const value = raw === undefined || raw === null ? '' : typeof raw === 'string' ? raw : JSON.stringify(raw);
    out += html ? escapeHtml(value) : value;
    last = m.index + m[0].length;
    if (m[3]) {
      const rest = /^\s*/.exec(source.slice(last))![0];
      last += rest.length;
    }
  }
  return out + source.slice(last);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'", '#34': '"' };

/** A plain-text part for a rendered HTML mail: links as "label: URL", block ends as line breaks. */
export function htmlToText(html: string): string {
  return (
    html
      .replace(/<(style|head|title)[\s\S]*?<\/\1>/gi, '')
      .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => {
        const text = label.replace(/<[^>]+>/g, '').trim();
        return text && text !== href ? `${text}: ${href}` : href;
      })
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|h[1-6]|li|tr|table)>/gi, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole)
      .split('\n')
      .map((line) => line.replace(/[ \t]+/g, ' ').trim())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim() + '\n'
  );
}
