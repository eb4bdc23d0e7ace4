// Query keys of the signed-in user's own rows. Every key carries the user id, so one user's cached
// rows are never shown to the next who signs in on the same tab.
export const accountKeys = {
  all: ['account'] as const,
  profile: (userId: string) => ['account', userId, 'profile'] as const,
  /** billing_status(): premium or not (as the database decides), and the latest Stripe subscription. */
  billing: (userId: string) => ['account', userId, 'billing'] as const,
  /** Whether the user is in `admins` (what to show; the database decides what is allowed). */
  isAdmin: (userId: string) => ['account', userId, 'is-admin'] as const,
  /** Whether the user is in `analysts` (publishes VIP signals from the console's Signals page). */
  isAnalyst: (userId: string) => ['account', userId, 'is-analyst'] as const,
};
