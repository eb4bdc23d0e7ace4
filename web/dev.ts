// `npm run dev`: the stack plus Vite's dev server with hot reload (http://127.0.0.1:5173), serving the
// SPA against the stack it starts unless VITE_SUPABASE_URL says otherwise (spa-backend.ts).
import { resolve } from 'node:path';
import { createServer } from 'vite';
import { projectRoot } from '../stack/config.ts';
import { closeOnSignal, ensureEnvFile, printStack, runStack } from '../stack/bin/run.ts';
import { applySpaBackend, describeSpaBackend } from './spa-backend.ts';

ensureEnvFile();
const spa = applySpaBackend('development');
const stack = await runStack({ watchFunctions: true });
const vite = await createServer({ root: projectRoot, configFile: resolve(projectRoot, 'vite.config.ts') });
await vite.listen();
printStack(stack, vite.resolvedUrls?.local[0], describeSpaBackend(spa, stack.apiUrl));
closeOnSignal(async () => {
  await vite.close();
  await stack.close();
});
