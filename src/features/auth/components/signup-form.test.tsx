// @vitest-environment jsdom
// The sign-up form's own behaviour: required fields, the spec's validation order, the meter and the
// live match indicator. Whether a valid sign-up reaches the server is the browser tests' job.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignupForm } from './signup-form.tsx';
import type { SignUpInput } from '../../../lib/auth/auth-context.ts';
import { renderWithProviders, signedOutAuth } from '../../../test/render-with-providers.tsx';

// Typing through jsdom is slow on a busy machine; a timed-out test must not type into the next one.
vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

function setup() {
  const calls: SignUpInput[] = [];
  renderWithProviders(<SignupForm />, signedOutAuth({ signUp: async (input) => (calls.push(input), null) }));
  return { calls, user: userEvent.setup({ delay: null }) };
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { name?: string; email?: string; password?: string; confirmation?: string; terms?: boolean },
) {
  if (values.name) await user.type(screen.getByLabelText(/Full Name/), values.name);
  if (values.email) await user.type(screen.getByLabelText(/^Email/), values.email);
  if (values.password) await user.type(screen.getByLabelText(/^Password/), values.password);
  if (values.confirmation) await user.type(screen.getByLabelText(/^Confirm Password/), values.confirmation);
  if (values.terms) await user.click(screen.getByRole('checkbox'));
}

describe('SignupForm', () => {
  it('reports a mismatch before a short password and does not call sign-up', async () => {
    const { calls, user } = setup();
    await fill(user, { name: 'Ada', email: 'ada@example.com', password: 'abc', confirmation: 'abd', terms: true });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(within(screen.getByRole('alert')).getByText('Passwords do not match')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('reports a short password once the two match', async () => {
    const { calls, user } = setup();
    await fill(user, { name: 'Ada', email: 'ada@example.com', password: 'abcde', confirmation: 'abcde', terms: true });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(within(screen.getByRole('alert')).getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('requires every field and the terms', async () => {
    const { calls, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    for (const message of [
      'Full name is required',
      'Email is required',
      'Password is required',
      'Please confirm your password',
      'You must accept the Terms of Service and Privacy Policy',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(calls).toHaveLength(0);
  });

  it('sends trimmed name and email with the password when everything is valid', async () => {
    const { calls, user } = setup();
    await fill(user, { name: ' Ada Lovelace ', email: 'ada@example.com', password: 'Secret12', confirmation: 'Secret12', terms: true });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(calls).toEqual([{ displayName: 'Ada Lovelace', email: 'ada@example.com', password: 'Secret12' }]);
  });

  it('shows the strength band and the live match indicator', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText(/^Password/), 'Abcdefg');
    expect(screen.getByTestId('password-strength').textContent).toContain('Fair');
    await user.type(screen.getByLabelText(/^Password/), '1');
    expect(screen.getByTestId('password-strength').textContent).toContain('Strong');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Abc');
    expect(screen.getByTestId('password-match').textContent).toBe('Passwords do not match');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'defg1');
    expect(screen.getByTestId('password-match').textContent).toBe('Passwords match');
  });

  it('links the terms and the privacy policy, and has independent visibility toggles', async () => {
    const { user } = setup();
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText(/^Password/).getAttribute('type')).toBe('text');
    expect(screen.getByLabelText(/^Confirm Password/).getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: 'Show confirm password' })).toBeTruthy();
  });
});
