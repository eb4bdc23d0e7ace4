import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { PublicLayout } from '../../components/public-layout.tsx';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx';
import { usePageTitle } from '../../lib/page-title.ts';

export default function ForgotPasswordRoute() {
  usePageTitle('Reset your password — Tradecraft');
  return (
    <PublicLayout>
      <AuthCard title="Reset Your Password" subtitle="Enter your email and we will send you a reset link">
        <ForgotPasswordForm />
        <Group justify="space-between" mt="md">
          <Anchor component={Link} to="/login" size="sm">
            Back to Sign In
          </Anchor>
          <Anchor component={Link} to="/signup" size="sm">
            Create an account
          </Anchor>
        </Group>
      </AuthCard>
    </PublicLayout>
  );
}
