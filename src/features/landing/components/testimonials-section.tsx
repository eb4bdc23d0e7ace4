import { Card, Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { TESTIMONIALS } from '../content/testimonials.ts';
import { SectionHeading } from './section-heading.tsx';

export function TestimonialsSection() {
  return (
    <Container component="section" aria-labelledby="stories-title" size="lg" py={{ base: 48, sm: 72 }}>
      <SectionHeading id="stories-title" title="Success stories" subtitle="Join 5,000+ community members learning to trade." />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {TESTIMONIALS.map((t) => (
          <Card key={t.name} withBorder padding="lg" component="figure" m={0}>
            <Stack gap="sm" h="100%">
              <Text c="#a14a00" fz="lg" role="img" aria-label={`Rated ${t.rating} out of 5`}>
                {'★'.repeat(t.rating)}
              </Text>
              <Text component="blockquote" m={0} style={{ flex: 1 }}>
                “{t.text}”
              </Text>
              <Text fw={700} c="teal.9" size="sm">
                Result: {t.result}
              </Text>
              <Text component="figcaption">
                <Text span fw={700}>
                  {t.name}
                </Text>
                <Text span c="dimmed" size="sm" display="block">
                  {t.role}
                </Text>
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
