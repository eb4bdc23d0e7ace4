// Acting as the caller, shared by REST, Storage and Realtime: the role, the claims, the request
// settings and the role's statement_timeout as the catalog says it — read again after it changes,
// never a number of the code's own — set for one transaction and gone after it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actAs, actingSetup, loadRoleTimeouts, probeActing, runActing, timeoutMs } from './act-as.ts';
import { createEngine, isPgError, type Engine } from './engine.ts';

let engine: Engine;

beforeAll(async () => {
  engine = await createEngine({ kind: 'pglite' });
  await engine.exec(`
    create role caller nologin;
    alter role caller set statement_timeout = '1500ms';
    create role unlimited nologin;
    create table notes (id int primary key);
    grant select, insert on notes to caller;`);
  await loadRoleTimeouts(engine);
}, 60_000);
afterAll(() => engine.close());

const SEEN = `select current_user::text as role, current_setting('request.jwt.claims', true) as claims,
  current_setting('request.method', true) as method, current_setting('statement_timeout') as timeout,
  current_setting('request.jwt.claim.sub', true) as sub, current_setting('transaction_read_only') as read_only`;

describe('acting as the caller', () => {
  it('sets role, claims, request settings and the role’s timeout from the catalog, for one transaction', async () => {
    const seen = await runActing(
      engine,
      { role: 'caller', claims: { role: 'caller', sub: 'u-1' }, settings: { 'request.method': 'GET' } },
      async (tx) => (await tx.query(SEEN)).rows[0],
    );
    expect(seen).toMatchObject({
      role: 'caller',
      claims: '{"role":"caller","sub":"u-1"}',
      method: 'GET',
      timeout: '1500ms',
      read_only: 'off',
    });
    expect(seen!.sub ?? '').toBe(''); // the legacy claim settings only when asked for
    const after = (
      await engine.query<{ role: string; claims: string | null }>(
        `select current_user::text as role, nullif(current_setting('request.jwt.claims', true), '') as claims`,
      )
    ).rows[0];
    expect(after).toEqual({ role: 'postgres', claims: null });
  });

  it('reads a changed timeout from the catalog again, and a role without one gets none', async () => {
    await engine.exec(`alter role caller set statement_timeout = '2s'`);
    await loadRoleTimeouts(engine);
    const timeout = async (role: string) =>
      runActing(
        engine,
        { role, claims: {} },
        async (tx) => (await tx.query<{ t: string }>(`select current_setting('statement_timeout') as t`)).rows[0]!.t,
      );
    expect(await timeout('caller')).toBe('2s');
    expect(await timeout('unlimited')).toBe('0');
    expect(actingSetup(engine, { role: 'caller', claims: {} }).timeoutMs).toBe(2000);
    expect(actingSetup(engine, { role: 'caller', claims: {}, statementTimeout: null }).timeoutMs).toBeUndefined();
  });

  it('stops a statement past the role’s timeout (enforced on PGlite too)', async () => {
    const slow = runActing(engine, { role: 'caller', claims: {}, statementTimeout: '200ms' }, (tx) => tx.query('select pg_sleep(2)'));
    const e: unknown = await slow.catch((err: unknown) => err);
    expect(isPgError(e) && e.code).toBe('57014');
  }, 30_000);

  it('legacy claims, read-only mode, switching mid-transaction, and probes that leave nothing', async () => {
    const seen = await runActing(
      engine,
      { role: 'caller', claims: { sub: 'u-2' }, legacyClaims: true, readOnly: true },
      async (tx) => (await tx.query(SEEN)).rows[0],
    );
    expect(seen).toMatchObject({ sub: 'u-2', read_only: 'on' });
    const roles = await runActing(engine, null, async (tx) => {
      const before = (await tx.query<{ r: string }>('select current_user::text as r')).rows[0]!.r;
      await actAs(tx, engine, { role: 'caller', claims: {} });
      return [before, (await tx.query<{ r: string }>('select current_user::text as r')).rows[0]!.r];
    });
    expect(roles).toEqual(['postgres', 'caller']);
    const inserted = await probeActing(
      engine,
      { role: 'caller', claims: {} },
      async (tx) => (await tx.query('insert into notes values (1) returning id')).rows.length,
    );
    expect(inserted).toBe(1);
    expect((await engine.query('select * from notes')).rows).toEqual([]);
  });

  it('reads timeouts as PostgreSQL does', () => {
    expect([timeoutMs('3s'), timeoutMs('8000'), timeoutMs('1min'), timeoutMs('0'), timeoutMs(null), timeoutMs('soon')]).toEqual([
      3000,
      8000,
      60_000,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
