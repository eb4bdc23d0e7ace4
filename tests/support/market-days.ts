// Dates as the US market counts them, for tests that place reports and sessions on market days.

/** Today's (or `d`'s) date in New York, as YYYY-MM-DD. */
export const newYorkDate = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(d);

/** The weekday after (step 1) or before (step -1) a YYYY-MM-DD date, as YYYY-MM-DD. */
export function weekday(from: string, step: 1 | -1): string {
  const d = new Date(`${from}T12:00:00Z`);
  do d.setUTCDate(d.getUTCDate() + step);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6);
  return d.toISOString().slice(0, 10);
}
