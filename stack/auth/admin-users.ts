// /admin/users (what supabase-js' auth.admin calls), for service_role tokens only: list, create, read,
// update (metadata merged, password, email, confirmation, ban) and delete users.
import { AuthError, unprocessable, validationFailed } from './errors.ts';
import { isObject, str, type AuthCall } from './call.ts';
import { createUser } from './create-user.ts';
import { validateEmail } from './email-address.ts';
import { checkPasswordStrength, hashPassword } from './passwords.ts';
import { findUserByEmail, findUserById, isUuid, mergeMetadata, userJson, type Json, type UserRow } from './users.ts';

const emailExists = () => unprocessable('email_exists', 'A user with this email address has already been registered');
const userNotFound = () => new AuthError(404, 'user_not_found', 'User not found');

/** Go durations as GoTrue's ban_duration takes them ("24h", "1h30m", "90s"); "none" lifts a ban. */
export function parseBanDuration(raw: string): number | null {
  if (raw === 'none') return null;
  const parts = [...raw.matchAll(/(\d+(?:\.\d+)?)(h|ms|m|s)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== raw) throw validationFailed('invalid format for ban duration');
  const unit = { h: 3600_000, m: 60_000, s: 1000, ms: 1 } as const;
  return parts.reduce((ms, p) => ms + Number(p[1]) * unit[p[2] as keyof typeof unit], 0);
}

/** GoTrue's paginate(): page and per_page are unsigned integers (Go's strconv.ParseUint), per_page > 0. */
function pageArgument(name: string, raw: string | null, fallback: number): number {
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw))
    throw validationFailed(`Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(raw)}: invalid syntax`);
  const n = BigInt(raw);
  if (n > 18446744073709551615n)
    throw validationFailed(`Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(raw)}: value out of range`);
  if (name === 'per_page' && n === 0n) throw validationFailed('Bad Pagination Parameters: per_page must be greater than 0');
  return n > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(n);
}

export async function listUsers(call: AuthCall): Promise<void> {
  const q = call.url.searchParams;
  // Page 0 reads like page 1, as in GoTrue (its query builder treats a page below 1 as the first).
  const page = Math.max(1, pageArgument('page', q.get('page'), 1));
  const perPage = pageArgument('per_page', q.get('per_page'), 50);
  const engine = call.ctx.engine;
  const total = Number(
    (await engine.query<{ n: number }>("select count(*)::int as n from auth.users where aud = 'authenticated'")).rows[0]!.n,
  );
  const offset = (page - 1) * perPage;
  const ids =
    offset >= total
      ? { rows: [] }
      : await engine.query<{ id: string }>(
          "select id from auth.users where aud = 'authenticated' order by created_at desc, id limit $1 offset $2",
          [Math.min(perPage, total), offset],
        );
  const users: Json[] = [];
  for (const { id } of ids.rows) {
    const u = await findUserById(engine, id);
    if (u) users.push(userJson(u));
  }
  // GoTrue's Link header: the request's own query with page replaced, keys sorted as Go encodes them.
  const last = Math.ceil(total / perPage);
  const link = (p: number, rel: string) => {
    const params = new URLSearchParams(q);
    params.set('page', String(p));
    params.sort();
    return `</admin/users?${params.toString()}>; rel="${rel}"`;
  };
  const links = [...(last > page ? [link(page + 1, 'next')] : []), link(last, 'last')];
  call.send(200, { users, aud: 'authenticated' }, { 'X-Total-Count': String(total), Link: links.join(', ') });
}

