// The dashboard route composes the features: the community dashboard, the lessons inside its
// tutorials channels, the training quiz, which the dashboard opens from its 'Take Quiz' buttons,
// billing's notices (checkout confirmation, past-due banner), and what the tutorials show under the
// selected module (downloadable resources, chart exercises). (Features do not import each other; the app does.)
// The quiz is fetched when first opened, so it does not delay the first channel.
// The public pages load only the Mantine styles they use (src/app/public-styles.ts); this page uses more.
import '@mantine/core/styles.layer.css';
import { lazy, Suspense } from 'react';
import { BillingNotices } from '../../features/billing/components/billing-notices.tsx';
import { CommunityDashboard } from '../../features/dashboard/components/community-dashboard.tsx';
import { ModuleExtrasProvider } from '../../components/module-extras.tsx';
import { ModuleLearningExtras } from '../module-learning-extras.tsx';
import { LessonPane } from '../../features/lessons/components/lesson-pane.tsx';

const QuizModal = lazy(() => import('../../features/training/components/quiz-modal.tsx').then((m) => ({ default: m.QuizModal })));

const renderModuleExtras = (moduleId: number) => <ModuleLearningExtras moduleId={moduleId} />;

export default function DashboardRoute() {
  return (
    <ModuleExtrasProvider value={renderModuleExtras}>
      <CommunityDashboard
        notice={<BillingNotices />}
        renderLesson={(slot) => <LessonPane {...slot} />}
        renderQuiz={(moduleId, close) => (
          <Suspense fallback={null}>
            <QuizModal moduleId={moduleId} onClose={close} />
          </Suspense>
        )}
      />
    </ModuleExtrasProvider>
  );
}
