// /certificate (signed in): the learner's certificate, or their progress toward it, with the final
// exam's step and the certificate's actions (download, share, signed credential) from their features.
// The public pages load only the Mantine styles they use (src/app/public-styles.ts); this page uses more.
import '@mantine/core/styles.layer.css';
import { CertificateActions } from '../../features/credential/components/certificate-actions.tsx';
import { ExamStep } from '../../features/final-exam/components/exam-step.tsx';
import { CertificateScreen } from '../../features/training/components/certificate-screen.tsx';

export default function CertificateRoute() {
  return (
    <CertificateScreen
      examStep={<ExamStep />}
      renderActions={(certificate, moduleCount) => <CertificateActions certificate={certificate} moduleCount={moduleCount} />}
    />
  );
}
