import { Container, Stack, Text, Title } from '@mantine/core';
import { PublicLayout } from '../../components/public-layout.tsx';
import { PlanCards } from '../../components/plan-cards.tsx';
import { HowItWorks } from '../../features/pricing/components/how-it-works.tsx';
import { usePageTitle } from '../../lib/page-title.ts';

export default function PricingRoute() {
  usePageTitle('Pricing — Tradecraft');
  return (
    <PublicLayout>
      <Container size="md" py={{ base: 'lg', sm: 56 }}>
        <Stack gap={48}>
          <div style={{ textAlign: 'center' }}>
            <Title order={1}>Pricing</Title>
            <Text c="dimmed" mt="xs">
              The complete training program is free for life. Community Access is an optional monthly add-on.
            </Text>
          </div>
          <PlanCards headingOrder={2} />
          <HowItWorks />
        </Stack>
      </Container>
    </PublicLayout>
  );
}
