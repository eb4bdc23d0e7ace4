// /certificate (signed in): the learner's certificate, or their progress toward it.
// The public pages load only the Mantine styles they use (src/app/public-styles.ts); this page uses more.
import '@mantine/core/styles.layer.css';
import { CertificateScreen } from '../../features/training/components/certificate-screen.tsx';

export default function CertificateRoute() {
  return <CertificateScreen />;
}
