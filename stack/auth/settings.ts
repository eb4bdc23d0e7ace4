// GET /settings (GoTrue's settings.go shape), GET /health and the JWKS (the public halves of the
// signing keys; GoTrue never lists the HS256 secret there).
import type { AuthCall } from './call.ts';

const PROVIDERS = [
  'anonymous_users', 'apple', 'azure', 'bitbucket', 'discord', 'facebook', 'snapchat', 'figma', 'fly', 'github',
  'gitlab', 'google', 'keycloak', 'kakao', 'linkedin', 'linkedin_oidc', 'notion', 'spotify', 'slack', 'slack_oidc',
  'workos', 'twitch', 'twitter', 'email', 'phone', 'zoom',
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
    passkeys_enabled: false,
  });
}

export async function health(call: AuthCall): Promise<void> {
  call.send(200, { version: 'v2.189.0', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' });
}

export async function jwks(call: AuthCall): Promise<void> {
  call.send(200, call.ctx.keys.jwks, { 'Cache-Control': 'public, max-age=600' });
}
