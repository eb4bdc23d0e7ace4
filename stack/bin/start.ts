// `npm start`: builds the SPA, starts the embedded stack (PGlite under .local/, or DATABASE_URL), and
// serves the SPA on site_url's port (3000). The SPA is built against the stack it starts unless
// VITE_SUPABASE_URL says otherwise (spa-backend.ts).
import { resolve } from 'node:path';
import { build } from 'vite';
import { projectRoot } from '../config.ts';
import { createSpaServer } from '../../web/static.ts';
import { closeOnSignal, ensureEnvFile, printStack, runStack } from './run.ts';
import { applySpaBackend, describeSpaBackend } from './spa-backend.ts';

const started = Date.now();
ensureEnvFile();
const spa = applySpaBackend('production');
const [stack] = await Promise.all([
  runStack(),
  build({ root: projectRoot, logLevel: 'warn', configFile: resolve(projectRoot, 'vite.config.ts') }),
]);
const app = createSpaServer(resolve(projectRoot, 'dist'));
await new Promise<void>((ok, fail) => {
  app.once('error', fail);
  app.listen(stack.config.appPort, '127.0.0.1', () => ok());
});
const appUrl = `http://127.0.0.1:${stack.config.appPort}`;
printStack(stack, appUrl, describeSpaBackend(spa, stack.apiUrl));
console.log(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s. Press Ctrl-C to stop.`);
closeOnSignal(async () => {
  app.closeAllConnections();
  await new Promise<void>((r) => app.close(() => r()));
  await stack.close();
});
