import { Box, Container } from '@mantine/core';
import { PlanCards } from '../../../components/plan-cards.tsx';
import { SectionHeading } from './section-heading.tsx';

export function PricingSection() {
  return (
    <Box component="section" aria-labelledby="pricing-title" bg="gray.0" py={{ base: 48, sm: 72 }}>
      <Container size="md">
        <SectionHeading id="pricing-title" title="Simple pricing" subtitle="The training is free for life. Add the community any time." />
        <PlanCards />
      </Container>
    </Box>
  );
}
