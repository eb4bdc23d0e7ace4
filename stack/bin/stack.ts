// `npm run stack`: the embedded Supabase stand-in alone (API, mailbox), for `npm run dev` or tools.
import { closeOnSignal, ensureEnvFile, printStack, runStack } from './run.ts';

ensureEnvFile();
const stack = await runStack();
printStack(stack);
closeOnSignal(() => stack.close());
