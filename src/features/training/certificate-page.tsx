// Placeholder: the training engineer replaces this page (default export, lazy-loaded by the router).
import { Container, Title } from '@mantine/core';

export default function CertificatePage() {
  return (
    <Container py="xl">
      <Title order={1}>Your Certificate</Title>
    </Container>
  );
}
