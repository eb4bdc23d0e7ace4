// certificate-credential: a signed-in learner's certificate as a signed Open Badges 3.0 credential
// (VC-JWT). The first call signs it with the issuer's key and stores it on the certificate (service
// role); every later call answers the stored credential, byte for byte. Only the caller's own
// certificate (read with their JWT, filtered by their id); a revoked certificate is not signed.
//   POST → 200 { code, credential }  ·  404 no certificate  ·  409 revoked  ·  401 visitor
import { corsHeaders } from '../_shared/cors.ts';
import { errorResponse, json } from '../_shared/http.ts';
import { signCredential, type CertificateRow } from '../_shared/credential.ts';
import { clientForCaller, serviceClient } from '../_shared/supabase.ts';

const service = serviceClient();

interface Row extends CertificateRow {
  credential: string | null;
  revoked_at: string | null;
}

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (req.method !== 'POST') return errorResponse(405, 'Use POST');

  const db = clientForCaller(req);
  const { data: auth, error: authError } = await db.auth.getUser();
  if (authError || !auth.user) return errorResponse(401, 'Sign in to get your credential');
  const userId = auth.user.id;

  const mine = await db
    .from('certificates')
    .select('id, code, holder_name, issued_at, credential, revoked_at')
    .eq('user_id', userId)
    .maybeSingle<Row>();
  if (mine.error) {
    console.error(`certificate of ${userId}:`, mine.error.message);
    return errorResponse(500, 'Could not read your certificate, please try again');
  }
  const cert = mine.data;
  if (!cert) return errorResponse(404, 'You have no certificate yet');
  // Revoked wins over a credential stored before the revocation: it is not handed out again.
  if (cert.revoked_at) return errorResponse(409, 'This certificate has been revoked');
  if (cert.credential) return json({ code: cert.code, credential: cert.credential });

  const credential = await signCredential(cert);
  // Stored once: a concurrent call that signed first wins, and both answer the stored one.
  const stored = await service
    .from('certificates')
    .update({ credential })
    .eq('id', cert.id)
    .is('credential', null)
    .is('revoked_at', null)
    .select('credential');
  if (stored.error) throw new Error(stored.error.message);
  if (stored.data.length === 1) return json({ code: cert.code, credential });
  const again = await service.from('certificates').select('credential, revoked_at').eq('id', cert.id).single();
  if (again.error) throw new Error(again.error.message);
  if (again.data.revoked_at || !again.data.credential) return errorResponse(409, 'This certificate has been revoked');
  return json({ code: cert.code, credential: again.data.credential });
});
