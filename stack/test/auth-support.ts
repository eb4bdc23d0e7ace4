// Helpers for the auth suites: the mailbox over HTTP, JWT payloads, raw calls for what supabase-js
// never sends (legacy headers, missing apikey), and a second small stack with changed auth settings.
import { inject } from 'vitest';
import { ANON_KEY, type StackConfig } from '../index.ts';
import { startTestStack, type TestStack } from './support/test-stack.ts';
import { randomIp } from './support/clients.ts';

export interface MailJson {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function mailsTo(email: string, mailUrl = inject('mailUrl')): Promise<MailJson[]> {
  const res = await fetch(`${mailUrl}/api/messages?to=${encodeURIComponent(email)}`);
  if (!res.ok) throw new Error(`mailbox answered ${res.status}`);
  return (await res.json()) as MailJson[];
}

/** The verify link of the newest mail to `email`. */
export async function latestLink(email: string, mailUrl?: string): Promise<string> {
  const [mail] = await mailsTo(email, mailUrl);
  const link = mail?.text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0];
  if (!link) throw new Error(`no verify link in the mail to ${email}`);
  return link;
}

export async function latestOtp(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  const otp = mail?.text.match(/enter the code: (\d{6})/)?.[1];
  if (!otp) throw new Error(`no code in the mail to ${email}`);
  return otp;
}

/** Follows a verify link the way a browser would start to: GET, no redirect following. */
export async function openLink(link: string): Promise<{ status: number; location: URL }> {
  const res = await fetch(link, { redirect: 'manual' });
  return { status: res.status, location: new URL(res.headers.get('location') ?? 'about:blank') };
}

export const fragment = (u: URL) => new URLSearchParams(u.hash.slice(1));

export function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

/** A raw request to /auth/v1 as supabase-js would send it, unless headers say otherwise. */
export function rawAuth(path: string, init: RequestInit & { headers?: Record<string, string> } = {}, apiUrl = inject('apiUrl')) {
  return fetch(`${apiUrl}/auth/v1${path}`, {
    ...init,
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${ANON_KEY}`,
      'X-Supabase-Api-Version': '2024-01-01',
      'Content-Type': 'application/json',
      'X-Forwarded-For': randomIp(),
      ...init.headers,
    },
  });
}

/** A second stack on the run's engine, for settings the shared stack must not change. */
export function startSideStack(configure: (c: StackConfig) => void): Promise<TestStack> {
  return startTestStack(inject('engine'), { configure, databasePrefix: 'stand_in_auth' });
}
