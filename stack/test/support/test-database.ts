// A throw-away PostgreSQL database for one test run: created fresh, dropped afterwards.
import pg from 'pg';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

export function adminUrl(): string {
  return process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
}

/** Whether the PostgreSQL at TEST_DATABASE_URL answers; `why` receives the driver's reason when not. */
export async function postgresReachable(why?: (message: string) => void): Promise<boolean> {
  const c = new pg.Client({ connectionString: adminUrl(), connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch (e) {
    why?.((e as Error).message);
    return false;
  }
}

export async function createTestDatabase(prefix = 'stand_in_test'): Promise<{ url: string; drop(): Promise<void> }> {
  const base = adminUrl();
  const name = `${prefix}_${Date.now().toString(36)}_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}
