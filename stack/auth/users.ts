// auth.users rows as the stack reads them, and the user object GoTrue sends (docs/architecture.md,
// "Auth").
import type { Queryable } from '../db/engine.ts';

/** GoTrue reads and writes every user under this instance id. */
export const INSTANCE_ID = '00000000-0000-0000-0000-000000000000';

export type Json = Record<string, unknown>;

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change_token_new: string | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  reauthentication_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Json | null;
  raw_user_meta_data: Json | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Json;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

/** auth.mfa_factors as the stack reads it (the secret stays in the database). */
export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  created_at: Date;
  updated_at: Date;
  phone: string | null;
  last_challenged_at: Date | null;
}

export const FACTOR_COLUMNS =
  'id, user_id, friendly_name, factor_type::text, status::text, created_at, updated_at, phone, last_challenged_at';

export interface LoadedUser {
  row: UserRow;
  identities: IdentityRow[];
  factors: FactorRow[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string) => UUID.test(s);

async function withIdentities(q: Queryable, row: UserRow | undefined): Promise<LoadedUser | null> {
  if (!row) return null;
  const ids = await q.query<IdentityRow>('select * from auth.identities where user_id = $1 order by created_at, id', [row.id]);
  return { row, identities: ids.rows, factors: await findFactors(q, row.id) };
}

export async function findFactors(q: Queryable, userId: string): Promise<FactorRow[]> {
  const r = await q.query<FactorRow>(`select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at, id`, [userId]);
  return r.rows;
}

export async function findUserById(q: Queryable, id: string, forUpdate = false): Promise<LoadedUser | null> {
  if (!isUuid(id)) return null;
  const r = await q.query<UserRow>(`select * from auth.users where id = $1${forUpdate ? ' for update' : ''}`, [id]);
  return withIdentities(q, r.rows[0]);
}

/** Emails are stored lower-cased; the lookup lower-cases too, as GoTrue's does. */
export async function findUserByEmail(q: Queryable, email: string): Promise<LoadedUser | null> {
  const r = await q.query<UserRow>(
    `select * from auth.users where instance_id = $1 and lower(email) = lower($2) and aud = 'authenticated'
       and is_sso_user = false order by created_at limit 1`,
    [INSTANCE_ID, email],
  );
  return withIdentities(q, r.rows[0]);
}

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : undefined);

function identityJson(i: IdentityRow): Json {
  return {
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: iso(i.last_sign_in_at),
    created_at: iso(i.created_at),
    updated_at: iso(i.updated_at),
    email: i.email ?? undefined,
  };
}

/** A factor as GoTrue's models.Factor serialises it (friendly_name omitted when empty). */
export function factorJson(f: FactorRow): Json {
  const body: Json = {
    id: f.id,
    created_at: iso(f.created_at),
    updated_at: iso(f.updated_at),
    status: f.status,
    friendly_name: f.friendly_name || undefined,
    factor_type: f.factor_type,
    phone: f.phone ?? '',
    last_challenged_at: iso(f.last_challenged_at) ?? null,
  };
  if (body.friendly_name === undefined) delete body.friendly_name;
  return body;
}

/** The user JSON: always-present keys always, optional timestamps only when set (Go's omitempty). */
export function userJson({ row, identities, factors }: LoadedUser): Json {
  const body: Json = {
    id: row.id,
    aud: row.aud ?? '',
    role: row.role ?? '',
    email: row.email ?? '',
    email_confirmed_at: iso(row.email_confirmed_at),
    phone: row.phone ?? '',
    phone_confirmed_at: iso(row.phone_confirmed_at),
    confirmation_sent_at: iso(row.confirmation_sent_at),
    confirmed_at: iso(row.confirmed_at),
    recovery_sent_at: iso(row.recovery_sent_at),
    new_email: row.email_change || undefined,
    email_change_sent_at: iso(row.email_change_sent_at),
    invited_at: iso(row.invited_at),
    last_sign_in_at: iso(row.last_sign_in_at),
    app_metadata: row.raw_app_meta_data ?? {},
    user_metadata: row.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    factors: factors.length ? factors.map(factorJson) : undefined,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    banned_until: iso(row.banned_until),
    deleted_at: iso(row.deleted_at),
    is_anonymous: row.is_anonymous,
  };
  for (const k of Object.keys(body)) if (body[k] === undefined) delete body[k];
  return body;
}

/** GoTrue's metadata update: keys are merged one level deep, and a null value deletes the key. */
export function mergeMetadata(current: Json | null, patch: Json): Json {
  const next: Json = { ...(current ?? {}) };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete next[k];
    else next[k] = v;
  }
  return next;
}

export function isBanned(row: UserRow, now = Date.now()): boolean {
  return !!row.banned_until && new Date(row.banned_until).getTime() > now;
}
