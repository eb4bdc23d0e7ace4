// Query keys of the training feature.
export const trainingKeys = {
  verification: (code: string) => ['training', 'verification', code] as const,
};
