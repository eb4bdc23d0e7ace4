// What the tutorials show under the selected module, from the features that own it: the module's
// chart exercises and downloadable resources.
import { Stack } from '@mantine/core';
import { ModuleExercises } from '../features/exercises/components/module-exercises.tsx';
import { ModuleResources } from '../features/resources/components/module-resources.tsx';

export function ModuleLearningExtras({ moduleId }: { moduleId: number }) {
  return (
    <Stack gap="md">
      <ModuleExercises moduleId={moduleId} />
      <ModuleResources moduleId={moduleId} />
    </Stack>
  );
}
