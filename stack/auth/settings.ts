// GET /settings (GoTrue's settings.go shape), GET /health, the JWKS (the public halves of the
// signing keys; GoTrue never lists the HS256 secret there) and the OpenID discovery document.
import type { AuthCall } from './call.ts';

const PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'snapchat',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'email',
  'phone',
  'zoom',
];

export async function settings(call: AuthCall): Promise<void> {
  const auth = call.ctx.config.auth;
  const external = Object.fromEntries(PROVIDERS.map((p) => [p, p === 'email']));
  call.send(200, {
    external,
    disable_signup: !auth.enableSignup,
    mailer_autoconfirm: !auth.enableConfirmations,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    passkeys_enabled: auth.passkeys,
  });
}

export async function health(call: AuthCall): Promise<void> {
  call.send(200, { version: 'v2.189.0', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' });
}

export async function jwks(call: AuthCall): Promise<void> {
  call.send(200, call.ctx.keys.jwks, { 'Cache-Control': 'public, max-age=600' });
}

/** GET /.well-known/openid-configuration: GoTrue's discovery document, naming this stack's URLs. */
export async function openidConfiguration(call: AuthCall): Promise<void> {
  const base = `${call.ctx.apiUrl}/auth/v1`;
  call.send(200, {
    issuer: base,
    authorization_endpoint: `${base}/authorize`,
    token_endpoint: `${base}/token`,
    userinfo_endpoint: `${base}/userinfo`,
    jwks_uri: `${base}/.well-known/jwks.json`,
    scopes_supported: ['openid'],
    response_types_supported: ['code', 'token'],
    code_challenge_methods_supported: ['plain', 'S256'],
    response_modes_supported: ['query'],
    subject_types_supported: ['public'],
    claims_supported: ['iss', 'sub', 'aud', 'exp', 'iat', 'sid'],
    // GoTrue states RS256 here whatever the project's keys are; the JWKS says what each key is.
    token_endpoint_auth_signing_alg_values_supported: ['RS256'],
  });
}
