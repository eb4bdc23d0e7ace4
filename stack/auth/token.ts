// POST /token: dispatch on the grant_type query parameter.
import { badRequest } from './errors.ts';
import type { AuthCall } from './call.ts';
import { passwordGrant } from './grant-password.ts';
import { idTokenGrant } from './not-offered.ts';
import { pkceGrant } from './grant-pkce.ts';
import { refreshGrant } from './grant-refresh.ts';

const GRANTS: Record<string, (call: AuthCall) => Promise<void>> = {
  password: passwordGrant,
  refresh_token: refreshGrant,
  pkce: pkceGrant,
  id_token: idTokenGrant,
  // Sign-in with an Ethereum or Solana wallet is not offered (start-up tells it when config.toml enables it).
  web3: async () => {
    throw badRequest('web3_provider_disabled', 'Web3 provider is disabled');
  },
};

export async function token(call: AuthCall): Promise<void> {
  const grant = GRANTS[call.url.searchParams.get('grant_type') ?? ''];
  if (!grant) throw badRequest('invalid_credentials', 'unsupported_grant_type');
  await grant(call);
}
