// Calendar events for "add to calendar": an iCalendar file (RFC 5545) and the Google Calendar and
// Outlook "new event" links. No calendar library is installed, so this is the small part of the
// format an event needs: CRLF lines folded at 75 octets, TEXT values escaped, times in UTC.

export interface CalendarEvent {
  /** Globally unique and stable, so a second download updates the same event. */
  uid: string;
  title: string;
  description: string;
  start: Date;
  end: Date;
  /** Where the event leads (the session in the app). */
  url?: string;
  /** Minutes before the start for a reminder alarm in the calendar. */
  alarmMinutes?: number;
}

/** 2026-12-01T14:30:00.000Z → 20261201T143000Z (RFC 5545 DATE-TIME, UTC form). */
export function icsDateTime(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A TEXT value: backslash, semicolon, comma and newlines escaped (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** A content line folded so no line is longer than 75 octets, never inside a UTF-8 character (§3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    // The first line holds 75 octets; each continuation line starts with a space, so 74 more.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function toIcs(event: CalendarEvent, now: Date = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tradecraft//Live sessions//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsDateTime(now)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.alarmMinutes !== undefined
      ? ['BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${escapeText(event.title)}`, `TRIGGER:-PT${event.alarmMinutes}M`, 'END:VALARM']
      : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

const withUrl = (event: CalendarEvent) => (event.url ? `${event.description}\n\n${event.url}` : event.description);

export function googleCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${icsDateTime(event.start)}/${icsDateTime(event.end)}`,
    details: withUrl(event),
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

export function outlookCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: event.start.toISOString(),
    enddt: event.end.toISOString(),
    body: withUrl(event),
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params.toString()}`;
}
