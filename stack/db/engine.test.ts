// The PGlite engine in its worker thread: a turn ends when its last message is sent, so many
// requests are queued in the worker at once. Each must still run alone: its setup (a request's role
// and claims) seen by its own statement only, a failed one rolled back without touching the next,
// and NOTIFYs of committed work delivered.
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, idlePgliteWorkers, isPgError, withLiterals, type Engine } from './engine.ts';

let engine: Engine;

beforeAll(async () => {
  engine = await createEngine({ kind: 'pglite' });
  await engine.exec('create table notes (id int primary key, body text not null)');
}, 60_000);
afterAll(() => engine.close());

const claimsSetup = (n: number) => ({
  sql: `select set_config('request.jwt.claims', $1, true)`,
  params: [JSON.stringify({ sub: `user-${n}` })],
});

describe('PGlite engine in a worker', () => {
  it('gives each of many queued requests its own setup, and none to what follows', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        n % 2
          ? engine
              .run<{ sub: string }>(`select current_setting('request.jwt.claims', true)::json->>'sub' as sub`, [], claimsSetup(n))
              .then((r) => r.rows[0]!.sub)
          : engine.transaction(
              async (tx) =>
                (await tx.query<{ sub: string }>(`select current_setting('request.jwt.claims', true)::json->>'sub' as sub`)).rows[0]!.sub,
              claimsSetup(n),
            ),
      ),
    );
    expect(results).toEqual(Array.from({ length: 200 }, (_, n) => `user-${n}`));
    const after = await engine.query<{ claims: string | null }>(`select nullif(current_setting('request.jwt.claims', true), '') as claims`);
    expect(after.rows[0]!.claims).toBeNull();
  });

  it('rolls back a failed request and runs the ones queued behind it', async () => {
    const outcomes = await Promise.allSettled([
      engine.run(`insert into notes values (1, 'kept')`, []),
      engine.run(`insert into notes values ($1, 'lost') returning 1 / 0`, [2]),
      engine.transaction(async (tx) => {
        await tx.query(`insert into notes values (3, 'lost too')`);
        throw new Error('the caller changed its mind');
      }),
      engine.run(`insert into notes values ($1, $2)`, [4, 'kept too']),
      engine.transaction((tx) => tx.query(`insert into notes values (1, 'duplicate')`)),
      engine.query<{ id: number }>('select id from notes order by id'),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled', 'rejected', 'fulfilled']);
    const divide = (outcomes[1] as PromiseRejectedResult).reason as unknown;
    expect(isPgError(divide) && divide.code).toBe('22012');
    const duplicate = (outcomes[4] as PromiseRejectedResult).reason as unknown;
    expect(isPgError(duplicate) && duplicate.code).toBe('23505');
    expect((await engine.query<{ id: number }>('select id from notes order by id')).rows).toEqual([{ id: 1 }, { id: 4 }]);
  });

  it('delivers a NOTIFY once the request that sent it commits, and not for one rolled back', async () => {
    let heard = 0;
    const unlisten = await engine.listen('engine_test', () => heard++);
    await expect(engine.run(`select pg_notify('engine_test', 'x'), 1 / 0`, [])).rejects.toThrow();
    await engine.run(`select pg_notify('engine_test', 'y')`, []);
    await engine.query('select 1');
    expect(heard).toBe(1);
    await unlisten();
  });
});

describe('PGlite engine: a worker serves the next database', () => {
  it('opens the next database in the worker of a closed one, with nothing of the last in it', async () => {
    const first = await createEngine({ kind: 'pglite' });
    await first.exec(`create table leftover (id int); insert into leftover values (1); set plan_cache_mode = force_generic_plan`);
    const idle = idlePgliteWorkers();
    await first.close();
    expect(idlePgliteWorkers()).toBe(idle + 1);
    const next = await createEngine({ kind: 'pglite' });
    try {
      expect(idlePgliteWorkers()).toBe(idle);
      const { rows } = await next.query<{ table: string | null; setting: string }>(
        `select to_regclass('leftover')::text as table, current_setting('plan_cache_mode') as setting`,
      );
      expect(rows).toEqual([{ table: null, setting: 'auto' }]);
    } finally {
      await next.close();
    }
  }, 60_000);

  it('lets the process end with workers waiting', () => {
    const script = `import { createEngine } from ${JSON.stringify(new URL('./engine.ts', import.meta.url).href)};
      const engine = await createEngine({ kind: 'pglite' });
      await engine.query('select 1');
      await engine.close();
      console.log('closed');`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(child.stdout.trim()).toBe('closed');
    expect(child.status).toBe(0);
  }, 40_000);
});

