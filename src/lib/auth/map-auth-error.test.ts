// Errors are built with supabase-js's own classes, the way auth-js builds them from GoTrue responses.
import { describe, expect, it } from 'vitest';
import { AuthApiError, AuthRetryableFetchError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { mapAuthError } from './map-auth-error.ts';

const api = (message: string, status: number, code: string) => new AuthApiError(message, status, code);

describe('mapAuthError', () => {
  it.each([
    ['user_already_exists', api('User already registered', 422, 'user_already_exists'), 'An account with this email already exists.'],
    [
      'email_exists',
      api('A user with this email address has already been registered', 422, 'email_exists'),
      'An account with this email already exists.',
    ],
    ['email_address_invalid', api('Email address "x@y" is invalid', 400, 'email_address_invalid'), 'Please enter a valid email address.'],
    [
      'validation_failed (malformed email)',
      api('Unable to validate email address: invalid format', 400, 'validation_failed'),
      'Please enter a valid email address.',
    ],
    [
      'validation_failed (missing email)',
      api('An email address is required', 400, 'validation_failed'),
      'Please enter a valid email address.',
    ],
    [
      'weak_password',
      new AuthWeakPasswordError('Password should be at least 6 characters.', 422, ['length']),
      'Password should be at least 6 characters.',
    ],
    [
      'invalid_credentials',
      api('Invalid login credentials', 400, 'invalid_credentials'),
      'Failed to log in. Please check your credentials.',
    ],
    ['user_not_found', api('User not found', 403, 'user_not_found'), 'No account found with this email address.'],
    [
      'user_banned',
      api('User is banned', 400, 'user_banned'),
      'This account is suspended, so it cannot sign in. To appeal, email support@tradecraft.example from the address you signed up with.',
    ],
    ['network failure', new AuthRetryableFetchError('Failed to fetch', 0), 'Network error. Please check your connection and try again.'],
    [
      'endpoint not implemented',
      new AuthRetryableFetchError('Not implemented', 501),
      'Authentication service is not properly configured. Please try again later.',
    ],
    [
      'service unavailable',
      new AuthRetryableFetchError('Service Unavailable', 503),
      'Authentication service is not properly configured. Please try again later.',
    ],
    ['wrong API key', api('Invalid API key', 401, ''), 'Authentication service is not properly configured. Please try again later.'],
    [
      'email provider disabled',
      api('Email logins are disabled', 422, 'email_provider_disabled'),
      'Authentication service is not properly configured. Please try again later.',
    ],
    [
      'signups disabled',
      api('Signups not allowed for this instance', 422, 'signup_disabled'),
      'Authentication service is not properly configured. Please try again later.',
    ],
    [
      'rate limit (no catalogue entry)',
      api('Request rate limit reached', 429, 'over_request_rate_limit'),
      'An error occurred during authentication. Please try again.',
    ],
    [
      'password too long',
      api('Password cannot be longer than 72 characters', 400, 'validation_failed'),
      'An error occurred during authentication. Please try again.',
    ],
    [
      'unexpected 500',
      new AuthRetryableFetchError('unexpected_failure', 500),
      'An error occurred during authentication. Please try again.',
    ],
  ])('%s', (_name, error, message) => {
    expect(mapAuthError(error)).toBe(message);
  });

  it('uses the screen fallback for codes the catalogue does not know', () => {
    const error = api('Request rate limit reached', 429, 'over_request_rate_limit');
    expect(mapAuthError(error, 'Failed to create account. Please try again.')).toBe('Failed to create account. Please try again.');
  });

  it('keeps catalogue messages even when a fallback is given', () => {
    const error = api('User already registered', 422, 'user_already_exists');
    expect(mapAuthError(error, 'Failed to create account. Please try again.')).toBe('An account with this email already exists.');
  });

  it('treats a raw fetch TypeError as a network failure and anything else as the fallback', () => {
    expect(mapAuthError(new TypeError('Failed to fetch'))).toBe('Network error. Please check your connection and try again.');
    expect(mapAuthError(new Error('boom'), 'x')).toBe('x');
  });
});
