import { useState, useSyncExternalStore } from 'react';
import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { PublicLayout } from '../../components/public-layout.tsx';
import { PlanCards } from '../../components/plan-cards.tsx';
import { HowItWorks } from '../../features/pricing/components/how-it-works.tsx';
import { SignalRecordSummary } from '../../features/signals/signal-record-summary.tsx';
import { usePageTitle } from '../../lib/page-title.ts';

const noChanges = () => () => undefined;
const readCanceled = () => new URLSearchParams(window.location.search).get('checkout') === 'canceled';

export default function PricingRoute() {
  usePageTitle('Pricing — Tradecraft');
  // Back from Stripe Checkout without paying (?checkout=canceled). Read after hydration (the server
  // snapshot is false): the pre-rendered page is the same for every address.
  const returnedCanceled = useSyncExternalStore(noChanges, readCanceled, () => false);
  const [dismissed, setDismissed] = useState(false);
  const canceled = returnedCanceled && !dismissed;
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
          {canceled && (
            <Alert
              color="blue"
              variant="light"
              title="Checkout canceled"
              withCloseButton
              closeButtonLabel="Dismiss"
              onClose={() => setDismissed(true)}
            >
              You have not been charged. Community Access is here whenever you want it.
            </Alert>
          )}
          <PlanCards headingOrder={2} />
          <SignalRecordSummary />
          <HowItWorks />
        </Stack>
      </Container>
    </PublicLayout>
  );
}
