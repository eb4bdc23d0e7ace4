// issuer: Tradecraft as the issuer of certificate credentials, public and cacheable (no JWT needed,
// so any verifier can fetch it):
//   GET /issuer              the issuer's Open Badges 3.0 Profile (the credentials' issuer.id)
//   GET /issuer/jwks         the public key(s) credentials are signed with, as a JSON Web Key Set
//   GET /issuer/revocations  the revocation list every credential's credentialStatus points to
//                            (1EdTechRevocationList: ids and reasons only, never names or codes)
import { corsHeaders } from '../_shared/cors.ts';
import { errorResponse, json } from '../_shared/http.ts';
import { issuerId, publicJwk, siteUrl } from '../_shared/credential.ts';
import { serviceClient } from '../_shared/supabase.ts';

const service = serviceClient();
const PROFILE_CONTEXT = ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'];

async function revocations(): Promise<Response> {
  const { data, error } = await service
    .from('certificates')
    .select('id, revoked_at, revocation_reason')
    .not('revoked_at', 'is', null)
    .order('revoked_at');
  if (error) throw new Error(error.message);
  return json(
    {
      id: `${issuerId()}/revocations`,
      issuer: issuerId(),
      revokedCredentials: data.map((r) => ({
        id: `urn:uuid:${r.id as string}`,
        revoked: true,
        revokedAt: r.revoked_at,
        ...(r.revocation_reason ? { revocationReason: r.revocation_reason } : {}),
      })),
    },
    { headers: { 'Cache-Control': 'no-cache' } },
  );
}

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (req.method !== 'GET' && req.method !== 'HEAD') return errorResponse(405, 'Use GET');
  const path = new URL(req.url).pathname.replace(/\/+$/, '');
  switch (path) {
    case '/issuer':
      return json(
        {
          '@context': PROFILE_CONTEXT,
          id: issuerId(),
          type: ['Profile'],
          name: 'Tradecraft',
          url: siteUrl(),
          description: 'A free 15-module trading course for beginners.',
        },
        { headers: { 'Cache-Control': 'public, max-age=3600' } },
      );
    case '/issuer/jwks':
      return json({ keys: [publicJwk()] }, { headers: { 'Cache-Control': 'public, max-age=300' } });
    case '/issuer/revocations':
      return await revocations();
    default:
      return errorResponse(404, 'Not found: use /issuer, /issuer/jwks or /issuer/revocations');
  }
});
