// Placeholder: the training engineer replaces this page (default export, lazy-loaded by the router).
import { Container, Title } from '@mantine/core';

export default function VerifyCertificatePage() {
  return (
    <Container py="xl">
      <Title order={1}>Verify a Certificate</Title>
    </Container>
  );
}
