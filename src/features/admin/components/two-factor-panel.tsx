// The console's two-factor step, shown above every section while the session is aal1: the database
// refuses admin changes until the admin has verified a TOTP code (reads stay open, so the console
// shows its data meanwhile, with its change buttons disabled). With no factor yet: set one up (scan
// the QR code or type the key, then enter a code); with one: enter the current code.
import { Alert, Button, Code, Group, Image, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useAdminAssurance, useEnrollFactor, useVerifyCode, type Enrollment } from '../api/admin-mfa.ts';

function CodeForm({ factorId, submitLabel }: { factorId: string; submitLabel: string }) {
  const [code, setCode] = useState('');
  const verify = useVerifyCode();
  const valid = /^\d{6}$/.test(code);
  return (
    <form onSubmit={(e) => (e.preventDefault(), valid && verify.mutate({ factorId, code }, { onError: () => setCode('') }))}>
      <Stack gap="sm">
        <ErrorAlert message={verify.error?.message ?? null} />
        <Group align="flex-end" gap="sm">
          <TextInput
            label="6-digit code"
            description="From your authenticator app"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))}
            w={{ base: '100%', xs: 200 }}
          />
          <Button type="submit" loading={verify.isPending} disabled={!valid}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SetUp() {
  const enroll = useEnrollFactor();
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  if (!enrollment) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          Admin changes need a second step after your password: a code from an authenticator app on your phone (Google Authenticator,
          1Password, Authy, …). Set it up once; until then you can look around but not change anything.
        </Text>
        <ErrorAlert message={enroll.error ? `Could not start the set-up: ${enroll.error.message}` : null} />
        <Button onClick={() => enroll.mutate(undefined, { onSuccess: setEnrollment })} loading={enroll.isPending}>
          Set up two-factor authentication
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm">1. Scan this QR code with your authenticator app.</Text>
      <Image src={enrollment.qrCode} alt="QR code to add Tradecraft to your authenticator app" w={180} h={180} bg="white" p={4} />
      <Stack gap={4}>
        <Text size="sm">Or type this key into the app:</Text>
        <Code data-testid="totp-secret" fz="sm" style={{ wordBreak: 'break-all' }}>
          {enrollment.secret}
        </Code>
      </Stack>
      <Text size="sm">2. Enter the code the app shows.</Text>
      <CodeForm factorId={enrollment.factorId} submitLabel="Verify and turn on" />
    </Stack>
  );
}

export function TwoFactorPanel() {
  const assurance = useAdminAssurance();
  if (!assurance.data || assurance.data.level === 'aal2') {
    return assurance.error ? <ErrorAlert message={`Could not check your two-factor verification: ${assurance.error.message}`} /> : null;
  }
  const { factorId } = assurance.data;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="two-factor-title">
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          <IconShieldLock size={24} aria-hidden="true" />
          <Title order={2} size="h3" id="two-factor-title">
            {factorId ? 'Verify it’s you' : 'Set up two-factor authentication'}
          </Title>
        </Group>
        {factorId ? (
          <>
            <Text size="sm">Enter the code from your authenticator app to make changes in this session.</Text>
            <CodeForm factorId={factorId} submitLabel="Verify" />
          </>
        ) : (
          <SetUp />
        )}
      </Stack>
    </Paper>
  );
}

/** The hint beside a section's disabled change buttons while the session is aal1. */
export function VerifyToChangeHint() {
  return (
    <Alert color="yellow" variant="light" c="dark.8" role="note">
      Verify with two-factor authentication (above) to make changes.
    </Alert>
  );
}
