// The dashboard route composes two features: the community dashboard and the training quiz, which
// the dashboard opens from its 'Take Quiz' buttons. (Features do not import each other; the app does.)
import DashboardPage from '../../features/dashboard/dashboard-page.tsx';
import { QuizModal } from '../../features/training/components/quiz-modal.tsx';

export default function DashboardRoute() {
  return <DashboardPage renderQuiz={(moduleId, close) => <QuizModal moduleId={moduleId} onClose={close} />} />;
}
