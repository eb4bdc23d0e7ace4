// Settings of supabase/config.toml that switch on what the embedded stack does not implement are
// told at start, one line each, with what a request for them gets instead — not found out later from
// a failing request. The project's own config.toml switches none of them on.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ANON_KEY, loadConfig } from '../index.ts';
import { startTestStack, type TestStack } from './support/test-stack.ts';

const CONFIG = `
project_id = "warnings"

[auth]
enable_anonymous_sign_ins = true
site_url = "http://127.0.0.1:3000"

[auth.mfa.totp]
enroll_enabled = true
verify_enabled = true

[auth.mfa.web_authn]
enroll_enabled = true
verify_enabled = true

[auth.passkey]
enabled = true

[auth.webauthn]
rp_id = "localhost"
rp_origins = ["http://localhost:3000"]

[auth.oauth_server]
enabled = true

[auth.sms]
enable_signup = false

[auth.sms.test_otp]
4152127777 = "123456"

[auth.external.github]
enabled = true
client_id = "x"

[auth.external.google]
enabled = false

[storage.image_transformation]
enabled = true
`;

let stack: TestStack | undefined;
let dir: string | undefined;

afterAll(async () => {
  await stack?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('config.toml settings the stack does not implement', () => {
  it('are told at start, one line each', async () => {
    dir = mkdtempSync(join(tmpdir(), 'config-warnings-'));
    writeFileSync(join(dir, 'config.toml'), CONFIG);
    const lines: string[] = [];
    stack = await startTestStack(inject('engine'), {
      configFile: join(dir, 'config.toml'),
      migrationsDir: dir,
      seedFile: null,
      databasePrefix: 'stand_in_config_warnings',
      log: (line) => lines.push(line),
    });
    expect(lines.filter((l) => l.includes('not implemented by the embedded stack'))).toEqual([
      'stack: [auth.mfa.web_authn] verify_enabled = true is not implemented by the embedded stack; WebAuthn factors can be enrolled, but challenging one answers 422 mfa_webauthn_verify_not_enabled',
      'stack: [auth.sms.test_otp] is not implemented by the embedded stack; phone sign-ins with the test codes are refused',
      'stack: [auth.external.github] enabled = true is not implemented by the embedded stack; OAuth sign-in (/authorize, /callback) answers 404 not_found',
      'stack: [auth.oauth_server] enabled = true is not implemented by the embedded stack; only its client registration is served (/admin/oauth/clients, /oauth/clients/register); /oauth/authorize, /oauth/token and /oauth/userinfo answer 404 not_found',
    ]);
    // And the stack still starts and answers.
    expect((await fetch(`${stack.apiUrl}/auth/v1/health`, { headers: { apikey: ANON_KEY } })).status).toBe(200);
  }, 60_000);

  it('are none in the project’s own config.toml', () => {
    expect(loadConfig().unimplemented).toEqual([]);
  });
});
