// Query keys of the resources feature.
export const resourcesKeys = {
  all: ['resources'] as const,
  module: (moduleId: number) => ['resources', 'module', moduleId] as const,
};
