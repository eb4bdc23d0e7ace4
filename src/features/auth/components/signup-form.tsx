// Sign-up. Required fields are checked first, then the password rules in their order:
// passwords match, then length. The display name travels as sign-up metadata; the database's
// sign-up trigger copies it into the profile. On success the route guard moves on to /dashboard.
import { useState } from 'react';
import { Alert, Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useNextStep } from '../../../lib/auth/use-next-step.ts';
import { AUTH_MESSAGES } from '../../../lib/auth/auth-messages.ts';
import { mapAuthError } from '../../../lib/auth/map-auth-error.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { log } from '../../../lib/log.ts';
import { validateEmail } from '../lib/validate-email.ts';
import { validateNewPassword } from '../lib/validate-new-password.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

export function SignupForm() {
  const nextStep = useNextStep();
  const { signUp } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [awaitingConfirmation, setAwaitingConfirmation] = useState(false);
  const form = useForm({
    initialValues: { displayName: '', email: '', password: '', confirmation: '', terms: false },
    validate: {
      displayName: (v) => (v.trim() ? null : 'Full name is required'),
      email: validateEmail,
      password: (v) => (v ? null : 'Password is required'),
      confirmation: (v) => (v ? null : 'Please confirm your password'),
      terms: (v) => (v ? null : 'You must accept the Terms of Service and Privacy Policy'),
    },
  });
  const { password, confirmation } = form.getValues();

  const submit = form.onSubmit(async ({ displayName, email, password, confirmation }) => {
    const invalid = validateNewPassword(password, confirmation);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const session = await signUp({ email: email.trim(), password, displayName: displayName.trim() });
      // With a session, stay busy: the route guard replaces this screen once the account has loaded.
      if (!session) setAwaitingConfirmation(true);
    } catch (e) {
      log.error('Sign-up failed (the form shows the catalogue message; the detail is only logged)', e);
      setError(mapAuthError(e, AUTH_MESSAGES.signupFailed));
      setBusy(false);
    }
  });

  if (awaitingConfirmation) {
    return (
      <Alert color="blue" title="Confirm your email">
        We sent a confirmation link to {form.getValues().email}. Open it to finish creating your account.
      </Alert>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ErrorAlert message={error} />
        <TextInput label="Full Name" autoComplete="name" required {...form.getInputProps('displayName')} />
        <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <NewPasswordFields
          passwordLabel="Password"
          confirmationLabel="Confirm Password"
          password={password}
          confirmation={confirmation}
          passwordInput={form.getInputProps('password')}
          confirmationInput={form.getInputProps('confirmation')}
        />
        <Checkbox
          required
          label={
            <>
              I agree to the{' '}
              <Anchor component={Link} to="/terms" inherit>
                Terms of Service
              </Anchor>{' '}
              and{' '}
              <Anchor component={Link} to="/privacy" inherit>
                Privacy Policy
              </Anchor>
            </>
          }
          {...form.getInputProps('terms', { type: 'checkbox' })}
        />
        <Button type="submit" fullWidth disabled={busy}>
          {busy ? 'Creating Account...' : 'Create Account'}
        </Button>
        <Text size="sm" ta="center">
          Already have an account?{' '}
          <Anchor component={Link} to={`/login${nextStep}`}>
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
