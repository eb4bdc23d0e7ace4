// /final-exam (signed in): the final exam that earns the certificate.
// The public pages load only the Mantine styles they use (src/app/public-styles.ts); this page uses more.
import '@mantine/core/styles.layer.css';
import { FinalExamScreen } from '../../features/final-exam/components/final-exam-screen.tsx';

export default function FinalExamRoute() {
  return <FinalExamScreen />;
}
