// /account: the member's account and billing — who they are, their plan and where it comes from
// (a paid subscription, a complimentary plan, or free), when it renews or ends, the way to Stripe's
// portal (card, cancel, resume) or to checkout when free, and their invoices. Stripe's portal returns here.
import { Anchor, Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PREMIUM_PRICE } from '../../../config/product.ts';
import type { BillingStatus } from '../../../lib/account/fetch-billing.ts';
import { useAccount } from '../../../lib/account/use-account.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { formatBillingDate } from '../lib/format-billing-date.ts';
import { InvoiceList } from './invoice-list.tsx';
import { ManageBillingButton } from './manage-billing-button.tsx';

const PAID = new Set(['active', 'trialing', 'past_due']);

/** What the member reads under their plan: its source and its next date. */
function planFacts(billing: BillingStatus): { source: string; lines: string[] } {
  const end = formatBillingDate(billing.current_period_end);
  const paid = billing.status !== null && PAID.has(billing.status) && billing.is_premium;
  if (paid) {
    const lines = [];
    if (billing.status === 'past_due') {
      lines.push(
        `Your last payment failed. Community Access continues until ${formatBillingDate(billing.grace_ends_at)}: update your payment method in Manage billing to keep it.`,
      );
    } else if (billing.cancel_at_period_end) {
      lines.push(
        `Cancelled: Community Access continues until ${end} and then ends. You will not be charged again. Resume it in Manage billing.`,
      );
    } else {
      lines.push(`Renews on ${end} at ${PREMIUM_PRICE}.`);
    }
    if (billing.complimentary) lines.push('You also have complimentary Community Access from Tradecraft.');
    return { source: `Paid subscription — ${PREMIUM_PRICE}/month through Stripe`, lines };
  }
  if (billing.is_premium && billing.complimentary) {
    return { source: 'Complimentary — granted by Tradecraft, nothing to pay', lines: [] };
  }
  const lines = ['The complete training program, free for life. Community Access adds the premium channels and posting in the community.'];
  if (billing.status === 'canceled' && end) lines.unshift(`Your Community Access ended on ${end}.`);
  return { source: 'Free plan', lines };
}

export function AccountScreen() {
  const { user } = useAuth();
  const { profile, billing, isPremium, loading } = useAccount();
  if (loading || !billing) return <PageLoader />;
  const { source, lines } = planFacts(billing);
  const hasBillingAccount = billing.subscription_id !== null;
  return (
    <Container size={640} py={{ base: 'md', sm: 48 }}>
      <Stack gap="lg">
        <Anchor component={Link} to="/dashboard" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden="true" />
            Back to Dashboard
          </Group>
        </Anchor>
        <Title order={1}>Account &amp; billing</Title>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <Stack gap={4}>
            <Title order={2} fz="h4">
              Profile
            </Title>
            <Text fw={600}>{profile?.display_name || 'No display name'}</Text>
            <Text c="dimmed" size="sm">
              {profile?.email ?? user?.email}
            </Text>
          </Stack>
        </Paper>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="plan-title">
          <Stack gap="sm">
            <Group justify="space-between" gap="xs">
              <Title order={2} fz="h4" id="plan-title">
                Plan
              </Title>
              <Badge color={isPremium ? 'grape' : 'gray'} variant="filled" data-testid="account-plan">
                {isPremium ? 'Premium' : 'Free'}
              </Badge>
            </Group>
            <Text fw={600} data-testid="plan-source">
              {source}
            </Text>
            {lines.map((line) => (
              <Text key={line} size="sm" data-testid="plan-note">
                {line}
              </Text>
            ))}
            <Group gap="sm" mt="xs">
              {!isPremium && (
                <Button component={Link} to="/checkout">
                  Upgrade to Premium - {PREMIUM_PRICE}/mo
                </Button>
              )}
              {hasBillingAccount && <ManageBillingButton variant={isPremium ? 'filled' : 'outline'} />}
            </Group>
            {hasBillingAccount && (
              <Text size="xs" c="dimmed">
                Manage billing opens Stripe: change your card, cancel or resume.
              </Text>
            )}
          </Stack>
        </Paper>
        {hasBillingAccount && user && <InvoiceList userId={user.id} />}
      </Stack>
    </Container>
  );
}
