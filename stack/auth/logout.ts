// POST /logout?scope=global|local|others: ends sessions of the caller; their refresh tokens go with
// them (on delete cascade). 204, no body.
import { validationFailed } from './errors.ts';
import type { AuthCall } from './call.ts';
import { authenticateUser } from './bearer.ts';

const SCOPES = {
  global: 'delete from auth.sessions where user_id = $1',
  local: 'delete from auth.sessions where user_id = $1 and id = $2',
  others: 'delete from auth.sessions where user_id = $1 and id is distinct from $2',
} as const;

export async function logout(call: AuthCall): Promise<void> {
  const scope = call.url.searchParams.get('scope') ?? 'global';
  if (!(scope in SCOPES)) throw validationFailed(`Unsupported logout scope "${scope}"`);
  const { ctx } = call;
  await ctx.engine.transaction(async (tx) => {
    const caller = await authenticateUser(call.ctx.keys, tx, call.req);
    const params = scope === 'global' ? [caller.user.row.id] : [caller.user.row.id, caller.sessionId];
    await tx.query(SCOPES[scope as keyof typeof SCOPES], params);
  });
  call.res.writeHead(204).end();
}
