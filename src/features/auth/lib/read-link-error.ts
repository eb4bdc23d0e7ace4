// An emailed link that failed at GoTrue's /verify comes back as a URL fragment such as
// `#error=access_denied&error_code=otp_expired&error_description=…`; supabase-js leaves it in place.
export interface LinkError {
  code: string;
  description: string;
}

export function readLinkError(hash: string): LinkError | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = params.get('error_code') ?? params.get('error');
  if (!code) return null;
  return { code, description: params.get('error_description') ?? '' };
}
