// Reads supabase/config.toml — the one description of the project that the Supabase CLI also reads —
// and the few environment variables that move the embedded stack's ports and database.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'smol-toml';

export interface RateLimits {
  /** Per 5 minutes per IP, every /token grant. */
  tokenRefresh: number;
  /** Per 5 minutes per IP: /signup, /recover, PUT /user. */
  signInSignUps: number;
  /** Per 5 minutes per IP: /verify. */
  tokenVerifications: number;
  /** Per hour, all emails. */
  emailSent: number;
}

export interface StackConfig {
  projectId: string;
  apiPort: number;
  mailPort: number;
  appPort: number;
  /** Schemas reachable through /rest/v1, in config order; the first is the default profile. */
  schemas: string[];
  extraSearchPath: string[];
  maxRows: number;
  realtime: {
    /**
     * Topics (globs, `*` = anything) that only signed-in users may join or broadcast to: the app's
     * live topics. Until the stack has private channels decided by realtime.messages policies, this
     * is how anon spoofing of presence and broadcasts is kept out. STACK_REALTIME_MEMBER_TOPICS
     * (comma-separated) replaces the list.
     */
    memberTopics: string[];
  };
  auth: {
    siteUrl: string;
    additionalRedirectUrls: string[];
    jwtExpiry: number;
    refreshTokenRotation: boolean;
    refreshTokenReuseInterval: number;
    enableSignup: boolean;
    minimumPasswordLength: number;
    enableConfirmations: boolean;
    /** Seconds between two emails of one kind to one user. */
    maxFrequency: number;
    otpExpiry: number;
    rateLimits: RateLimits;
  };
}

type Table = Record<string, unknown>;

function table(value: unknown): Table {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Table) : {};
}
function num(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}
function str(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}
function bool(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}
function strings(value: unknown, fallback: string[]): string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : fallback;
}
/** "1s", "5m", "1h" → seconds. */
export function parseDuration(value: unknown, fallback: number): number {
  if (typeof value === 'number') return value;
  const m = typeof value === 'string' ? /^(\d+)(ms|s|m|h)$/.exec(value.trim()) : null;
  if (!m) return fallback;
  const n = Number(m[1]);
  return m[2] === 'ms' ? n / 1000 : m[2] === 's' ? n : m[2] === 'm' ? n * 60 : n * 3600;
}
function envPort(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} must be a port number, got "${raw}"`);
  return n;
}

export const projectRoot = resolve(import.meta.dirname, '..');

export function loadConfig(path = resolve(projectRoot, 'supabase/config.toml')): StackConfig {
  const root = parse(readFileSync(path, 'utf8')) as Table;
  const api = table(root.api);
  const auth = table(root.auth);
  const email = table(auth.email);
  const rate = table(auth.rate_limit);
  const inbucket = table(root.local_smtp ?? root.inbucket);
  const siteUrl = str(auth.site_url, 'http://127.0.0.1:3000');
  return {
    projectId: str(root.project_id, 'tradecraft'),
    apiPort: envPort('STACK_API_PORT', num(api.port, 54321)),
    mailPort: envPort('STACK_MAIL_PORT', num(inbucket.port, 54324)),
    appPort: envPort('STACK_APP_PORT', Number(new URL(siteUrl).port || 3000)),
    schemas: strings(api.schemas, ['public', 'graphql_public']),
    extraSearchPath: strings(api.extra_search_path, ['public', 'extensions']),
    maxRows: num(api.max_rows, 1000),
    realtime: {
      memberTopics: (process.env.STACK_REALTIME_MEMBER_TOPICS ?? 'online,messages:*')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    },
    auth: {
      siteUrl,
      additionalRedirectUrls: strings(auth.additional_redirect_urls, []),
      jwtExpiry: num(auth.jwt_expiry, 3600),
      refreshTokenRotation: bool(auth.enable_refresh_token_rotation, true),
      refreshTokenReuseInterval: num(auth.refresh_token_reuse_interval, 10),
      enableSignup: bool(auth.enable_signup, true) && bool(email.enabled ?? email.enable_signup, true),
      minimumPasswordLength: num(auth.minimum_password_length, 6),
      enableConfirmations: bool(email.enable_confirmations, false),
      maxFrequency: parseDuration(email.max_frequency, 1),
      otpExpiry: num(email.otp_expiry, 3600),
      rateLimits: {
        tokenRefresh: num(rate.token_refresh, 150),
        signInSignUps: num(rate.sign_in_sign_ups, 30),
        tokenVerifications: num(rate.token_verifications, 30),
        emailSent: num(rate.email_sent, 360000),
      },
    },
  };
}
