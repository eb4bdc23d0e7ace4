// The printable certificate: holder, course, date, code and where to verify it.
import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { Certificate } from '../../../lib/progress/progress-types.ts';
import { COURSE_NAME, formatIssueDate, verificationUrl } from '../lib/certificate-facts.ts';
import classes from './certificate.module.css';

export function CertificateSheet({ certificate, moduleCount }: { certificate: Certificate; moduleCount: number }) {
  const url = verificationUrl(certificate.code, window.location.origin);
  return (
    <article className={classes.sheet} aria-labelledby="certificate-title">
      <Stack gap="md" align="center">
        <Text fw={800} fz="lg" c="blue.9" tt="uppercase" lts={2}>
          Tradecraft
        </Text>
        <Title order={1} id="certificate-title">
          Certificate of Completion
        </Title>
        <Text>This certifies that</Text>
        <Text className={classes.holder}>{certificate.holder_name}</Text>
        <Text>has successfully completed</Text>
        <Text fw={700} fz="xl">
          {COURSE_NAME} — {moduleCount} modules
        </Text>
        <Text>
          Issued on <strong>{formatIssueDate(certificate.issued_at)}</strong>
        </Text>
        <Stack gap={2} mt="md">
          <Text size="sm">
            Certificate code: <strong>{certificate.code}</strong>
          </Text>
          <Text size="sm">
            Verify at:{' '}
            <Anchor href={url} c="blue.9">
              {url}
            </Anchor>
          </Text>
        </Stack>
      </Stack>
    </article>
  );
}
