// /certificates/:code (public): anyone can check a certificate code, and its signed credential.
// The public pages load only the Mantine styles they use (src/app/public-styles.ts); this page uses more.
import '@mantine/core/styles.layer.css';
import { CredentialCheck } from '../../features/credential/components/credential-check.tsx';
import { VerifyCertificateScreen, type RenderCredentialCheck } from '../../features/training/components/verify-certificate-screen.tsx';

const renderCredentialCheck: RenderCredentialCheck = (certificate) => <CredentialCheck {...certificate} />;

export default function VerifyCertificateRoute() {
  return <VerifyCertificateScreen renderCredentialCheck={renderCredentialCheck} />;
}
