// Reads supabase/config.toml — the one description of the project that the Supabase CLI also reads —
// and the few environment variables that move the embedded stack's ports and database.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parse } from 'smol-toml';
import { globSync, isDynamicPattern } from 'tinyglobby';
import { loadEmailTemplates, type EmailTemplates } from './auth/email-templates.ts';

export interface RateLimits {
  /** Per 5 minutes per IP, every /token grant. */
  tokenRefresh: number;
  /** Per 5 minutes per IP: /signup, /recover, PUT /user. */
  signInSignUps: number;
  /** Per 5 minutes per IP: /verify. */
  tokenVerifications: number;
  /** Per hour, all emails. */
  emailSent: number;
  /** Per hour per IP: anonymous sign-ins. */
  anonymousUsers: number;
  /**
   * Per 5 minutes per IP, each of MFA challenge and verify: GoTrue's
   * GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY (15 a minute), which config.toml does not set.
   */
  mfaChallengeAndVerify: number;
}

export interface StackConfig {
  projectId: string;
  apiPort: number;
  mailPort: number;
  appPort: number;
  /** The offline Stripe stand-in's: STACK_STRIPE_PORT, else the API port + 8 (54329). */
  stripePort: number;
  /** Schemas reachable through /rest/v1, in config order; the first is the default profile. */
  schemas: string[];
  extraSearchPath: string[];
  maxRows: number;
  storage: StorageConfig;
  realtime: {
    /**
     * Topics (globs, `*` = anything) that only signed-in users may join or broadcast to, even as a
     * public channel: a guard kept beside private channels (whose realtime.messages policies decide;
     * the app's `online` presence is one). STACK_REALTIME_MEMBER_TOPICS (comma-separated) replaces
     * the list.
     */
    memberTopics: string[];
  };
  auth: {
    siteUrl: string;
    additionalRedirectUrls: string[];
    jwtExpiry: number;
    /** `[auth] signing_keys_path` (absolute): the CLI's JWT signing keys file; null: the stack's own under .local. */
    signingKeysPath: string | null;
    refreshTokenRotation: boolean;
    refreshTokenReuseInterval: number;
    enableSignup: boolean;
    minimumPasswordLength: number;
    enableConfirmations: boolean;
    /** `[auth] enable_anonymous_sign_ins`: a sign-up without credentials makes an anonymous user. */
    enableAnonymousSignIns: boolean;
    /** `[auth] enable_manual_linking`: linkIdentity / unlinkIdentity (neither is offered when on). */
    enableManualLinking: boolean;
    /** `[auth.email] secure_password_change`: a password change needs the nonce of /reauthenticate. */
    securePasswordChange: boolean;
    /** Seconds between two emails of one kind to one user. */
    maxFrequency: number;
    otpExpiry: number;
    rateLimits: RateLimits;
    mfa: MfaConfig;
    /** `[auth.email.template.<name>]`: subject and content (read from content_path at start). */
    emailTemplates: EmailTemplates;
    /** `[auth.oauth_server]`: Auth as an OAuth 2.1 server (the stand-in serves its admin client API). */
    oauthServer: { enabled: boolean; allowDynamicRegistration: boolean };
    /** `[auth.passkey] enabled`: sign-in with passkeys (stack/auth/passkeys.ts). */
    passkeys: boolean;
    /** `[auth.webauthn]`: the relying party passkeys are made for (default: site_url's host and origin). */
    webauthn: { rpId: string; rpDisplayName: string; rpOrigins: string[] };
  };
  /** Edge Functions: `[edge_runtime]` and every `[functions.<name>]` table. */
  functions: FunctionsConfig;
  /** Settings of config.toml switched on that the embedded stack does not implement (told at start). */
  unimplemented: string[];
}

/** `[auth.mfa]`: the CLI's defaults are 10 factors and TOTP off (its config.toml template). */
export interface MfaConfig {
  maxEnrolledFactors: number;
  totp: { enrollEnabled: boolean; verifyEnabled: boolean };
  /** `[auth.mfa.web_authn]`: enrolling a WebAuthn factor (its challenge and verify are not offered). */
  webauthn: { enrollEnabled: boolean; verifyEnabled: boolean };
  /** Seconds a challenge stays good: GoTrue's GOTRUE_MFA_CHALLENGE_EXPIRY_DURATION (300), which config.toml does not set. */
  challengeExpiry: number;
  /**
   * The stand-in's guard against guessing codes, which GoTrue leaves to its per-address limit: a
   * challenge dies after this many wrong codes, and once a member has that many wrong codes (on any
   * challenge, from any address) their next challenge or verify waits `failureBackoff` seconds,
   * doubling with every further round, at most an hour (stack/auth/mfa-guard.ts).
   */
  maxChallengeFailures: number;
  failureBackoff: number;
}

