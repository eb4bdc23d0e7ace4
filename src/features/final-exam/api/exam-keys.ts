// Query keys of the final exam. The user id is part of the key: one learner's exam is never shown to the next.
export const examKeys = {
  status: (userId: string) => ['final-exam', 'status', userId] as const,
};
