import { lazy, Suspense } from 'react';
import { Badge, Group, Loader, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { LineIcon } from '../../../components/line-icon.tsx';
import { useSampleModules } from '../api/fetch-sample-modules.ts';
import classes from './preview-grid.module.css';

// Loaded only when wanted, to keep a visitor's preview light: the bar (signed-in learners) and the
// error box (a failed read).
const LessonsWatchedBar = lazy(() => import('./lessons-watched-bar.tsx'));
const ErrorAlert = lazy(() => import('../../../components/error-alert.tsx').then((m) => ({ default: m.ErrorAlert })));

const DIFFICULTY_COLORS = { Beginner: 'teal.9', Intermediate: 'blue.8', Advanced: 'grape.8' } as const;

/** `userId`: the signed-in learner, whose completions are shown; null for a visitor. */
export function SampleModules({ userId }: { userId: string | null }) {
  const state = useSampleModules(userId);
  if (state.isPending) return <Loader role="status" aria-label="Loading sample modules" />;
  if (state.isError) {
    return (
      <Suspense fallback={null}>
        <ErrorAlert message={`Could not load the sample modules: ${state.error.message}`} />
      </Suspense>
    );
  }
  return (
    <div className={classes.modules}>
      {state.data.map((m) => (
        <Paper key={m.id} withBorder p="lg" data-testid="sample-module" component="article" aria-label={m.title}>
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
              <Suspense fallback={<div style={{ height: 8, marginTop: 'var(--mantine-spacing-xs)' }} />}>
                <LessonsWatchedBar title={m.title} watched={m.lessonsWatched} lessons={m.lessons} />
              </Suspense>
              <Text size="xs" c="dimmed" mt={4} data-testid="sample-lessons-watched">
                {m.lessonsWatched} of {m.lessons} lessons watched
              </Text>
            </>
          )}
          <Text size="sm" fw={600} mt="xs" c={m.completed ? 'teal.9' : 'dark.6'}>
            {m.completed ? '✓ Completed' : 'Not completed'}
          </Text>
        </Paper>
      ))}
    </div>
  );
}
