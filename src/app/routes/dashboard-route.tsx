// The dashboard route composes two features: the community dashboard and the training quiz, which
// the dashboard opens from its 'Take Quiz' buttons. (Features do not import each other; the app does.)
// The quiz is fetched when first opened, so it does not delay the first channel.
// The public pages load only the Mantine styles they use (src/app/public-styles.ts); this page uses more.
import '@mantine/core/styles.layer.css';
import { lazy, Suspense } from 'react';
import { CommunityDashboard } from '../../features/dashboard/components/community-dashboard.tsx';

const QuizModal = lazy(() => import('../../features/training/components/quiz-modal.tsx').then((m) => ({ default: m.QuizModal })));

export default function DashboardRoute() {
  return (
    <CommunityDashboard
      renderQuiz={(moduleId, close) => (
        <Suspense fallback={null}>
          <QuizModal moduleId={moduleId} onClose={close} />
        </Suspense>
      )}
    />
  );
}
