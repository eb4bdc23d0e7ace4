// What the tutorials show under the selected module, from the features that own it: the module's
// downloadable resources and (later) its chart exercises.
import { Stack } from '@mantine/core';
import { ModuleResources } from '../features/resources/components/module-resources.tsx';

export function ModuleLearningExtras({ moduleId }: { moduleId: number }) {
  return (
    <Stack gap="md">
      <ModuleResources moduleId={moduleId} />
    </Stack>
  );
}
