// redirect_to after an email link: site_url's own origin or a glob of additional_redirect_urls (the
// glob rules GoTrue uses), everything else falls back to site_url — other loopback ports included.
import { describe, expect, it } from 'vitest';
import { allowedRedirect, globToRegExp, isRedirectAllowed } from './redirect.ts';

const auth = {
  siteUrl: 'http://127.0.0.1:3000',
  additionalRedirectUrls: [
    'http://localhost:3000/reset-password',
    'https://*.example.com/**',
    'https://app.example.org/{en,fr}/[a-c]?',
    'myapp://callback',
  ],
} as Parameters<typeof isRedirectAllowed>[1];

describe('redirect allow-list', () => {
  it("allows site_url's own origin, any path", () => {
    expect(isRedirectAllowed('http://127.0.0.1:3000/reset-password', auth)).toBe(true);
    expect(isRedirectAllowed('http://127.0.0.1:3000/', auth)).toBe(true);
  });

  it('refuses another port, scheme or host of the site, loopback included', () => {
    expect(allowedRedirect('http://127.0.0.1:9999/steal', auth)).toBe('http://127.0.0.1:3000');
    expect(isRedirectAllowed('http://127.0.0.2:3000/', auth)).toBe(false);
    expect(isRedirectAllowed('http://[::1]:3000/', auth)).toBe(false);
    expect(isRedirectAllowed('https://127.0.0.1:3000/', auth)).toBe(false);
    expect(isRedirectAllowed('http://localhost:9999/reset-password', auth)).toBe(false);
  });

  it('matches additional_redirect_urls with gobwas globs, fragment ignored', () => {
    expect(isRedirectAllowed('http://localhost:3000/reset-password', auth)).toBe(true);
    expect(isRedirectAllowed('http://localhost:3000/reset-password#x=1', auth)).toBe(true);
    expect(isRedirectAllowed('http://localhost:3000/reset-password/more', auth)).toBe(false);
    expect(isRedirectAllowed('https://preview.example.com/a/b?c=d', auth)).toBe(true);
    expect(isRedirectAllowed('https://a.b.example.com/', auth)).toBe(false); // * stops at '.'
    expect(isRedirectAllowed('https://evil.com/.example.com/', auth)).toBe(false);
    expect(isRedirectAllowed('https://app.example.org/fr/b1', auth)).toBe(true);
    expect(isRedirectAllowed('https://app.example.org/de/b1', auth)).toBe(false);
    expect(isRedirectAllowed('https://app.example.org/en/d1', auth)).toBe(false);
    expect(isRedirectAllowed('myapp://callback', auth)).toBe(true);
  });

  it('refuses control characters, spaces and what is no URL', () => {
    expect(isRedirectAllowed('\thttp://127.0.0.1:3000/', auth)).toBe(false);
    expect(isRedirectAllowed('http://127.0.0.1:3000/ x', auth)).toBe(false);
    expect(isRedirectAllowed('not a url', auth)).toBe(false);
    expect(isRedirectAllowed('http://[', auth)).toBe(false);
  });

  it('compiles negated classes and escapes', () => {
    expect(globToRegExp('a[!0-9]c').test('abc')).toBe(true);
    expect(globToRegExp('a[!0-9]c').test('a1c')).toBe(false);
    expect(globToRegExp('a\\*c').test('a*c')).toBe(true);
    expect(globToRegExp('a\\*c').test('abc')).toBe(false);
  });
});