describe('PGlite engine: a statement past its time limit', () => {
  it('fails with 57014, keeps what was committed, runs what was queued behind it and keeps listening', async () => {
    await engine.exec('create table limits (id int primary key)');
    await engine.run('insert into limits values (1)', []);
    let heard = 0;
    const unlisten = await engine.listen('limits_test', () => heard++);
    const limited = { sql: `select set_config('statement_timeout', '500ms', true)`, params: [], timeoutMs: 500 };
    const outcomes = await Promise.allSettled([
      engine.transaction(async (tx) => {
        await tx.query('insert into limits values (2)');
        await tx.query('select pg_sleep(5)');
      }, limited),
      // Sent to the worker while the previous one runs: queued there, sent again to the new worker.
      engine.run('select pg_sleep(5)', [], limited),
      engine.run('insert into limits values (3)', []),
      engine.run(`select id from limits order by id`, [], limited),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'fulfilled', 'fulfilled']);
    for (const outcome of outcomes.slice(0, 2)) {
      const reason = (outcome as PromiseRejectedResult).reason as unknown;
      expect(isPgError(reason) && [reason.code, reason.message]).toEqual(['57014', 'canceling statement due to statement timeout']);
    }
    expect((outcomes[3] as PromiseFulfilledResult<{ rows: unknown[] }>).value.rows).toEqual([{ id: 1 }, { id: 3 }]);
    await engine.run(`select pg_notify('limits_test', 'after')`, []);
    await engine.query('select 1');
    expect(heard).toBe(1);
    await unlisten();
  }, 30_000);
});

describe('PGlite engine: table statistics, as autovacuum gathers them', () => {
  it('ANALYZEs a table changed by more than 50 rows + 10 %, and only such a table', async () => {
    await engine.exec('create table crowd (id int primary key, p int); create table few (id int primary key)');
    await engine.run('insert into crowd select g, g % 100 from generate_series(1, 2000) g', []);
    await engine.run('insert into few select g from generate_series(1, 20) g', []);
    const estimate = async () => {
      const { rows } = await engine.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
        'explain (format json) select * from crowd',
      );
      return rows[0]!['QUERY PLAN'][0].Plan['Plan Rows'];
    };
    // Never analysed: the planner guesses the size from the pages.
    expect(await estimate()).not.toBe(2000);
    const analysed = await engine.analyze();
    expect(analysed).toContain('public.crowd');
    expect(analysed).not.toContain('public.few');
    expect(await estimate()).toBe(2000);
    // 150 more rows is under 50 + 10 % of 2,000: not yet.
    await engine.run('insert into crowd select g, 0 from generate_series(2001, 2150) g', []);
    expect(await engine.analyze()).not.toContain('public.crowd');
    await engine.run('insert into crowd select g, 0 from generate_series(2151, 2400) g', []);
    expect(await engine.analyze()).toContain('public.crowd');
    expect(await estimate()).toBe(2400);
  }, 30_000);
});

describe('withLiterals (PostgreSQL: BEGIN and the setup in one round trip)', () => {
  it('writes parameters in as literals that read back exactly, whatever they hold', async () => {
    const values = [
      `O'Brien`,
      'back\\slash \\\' and "quotes"',
      '$1 $2 and $$dollars$$',
      '{"sub":"a\'b","role":"authenticated"}',
      'ünïcode ✓',
      '',
    ];
    for (const value of values) {
      const sql = withLiterals({
        sql: `select set_config('request.jwt.claims', $1, true) as v, $2::int + 1 as n, $3 as missing`,
        params: [value, 41, null],
      });
      const { rows } = await engine.query<{ v: string; n: number; missing: string | null }>(sql);
      expect(rows[0]).toEqual({ v: value, n: 42, missing: null });
    }
    expect(() => withLiterals({ sql: 'select $2', params: ['one'] })).toThrow(/no parameter \$2/);
  });
});
