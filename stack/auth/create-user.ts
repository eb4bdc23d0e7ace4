// Inserting a user with its email identity, as GoTrue's signup and admin create do. The plain INSERT
// fires the project's triggers on auth.users (the profile row), inside the caller's transaction.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/engine.ts';
import { isPgError } from '../db/engine.ts';
import { AuthError } from './errors.ts';
import { findUserById, INSTANCE_ID, mergeMetadata, type Json, type LoadedUser } from './users.ts';

export interface NewUser {
  email: string;
  passwordHash: string | null;
  /** options.data / user_metadata from the request. */
  data: Json;
  appData?: Json;
  confirmed: boolean;
  role?: string;
  /**
   * Admin create (GoTrue's adminUserCreate): user_metadata is exactly what was sent (plus
   * email_verified once confirmed) and app_metadata is merged over the provider keys. Signup instead
   * adds the identity's keys to user_metadata.
   */
  admin?: boolean;
  /** What the caller reports when the address is taken (signup and admin differ). */
  duplicate: AuthError;
  confirmationToken?: string;
}

export async function createUser(tx: Queryable, u: NewUser): Promise<LoadedUser> {
  const id = randomUUID();
  const identityData = { sub: id, email: u.email, email_verified: u.confirmed, phone_verified: false };
  // Signup: the identity's keys win over the request's data, as GoTrue's metadata update does.
  const userMeta = u.admin ? (u.confirmed ? { ...u.data, email_verified: true } : u.data) : { ...u.data, ...identityData };
  const providerKeys = { provider: 'email', providers: ['email'] };
  const appMeta = u.admin ? mergeMetadata(providerKeys, u.appData ?? {}) : { ...(u.appData ?? {}), ...providerKeys };
  try {
    await tx.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         confirmation_token, confirmation_sent_at, recovery_token, email_change_token_new, email_change,
         raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at, is_sso_user, is_anonymous)
       values ($1, $2, 'authenticated', $3, $4, $5, case when $6::boolean then now() end,
         $7::text, case when $7::text <> '' then now() end, '', '', '', $8::jsonb, $9::jsonb, false, now(), now(), false, false)`,
      [
        INSTANCE_ID,
        id,
        u.role ?? 'authenticated',
        u.email,
        u.passwordHash ?? '',
        u.confirmed,
        u.confirmationToken ?? '',
        JSON.stringify(appMeta),
        JSON.stringify(userMeta),
      ],
    );
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values ($1::text, $2::uuid, $3::jsonb, 'email', now(), now(), now())`,
      [id, id, JSON.stringify(identityData)],
    );
  } catch (e) {
    if (isPgError(e) && e.code === '23505') throw u.duplicate;
    // GoTrue's answer when the insert (or a trigger on it) fails.
    throw Object.assign(new AuthError(500, 'unexpected_failure', 'Database error saving new user'), { cause: e });
  }
  return (await findUserById(tx, id))!;
}
