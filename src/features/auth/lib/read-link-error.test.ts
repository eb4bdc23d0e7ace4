import { describe, expect, it } from 'vitest';
import { readLinkError } from './read-link-error.ts';

describe('readLinkError', () => {
  it("reads GoTrue's expired-link fragment", () => {
    const hash = '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=';
    expect(readLinkError(hash)).toEqual({ code: 'otp_expired', description: 'Email link is invalid or has expired' });
  });

  it('falls back to the error field when there is no error_code', () => {
    expect(readLinkError('#error=server_error')).toEqual({ code: 'server_error', description: '' });
  });

  it('finds nothing in a session fragment or an empty hash', () => {
    expect(readLinkError('#access_token=abc&type=recovery')).toBeNull();
    expect(readLinkError('')).toBeNull();
  });
});
