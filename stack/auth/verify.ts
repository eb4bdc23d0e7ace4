// GET /verify (the email link: 303 back to the app with the session in the fragment, or ?code= for
// PKCE, or the error in the fragment) and POST /verify (verifyOtp: a token response as JSON).
import { AuthError, validationFailed } from './errors.ts';
import { str, type AuthCall } from './call.ts';
import { consumeToken, FLOW_METHOD, isVerifyType, type VerifyType } from './consume-token.ts';
import { refusePhoneOtp } from './not-offered.ts';
import { tokenHash } from './otp.ts';
import { issueAuthCode } from './pkce.ts';
import { allowedRedirect, encodeSorted } from './redirect.ts';
import { startSession } from './sessions.ts';

const LINK_EXPIRED = 'Email link is invalid or has expired';
const OTP_EXPIRED = 'Token has expired or is invalid';

function verifyType(raw: string): VerifyType {
  if (!raw) throw validationFailed('Verify requires a verification type');
  if (!isVerifyType(raw)) throw validationFailed(`Unsupported verification type "${raw}"`);
  return raw;
}

function redirect(call: AuthCall, location: string): void {
  call.res.writeHead(303, { Location: location });
  call.res.end();
}

function errorRedirect(call: AuthCall, target: string, err: AuthError, pkce: boolean): void {
  const values = {
    error: err.status >= 500 ? 'server_error' : err.status === 401 || err.status === 403 ? 'access_denied' : 'invalid_request',
    error_code: err.code,
    error_description: err.message,
    sb: '',
  };
  const url = new URL(target);
  if (pkce) for (const [k, v] of Object.entries(values)) url.searchParams.set(k, v);
  url.hash = encodeSorted(values);
  redirect(call, url.toString());
}

export async function verifyGet(call: AuthCall): Promise<void> {
  const { ctx, url } = call;
  const type = verifyType(url.searchParams.get('type') ?? '');
  const token = url.searchParams.get('token') ?? '';
  if (!token) throw validationFailed('Verify requires either a token or a token hash');
  const target = allowedRedirect(url.searchParams.get('redirect_to'), ctx.config.auth);
  const pkce = token.startsWith('pkce_');
  try {
    const outcome = await ctx.engine.transaction(async (tx) => {
      const userId = await consumeToken(tx, type, [token], ctx.config.auth.otpExpiry, LINK_EXPIRED);
      if (pkce) return { code: await issueAuthCode(tx, userId, FLOW_METHOD[type]) };
      return { session: await startSession(tx, ctx, userId, 'otp', call.client) };
    });
    const next = new URL(target);
    if (outcome.code) {
      next.searchParams.set('code', outcome.code);
    } else {
      const s = outcome.session!;
      next.hash = encodeSorted({
        access_token: String(s.access_token),
        expires_at: String(s.expires_at),
        expires_in: String(s.expires_in),
        refresh_token: String(s.refresh_token),
        sb: '',
        token_type: 'bearer',
        type,
      });
    }
    redirect(call, next.toString());
  } catch (e) {
    if (!(e instanceof AuthError)) throw e;
    errorRedirect(call, target, e, pkce);
  }
}

export async function verifyPost(call: AuthCall): Promise<void> {
  const { ctx } = call;
  const body = await call.json();
  if (str(body.phone) && (body.type === 'sms' || body.type === 'phone_change')) refusePhoneOtp(str(body.phone));
  const type = verifyType(str(body.type));
  const email = str(body.email).trim().toLowerCase();
  const otp = str(body.token);
  const candidates = str(body.token_hash)
    ? [str(body.token_hash)]
    : email && otp
      ? [tokenHash(email, otp), `pkce_${tokenHash(email, otp)}`]
      : [];
  if (candidates.length === 0) throw validationFailed('Verify requires either a token or a token hash');
  const session = await ctx.engine.transaction(async (tx) => {
    const userId = await consumeToken(tx, type, candidates, ctx.config.auth.otpExpiry, OTP_EXPIRED);
    return startSession(tx, ctx, userId, 'otp', call.client);
  });
  call.send(200, session);
}
