// The reset email's 6-digit code, for whoever opens the email somewhere else than the browser they
// reset in (a phone's mail app, another computer). GoTrue accepts it as verifyOtp type 'recovery',
// like the link; the session it returns shows the new-password form.
import { useState } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isAuthError } from '@supabase/supabase-js';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { mapAuthError } from '../../../lib/auth/map-auth-error.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { log } from '../../../lib/log.ts';
import { validateEmail } from '../lib/validate-email.ts';

const EXPIRED = 'This code has expired, has already been used or does not match the email. Request a new email below.';

export function RecoveryCodeForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { verifyRecoveryCode } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { email: initialEmail, code: '' },
    validate: {
      email: validateEmail,
      code: (v) => (/^\d{6}$/.test(v.replace(/\s/g, '')) ? null : 'Enter the 6 digits from the email'),
    },
  });

  const submit = form.onSubmit(async ({ email, code }) => {
    setBusy(true);
    setError(null);
    try {
      await verifyRecoveryCode(email.trim(), code.replace(/\s/g, ''));
      // Signed in: the page now shows the new-password form.
    } catch (e) {
      log.error('Recovery code refused (the form shows the catalogue message; the detail is only logged)', e);
      setError(isAuthError(e) && (e.code === 'otp_expired' || e.status === 403) ? EXPIRED : mapAuthError(e));
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Password reset code">
      <Stack gap="md">
        <ErrorAlert message={error} />
        <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <TextInput label="6-digit code" inputMode="numeric" autoComplete="one-time-code" required {...form.getInputProps('code')} />
        <Button type="submit" fullWidth disabled={busy}>
          {busy ? 'Checking Code...' : 'Continue'}
        </Button>
      </Stack>
    </form>
  );
}
