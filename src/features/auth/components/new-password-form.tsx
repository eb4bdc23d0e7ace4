// The set-new-password screen's form (a reset link needs a place to choose the new password; the spec
// lists no such screen): same meter, indicator and rules as sign-up.
// The reset link has already signed the user in (PASSWORD_RECOVERY); saving goes to /dashboard.
import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { mapAuthError } from '../../../lib/auth/map-auth-error.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { log } from '../../../lib/log.ts';
import { validateNewPassword } from '../lib/validate-new-password.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { notifySuccess } from '../../../lib/notify.ts';

export function NewPasswordForm() {
  const { updatePassword } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { password: '', confirmation: '' },
    validate: {
      password: (v) => (v ? null : 'Password is required'),
      confirmation: (v) => (v ? null : 'Please confirm your password'),
    },
  });
  const { password, confirmation } = form.getValues();

  const submit = form.onSubmit(async ({ password, confirmation }) => {
    const invalid = validateNewPassword(password, confirmation);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await updatePassword(password);
      notifySuccess('You are signed in with your new password.', 'Password updated');
      void navigate('/dashboard', { replace: true });
    } catch (e) {
      log.error('Password update failed (the form shows the catalogue message; the detail is only logged)', e);
      setError(mapAuthError(e));
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ErrorAlert message={error} />
        <NewPasswordFields
          passwordLabel="New Password"
          confirmationLabel="Confirm New Password"
          password={password}
          confirmation={confirmation}
          passwordInput={form.getInputProps('password')}
          confirmationInput={form.getInputProps('confirmation')}
        />
        <Button type="submit" fullWidth disabled={busy}>
          {busy ? 'Updating Password...' : 'Update Password'}
        </Button>
      </Stack>
    </form>
  );
}
