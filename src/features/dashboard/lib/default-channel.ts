// The channel /dashboard opens on.
export const DEFAULT_CHANNEL = 'basics';
