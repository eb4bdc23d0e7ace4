import { PublicLayout } from '../../components/public-layout.tsx';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { SignupForm } from '../../features/auth/components/signup-form.tsx';
import { usePageTitle } from '../../lib/page-title.ts';

export default function SignupRoute() {
  usePageTitle('Create your account — Tradecraft');
  return (
    <PublicLayout>
      <AuthCard title="Create Your Account" subtitle="Start the free 15-module training program">
        <SignupForm />
      </AuthCard>
    </PublicLayout>
  );
}
