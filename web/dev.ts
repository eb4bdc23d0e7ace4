// `npm run dev`: the stack plus Vite's dev server with hot reload (http://127.0.0.1:5173, STACK_DEV_PORT),
// serving the SPA against the stack it starts unless VITE_SUPABASE_URL says otherwise (spa-backend.ts).
// Vite runs as middleware behind the stack's guarded server (a request line Vite's own server would
// throw on is a 400), on a port bound with the stack's before anything is written. The simulated
// market moves the watchlist as under `npm start` (MARKET_SIMULATOR=off to stop it).
import { resolve } from 'node:path';
import { createServer } from 'vite';
import { closeOnSignal, ensureEnvFile, printStack, projectRoot, runStack, SERVICE_ROLE_KEY } from 'supabase-stand-in';
import { startMarketSimulatorInBackground } from '../server/market/feed.ts';
import { appStackOptions } from '../server/stack-options.ts';
import { applySpaBackend, describeSpaBackend } from './spa-backend.ts';
import { createAppServer } from './static.ts';

/** Vite's port (vite.config.ts's server.port), moved by STACK_DEV_PORT. */
const DEV_PORT = Number(process.env.STACK_DEV_PORT) || 5173;

ensureEnvFile();
const spa = applySpaBackend('development');
const app = createAppServer();
const stack = await runStack({ ...appStackOptions, watchFunctions: true, app: { server: app, port: DEV_PORT, env: 'STACK_DEV_PORT' } });
const vite = await createServer({
  root: projectRoot,
  configFile: resolve(projectRoot, 'vite.config.ts'),
  server: { middlewareMode: true, hmr: { server: app } },
});
app.serve((req, res) => vite.middlewares(req, res));
printStack(stack, stack.listeners.find((l) => l.name === 'app')!.url, describeSpaBackend(spa, stack.apiUrl));
const market = startMarketSimulatorInBackground(stack.apiUrl, SERVICE_ROLE_KEY);
closeOnSignal(async () => {
  await market.stop();
  await vite.close();
  await stack.close();
});
