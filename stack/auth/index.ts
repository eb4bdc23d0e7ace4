// The embedded stack's /auth/v1: GoTrue's routes behind the gateway's apikey check, with per-IP rate
// limits and admin/user authentication as middleware, and GoTrue's error bodies for every failure.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RateLimits } from '../config.ts';
import type { Service, StackContext } from '../service.ts';
import { checkApiKey, sendRefusal } from '../http/gateway.ts';
import { requireAdmin } from './bearer.ts';
import { createCall, type AuthCall } from './call.ts';
import { AuthError, OAuthError, sendAuthError } from './errors.ts';
import { logout } from './logout.ts';
import { MailBudget, RateLimiter } from './rate-limit.ts';
import { recover } from './recover.ts';
import { otp, resend } from './otp-signin.ts';
import { reauthenticate } from './reauthenticate.ts';
import { generateLink, invite } from './admin-links.ts';
import { identities, sso } from './not-offered.ts';
import { health, jwks, openidConfiguration, settings } from './settings.ts';
import { signup } from './signup.ts';
import { token } from './token.ts';
import { getUser, updateUser } from './user.ts';
import { verifyGet, verifyPost } from './verify.ts';
import { installMfaGuard } from './mfa-guard.ts';
import {
  adminDeleteFactor,
  adminListFactors,
  adminUpdateFactor,
  challengeFactor,
  enrollFactor,
  unenrollFactor,
  verifyFactor,
} from './mfa.ts';
import { createAdminUser, deleteAdminUser, getAdminUser, listUsers, updateAdminUser } from './admin-users.ts';
import {
  adminRegisterClient,
  deleteClient,
  dynamicRegisterClient,
  getClient,
  listClients,
  regenerateClientSecret,
  updateClient,
} from './oauth-clients.ts';
import {
  adminDeletePasskey,
  adminListPasskeys,
  authenticationOptions,
  authenticationVerify,
  deletePasskey,
  listPasskeys,
  registrationOptions,
  registrationVerify,
  updatePasskey,
} from './passkeys.ts';

type Limit = 'tokenRefresh' | 'signInSignUps' | 'tokenVerifications' | 'mfaChallenge' | 'mfaVerify';

interface Route {
  method: string;
  path: RegExp;
  handler: (call: AuthCall) => Promise<void>;
  limit?: Limit;
  admin?: boolean;
  /** Reachable without an apikey, like the gateway's open auth routes (email links, the JWKS). */
  open?: boolean;
}

/** GoTrue routes this stand-in does not serve (OAuth, SSO, identity linking…). */
const UNSUPPORTED = /^\/(authorize|callback|saml|oauth\/|admin\/(?!users(\/|$)|generate_link$|oauth\/clients(\/|$)).*)/;

