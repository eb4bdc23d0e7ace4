// One rule for every port (README, "Ports"): its STACK_*_PORT variable, else config.toml's setting,
// else — for the Stripe stand-in, which config.toml has no key for — the API port + 8, as in the CLI's
// numbering (54321 → 54329). So the README's second stack, which moves only the app, the API and the
// mailbox, gets a Stripe port of its own.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from './config.ts';

afterEach(() => vi.unstubAllEnvs());

const ports = () => {
  const c = loadConfig();
  return { app: c.appPort, api: c.apiPort, mail: c.mailPort, stripe: c.stripePort };
};

describe('ports', () => {
  it('come from config.toml, the Stripe stand-in 8 above the API', () => {
    for (const name of ['STACK_APP_PORT', 'STACK_API_PORT', 'STACK_MAIL_PORT', 'STACK_STRIPE_PORT']) vi.stubEnv(name, '');
    expect(ports()).toEqual({ app: 3000, api: 54321, mail: 54324, stripe: 54329 });
  });

  it('move with their variables; the Stripe stand-in with the API unless set itself', () => {
    vi.stubEnv('STACK_STRIPE_PORT', '');
    vi.stubEnv('STACK_APP_PORT', '3100');
    vi.stubEnv('STACK_API_PORT', '54421');
    vi.stubEnv('STACK_MAIL_PORT', '54424');
    expect(ports()).toEqual({ app: 3100, api: 54421, mail: 54424, stripe: 54429 });
    vi.stubEnv('STACK_STRIPE_PORT', '60000');
    expect(ports().stripe).toBe(60000);
    vi.stubEnv('STACK_API_PORT', '0');
    vi.stubEnv('STACK_STRIPE_PORT', '');
    expect(ports()).toMatchObject({ api: 0, stripe: 0 });
    vi.stubEnv('STACK_STRIPE_PORT', 'x');
    expect(() => loadConfig()).toThrow('STACK_STRIPE_PORT must be a port number, got "x"');
  });
});
