// Placeholder: the dashboard engineer replaces this page (default export, lazy-loaded by the router).
import { Container, Title } from '@mantine/core';

export default function DashboardPage() {
  return (
    <Container py="xl">
      <Title order={1}>Dashboard</Title>
    </Container>
  );
}
