// Login: idle → submitting (error cleared) → success or the fixed failure message.
// On success the route guard moves on to /dashboard (or to the page the visitor was sent here from).
import { useState } from 'react';
import { Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useNextStep } from '../../../lib/auth/use-next-step.ts';
import { AUTH_MESSAGES } from '../../../lib/auth/auth-messages.ts';
import { mapAuthError } from '../../../lib/auth/map-auth-error.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { log } from '../../../lib/log.ts';
import { PasswordField } from './password-field.tsx';

export function LoginForm() {
  const nextStep = useNextStep();
  const { signIn } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { email: '', password: '', remember: false },
    validate: {
      email: (v) => (v.trim() ? null : 'Email is required'),
      password: (v) => (v ? null : 'Password is required'),
    },
  });

  const submit = form.onSubmit(async ({ email, password, remember }) => {
    setBusy(true);
    setError(null);
    try {
      await signIn(email.trim(), password, remember);
      // Stay busy: the route guard replaces this screen once the account has loaded.
    } catch (e) {
      log.error('Login failed (the form shows the catalogue message; the detail is only logged)', e);
      setError(mapAuthError(e, AUTH_MESSAGES.loginFailed));
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ErrorAlert message={error} />
        <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <PasswordField
          label="Password"
          toggleLabel="password"
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Checkbox label="Remember me" {...form.getInputProps('remember', { type: 'checkbox' })} />
          <Anchor component={Link} to="/forgot-password" size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth disabled={busy}>
          {busy ? 'Signing in...' : 'Sign In'}
        </Button>
        <Text size="sm" ta="center">
          Don&apos;t have an account?{' '}
          <Anchor component={Link} to={`/signup${nextStep}`}>
            Sign up
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
