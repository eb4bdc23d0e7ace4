// POST /token?grant_type=pkce: auth code + verifier → a session whose amr is the flow's method
// (recovery, email/signup, email_change).
import { str, type AuthCall } from './call.ts';
import { redeemAuthCode } from './pkce.ts';
import { startSession } from './sessions.ts';

export async function pkceGrant(call: AuthCall): Promise<void> {
  const { ctx } = call;
  const body = await call.json();
  const session = await ctx.engine.transaction(async (tx) => {
    const flow = await redeemAuthCode(tx, str(body.auth_code), str(body.code_verifier));
    return startSession(tx, ctx, flow.userId, flow.method, call.client);
  });
  call.send(200, session);
}
