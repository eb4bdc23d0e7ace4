// What every certificate says, and where anyone can check it.
export const COURSE_NAME = 'Tradecraft Trading Fundamentals';

export function formatIssueDate(issuedAt: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(issuedAt));
}

export function verificationUrl(code: string, origin: string): string {
  return `${origin}/certificates/${encodeURIComponent(code)}`;
}
