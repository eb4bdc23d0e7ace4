// Query keys of the signed-in learner's course state (modules with their own progress, badges,
// certificate). The user id is part of the key: one user's progress is never shown to the next.
export const progressKeys = {
  all: ['progress'] as const,
  mine: (userId: string) => ['progress', userId] as const,
};
