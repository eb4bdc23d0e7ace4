// Query keys of the signed-in user's own rows. Every key carries the user id, so one user's cached
// rows are never shown to the next who signs in on the same tab.
export const accountKeys = {
  all: ['account'] as const,
  profile: (userId: string) => ['account', userId, 'profile'] as const,
  plan: (userId: string) => ['account', userId, 'plan'] as const,
};
