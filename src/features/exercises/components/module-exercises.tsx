// The selected module's chart exercises, with the learner's solved state.
import { Stack, Title } from '@mantine/core';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useModuleExercises } from '../api/fetch-module-exercises.ts';
import { useExerciseAttempts } from '../api/fetch-exercise-attempts.ts';
import { ChartExerciseCard } from './chart-exercise-card.tsx';

export function ModuleExercises({ moduleId }: { moduleId: number }) {
  const { user } = useAuth();
  const exercises = useModuleExercises(moduleId);
  const list = exercises.data ?? [];
  const records = useExerciseAttempts(
    user?.id ?? '',
    moduleId,
    list.map((e) => e.id),
  );
  if (!user || list.length === 0) return null;
  return (
    <section aria-labelledby={`exercises-${moduleId}`}>
      <Title order={2} fz="h4" mb="xs" id={`exercises-${moduleId}`}>
        {list.length === 1 ? 'Chart Exercise' : 'Chart Exercises'}
      </Title>
      <Stack gap="sm">
        {list.map((e) => {
          const record = records.data?.get(e.id);
          return <ChartExerciseCard key={e.id} exercise={e} solved={record?.solved ?? false} attempts={record?.attempts ?? 0} />;
        })}
      </Stack>
    </section>
  );
}
