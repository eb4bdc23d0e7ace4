// The count of wrong two-factor codes survives a restart (stack/auth/mfa-guard.ts keeps it in the
// database, beside the factors and challenges): a member who has just spent five wrong codes still
// waits after the stack comes back, on the run's engine (a persisted PGlite, or a fresh PostgreSQL).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { type EngineOptions, type RunningStack, startStack } from '../index.ts';
import { client, uniqueEmail } from './support/clients.ts';
import { totpCode, wrongTotpCode } from './support/mfa.ts';
import { createTestDatabase } from './support/test-database.ts';
import { fixtureProject } from './support/test-stack.ts';

const { configFile, migrationsDir, seedFile } = fixtureProject;

const dir = mkdtempSync(join(tmpdir(), 'mfa-restart-'));
let stack: RunningStack | null = null;
let database: EngineOptions = { kind: 'pglite', dataDir: join(dir, 'db') };
let dropDatabase = async () => {};

beforeAll(async () => {
  if (inject('engine') !== 'postgres') return;
  const db = await createTestDatabase('stand_in_mfa_restart');
  database = { kind: 'postgres', url: db.url };
  dropDatabase = () => db.drop();
});
afterAll(async () => {
  await stack?.close();
  await dropDatabase();
  rmSync(dir, { recursive: true, force: true });
});

const start = () =>
  startStack({
    configFile,
    migrationsDir,
    seedFile,
    database,
    storageDir: join(dir, 'storage'),
    apiPort: 0,
    mailPort: null,
    mailFile: null,
    log: () => undefined,
  });
const connect = () => client({ url: stack!.apiUrl });

it('keeps a member waiting after wrong codes across a restart', async () => {
  stack = await start();
  const email = uniqueEmail('mfa-restart');
  const password = 'Correct-horse-7';
  const owner = connect();
  expect((await owner.auth.signUp({ email, password })).error).toBeNull();
  const { data: enrolled } = await owner.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
  const factorId = enrolled!.id;
  const secret = enrolled!.totp.secret;
  expect((await owner.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret) })).error).toBeNull();

  const member = connect();
  expect((await member.auth.signInWithPassword({ email, password })).error).toBeNull();
  const { data: challenge } = await member.auth.mfa.challenge({ factorId });
  for (let i = 0; i < 5; i++) {
    const { error } = await member.auth.mfa.verify({ factorId, challengeId: challenge!.id, code: wrongTotpCode(secret) });
    expect(error).toMatchObject({ code: 'mfa_verification_failed' });
  }
  expect((await member.auth.mfa.challenge({ factorId })).error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });

  await stack.close();
  stack = await start();
  const again = connect();
  expect((await again.auth.signInWithPassword({ email, password })).error).toBeNull();
  expect((await again.auth.mfa.challenge({ factorId })).error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
}, 120_000);