export interface FunctionConfig {
  enabled: boolean;
  verifyJwt: boolean;
  /** Absolute paths (config.toml gives them relative to supabase/). */
  importMap?: string;
  entrypoint?: string;
}

export interface FunctionsConfig {
  enabled: boolean;
  /** supabase/functions: one folder per function. */
  dir: string;
  byName: Record<string, FunctionConfig>;
  /** Per request: past it the worker is stopped and the request answers 546 (hosted: 150 s on Free). */
  wallClockMs: number;
  /** V8 heap of one function's worker; past it the worker dies and the request answers 546. */
  memoryMb: number;
}

export interface BucketConfig {
  id: string;
  public: boolean;
  /** Bytes; null = only the global limit. */
  fileSizeLimit: number | null;
  allowedMimeTypes: string[] | null;
  /** Absolute folder whose files are uploaded into the bucket on a fresh start. */
  objectsPath: string | null;
}

export interface StorageConfig {
  enabled: boolean;
  /** Bytes: no upload may be larger. */
  fileSizeLimit: number;
  buckets: BucketConfig[];
  /** `[storage.image_transformation] enabled`: /render/image and transformed signed URLs (off when absent, as the CLI). */
  imageTransformation: boolean;
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
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : fallback;
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

/** "50MiB", "5MB", "300KB", "12B" or a number of bytes → bytes (binary units, as the CLI reads them). */
export function parseSize(value: unknown, fallback: number): number {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
  const m = typeof value === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*([kmgt]?)i?b?\s*$/i.exec(value) : null;
  if (!m) return fallback;
  const power = ['', 'k', 'm', 'g', 't'].indexOf(m[2]!.toLowerCase());
  return Math.round(Number(m[1]) * 1024 ** power);
}

function storageConfig(storage: Table, supabaseDir: string): StorageConfig {
  const fileSizeLimit = parseSize(storage.file_size_limit, 50 * 1024 * 1024);
  const buckets = Object.entries(table(storage.buckets)).map(([id, raw]): BucketConfig => {
    const b = table(raw);
    return {
      id,
      public: bool(b.public, false),
      fileSizeLimit: b.file_size_limit === undefined ? null : parseSize(b.file_size_limit, fileSizeLimit),
      allowedMimeTypes: b.allowed_mime_types === undefined ? null : strings(b.allowed_mime_types, []),
      objectsPath: typeof b.objects_path === 'string' ? resolve(supabaseDir, b.objects_path) : null,
    };
  });
  const imageTransformation = bool(table(storage.image_transformation).enabled, false);
  return { enabled: bool(storage.enabled, true), fileSizeLimit, buckets, imageTransformation };
}

/**
 * The project the stand-in serves, found as the Supabase CLI finds its own: SUPABASE_WORKDIR, else the
 * nearest folder at or above the working directory that holds `supabase/config.toml` (else the working
 * directory itself). The package makes no assumption about where it is installed.
 */
export const projectRoot = findProjectRoot(resolve(process.env.SUPABASE_WORKDIR || process.cwd()));

export function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(resolve(dir, 'supabase/config.toml'))) return dir;
    if (dirname(dir) === dir) return start;
  }
}

/** Where a stack started from this checkout keeps its data: STACK_DATA_DIR, default .local. */
export const dataDir = (): string => resolve(projectRoot, process.env.STACK_DATA_DIR || '.local');

function functionsConfig(root: Table, supabaseDir: string): FunctionsConfig {
  const byName: Record<string, FunctionConfig> = {};
  for (const [name, value] of Object.entries(table(root.functions))) {
    const f = table(value);
    const path = (v: unknown) => (typeof v === 'string' && v ? resolve(supabaseDir, v) : undefined);
    byName[name] = {
      enabled: bool(f.enabled, true),
      verifyJwt: bool(f.verify_jwt, true),
      importMap: path(f.import_map),
      entrypoint: path(f.entrypoint),
    };
  }
  return {
    enabled: bool(table(root.edge_runtime).enabled, true),
    dir: resolve(supabaseDir, 'functions'),
    byName,
    wallClockMs: 150_000,
    memoryMb: 256,
  };
}

/**
 * Features config.toml can switch on that the embedded stack leaves out, with what a request for one
 * gets instead. `*` stands for every sub-table (each provider, hook …).
 */
