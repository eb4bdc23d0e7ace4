// The embedded Supabase stand-in: one HTTP server with /auth/v1, /rest/v1, /realtime/v1, /storage/v1
// and /functions/v1 over a PGlite or PostgreSQL database prepared from supabase/, plus the local
// mailbox and the offline Stripe stand-in on ports of their own.
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { dataDir, loadConfig, type StackConfig } from './config.ts';
import { loadRoleTimeouts } from './db/act-as.ts';
import { createEngine, type Engine, type EngineOptions } from './db/engine.ts';
import { migrate, type MigrateResult } from './db/migrate.ts';
import { DEFAULT_GATE_LIMITS, type GateLimits } from './http/client-gate.ts';
import { checkApiKey, openStoragePath, refusalOnSocket, sendRefusal, type GatewayRule } from './http/gateway.ts';
import { applyCors, createGuardedServer, parseTarget, sendJson, type GuardedServer } from './http/http.ts';
import { closeServer, listenAll, type Listener, type PortToBind } from './http/listen.ts';
import { assertSafeToListen, isLoopback } from './keys.ts';
import { SigningKeys } from './signing-keys.ts';
import { Mailbox } from './mail/mailbox.ts';
import { createMailServer } from './mail/server.ts';
import type { Service, StackContext } from './service.ts';
import { createAuthService } from './auth/index.ts';
import { createRestService } from './rest/index.ts';
import { createRealtimeService } from './realtime/index.ts';
import { createFunctionsService } from './functions/index.ts';
import { createStorageService } from './storage/index.ts';
import { readSecrets } from './functions/registry.ts';
import {
  assertStripeSafeToListen,
  createStripeServer,
  STAND_IN_SECRET_KEY,
  startStripeStandIn,
  type StripeStandIn,
} from './stripe/index.ts';
import type { StripeCatalog } from './stripe/store.ts';

export interface StartOptions {
  /** Default: DATABASE_URL when set, else PGlite persisted under .local/db (STACK_DATA_DIR/db). */
  database?: EngineOptions;
  /** 0 picks a free port. Default: config (54321 / STACK_API_PORT). */
  apiPort?: number;
  /** 0 picks a free port; null runs no mailbox server. Default: config (54324 / STACK_MAIL_PORT). */
  mailPort?: number | null;
  /** The project's config.toml. Default: supabase/config.toml. */
  configFile?: string;
  /** Changes applied on top of supabase/config.toml. */
  configure?: (config: StackConfig) => void;
  /** Keep mails on disk (default: only when the database is a persisted PGlite). */
  mailFile?: string | null;
  trustForwarded?: boolean;
  /** Per-client limits of /rest/v1 (default DEFAULT_GATE_LIMITS; null turns them off). */
  restLimits?: GateLimits | null;
  migrationsDir?: string;
  seedFile?: string | null;
  log?: (line: string) => void;
  /** Address to listen on. Default: STACK_HOST, else 127.0.0.1. Not loopback: needs STACK_JWT_SECRET. */
  host?: string;
  /**
   * The API gateway's key rule (http/gateway.ts). Default: the CLI's local gateway on loopback (a
   * key-less request to /rest/v1 or /auth/v1 is served as anon), the hosted one (401) elsewhere.
   */
  gateway?: GatewayRule;
  /** Reload an Edge Function when its files change (`npm run dev`). */
  watchFunctions?: boolean;
  /**
   * Where Storage keeps object files. Default: .local/storage (beside .local/db) when the database is
   * the default one or a persisted PGlite; a temporary folder, removed on close, otherwise.
   */
  storageDir?: string;
  /**
   * Run the offline Stripe stand-in on this port (0: any free port) and hand its keys to the Edge
   * Functions. Default null: none. Skipped when supabase/functions/.env sets STRIPE_SECRET_KEY.
   */
  stripePort?: number | null;
  /** Keep the Stripe stand-in's state in this file across restarts (default: memory only). */
  stripeFile?: string | null;
  /** What the app sells on the Stripe stand-in (products, prices) and the name its pages show. */
  stripeCatalog?: StripeCatalog;
  /** The Edge Function the Stripe stand-in delivers its events to (default: none are delivered). */
  stripeWebhookFunction?: string;
  /**
   * Secrets of the app's own for every Edge Function, as a hosted project gets them from `supabase
   * secrets set` (supabase/functions/.env's values win). Called once at start with the folder kept
   * across restarts (beside the database; null for a temporary one), e.g. to keep a generated key there.
   */
  functionSecrets?: (where: { dir: string | null; secrets: Record<string, string>; log: (line: string) => void }) => Record<string, string>;
  /**
   * Where the stack keeps its JWT signing key (CLI format) when config.toml sets no signing_keys_path;
   * null: a key generated in memory for this run. Default: .local/signing_keys.json (beside .local/db)
   * for the default database or a persisted PGlite, memory otherwise.
   */
  signingKeysFile?: string | null;
  /**
   * The app's server (web/start.ts, web/dev.ts): bound on loopback together with the stack's ports —
   * before anything is written — and closed with the stack. Port default: config.appPort
   * (STACK_APP_PORT); `env` names the variable that moves it.
   */
  app?: { server: Server; port?: number; env?: string };
  /** Called once every port is bound, before the database is opened (`npm start` then builds the SPA). */
  onListening?: () => void;
  /** Told how long each phase of start-up took (`npm start` prints them). */
  onPhase?: (phase: string, ms: number) => void;
}

