// Password reset request. GoTrue answers the same for known and unknown addresses,
// so success reads the same either way. Also offered on the reset screen when a link has expired.
import { useState } from 'react';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { AUTH_MESSAGES } from '../../../lib/auth/auth-messages.ts';
import { mapAuthError } from '../../../lib/auth/map-auth-error.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { log } from '../../../lib/log.ts';
import { validateEmail } from '../lib/validate-email.ts';

/** `offerCode`: after sending, link to where the email's 6-digit code is typed (off on that page). */
export function ForgotPasswordForm({ offerCode = true }: { offerCode?: boolean }) {
  const { resetPassword } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({ initialValues: { email: '' }, validate: { email: validateEmail } });

  const submit = form.onSubmit(async ({ email }) => {
    setBusy(true);
    setError(null);
    setSent(null);
    try {
      await resetPassword(email.trim());
      setSent(email.trim());
    } catch (e) {
      log.error('Password reset failed (the form shows the catalogue message; the detail is only logged)', e);
      setError(mapAuthError(e, AUTH_MESSAGES.resetFailed));
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ErrorAlert message={error} />
        {sent && (
          <Alert color="teal" variant="light" role="status" styles={{ message: { color: 'var(--mantine-color-dark-9)' } }}>
            {AUTH_MESSAGES.resetSent}
          </Alert>
        )}
        {sent && offerCode && (
          <Anchor component={Link} to={`/reset-password?email=${encodeURIComponent(sent)}`} size="sm">
            Enter the code from the email
          </Anchor>
        )}
        <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <Button type="submit" fullWidth disabled={busy}>
          {busy ? 'Sending Reset Email...' : 'Send Reset Email'}
        </Button>
      </Stack>
    </form>
  );
}
