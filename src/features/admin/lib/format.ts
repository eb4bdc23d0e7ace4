// How the console writes dates and money.
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatDateTime = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—');
export const formatDate = (iso: string | null) => (iso ? date.format(new Date(iso)) : '—');
export const formatCents = (cents: number) => usd.format(cents / 100);
/** '2026-11-23' → 'Nov 23' (a chart's axis). */
export const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
