// /certificates/:code (public): anyone can check a certificate — valid with its holder and date, or
// clearly unknown.
import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { PublicLayout } from '../../../components/public-layout.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useVerifyCertificate } from '../api/verify-certificate.ts';
import { COURSE_NAME, formatIssueDate } from '../lib/certificate-facts.ts';
import { VerifyCodeForm } from './verify-code-form.tsx';

// Mantine's light alerts tint the text too faintly for AA contrast; dark text reads on every tint.
const DARK = { title: { color: 'var(--mantine-color-dark-9)' }, message: { color: 'var(--mantine-color-dark-9)' } };

export function VerifyCertificateScreen() {
  usePageTitle('Verify a certificate — Tradecraft');
  const code = useParams().code ?? '';
  const { data: verification, error } = useVerifyCertificate(code);

  return (
    <PublicLayout>
      <Container size="sm" py={{ base: 'lg', sm: 56 }}>
        <Stack gap="lg">
          <Title order={1}>Verify a Certificate</Title>
          <div aria-live="polite">
            {!verification && !error && <Text role="status">Checking code {code}...</Text>}
            {verification?.status === 'valid' && (
              <Alert color="green" variant="light" title="Valid certificate" styles={DARK}>
                <Stack gap={4}>
                  <Text>
                    Issued to <strong>{verification.holderName}</strong> on <strong>{formatIssueDate(verification.issuedAt)}</strong> for completing {COURSE_NAME}.
                  </Text>
                  <Text size="sm">Certificate code: {verification.code}</Text>
                </Stack>
              </Alert>
            )}
            {verification?.status === 'unknown' && (
              <Alert color="red" variant="light" title="Unknown certificate code" styles={DARK}>
                No certificate with the code {verification.code} exists. Check the code and try again.
              </Alert>
            )}
            {error && <ErrorAlert message={`The certificate could not be checked: ${error.message}`} />}
          </div>
          <VerifyCodeForm initialCode={code} />
        </Stack>
      </Container>
    </PublicLayout>
  );
}
