// Sign-in ways the stand-in does not offer, refused as GoTrue refuses them when they are switched off
// (the answers a client's error handling is written against): SAML SSO, identity linking, ID tokens of
// external providers, phone codes.
import { AuthError, badRequest, validationFailed } from './errors.ts';
import { str, type AuthCall } from './call.ts';
import { authenticateUser } from './bearer.ts';

/** POST /sso (signInWithSSO). */
export async function sso(): Promise<void> {
  throw new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
}

/** GET /user/identities/authorize (linkIdentity) and DELETE /user/identities/{id} (unlinkIdentity). */
export async function identities(call: AuthCall): Promise<void> {
  await authenticateUser(call.ctx.keys, call.ctx.engine, call.req);
  if (!call.ctx.config.auth.enableManualLinking) throw new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
  throw new AuthError(404, 'not_found', 'Identity linking is not supported by the embedded stack (it needs an OAuth provider)');
}

const ISSUERS: Record<string, string> = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
  azure: 'https://login.microsoftonline.com',
  facebook: 'https://www.facebook.com',
  keycloak: 'keycloak',
};

/** POST /token?grant_type=id_token (signInWithIdToken): no external provider is enabled here. */
export async function idTokenGrant(call: AuthCall): Promise<void> {
  const body = await call.json();
  const provider = str(body.provider);
  if (!provider) throw validationFailed('provider or client_id and issuer required');
  if (!str(body.id_token)) throw validationFailed('id_token required');
  throw badRequest('provider_disabled', `Provider (issuer "${ISSUERS[provider] ?? provider}") is not enabled`);
}

const E164 = /^[1-9]\d{7,14}$/;

/** verifyOtp for a phone (type sms or phone_change): no phone code is ever sent, so none is valid. */
export function refusePhoneOtp(phone: string): never {
  if (!E164.test(phone.replace(/^\+/, '').replace(/[\s()-]/g, ''))) throw validationFailed('Invalid phone number format (E.164 required)');
  throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
}
