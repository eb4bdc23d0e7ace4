import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, googleCalendarUrl, icsDateTime, outlookCalendarUrl, toIcs, type CalendarEvent } from './ics.ts';

const event: CalendarEvent = {
  uid: 'live-session-42@tradecraft',
  title: 'Live Trading Room: Opening Range, Breakouts; Q&A',
  description: 'Trade the open with us.\nBring questions: stops, size \\ risk.',
  start: new Date('2026-12-01T14:30:00Z'),
  end: new Date('2026-12-01T16:00:00Z'),
  url: 'http://127.0.0.1:3000/dashboard/live-sessions?session=42',
  alarmMinutes: 15,
};

describe('iCalendar (RFC 5545)', () => {
  it('writes UTC date-times in the basic form', () => {
    expect(icsDateTime(new Date('2026-12-01T14:30:05.123Z'))).toBe('20261201T143005Z');
  });

  it('escapes backslash, semicolon, comma and newlines in TEXT', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines at 75 octets with a leading space, never inside a UTF-8 character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const [i, part] of parts.entries()) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(' ')).toBe(true);
    }
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('writes one event with CRLF line ends, UTC times, a stable UID and a reminder alarm', () => {
    const ics = toIcs(event, new Date('2026-11-26T10:00:00Z'));
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n|\r/);
    const unfolded = ics.replace(/\r\n /g, '').split('\r\n');
    expect(unfolded).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Tradecraft//Live sessions//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:live-session-42@tradecraft',
      'DTSTAMP:20261126T100000Z',
      'DTSTART:20261201T143000Z',
      'DTEND:20261201T160000Z',
      'SUMMARY:Live Trading Room: Opening Range\\, Breakouts\\; Q&A',
      'DESCRIPTION:Trade the open with us.\\nBring questions: stops\\, size \\\\ risk.',
      'URL:http://127.0.0.1:3000/dashboard/live-sessions?session=42',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'DESCRIPTION:Live Trading Room: Opening Range\\, Breakouts\\; Q&A',
      'TRIGGER:-PT15M',
      'END:VALARM',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('makes Google Calendar and Outlook links with the same times', () => {
    const google = new URL(googleCalendarUrl(event));
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('action')).toBe('TEMPLATE');
    expect(google.searchParams.get('text')).toBe(event.title);
    expect(google.searchParams.get('dates')).toBe('20261201T143000Z/20261201T160000Z');
    expect(google.searchParams.get('details')).toContain(event.url);
    const outlook = new URL(outlookCalendarUrl(event));
    expect(outlook.searchParams.get('subject')).toBe(event.title);
    expect(outlook.searchParams.get('startdt')).toBe('2026-12-01T14:30:00.000Z');
    expect(outlook.searchParams.get('enddt')).toBe('2026-12-01T16:00:00.000Z');
  });
});
