import { Badge, Box, Card, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { LEARNING_LEVELS } from '../content/learning-levels.ts';
import { SectionHeading } from './section-heading.tsx';

const LEVEL_COLORS = ['teal.9', 'blue.8', 'grape.8'];

export function LearningJourneySection() {
  return (
    <Box component="section" aria-labelledby="journey-title" bg="gray.0" py={{ base: 48, sm: 72 }}>
      <Container size="lg">
        <SectionHeading id="journey-title" title="Your learning journey" subtitle="Three levels, fifteen modules, at your own pace." />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {LEARNING_LEVELS.map((l, i) => (
            <Card key={l.level} withBorder padding="lg">
              <Badge color={LEVEL_COLORS[i]} variant="filled">
                {l.level}
              </Badge>
              <Text size="sm" fw={600} mt="sm">
                {l.modules}
              </Text>
              <Title order={3} fz="lg" mt={4}>
                {l.title}
              </Title>
              <Text c="dimmed" mt={4}>
                {l.description}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
