// Where GoTrue may send a browser after an email link: redirect_to must be on site_url's own origin
// (scheme, host and port) or match a glob in additional_redirect_urls, else site_url. GoTrue also
// lets any loopback port through (RFC 8252, for native apps); this stack does not, so a reset link
// can never be pointed at another program on the user's machine.
import type { IncomingMessage } from 'node:http';
import { header } from '../http/http.ts';
import type { StackConfig } from '../config.ts';

type AuthConfig = StackConfig['auth'];

const escapeChar = (c: string) => c.replace(/[\\^$.|+()[\]{}*?]/g, '\\$&');

/**
 * gobwas/glob (what GoTrue compiles additional_redirect_urls with) with '.' and '/' as separators:
 * `*` stays inside one segment, `**` crosses them, `?` is one non-separator character, `[a-z]` and
 * `[!a-z]` are character classes, `{a,b}` alternatives, `\c` a literal c.
 */
export function globToRegExp(pattern: string): RegExp {
  let re = '';
  let alternatives = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\' && i + 1 < pattern.length) re += escapeChar(pattern[++i]!);
    else if (c === '*' && pattern[i + 1] === '*') {
      re += '.*';
      i++;
    } else if (c === '*') re += '[^./]*';
    else if (c === '?') re += '[^./]';
    else if (c === '[' && pattern.indexOf(']', i + 2) > i) {
      const end = pattern.indexOf(']', i + 2);
      let body = pattern.slice(i + 1, end);
      const negated = body.startsWith('!');
      if (negated) body = body.slice(1);
      re += `[${negated ? '^' : ''}${body.replace(/[\\\]^]/g, '\\$&')}]`;
      i = end;
    } else if (c === '{') {
      re += '(?:';
      alternatives++;
    } else if (c === ',' && alternatives > 0) re += '|';
    else if (c === '}' && alternatives > 0) {
      re += ')';
      alternatives--;
    } else re += escapeChar(c);
  }
  try {
    return new RegExp(`^${re}$`);
  } catch {
    return /$^/; // a pattern gobwas would reject matches nothing
  }
}

export function isRedirectAllowed(candidate: string, auth: AuthConfig): boolean {
  // Control characters and spaces never belong in a URL; browsers strip some and land elsewhere.
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u0020\u007f]/.test(candidate)) return false;
  let target: URL;
  let site: URL;
  try {
    target = new URL(candidate);
    site = new URL(auth.siteUrl);
  } catch {
    return false;
  }
  if (target.origin === site.origin && target.origin !== 'null') return true;
  const withoutFragment = candidate.split('#')[0]!;
  return auth.additionalRedirectUrls.some((p) => globToRegExp(p).test(withoutFragment));
}

/** A requested redirect if allowed, else site_url. */
export function allowedRedirect(candidate: string | null | undefined, auth: AuthConfig): string {
  return candidate && isRedirectAllowed(candidate, auth) ? candidate : auth.siteUrl;
}

/** GoTrue's getReferrer: `redirect_to` query parameter, header, then Referer; checked against the list. */
export function requestRedirect(req: IncomingMessage, url: URL, auth: AuthConfig): string {
  return allowedRedirect(url.searchParams.get('redirect_to') ?? header(req, 'redirect_to') ?? header(req, 'referer'), auth);
}

/** Go's url.QueryEscape, so fragments look like GoTrue's (space as '+', `!'()*` escaped). */
export function goQueryEscape(s: string): string {
  return encodeURIComponent(s)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** Go's url.Values.Encode: keys sorted. */
export function encodeSorted(values: Record<string, string>): string {
  return Object.keys(values)
    .sort()
    .map((k) => `${goQueryEscape(k)}=${goQueryEscape(values[k]!)}`)
    .join('&');
}