export async function createAdminUser(call: AuthCall): Promise<void> {
  const { ctx } = call;
  const body = await call.json();
  const email = validateEmail(body.email);
  const password = typeof body.password === 'string' && body.password !== '' ? body.password : null;
  if (password) checkPasswordStrength(password, ctx.config.auth.minimumPasswordLength);
  if (await findUserByEmail(ctx.engine, email)) throw emailExists();
  const passwordHash = password ? await hashPassword(password) : null;
  const banMs = typeof body.ban_duration === 'string' ? parseBanDuration(body.ban_duration) : null;
  const user = await ctx.engine.transaction(async (tx) => {
    const created = await createUser(tx, {
      email,
      passwordHash,
      data: isObject(body.user_metadata) ? body.user_metadata : {},
      appData: isObject(body.app_metadata) ? body.app_metadata : {},
      admin: true,
      confirmed: body.email_confirm === true,
      role: str(body.role) || undefined,
      duplicate: emailExists(),
    });
    if (banMs)
      await tx.query("update auth.users set banned_until = now() + $2 * interval '1 millisecond' where id = $1", [created.row.id, banMs]);
    return (await findUserById(tx, created.row.id))!;
  });
  call.send(200, userJson(user));
}

export async function getAdminUser(call: AuthCall): Promise<void> {
  const user = await findUserById(call.ctx.engine, call.params[0]!);
  if (!user) throw userNotFound();
  call.send(200, userJson(user));
}

export async function updateAdminUser(call: AuthCall): Promise<void> {
  const { ctx } = call;
  const body = await call.json();
  const id = call.params[0]!;
  const password = typeof body.password === 'string' ? body.password : null;
  if (password !== null) checkPasswordStrength(password, ctx.config.auth.minimumPasswordLength);
  const passwordHash = password !== null ? await hashPassword(password) : null;
  const email = str(body.email) ? validateEmail(body.email) : null;
  const banMs = typeof body.ban_duration === 'string' ? parseBanDuration(body.ban_duration) : undefined;

  const user = await ctx.engine.transaction(async (tx) => {
    const current = await findUserById(tx, id, true);
    if (!current) throw userNotFound();
    const row: UserRow = current.row;
    const set = (sql: string, value: unknown) => tx.query(`update auth.users set ${sql}, updated_at = now() where id = $1`, [id, value]);
    // GoTrue confirms (User.Confirm adds email_verified) before it merges the sent user_metadata.
    let userMeta = body.email_confirm === true ? mergeMetadata(row.raw_user_meta_data, { email_verified: true }) : row.raw_user_meta_data;
    if (isObject(body.user_metadata)) userMeta = mergeMetadata(userMeta, body.user_metadata);
    if (userMeta !== row.raw_user_meta_data) await set('raw_user_meta_data = $2::jsonb', JSON.stringify(userMeta));
    if (isObject(body.app_metadata))
      await set('raw_app_meta_data = $2::jsonb', JSON.stringify(mergeMetadata(row.raw_app_meta_data, body.app_metadata)));
    if (str(body.role)) await set('role = $2', str(body.role));
    if (passwordHash) await set('encrypted_password = $2', passwordHash);
    if (email && email !== row.email) {
      const taken = await findUserByEmail(tx, email);
      if (taken && taken.row.id !== id) throw emailExists();
      await set('email = $2', email);
      await tx.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
         where user_id = $1 and provider = 'email'`,
        [id, email],
      );
    }
    if (body.email_confirm === true) {
      await tx.query('update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1', [
        id,
      ]);
    }
    if (banMs !== undefined) {
      await set("banned_until = case when $2::bigint is null then null else now() + $2::bigint * interval '1 millisecond' end", banMs);
    }
    return (await findUserById(tx, id))!;
  });
  call.send(200, userJson(user));
}

export async function deleteAdminUser(call: AuthCall): Promise<void> {
  const body = await call.json();
  if (body.should_soft_delete === true) throw validationFailed('Soft deletion of users is not supported by the embedded stack');
  const id = call.params[0]!;
  if (!isUuid(id)) throw userNotFound();
  const removed = await call.ctx.engine.transaction((tx) => tx.query('delete from auth.users where id = $1', [id]));
  if (removed.affectedRows === 0) throw userNotFound();
  call.send(200, {});
}
