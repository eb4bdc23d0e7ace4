// The two plans, side by side on wide screens and stacked on phones. Used by the landing page's
// pricing section and by /pricing. 'Start Learning FREE' goes to /signup; 'Start with Community Access'
// goes to Stripe Checkout (/checkout) when signed in, else to /signup?next=checkout, which moves on to
// checkout once the account exists. Links only: the page loads nothing more until one is followed.
import { Badge, Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useAuth } from '../lib/auth/use-auth.ts';
import { PREMIUM_PRICE } from '../config/product.ts';
import { FREE_PLAN_FEATURES, PREMIUM_PLAN_FEATURES } from './plan-features.ts';

// Long labels ('Start with Community Access') wrap on a 360 px phone instead of being cut off.
const WRAPPING_BUTTON = {
  root: { height: 'auto', minHeight: 42, paddingBlock: 8 },
  label: { whiteSpace: 'normal', textAlign: 'center' },
} as const;

interface PlanCardProps {
  name: string;
  tagline: string;
  price: string;
  period: string;
  features: readonly string[];
  cta: string;
  to: string;
  highlighted?: boolean;
  headingOrder: 2 | 3;
}

function PlanCard({ name, tagline, price, period, features, cta, to, highlighted, headingOrder }: PlanCardProps) {
  return (
    <Card
      withBorder
      shadow={highlighted ? 'md' : 'xs'}
      padding="lg"
      radius="md"
      style={highlighted ? { borderColor: 'var(--mantine-color-blue-8)', borderWidth: 2 } : undefined}
    >
      <Stack gap="md" h="100%">
        {highlighted && (
          <Badge color="blue.8" variant="filled" w="fit-content">
            Optional add-on
          </Badge>
        )}
        <div>
          <Title order={headingOrder} fz="h3">
            {name}
          </Title>
          <Text c="dimmed">{tagline}</Text>
        </div>
        <Text>
          <Text span fz={40} fw={800} lh={1}>
            {price}
          </Text>
          <Text span c="dimmed">
            {period}
          </Text>
        </Text>
        <List spacing="xs" style={{ flex: 1 }} icon={<span aria-hidden="true">✓</span>}>
          {features.map((f) => (
            <List.Item key={f}>{f}</List.Item>
          ))}
        </List>
        <Button component={Link} to={to} size="md" fullWidth variant={highlighted ? 'filled' : 'outline'} styles={WRAPPING_BUTTON}>
          {cta}
        </Button>
      </Stack>
    </Card>
  );
}

/** `headingOrder`: 2 on a page of its own (/pricing), 3 inside a section with its own heading. */
export function PlanCards({ headingOrder = 3 }: { headingOrder?: 2 | 3 }) {
  const { user } = useAuth();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <PlanCard
        name="Complete Training Program"
        tagline="Free forever"
        price="$0"
        period=" lifetime access"
        features={FREE_PLAN_FEATURES}
        cta="Start Learning FREE"
        to="/signup"
        headingOrder={headingOrder}
      />
      <PlanCard
        name="Community Access"
        tagline="On top of the free program"
        price={PREMIUM_PRICE}
        period="/mo"
        features={PREMIUM_PLAN_FEATURES}
        cta="Start with Community Access"
        to={user ? '/checkout' : '/signup?next=checkout'}
        highlighted
        headingOrder={headingOrder}
      />
    </SimpleGrid>
  );
}
