// The certificate's actions on /certificate: 'Download PDF' (a real PDF file made in the browser, with
// the verification URL, a QR code and the signed credential attached) and 'Add to LinkedIn'
// (LinkedIn's add-to-profile form, pre-filled); for a revoked certificate, the revocation instead.
// Opening the screen asks for the signed credential, which certificate-credential signs the first time.
import { useMutation } from '@tanstack/react-query';
import { Button, Group, Text } from '@mantine/core';
import { IconBrandLinkedin, IconDownload } from '@tabler/icons-react';
import { notifyError } from '../../../lib/notify.ts';
import { useMyCredential } from '../api/use-my-credential.ts';
import { useMyRevocation } from '../api/use-my-revocation.ts';
import { linkedInAddToProfileUrl } from '../lib/linkedin.ts';
import { saveFile } from '../../../lib/save-file.ts';

export interface CertificateFacts {
  code: string;
  holder_name: string;
  issued_at: string;
}

export function verificationUrlOf(code: string): string {
  return `${window.location.origin}/certificates/${encodeURIComponent(code)}`;
}

export function CertificateActions({ certificate, moduleCount }: { certificate: CertificateFacts; moduleCount: number }) {
  const credential = useMyCredential(certificate.code);
  const revocation = useMyRevocation(certificate.code);
  const verificationUrl = verificationUrlOf(certificate.code);
  const download = useMutation({
    mutationFn: async () => {
      const { certificatePdf } = await import('../lib/certificate-pdf.ts');
      // The credential is attached when it is ready; the PDF never waits on a failed signing.
      const signed =
        credential.data?.credential ??
        (await credential.refetch().then(
          (r) => r.data?.credential ?? null,
          () => null,
        ));
      const bytes = await certificatePdf({
        holderName: certificate.holder_name,
        code: certificate.code,
        issuedAt: certificate.issued_at,
        moduleCount,
        verificationUrl,
        credential: signed,
      });
      saveFile(`tradecraft-certificate-${certificate.code}.pdf`, new Blob([bytes as BlobPart], { type: 'application/pdf' }));
    },
    onError: (e) => notifyError('Could not make the PDF', e),
  });

  // A revoked certificate is not something to download or show off: say so instead.
  if (revocation.data) {
    return (
      <Text c="red.9" fw={700} role="status">
        Revoked by Tradecraft{revocation.data.reason ? `: ${revocation.data.reason}` : ''}
      </Text>
    );
  }

  return (
    <Group gap="xs">
      <Button leftSection={<IconDownload size={16} aria-hidden />} loading={download.isPending} onClick={() => download.mutate()}>
        Download PDF
      </Button>
      <Button
        component="a"
        variant="default"
        leftSection={<IconBrandLinkedin size={16} aria-hidden />}
        href={linkedInAddToProfileUrl({ code: certificate.code, issuedAt: certificate.issued_at, verificationUrl })}
        target="_blank"
        rel="noopener noreferrer"
      >
        Add to LinkedIn
      </Button>
    </Group>
  );
}