const UNIMPLEMENTED: { table: string; keys: string[]; instead: string }[] = [
  {
    table: 'auth.mfa.web_authn',
    keys: ['verify_enabled'],
    instead: 'WebAuthn factors can be enrolled, but challenging one answers 422 mfa_webauthn_verify_not_enabled',
  },
  { table: 'auth.mfa.phone', keys: ['enroll_enabled', 'verify_enabled'], instead: 'phone factors answer 422 mfa_phone_enroll_not_enabled' },
  { table: 'auth.sms', keys: ['enable_signup'], instead: 'phone sign-ups and SMS codes are not offered' },
  { table: 'auth.sms.test_otp', keys: ['*'], instead: 'phone sign-ins with the test codes are refused' },
  { table: 'auth.external.*', keys: ['enabled'], instead: 'OAuth sign-in (/authorize, /callback) answers 404 not_found' },
  { table: 'auth.web3.*', keys: ['enabled'], instead: 'Web3 sign-in answers 400 web3_provider_disabled' },
  { table: 'auth.third_party.*', keys: ['enabled'], instead: "the provider's tokens are refused as invalid JWTs" },
  { table: 'auth.hook.*', keys: ['enabled'], instead: 'the hook is never called' },
  { table: 'auth.captcha', keys: ['enabled'], instead: 'no captcha token is asked for or checked' },
  {
    table: 'auth.oauth_server',
    keys: ['enabled'],
    instead:
      'only its client registration is served (/admin/oauth/clients, /oauth/clients/register); /oauth/authorize, /oauth/token and /oauth/userinfo answer 404 not_found',
  },
];

/** One line per feature of UNIMPLEMENTED that config.toml switches on. */
export function unimplementedSettings(root: Record<string, unknown>): string[] {
  const lines: string[] = [];
  for (const { table: path, keys, instead } of UNIMPLEMENTED) {
    const parts = path.split('.');
    let tables: [string, Table][] = [['', root]];
    for (const part of parts) {
      tables = tables.flatMap(([name, t]) => {
        const join = (n: string) => (name ? `${name}.${n}` : n);
        if (part !== '*') return t[part] === undefined ? [] : [[join(part), table(t[part])] as [string, Table]];
        return Object.entries(t)
          .filter(([, v]) => v && typeof v === 'object' && !Array.isArray(v))
          .map(([n, v]) => [join(n), table(v)] as [string, Table]);
      });
    }
    for (const [name, t] of tables) {
      const on =
        keys[0] === '*'
          ? Object.keys(t).length
            ? `[${name}]`
            : null
          : keys
              .filter((k) => t[k] === true)
              .map((k) => `[${name}] ${k} = true`)
              .join(', ') || null;
      if (on) lines.push(`${on} is not implemented by the embedded stack; ${instead}`);
    }
  }
  return lines;
}

/**
 * The seed files of `[db.seed]`, in order, as the Supabase CLI reads them: each entry of `sql_paths`
 * is a path or glob relative to `supabase/`; a glob's matches come in name order; a file is seeded
 * once even if several entries match it. None when `enabled = false`.
 */
export function seedFiles(path = resolve(projectRoot, 'supabase/config.toml')): string[] {
  const seed = table(table(parse(readFileSync(path, 'utf8')).db).seed);
  if (!bool(seed.enabled, true)) return [];
  const dir = dirname(path);
  const files: string[] = [];
  for (const entry of strings(seed.sql_paths, ['./seed.sql'])) {
    const matches = isDynamicPattern(entry) ? globSync(entry, { cwd: dir, absolute: true }).sort() : [resolve(dir, entry)];
    for (const file of matches) if (!files.includes(file) && existsSync(file)) files.push(file);
  }
  return files;
}