const USER_ID = '([^/]+)';
const FACTOR_ID = '([^/]+)';
const CLIENT_ID = '([^/]+)';
const PASSKEY_ID = '([^/]+)';
const ROUTES: Route[] = [
  { method: 'GET', path: /^\/health$/, handler: health },
  { method: 'GET', path: /^\/settings$/, handler: settings },
  { method: 'GET', path: /^\/\.well-known\/jwks\.json$/, handler: jwks, open: true },
  { method: 'GET', path: /^\/\.well-known\/openid-configuration$/, handler: openidConfiguration, open: true },
  { method: 'POST', path: /^\/signup$/, handler: signup, limit: 'signInSignUps' },
  { method: 'POST', path: /^\/token$/, handler: token, limit: 'tokenRefresh' },
  { method: 'POST', path: /^\/logout$/, handler: logout },
  { method: 'GET', path: /^\/user$/, handler: getUser },
  { method: 'PUT', path: /^\/user$/, handler: updateUser, limit: 'signInSignUps' },
  { method: 'POST', path: /^\/recover$/, handler: recover, limit: 'signInSignUps' },
  { method: 'POST', path: /^\/(?:otp|magiclink)$/, handler: otp, limit: 'signInSignUps' },
  { method: 'POST', path: /^\/resend$/, handler: resend, limit: 'signInSignUps' },
  { method: 'GET', path: /^\/reauthenticate$/, handler: reauthenticate, limit: 'signInSignUps' },
  { method: 'POST', path: /^\/invite$/, handler: invite, admin: true },
  { method: 'POST', path: /^\/sso$/, handler: sso },
  { method: 'GET', path: /^\/user\/identities\/authorize$/, handler: identities },
  { method: 'DELETE', path: /^\/user\/identities\/[^/]+$/, handler: identities },
  { method: 'POST', path: /^\/admin\/generate_link$/, handler: generateLink, admin: true },
  { method: 'GET', path: /^\/verify$/, handler: verifyGet, limit: 'tokenVerifications', open: true },
  { method: 'POST', path: /^\/verify$/, handler: verifyPost, limit: 'tokenVerifications', open: true },
  { method: 'POST', path: /^\/factors$/, handler: enrollFactor },
  { method: 'POST', path: new RegExp(`^/factors/${FACTOR_ID}/challenge$`), handler: challengeFactor, limit: 'mfaChallenge' },
  { method: 'POST', path: new RegExp(`^/factors/${FACTOR_ID}/verify$`), handler: verifyFactor, limit: 'mfaVerify' },
  { method: 'DELETE', path: new RegExp(`^/factors/${FACTOR_ID}$`), handler: unenrollFactor },
  { method: 'GET', path: /^\/admin\/users$/, handler: listUsers, admin: true },
  { method: 'POST', path: /^\/admin\/users$/, handler: createAdminUser, admin: true },
  { method: 'GET', path: new RegExp(`^/admin/users/${USER_ID}$`), handler: getAdminUser, admin: true },
  { method: 'PUT', path: new RegExp(`^/admin/users/${USER_ID}$`), handler: updateAdminUser, admin: true },
  { method: 'DELETE', path: new RegExp(`^/admin/users/${USER_ID}$`), handler: deleteAdminUser, admin: true },
  { method: 'GET', path: new RegExp(`^/admin/users/${USER_ID}/factors$`), handler: adminListFactors, admin: true },
  { method: 'PUT', path: new RegExp(`^/admin/users/${USER_ID}/factors/${FACTOR_ID}$`), handler: adminUpdateFactor, admin: true },
  { method: 'DELETE', path: new RegExp(`^/admin/users/${USER_ID}/factors/${FACTOR_ID}$`), handler: adminDeleteFactor, admin: true },
  { method: 'GET', path: new RegExp(`^/admin/users/${USER_ID}/passkeys$`), handler: adminListPasskeys, admin: true },
  { method: 'DELETE', path: new RegExp(`^/admin/users/${USER_ID}/passkeys/${PASSKEY_ID}$`), handler: adminDeletePasskey, admin: true },
  { method: 'POST', path: /^\/passkeys\/registration\/options$/, handler: registrationOptions },
  { method: 'POST', path: /^\/passkeys\/registration\/verify$/, handler: registrationVerify },
  { method: 'POST', path: /^\/passkeys\/authentication\/options$/, handler: authenticationOptions, limit: 'signInSignUps' },
  { method: 'POST', path: /^\/passkeys\/authentication\/verify$/, handler: authenticationVerify, limit: 'signInSignUps' },
  { method: 'GET', path: /^\/passkeys\/?$/, handler: listPasskeys },
  { method: 'PATCH', path: new RegExp(`^/passkeys/${PASSKEY_ID}$`), handler: updatePasskey },
  { method: 'DELETE', path: new RegExp(`^/passkeys/${PASSKEY_ID}$`), handler: deletePasskey },
  { method: 'GET', path: /^\/admin\/oauth\/clients\/?$/, handler: listClients, admin: true },
  { method: 'POST', path: /^\/admin\/oauth\/clients\/?$/, handler: adminRegisterClient, admin: true },
  { method: 'GET', path: new RegExp(`^/admin/oauth/clients/${CLIENT_ID}$`), handler: getClient, admin: true },
  { method: 'PUT', path: new RegExp(`^/admin/oauth/clients/${CLIENT_ID}$`), handler: updateClient, admin: true },
  { method: 'DELETE', path: new RegExp(`^/admin/oauth/clients/${CLIENT_ID}$`), handler: deleteClient, admin: true },
  {
    method: 'POST',
    path: new RegExp(`^/admin/oauth/clients/${CLIENT_ID}/regenerate_secret$`),
    handler: regenerateClientSecret,
    admin: true,
  },
  { method: 'POST', path: /^\/oauth\/clients\/register$/, handler: dynamicRegisterClient, limit: 'signInSignUps' },
];

/** Challenge and verify are counted apart, each against GoTrue's MFA limit. */
const limitOf = (limits: RateLimits, limit: Limit) =>
  limit === 'mfaChallenge' || limit === 'mfaVerify' ? limits.mfaChallengeAndVerify : limits[limit];

/** A path segment as text; a malformed %-escape is kept as sent (it then matches no user). */
function decodePathParam(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function createAuthService(ctx: StackContext): Service {
  const limiter = new RateLimiter();
  const mailBudget = new MailBudget();

  async function dispatch(req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void> {
    const matches = ROUTES.filter((r) => r.path.test(path));
    const route = matches.find((r) => r.method === req.method || (r.method === 'GET' && req.method === 'HEAD'));
    if (!route) {
      if (matches.length) throw new AuthError(405, 'method_not_allowed', 'Method Not Allowed');
      if (UNSUPPORTED.test(path)) {
        throw new AuthError(
          404,
          'not_found',
          `${req.method} /auth/v1${path} is not supported by the embedded stack (email sign-in only: password, OTP and magic links)`,
        );
      }
      throw new AuthError(404, 'not_found', 'Not Found');
    }
    // The gateway's key rule (docs/architecture.md, "Keys…"), except on the routes it leaves open.
    const refusal = route.open ? null : await checkApiKey(ctx.keys, req, url, ctx.gateway === 'local');
    if (refusal) {
      sendRefusal(res, refusal);
      return;
    }
    const call = createCall(ctx, req, res, url, route.path.exec(path)!.slice(1).map(decodePathParam), mailBudget, limiter);
    if (route.admin) await requireAdmin(ctx.keys, req);
    if (route.limit) limiter.take(route.limit, call.client.ip, limitOf(ctx.config.auth.rateLimits, route.limit));
    await route.handler(call);
  }

  return {
    schemaChanged: () => installMfaGuard(ctx.engine),
    async handle(req, res, path, url) {
      try {
        await dispatch(req, res, path, url);
      } catch (e) {
        if (res.headersSent) throw e;
        if (e instanceof AuthError || e instanceof OAuthError) {
          if (e instanceof AuthError && e.status >= 500) ctx.log(`auth: ${e.message}: ${(e as { cause?: Error }).cause?.message ?? ''}`);
          sendAuthError(req, res, e);
          return;
        }
        ctx.log(`auth: unexpected error on ${req.method} ${url.pathname}: ${e instanceof Error ? e.stack : String(e)}`);
        sendAuthError(
          req,
          res,
          new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'),
        );
      }
    },
  };
}
