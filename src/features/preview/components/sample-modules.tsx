import { ErrorAlert } from '../../../components/error-alert.tsx';
import { Badge, Card, Group, Loader, Progress, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { LineIcon } from '../../../components/line-icon.tsx';
import { useSampleModules } from '../api/fetch-sample-modules.ts';

const DIFFICULTY_COLORS = { Beginner: 'teal.9', Intermediate: 'blue.8', Advanced: 'grape.8' } as const;

/** `userId`: the signed-in learner, whose completions are shown; null for a visitor. */
export function SampleModules({ userId }: { userId: string | null }) {
  const state = useSampleModules(userId);
  if (state.isPending) return <Loader aria-label="Loading sample modules" />;
  if (state.isError) {
    return (
      <ErrorAlert message={`Could not load the sample modules: ${state.error.message}`} />
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      {state.data.map((m) => (
        <Card key={m.id} withBorder padding="lg" data-testid="sample-module" component="article" aria-label={m.title}>
          <Group justify="space-between">
            <Badge color={DIFFICULTY_COLORS[m.difficulty]} variant="filled">
              {m.difficulty}
            </Badge>
            <ThemeIcon size={32} radius="xl" variant="default" aria-hidden="true">
              <LineIcon name="play" size={16} />
            </ThemeIcon>
          </Group>
          <Title order={3} fz="md" mt="sm">
            {m.title}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {m.lessons} {m.lessons === 1 ? 'lesson' : 'lessons'} · {m.duration}
          </Text>
          {m.lessonsWatched !== null && (
            <>
              <Progress value={m.lessons ? (m.lessonsWatched * 100) / m.lessons : 0} size="sm" color="teal.8" mt="xs" aria-label={`${m.title}: ${m.lessonsWatched} of ${m.lessons} lessons watched`} />
              <Text size="xs" c="dimmed" mt={4} data-testid="sample-lessons-watched">
                {m.lessonsWatched} of {m.lessons} lessons watched
              </Text>
            </>
          )}
          <Text size="sm" fw={600} mt="xs" c={m.completed ? 'teal.9' : 'dark.6'}>
            {m.completed ? '✓ Completed' : 'Not completed'}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