export interface RunningStack {
  apiUrl: string;
  mailUrl: string | null;
  /** The offline Stripe stand-in, when it runs. */
  stripe: StripeStandIn | null;
  /** Every port this stack listens on (api, mailbox, stripe, app): what, where and its server. */
  listeners: Listener[];
  engine: Engine;
  mailbox: Mailbox;
  config: StackConfig;
  migration: MigrateResult;
  context: StackContext;
  /** Tells every service the schema changed (PostgREST's `notify pgrst, 'reload schema'`). */
  reloadSchema(): Promise<void>;
  close(): Promise<void>;
}

export function defaultDatabase(): EngineOptions {
  const url = process.env.DATABASE_URL;
  // STACK_DATA_DIR lets a second stack run from the same checkout (its own database, storage, keys).
  return url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: resolve(dataDir(), 'db') };
}

export async function startStack(options: StartOptions = {}): Promise<RunningStack> {
  const log = options.log ?? ((line: string) => console.log(line));
  let phaseStart = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    options.onPhase?.(name, now - phaseStart);
    phaseStart = now;
  };
  const config = loadConfig(options.configFile);
  options.configure?.(config);
  // Said once at start rather than found out from a failing request later.
  for (const line of config.unimplemented) log(`stack: ${line}`);
  // Loopback unless told otherwise; anywhere else only with a real JWT secret (and a real Stripe key).
  const host = options.host ?? (process.env.STACK_HOST || '127.0.0.1');
  assertSafeToListen(host);
  const secrets = readSecrets(config.functions, () => undefined);
  const realStripe = Boolean(secrets.STRIPE_SECRET_KEY);
  const runStripe = options.stripePort != null && !realStripe && config.functions.enabled;
  if (runStripe) assertStripeSafeToListen(host, STAND_IN_SECRET_KEY);

  const database = options.database ?? defaultDatabase();
  const persisted = database.kind === 'pglite' && database.dataDir ? resolve(database.dataDir, '..') : null;
  // Kept beside the database: in STACK_DATA_DIR (default .local) for the default one, beside a
  // persisted PGlite's folder, else nowhere (a temporary database keeps them for this run only).
  const beside = options.database === undefined ? dataDir() : persisted;
  const mailFile = options.mailFile !== undefined ? options.mailFile : persisted && resolve(persisted, 'mail.json');
  const mailbox = new Mailbox(mailFile ?? undefined); // reads the file, writes it only when a mail comes

  // Every port first: a busy one stops start-up here, before the database or any file is touched.
  const server = createGuardedServer('stack', log);
  const mailPort = options.mailPort === undefined ? config.mailPort : options.mailPort;
  const mailServer = mailPort === null ? null : createMailServer(mailbox, log);
  const stripeServer = runStripe ? createStripeServer(log) : null;
  const ports: PortToBind[] = [
    { name: 'api', label: 'the API', port: options.apiPort ?? config.apiPort, host, env: 'STACK_API_PORT', server },
    ...(mailServer ? [{ name: 'mailbox', label: 'the mailbox', port: mailPort!, host, env: 'STACK_MAIL_PORT', server: mailServer }] : []),
    ...(stripeServer
      ? [{ name: 'stripe', label: 'the Stripe stand-in', port: options.stripePort!, host, env: 'STACK_STRIPE_PORT', server: stripeServer }]
      : []),
    ...(options.app
      ? [
          {
            name: 'app',
            label: 'the app',
            port: options.app.port ?? config.appPort,
            host: '127.0.0.1',
            env: options.app.env ?? 'STACK_APP_PORT',
            server: options.app.server,
          },
        ]
      : []),
  ];
  const listeners = await listenAll(ports);
  const closeListeners = () => Promise.all(listeners.map((l) => closeServer(l.server)));
  phase('ports');
  options.onListening?.();

  let engine: Engine | undefined;
  try {
    engine = await createEngine(database);
    phase('engine');
    return await startOnPorts(options, {
      log,
      phase,
      config,
      host,
      secrets,
      database,
      beside,
      engine,
      mailbox,
      server,
      stripeServer,
      listeners,
    });
  } catch (e) {
    await engine?.close();
    await closeListeners();
    throw e;
  }
}

