// POST /token?grant_type=refresh_token (GoTrue's token_refresh.go): rotate the token; a revoked
// token is answered with the active child it already produced, or reused within the reuse interval;
// later reuse revokes the whole family (the session's tokens) and fails.
import { AuthError, badRequest, OAuthError, validationFailed } from './errors.ts';
import { str, type AuthCall } from './call.ts';
import { insertRefreshToken, storableIp, tokenResponse } from './sessions.ts';
import { findUserById, isBanned, type Json } from './users.ts';

interface TokenRow {
  token: string;
  user_id: string;
  revoked: boolean;
  updated_at: Date;
  parent: string | null;
  session_id: string | null;
}

export async function refreshGrant(call: AuthCall): Promise<void> {
  const { ctx } = call;
  const body = await call.json();
  const given = str(body.refresh_token);
  if (!given) throw new OAuthError('invalid_request', 'refresh_token required');
  if (given.length < 12) throw validationFailed('Refresh token is not valid');

  const outcome = await ctx.engine.transaction(async (tx): Promise<Json | AuthError> => {
    const found = await tx.query<TokenRow>('select * from auth.refresh_tokens where token = $1 for update', [given]);
    const token = found.rows[0];
    if (!token) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    const session = token.session_id
      ? (
          await tx.query<{ id: string; not_after: Date | null }>('select id, not_after from auth.sessions where id = $1 for update', [
            token.session_id,
          ])
        ).rows[0]
      : undefined;
    if (!session) throw badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
    const user = await findUserById(tx, token.user_id);
    if (!user) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    if (isBanned(user.row)) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');
    if (session.not_after && new Date(session.not_after).getTime() < Date.now()) {
      throw badRequest('session_expired', 'Invalid Refresh Token: Session Expired');
    }

    let issued: string | null = null;
    if (token.revoked) {
      const active = (
        await tx.query<TokenRow>('select * from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1', [
          session.id,
        ])
      ).rows[0];
      const reuseUntil = new Date(token.updated_at).getTime() + ctx.config.auth.refreshTokenReuseInterval * 1000;
      if (active && active.parent === token.token) {
        issued = active.token; // the client lost the answer to its last refresh: give it again
      } else if (!active || Date.now() > reuseUntil) {
        // Reuse of an old token, or of any token of a family already revoked: revoke and refuse.
        // The revocation must survive, so the error is returned, not thrown (which would roll back).
        if (ctx.config.auth.refreshTokenRotation) {
          await tx.query('update auth.refresh_tokens set revoked = true where session_id = $1 and revoked = false', [session.id]);
        }
        return badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
    }
    if (!issued) {
      await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [token.token]);
      issued = await insertRefreshToken(tx, user.row.id, session.id, token.token);
    }
    await tx.query('update auth.sessions set refreshed_at = now(), updated_at = now(), user_agent = $2, ip = $3 where id = $1', [
      session.id,
      call.client.userAgent ?? null,
      storableIp(call.client.ip),
    ]);
    return tokenResponse(tx, ctx, user.row.id, session.id, issued);
  });
  if (outcome instanceof AuthError) throw outcome;
  call.send(200, outcome);
}
