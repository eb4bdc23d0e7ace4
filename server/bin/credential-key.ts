// npm run credential-key: prints a new Ed25519 private JWK for CREDENTIAL_SIGNING_KEY (the certificate
// issuer's key), e.g. for a hosted project:
//   npx supabase secrets set CREDENTIAL_SIGNING_KEY="$(npm run -s credential-key)"
import { generateCredentialKey } from '../credential-key.ts';

process.stdout.write(`${JSON.stringify(generateCredentialKey())}\n`);
