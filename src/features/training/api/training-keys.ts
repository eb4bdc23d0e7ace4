// Query keys of the training feature.
export const trainingKeys = {
  quizQuestions: (moduleId: number) => ['training', 'quiz-questions', moduleId] as const,
  verification: (code: string) => ['training', 'verification', code] as const,
};