interface Bound {
  log: (line: string) => void;
  phase: (name: string) => void;
  config: StackConfig;
  host: string;
  secrets: Record<string, string>;
  database: EngineOptions;
  /** Where files kept across restarts go (keys, storage), or null. */
  beside: string | null;
  engine: Engine;
  mailbox: Mailbox;
  server: GuardedServer;
  stripeServer: GuardedServer | null;
  listeners: Listener[];
}

/** The rest of start-up, once every port is bound and the database open. */
async function startOnPorts(options: StartOptions, bound: Bound): Promise<RunningStack> {
  const { log, phase, config, host, secrets, database, beside, engine, mailbox, server, stripeServer, listeners } = bound;
  const migration = await migrate(engine, { migrationsDir: options.migrationsDir, seedFile: options.seedFile, log, onPhase: phase });
  // Statistics for what the migrations and seeds wrote, as autovacuum would gather them (PGlite has
  // none): without them the planner guesses every table's size, and so the plan cost check does too.
  await engine.analyze();
  const ownKeysFile = options.signingKeysFile !== undefined ? options.signingKeysFile : beside && resolve(beside, 'signing_keys.json');
  const keys = await SigningKeys.load(
    config.auth.signingKeysPath ? { file: config.auth.signingKeysPath, create: false } : { file: ownKeysFile, create: true },
  );
  const context: StackContext = {
    engine,
    config,
    mailbox,
    keys,
    apiUrl: listeners[0]!.url,
    log,
    trustForwarded: options.trustForwarded ?? false,
    // PGlite runs one statement at a time: a second request of the same client in flight would only
    // take a turn from someone else, so one at a time there; the pool of PostgreSQL takes a few.
    restLimits:
      options.restLimits === undefined
        ? { ...DEFAULT_GATE_LIMITS, maxInFlight: engine.kind === 'pglite' ? 1 : DEFAULT_GATE_LIMITS.maxInFlight }
        : options.restLimits,
    gateway: options.gateway ?? (isLoopback(host) ? 'local' : 'hosted'),
  };
  const storageDir = options.storageDir ?? (beside && resolve(beside, 'storage'));
  const storageRoot = storageDir ?? mkdtempSync(resolve(tmpdir(), 'stack-storage-'));
  const storage = createStorageService(context, storageRoot);
  const appSecrets = options.functionSecrets?.({ dir: beside, secrets, log }) ?? {};
  const stripe = stripeServer
    ? await startStripeStandIn({
        server: stripeServer,
        host,
        file: options.stripeFile ?? null,
        webhookUrl: () => (options.stripeWebhookFunction ? `${context.apiUrl}/functions/v1/${options.stripeWebhookFunction}` : null),
        catalog: options.stripeCatalog,
        log,
      })
    : null;
  if (stripe) phase('stripe');
  const functionsEnv = (): Record<string, string> => ({
    SITE_URL: config.auth.siteUrl,
    ...appSecrets,
    ...(stripe && { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_BASE: stripe.url }),
  });
  const services: Record<string, Service> = {
    auth: createAuthService(context),
    rest: createRestService(context),
    realtime: createRealtimeService(context),
    functions: createFunctionsService(context, {
      databaseUrl: database.kind === 'postgres' ? database.url : '',
      watch: options.watchFunctions ?? false,
      env: functionsEnv,
    }),
    storage,
  };
  phase('services');
  const reloadSchema = async () => {
    // The roles' statement_timeout, as every service acting as a caller applies it (db/act-as.ts).
    await loadRoleTimeouts(engine);
    for (const s of Object.values(services)) await s.schemaChanged?.();
  };
  await reloadSchema();
  phase('schema');
  await storage.prepare();
  phase('storage');

  const route = (url: URL) => {
    const m = /^\/(auth|rest|realtime|storage|functions)\/v1(\/.*)?$/.exec(url.pathname);
    return m ? { service: services[m[1]!]!, path: m[2] ?? '/', url } : { url };
  };

  server.serve(async (req, res, url) => {
    const r = route(url);
    // Edge Functions answer their own CORS, preflight included, as on hosted Supabase.
    if (r.service !== services.functions && applyCors(req, res)) return;
    if (!r.service) return sendJson(res, 404, { message: 'no Route matched with those values' });
    // The gateway's key rule; Auth applies it per route itself, Edge Functions have verify_jwt.
    const keyed =
      r.service === services.rest ||
      r.service === services.realtime ||
      (r.service === services.storage && !openStoragePath(req.method ?? 'GET', r.path));
    const keyless = (r.service === services.rest || r.service === services.storage) && context.gateway === 'local';
    const refusal = keyed ? await checkApiKey(context.keys, req, r.url, keyless) : null;
    if (refusal) return sendRefusal(res, refusal);
    await r.service.handle(req, res, r.path, r.url);
  });
  server.on('upgrade', (req, socket, head) => {
    try {
      const url = parseTarget(req.url, 'http://stack.local');
      const r = url && route(url);
      if (!r?.service?.upgrade) return socket.destroy();
      const { service, path } = r;
      checkApiKey(context.keys, req, r.url)
        .then((refusal) => {
          if (refusal) socket.end(refusalOnSocket(refusal));
          else service.upgrade!(req, socket, head, path, r.url);
        })
        .catch((e: unknown) => {
          log(`stack: unhandled error on upgrade ${JSON.stringify(req.url)}: ${e instanceof Error ? e.stack : String(e)}`);
          socket.destroy();
        });
    } catch (e) {
      log(`stack: unhandled error on upgrade ${JSON.stringify(req.url)}: ${e instanceof Error ? e.stack : String(e)}`);
      socket.destroy();
    }
  });
  server.keepAliveTimeout = 65_000;

  return {
    apiUrl: context.apiUrl,
    mailUrl: listeners.find((l) => l.name === 'mailbox')?.url ?? null,
    stripe,
    listeners,
    engine,
    mailbox,
    config,
    migration,
    context,
    reloadSchema,
    async close() {
      await stripe?.close();
      for (const s of Object.values(services)) await s.close?.();
      await Promise.all(listeners.map((l) => closeServer(l.server)));
      await engine.close();
      if (!storageDir) rmSync(storageRoot, { recursive: true, force: true });
    },
  };
}

