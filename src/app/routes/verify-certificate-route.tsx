// /certificates/:code (public): anyone can check a certificate code.
// The public pages load only the Mantine styles they use (src/app/public-styles.ts); this page uses more.
import '@mantine/core/styles.layer.css';
import { VerifyCertificateScreen } from '../../features/training/components/verify-certificate-screen.tsx';

export default function VerifyCertificateRoute() {
  return <VerifyCertificateScreen />;
}
