// The spec's three-step 'How It Works' under the pricing cards.
import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';

const STEPS = [
  { title: 'Start free', text: 'Create an account and open Module 1 right away. No card, no trial period.' },
  { title: 'Learn at your own pace', text: 'Work through 15 modules, take the quizzes, track your progress and earn your certificate.' },
  { title: 'Join the community (optional)', text: 'Add Community Access for live analysis, alerts and expert Q&A whenever you are ready.' },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title">
      <Title order={2} id="how-title" ta="center" mb="lg">
        How It Works
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {STEPS.map((s, i) => (
          <Card key={s.title} withBorder padding="lg">
            <ThemeIcon size={36} radius="xl" color="blue.8" aria-hidden="true">
              {i + 1}
            </ThemeIcon>
            <Title order={3} fz="lg" mt="sm">
              {`Step ${i + 1}: ${s.title}`}
            </Title>
            <Text c="dimmed" mt={4}>
              {s.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
