// supabase-js clients for tests, exactly as an app would create them (Node 20 needs the ws transport).
import { randomBytes, randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { inject } from 'vitest';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../index.ts';

/** A random address in 10.0.0.0/8, sent as X-Forwarded-For: each client is its own rate-limit bucket. */
export function randomIp(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

export interface ClientOptions {
  key?: string;
  ip?: string;
  url?: string;
  /** A fetch of one's own, e.g. to read response headers supabase-js does not expose. */
  fetch?: typeof fetch;
  /** A JWT sent as `Authorization: Bearer …` beside the (valid) API key, as an app's own token would be. */
  token?: string;
}

export function client(options: ClientOptions = {}): SupabaseClient {
  return createClient(options.url ?? inject('apiUrl'), options.key ?? ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
    global: {
      headers: { 'X-Forwarded-For': options.ip ?? randomIp(), ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}) },
      ...(options.fetch ? { fetch: options.fetch } : {}),
    },
  });
}

export const anonClient = (options: Omit<ClientOptions, 'key'> = {}) => client(options);
export const serviceClient = (options: Omit<ClientOptions, 'key'> = {}) => client({ ...options, key: SERVICE_ROLE_KEY });

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export interface TestUser {
  client: SupabaseClient;
  id: string;
  email: string;
  password: string;
}

/** Signs up a fresh user (signed in on the returned client). */
export async function signUpUser(prefix = 'learner', data: Record<string, unknown> = {}): Promise<TestUser> {
  const c = client();
  const email = uniqueEmail(prefix);
  const password = 'Correct-horse-7';
  const { data: res, error } = await c.auth.signUp({ email, password, options: { data } });
  if (error) throw error;
  if (!res.user || !res.session) throw new Error('sign-up returned no session');
  return { client: c, id: res.user.id, email, password };
}
