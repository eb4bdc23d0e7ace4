// Query keys of the module resources (read by the resources feature, invalidated by the admin console).
export const resourcesKeys = {
  all: ['resources'] as const,
  module: (moduleId: number) => ['resources', 'module', moduleId] as const,
};
