// "Manage billing" (or another label): opens Stripe's customer portal for the signed-in member.
import { Button, type ButtonProps } from '@mantine/core';
import { useOpenBillingPortal } from '../api/open-billing-portal.ts';

export function ManageBillingButton({ label = 'Manage billing', ...props }: ButtonProps & { label?: string }) {
  const portal = useOpenBillingPortal();
  // Stays busy after success too: the browser is on its way to the portal.
  return (
    <Button {...props} loading={portal.isPending || portal.isSuccess} onClick={() => portal.mutate()}>
      {label}
    </Button>
  );
}
