import { PublicLayout } from '../../components/public-layout.tsx';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { usePageTitle } from '../../lib/page-title.ts';

export default function LoginRoute() {
  usePageTitle('Sign in — Tradecraft');
  return (
    <PublicLayout>
      <AuthCard title="Welcome Back" subtitle="Sign in to continue your training">
        <LoginForm />
      </AuthCard>
    </PublicLayout>
  );
}
