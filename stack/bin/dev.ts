// `npm run dev`: the stack plus Vite's dev server with hot reload (http://127.0.0.1:5173).
import { resolve } from 'node:path';
import { createServer } from 'vite';
import { projectRoot } from '../config.ts';
import { closeOnSignal, ensureEnvFile, printStack, runStack } from './run.ts';

ensureEnvFile();
const stack = await runStack({ watchFunctions: true });
const vite = await createServer({ root: projectRoot, configFile: resolve(projectRoot, 'vite.config.ts') });
await vite.listen();
printStack(stack, vite.resolvedUrls?.local[0]);
closeOnSignal(async () => {
  await vite.close();
  await stack.close();
});