// The package's public entry: startStack and the few helpers the app, its tests and benches use.
// Nothing outside the package imports its other modules (eslint.config.js enforces it).
export { closeOnSignal, ensureEnvFile, printStack, runStack } from './bin/run.ts';
export { dataDir, loadConfig, projectRoot, type StackConfig } from './config.ts';
export { createEngine, type Engine, type EngineOptions, type Queryable, type Setup } from './db/engine.ts';
export { bootstrap, listMigrations, migrate, MigrationError, type MigrateResult } from './db/migrate.ts';
export { generateTypes, pushMigrations, supabaseCli } from './db/supabase-cli.ts';
export { createGuardedServer, type GuardedServer, type TargetHandler } from './http/http.ts';
export { ANON_KEY, JWT_SECRET, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY, signJwt, type JwtClaims } from './keys.ts';
export { Mailbox, type Mail } from './mail/mailbox.ts';
export { generateSigningKey, SigningKeys } from './signing-keys.ts';
export { signPayload, STAND_IN_SECRET_KEY } from './stripe/index.ts';
export type { StripeCatalog, StripeObject } from './stripe/store.ts';
export { typeScriptWorker } from './ts-worker.ts';
export { loadEmailTemplates } from './auth/email-templates.ts';
export { denoBinary } from './functions/deno-binary.ts';
export { workerEnvironment } from './functions/environment.ts';
export { limits as realtimeLimits } from './realtime/limits.ts';
