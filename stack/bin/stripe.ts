// `npm run stripe -- <command>`: the offline Stripe stand-in's test clock, on a running `npm start`.
//   advance <31d|12h|90m|45s>   move the clock: renew, fail (past_due) or end subscriptions, and
//                               deliver the webhooks that causes before returning
//   clock                       print the stand-in's current time
//   webhooks                    the webhook deliveries so far (event, type, attempts, status)
import { loadConfig } from '../config.ts';
import { STAND_IN_SECRET_KEY } from '../stripe/index.ts';

const usage = 'usage: npm run stripe -- advance <31d|12h|90m|45s> | clock | webhooks';
const [command, arg] = process.argv.slice(2);
const STRIPE_PORT = loadConfig().stripePort;
const base = `http://127.0.0.1:${STRIPE_PORT}/_stand-in`;
const headers = { Authorization: `Bearer ${STAND_IN_SECRET_KEY}` };

async function call(path: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(`${base}${path}`, { ...init, headers: { ...headers, ...init.headers } });
  } catch {
    throw new Error(`No Stripe stand-in on port ${STRIPE_PORT}. Is \`npm start\` running (without STRIPE_SECRET_KEY)?`);
  }
  const body = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error((body.error as { message?: string })?.message ?? `HTTP ${res.status}`);
  return body;
}

const time = (seconds: unknown) => new Date(Number(seconds) * 1000).toISOString().replace('.000Z', 'Z');

try {
  if (command === 'advance' && arg) {
    const body = await call('/clock/advance', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ by: arg }),
    });
    console.log(`Stripe test clock is now ${time(body.frozen_time)} (+${Math.round(Number(body.offset_seconds) / 86_400)} days).`);
  } else if (command === 'clock') {
    const body = await call('/clock');
    console.log(`Stripe test clock: ${time(body.frozen_time)} (+${Math.round(Number(body.offset_seconds) / 86_400)} days).`);
  } else if (command === 'webhooks') {
    const body = await call('/webhooks');
    for (const d of body.data as { event: string; type: string; attempts: number; status: number | null }[]) {
      console.log(`${d.type.padEnd(36)} ${d.event}  ${d.status ?? 'no answer'} after ${d.attempts} attempt(s)`);
    }
  } else {
    console.error(usage);
    process.exit(2);
  }
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}
