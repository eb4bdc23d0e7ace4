// The one logger, for failures the product deliberately does not show (the spec's "only logged"
// cases: a profile or plan read that falls back to defaults, an auth form's detail behind the
// message it shows). Each call says why it is not shown.
export const log = {
  warn(message: string, error?: unknown): void {
    console.warn(`[tradecraft] ${message}`, error ?? '');
  },
  error(message: string, error?: unknown): void {
    console.error(`[tradecraft] ${message}`, error ?? '');
  },
};
