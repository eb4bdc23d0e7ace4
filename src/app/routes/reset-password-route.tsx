// Where the emailed reset link lands. A valid link has signed the user in (supabase-js read the
// session from the URL fragment); an expired or reused one left an error fragment instead. Opened
// without a link, the page takes the email's 6-digit code instead (?email= prefills the address).
import { useState } from 'react';
import { Alert, Anchor, Divider, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { PublicLayout } from '../../components/public-layout.tsx';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx';
import { NewPasswordForm } from '../../features/auth/components/new-password-form.tsx';
import { RecoveryCodeForm } from '../../features/auth/components/recovery-code-form.tsx';
import { readLinkError } from '../../features/auth/lib/read-link-error.ts';
import { usePageTitle } from '../../lib/page-title.ts';

function RequestNewLink({ reason }: { reason: string }) {
  return (
    <Stack gap="md">
      <Alert color="orange" variant="light" role="alert" styles={{ message: { color: 'var(--mantine-color-dark-9)' } }}>
        {reason}
      </Alert>
      <Text size="sm">Enter your email and we will send you a new reset link.</Text>
      <ForgotPasswordForm offerCode={false} />
      <Anchor component={Link} to="/login" size="sm">
        Back to Sign In
      </Anchor>
    </Stack>
  );
}

export default function ResetPasswordRoute() {
  usePageTitle('Set a new password — Tradecraft');
  const { user } = useAuth();
  const location = useLocation();
  const [linkError] = useState(() => readLinkError(location.hash));

  let body;
  if (linkError) {
    const expired = linkError.code === 'otp_expired';
    body = (
      <RequestNewLink
        reason={
          expired
            ? 'This password reset link has expired or has already been used.'
            : `This password reset link did not work: ${linkError.description || linkError.code}.`
        }
      />
    );
  } else if (user) {
    body = <NewPasswordForm />;
  } else {
    body = (
      <Stack gap="md">
        <Text size="sm">Open the link from your password reset email to set a new password, or enter the email's 6-digit code here.</Text>
        <RecoveryCodeForm initialEmail={new URLSearchParams(location.search).get('email') ?? ''} />
        <Divider label="No email, or the code has expired?" labelPosition="center" />
        <ForgotPasswordForm offerCode={false} />
        <Anchor component={Link} to="/login" size="sm">
          Back to Sign In
        </Anchor>
      </Stack>
    );
  }

  return (
    <PublicLayout>
      <AuthCard title="Set a New Password">{body}</AuthCard>
    </PublicLayout>
  );
}
