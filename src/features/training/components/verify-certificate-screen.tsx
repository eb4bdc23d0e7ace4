// /certificates/:code (public): anyone can check a certificate — valid or revoked with its holder and
// date, or clearly unknown — and, for a signed one, whether its signature verifies.
import type { ReactNode } from 'react';
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

/** The certificate's signed credential and whether its signature verifies (the credential feature's; supplied by the app). */
export type RenderCredentialCheck = (certificate: {
  code: string;
  credential: string | null;
  holderName: string;
  issuedAt: string;
}) => ReactNode;

export function VerifyCertificateScreen({ renderCredentialCheck }: { renderCredentialCheck: RenderCredentialCheck }) {
  usePageTitle('Verify a certificate — Tradecraft');
  const code = useParams().code ?? '';
  const { data: verification, error } = useVerifyCertificate(code);

  return (
    <PublicLayout>
      <Container size="sm" py={{ base: 'lg', sm: 56 }}>
        <Stack gap="lg">
          <Title order={1}>Verify a Certificate</Title>
          <Stack gap="md" aria-live="polite">
            {!verification && !error && <Text role="status">Checking code {code}...</Text>}
            {verification && verification.status !== 'unknown' && (
              <>
                <Alert
                  color={verification.status === 'valid' ? 'green' : 'red'}
                  variant="light"
                  title={verification.status === 'valid' ? 'Valid certificate' : 'Revoked'}
                  styles={DARK}
                >
                  <Stack gap={4}>
                    {verification.status === 'revoked' && (
                      <Text fw={700}>
                        Tradecraft revoked this certificate on {formatIssueDate(verification.revokedAt!)}
                        {verification.revocationReason ? `: ${verification.revocationReason}` : ''}. It no longer certifies completion.
                      </Text>
                    )}
                    <Text>
                      Issued to <strong>{verification.holderName}</strong> on <strong>{formatIssueDate(verification.issuedAt)}</strong> for
                      completing {COURSE_NAME}.
                    </Text>
                    <Text size="sm">Certificate code: {verification.code}</Text>
                  </Stack>
                </Alert>
                {renderCredentialCheck({
                  code: verification.code,
                  credential: verification.credential,
                  holderName: verification.holderName,
                  issuedAt: verification.issuedAt,
                })}
              </>
            )}
            {verification?.status === 'unknown' && (
              <Alert color="red" variant="light" title="Unknown certificate code" styles={DARK}>
                No certificate with the code {verification.code} exists. Check the code and try again.
              </Alert>
            )}
            {error && <ErrorAlert message={`The certificate could not be checked: ${error.message}`} />}
          </Stack>
          <VerifyCodeForm initialCode={code} />
        </Stack>
      </Container>
    </PublicLayout>
  );
}
