// `npm run stack`: the embedded Supabase stand-in alone (API, mailbox, Stripe), with the app's options,
// for `npm run dev` or tools.
import { closeOnSignal, ensureEnvFile, printStack, runStack } from 'supabase-stand-in';
import { appStackOptions } from '../stack-options.ts';

ensureEnvFile();
const stack = await runStack(appStackOptions);
printStack(stack);
closeOnSignal(() => stack.close());
