// /checkout: sends the signed-in member to Stripe's hosted Checkout for Community Access. Every
// upgrade entry point leads here (a signed-out visitor signs up first and arrives here after). A
// member who already has premium is told so instead, with Manage billing; a refusal is shown in place.
import { useEffect, useRef } from 'react';
import { Anchor, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useAccount } from '../../../lib/account/use-account.ts';
import { PREMIUM_PRICE } from '../../../config/product.ts';
import { useStartCheckout } from '../api/start-checkout.ts';
import { BillingError } from '../lib/function-error.ts';
import { ManageBillingButton } from './manage-billing-button.tsx';

function AlreadyPremium({ complimentary }: { complimentary: boolean }) {
  return (
    <Stack gap="sm">
      <Title order={1} fz="h2">
        You already have Community Access
      </Title>
      <Text>
        {complimentary
          ? 'Your Community Access is complimentary: there is nothing to pay.'
          : 'Your subscription is active. Change your card or cancel in Manage billing.'}
      </Text>
      <Group>
        <Button component={Link} to="/dashboard">
          Go to Dashboard
        </Button>
        {!complimentary && <ManageBillingButton variant="outline" />}
      </Group>
    </Stack>
  );
}

export function CheckoutScreen() {
  const { billing, loading } = useAccount();
  const checkout = useStartCheckout();
  const started = useRef(false);
  const premium = billing?.is_premium ?? false;
  const start = checkout.mutate;

  useEffect(() => {
    if (loading || premium || started.current) return;
    started.current = true; // once, also under StrictMode's double effects
    start();
  }, [loading, premium, start]);

  const error = checkout.error;
  let body;
  if (premium || (error instanceof BillingError && error.status === 409)) {
    body = <AlreadyPremium complimentary={premium && !!billing?.complimentary && !billing.subscription_id} />;
  } else if (error) {
    body = (
      <Stack gap="sm">
        <Title order={1} fz="h2">
          Checkout could not start
        </Title>
        <ErrorAlert message={error.message} />
        <Group>
          <Button onClick={() => checkout.mutate()}>Try again</Button>
          <Anchor component={Link} to="/pricing">
            Back to pricing
          </Anchor>
        </Group>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="sm" align="center" ta="center" role="status">
        <Loader aria-hidden="true" />
        <Title order={1} fz="h2">
          Taking you to secure checkout…
        </Title>
        <Text c="dimmed">Community Access, {PREMIUM_PRICE} a month, paid with Stripe. Cancel any time.</Text>
      </Stack>
    );
  }
  return (
    <Container size={560} py={{ base: 'lg', sm: 64 }}>
      <Paper withBorder p="xl" radius="md">
        {body}
      </Paper>
    </Container>
  );
}
