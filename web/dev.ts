// `npm run dev`: the stack plus Vite's dev server with hot reload (http://127.0.0.1:5173), serving the
// SPA against the stack it starts unless VITE_SUPABASE_URL says otherwise (spa-backend.ts). The
// simulated market moves the watchlist as under `npm start` (MARKET_SIMULATOR=off to stop it).
import { resolve } from 'node:path';
import { createServer } from 'vite';
import { projectRoot } from '../stack/config.ts';
import { closeOnSignal, ensureEnvFile, printStack, runStack } from '../stack/bin/run.ts';
import { SERVICE_ROLE_KEY } from '../stack/keys.ts';
import { startMarketSimulatorInBackground } from '../stack/market/feed.ts';
import { applySpaBackend, describeSpaBackend } from './spa-backend.ts';

ensureEnvFile();
const spa = applySpaBackend('development');
const stack = await runStack({ watchFunctions: true });
const vite = await createServer({ root: projectRoot, configFile: resolve(projectRoot, 'vite.config.ts') });
await vite.listen();
printStack(stack, vite.resolvedUrls?.local[0], describeSpaBackend(spa, stack.apiUrl));
const market = startMarketSimulatorInBackground(stack.apiUrl, SERVICE_ROLE_KEY);
closeOnSignal(async () => {
  await market.stop();
  await vite.close();
  await stack.close();
});
