// Query keys of the chart exercises feature.
export const exercisesKeys = {
  all: ['exercises'] as const,
  module: (moduleId: number) => ['exercises', 'module', moduleId] as const,
  attempts: (userId: string, moduleId: number) => ['exercises', 'attempts', userId, moduleId] as const,
};
