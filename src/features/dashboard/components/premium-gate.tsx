// Shown instead of a premium channel's content when the plan cannot read it (the database refuses
// the data as well). The button goes straight to Stripe Checkout (/checkout).
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PREMIUM_PRICE } from '../../../config/product.ts';

export function PremiumGate() {
  return (
    <Paper withBorder p="xl" radius="md" maw={520} mx="auto" mt="xl">
      <Stack align="center" gap="sm" ta="center">
        <IconLock size={44} stroke={1.5} aria-hidden="true" />
        <Title order={2}>Premium Channel</Title>
        <Text>Upgrade to premium to access this channel</Text>
        <Button component={Link} to="/checkout">
          Upgrade to Premium - {PREMIUM_PRICE}/mo
        </Button>
      </Stack>
    </Paper>
  );
}
