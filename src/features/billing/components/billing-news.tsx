// The billing notices' parts (billing-notices.tsx), loaded only when one is due: the confirmation
// after Stripe Checkout returns, and the past-due banner.
import { useEffect, useRef } from 'react';
import { Alert, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { notifyInfo, notifySuccess } from '../../../lib/notify.ts';
import { awaitPremium } from '../api/await-premium.ts';
import { formatBillingDate } from '../lib/format-billing-date.ts';
import { ManageBillingButton } from './manage-billing-button.tsx';

/** Handles `?checkout=success` once: the address loses it, and the confirmation follows premium. */
export function CheckoutReturn(): null {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const returned = params.get('checkout') === 'success';
  const userId = user?.id ?? '';

  const handled = useRef(false);
  useEffect(() => {
    if (!returned || handled.current) return;
    handled.current = true;
    // The address loses ?checkout=… at once, so a reload or a shared link does not say it again.
    setParams(
      (p) => {
        p.delete('checkout');
        p.delete('session_id');
        return p;
      },
      { replace: true },
    );
    // Bounded (about half a minute), so it is left to finish even if the dashboard closes meanwhile.
    void awaitPremium(queryClient, userId).then((premium) => {
      if (premium) notifySuccess('Payment received — welcome to Community Access! Premium channels and posting are now open.');
      else notifyInfo('Payment received. Stripe is still confirming it: premium opens here as soon as it does.');
    });
  }, [returned, queryClient, userId, setParams]);
  return null;
}

export function PastDueBanner({ graceEndsAt }: { graceEndsAt: string | null }) {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title="Your last payment failed"
      mb="md"
      data-testid="past-due-banner"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dark.8">
          {graceEndsAt
            ? `Update your payment method by ${formatBillingDate(graceEndsAt)} to keep Community Access.`
            : 'Update your payment method to keep Community Access.'}
        </Text>
        <ManageBillingButton label="Update payment method" size="xs" color="orange.9" />
      </Group>
    </Alert>
  );
}