export function loadConfig(path = resolve(projectRoot, 'supabase/config.toml')): StackConfig {
  const root = parse(readFileSync(path, 'utf8')) as Table;
  const api = table(root.api);
  const auth = table(root.auth);
  const email = table(auth.email);
  const rate = table(auth.rate_limit);
  const mfa = table(auth.mfa);
  const totp = table(mfa.totp);
  const webAuthnMfa = table(mfa.web_authn);
  const oauthServer = table(auth.oauth_server);
  const webauthn = table(auth.webauthn);
  const inbucket = table(root.local_smtp ?? root.inbucket);
  const configuredSite = str(auth.site_url, 'http://127.0.0.1:3000');
  const appPort = envPort('STACK_APP_PORT', Number(new URL(configuredSite).port || 3000));
  // The app moved by STACK_APP_PORT: reset links and allowed redirects follow it, so they lead to this
  // app and not to one still listening on config.toml's port.
  const movePort = (url: string) => {
    const u = new URL(url);
    const local = u.hostname === '127.0.0.1' || u.hostname === 'localhost';
    if (!local || (u.port || '80') !== (new URL(configuredSite).port || '80')) return url;
    u.port = String(appPort);
    return url.endsWith('/') ? u.href : u.href.replace(/\/$/, '');
  };
  const siteUrl = movePort(configuredSite);
  // One rule for every port (README, "Ports"): its STACK_*_PORT variable when set, else config.toml's
  // setting, else — for a port config.toml has no key for — the API port plus its offset in the
  // CLI's numbering (54321 + n), so that moving the API moves it too.
  const apiPort = envPort('STACK_API_PORT', num(api.port, 54321));
  const fromApi = (name: string, offset: number) => {
    const port = apiPort === 0 ? 0 : apiPort + offset;
    if (port > 65535 && !process.env[name]) throw new Error(`The API port + ${offset} is beyond 65535: set ${name}`);
    return envPort(name, port);
  };
  return {
    projectId: str(root.project_id, 'default'),
    apiPort,
    mailPort: envPort('STACK_MAIL_PORT', num(inbucket.port, 54324)),
    appPort,
    stripePort: fromApi('STACK_STRIPE_PORT', 8),
    schemas: strings(api.schemas, ['public', 'graphql_public']),
    extraSearchPath: strings(api.extra_search_path, ['public', 'extensions']),
    maxRows: num(api.max_rows, 1000),
    storage: storageConfig(table(root.storage), dirname(path)),
    realtime: {
      memberTopics: (process.env.STACK_REALTIME_MEMBER_TOPICS ?? 'online,messages:*')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    },
    auth: {
      siteUrl,
      additionalRedirectUrls: strings(auth.additional_redirect_urls, []).map(movePort),
      jwtExpiry: num(auth.jwt_expiry, 3600),
      signingKeysPath:
        typeof auth.signing_keys_path === 'string' && auth.signing_keys_path ? resolve(dirname(path), auth.signing_keys_path) : null,
      refreshTokenRotation: bool(auth.enable_refresh_token_rotation, true),
      refreshTokenReuseInterval: num(auth.refresh_token_reuse_interval, 10),
      enableSignup: bool(auth.enable_signup, true) && bool(email.enabled ?? email.enable_signup, true),
      minimumPasswordLength: num(auth.minimum_password_length, 6),
      enableConfirmations: bool(email.enable_confirmations, false),
      enableAnonymousSignIns: bool(auth.enable_anonymous_sign_ins, false),
      securePasswordChange: bool(email.secure_password_change, false),
      enableManualLinking: bool(auth.enable_manual_linking, false),
      maxFrequency: parseDuration(email.max_frequency, 1),
      otpExpiry: num(email.otp_expiry, 3600),
      emailTemplates: loadEmailTemplates(table(email.template), dirname(dirname(path))),
      rateLimits: {
        tokenRefresh: num(rate.token_refresh, 150),
        signInSignUps: num(rate.sign_in_sign_ups, 30),
        tokenVerifications: num(rate.token_verifications, 30),
        emailSent: num(rate.email_sent, 360000),
        anonymousUsers: num(rate.anonymous_users, 30),
        mfaChallengeAndVerify: 75,
      },
      mfa: {
        maxEnrolledFactors: num(mfa.max_enrolled_factors, 10),
        totp: { enrollEnabled: bool(totp.enroll_enabled, false), verifyEnabled: bool(totp.verify_enabled, false) },
        webauthn: { enrollEnabled: bool(webAuthnMfa.enroll_enabled, false), verifyEnabled: bool(webAuthnMfa.verify_enabled, false) },
        challengeExpiry: 300,
        maxChallengeFailures: 5,
        failureBackoff: 30,
      },
      oauthServer: {
        enabled: bool(oauthServer.enabled, false),
        allowDynamicRegistration: bool(oauthServer.allow_dynamic_registration, false),
      },
      passkeys: bool(table(auth.passkey).enabled, false),
      webauthn: {
        rpId: str(webauthn.rp_id, '') || new URL(siteUrl).hostname,
        rpDisplayName: str(webauthn.rp_display_name, str(root.project_id, 'default')),
        rpOrigins: strings(webauthn.rp_origins, [new URL(siteUrl).origin]),
      },
    },
    functions: functionsConfig(root, dirname(path)),
    unimplemented: unimplementedSettings(root),
  };
}
