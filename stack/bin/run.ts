// Shared by `npm run stack` and by web/start.ts and web/dev.ts (`npm start`, `npm run dev`): starts
// the stack with the project's defaults, prints where everything is, and closes the database cleanly
// on Ctrl-C.
import { copyFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { dataDir, loadConfig, projectRoot } from '../config.ts';
import { MigrationError } from '../db/migrate.ts';
import { PortInUseError } from '../http/listen.ts';
import { startStack, type RunningStack, type StartOptions } from '../index.ts';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../keys.ts';

/** The SPA reads .env at build time; a fresh clone gets the local defaults. */
export function ensureEnvFile(): void {
  const env = resolve(projectRoot, '.env');
  if (!existsSync(env)) copyFileSync(resolve(projectRoot, '.env.example'), env);
}

export async function runStack(options: StartOptions = {}): Promise<RunningStack> {
  try {
    // The offline Stripe stand-in on its port (README, "Ports"), its state beside the database.
    return await startStack({ stripePort: loadConfig().stripePort, stripeFile: resolve(dataDir(), 'stripe.json'), ...options });
  } catch (e) {
    if (e instanceof MigrationError) {
      console.error(`\nMigration failed, nothing of it was applied:\n  ${e.message}\n`);
      process.exit(1);
    }
    if (e instanceof PortInUseError) {
      console.error(`\n${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
}

export function printStack(stack: RunningStack, appUrl?: string, spaLines: string[] = []): void {
  const db = stack.engine.kind === 'pglite' ? `PGlite (${process.env.STACK_DATA_DIR || '.local'}/db)` : 'PostgreSQL (DATABASE_URL)';
  console.log(`
${appUrl ? `  App          ${appUrl}\n` : ''}${spaLines.map((l) => `${l}\n`).join('')}  API URL      ${stack.apiUrl}
  REST         ${stack.apiUrl}/rest/v1
  Auth         ${stack.apiUrl}/auth/v1
  Realtime     ${stack.apiUrl.replace('http', 'ws')}/realtime/v1
  Functions    ${stack.apiUrl}/functions/v1/<name>  (supabase/functions, on Deno)
  Storage      ${stack.apiUrl}/storage/v1
  Mailbox      ${stack.mailUrl ?? '(off)'}
  Stripe       ${stack.stripe ? `${stack.stripe.url}  (offline stand-in; npm run stripe -- advance 31d)` : 'api.stripe.com (STRIPE_SECRET_KEY in supabase/functions/.env)'}
  Database     ${db}
  anon key     ${ANON_KEY}
  service_role key (server-side only)
               ${SERVICE_ROLE_KEY}
`);
}

export function closeOnSignal(close: () => Promise<void>): void {
  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    console.log('\nStopping…');
    try {
      await close();
      process.exit(0);
    } catch (e) {
      console.error(e);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}
