import { Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { LineIcon } from '../../../components/line-icon.tsx';
import { PLATFORM_FEATURES } from '../content/platform-features.ts';
import { SectionHeading } from './section-heading.tsx';

export function FeaturesSection() {
  return (
    <Container component="section" aria-labelledby="features-title" size="lg" py={{ base: 48, sm: 72 }}>
      <SectionHeading
        id="features-title"
        title="Everything you need to start trading"
        subtitle="The whole course is free. The community is there when you want it."
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
        {PLATFORM_FEATURES.map((f) => (
          <Card key={f.title} withBorder padding="lg">
            <ThemeIcon size={44} radius="md" color="blue.8" aria-hidden="true">
              <LineIcon name={f.icon} />
            </ThemeIcon>
            <Title order={3} fz="lg" mt="md">
              {f.title}
            </Title>
            <Text c="dimmed" mt={4}>
              {f.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
