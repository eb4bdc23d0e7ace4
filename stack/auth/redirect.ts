// Where GoTrue may send a browser after an email link: redirect_to must pass the allow-list
// (site_url's host, any loopback address, or a glob in additional_redirect_urls), else site_url.
import type { IncomingMessage } from 'node:http';
import { header } from '../http/http.ts';
import type { StackConfig } from '../config.ts';

type AuthConfig = StackConfig['auth'];

const isLoopback = (host: string) => /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]' || host === '::1';

/** gobwas/glob with '.' and '/' as separators: `*` stays inside one segment, `**` crosses them. */
function globToRegExp(pattern: string): RegExp {
  let re = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '*' && pattern[i + 1] === '*') {
      re += '.*';
      i++;
    } else if (c === '*') re += '[^./]*';
    else if (c === '?') re += '[^./]';
    else re += c.replace(/[\\^$.|+()[\]{}]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

export function isRedirectAllowed(candidate: string, auth: AuthConfig): boolean {
  let target: URL;
  let site: URL;
  try {
    target = new URL(candidate);
    site = new URL(auth.siteUrl);
  } catch {
    return false;
  }
  if (target.protocol === site.protocol && target.hostname === site.hostname) {
    if (target.port === site.port || isLoopback(target.hostname)) return true;
  }
  if (isLoopback(target.hostname) && /^https?:$/.test(target.protocol)) return true;
  return auth.additionalRedirectUrls.some((p) => globToRegExp(p).test(candidate));
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
