// A message's time in the viewer's locale and zone: the clock time today, else the date as well.
// The two formatters are made once: `toLocaleString` with options builds a new one on every call,
// which for a list of 50 messages was a measurable part of the dashboard's first render.
const CLOCK = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const DATE_AND_CLOCK = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

export function formatMessageTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const sameDay = at.toDateString() === now.toDateString();
  return (sameDay ? CLOCK : DATE_AND_CLOCK).format(at);
}
