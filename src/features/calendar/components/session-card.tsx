// One scheduled session: when it is in the member's own time zone, who hosts it, going / interested
// answers with counts, places left and the avatars of who answered, and "add to calendar" (an .ics
// file, Google Calendar, Outlook). The database decides who may answer and keeps the capacity.
import { Avatar, Badge, Button, Group, Menu, Paper, Text, Title, Tooltip } from '@mantine/core';
import { IconCalendarPlus, IconChevronDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { saveFile } from '../../../lib/save-file.ts';
import { googleCalendarUrl, outlookCalendarUrl, toIcs, type CalendarEvent } from '../../../lib/calendar/ics.ts';
import type { LiveSession } from '../api/fetch-live-sessions.ts';
import { useSetRsvp, type RsvpStatus, type SessionRsvps } from '../api/use-session-rsvps.ts';
import { avatarColor } from '../../../lib/community/avatar-color.ts';

const WHEN = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});
const TIME = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const MAX_AVATARS = 5;

export function calendarEventOf(session: LiveSession): CalendarEvent {
  const start = new Date(session.starts_at);
  return {
    uid: `live-session-${session.id}@tradecraft`,
    title: session.title,
    description: [session.description, session.host_name ? `With ${session.host_name}.` : ''].filter(Boolean).join('\n'),
    start,
    end: new Date(start.getTime() + session.duration_minutes * 60_000),
    url: `${window.location.origin}/dashboard/${session.channel_id}`,
    alarmMinutes: 15,
  };
}

const fileNameOf = (title: string) =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'session'
  }.ics`;

function AddToCalendar({ session }: { session: LiveSession }) {
  const event = calendarEventOf(session);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconCalendarPlus size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={`Add to calendar: ${session.title}`}
        >
          Add to calendar
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => saveFile(fileNameOf(session.title), new Blob([toIcs(event)], { type: 'text/calendar;charset=utf-8' }))}>
          Download .ics (Apple, Outlook, any calendar)
        </Menu.Item>
        <Menu.Item component="a" href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
          Google Calendar
        </Menu.Item>
        <Menu.Item component="a" href={outlookCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
          Outlook.com
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function Answers({ session, rsvps }: { session: LiveSession; rsvps: SessionRsvps | undefined }) {
  const setRsvp = useSetRsvp(session.channel_id);
  const mine = rsvps?.myStatus ?? null;
  const full = rsvps?.capacity != null && rsvps.going >= rsvps.capacity && mine !== 'going';
  const answer = (status: RsvpStatus) => setRsvp.mutate({ sessionId: session.id, status: mine === status ? null : status });
  const placesLeft = rsvps?.capacity != null ? Math.max(0, rsvps.capacity - rsvps.going) : null;
  const shown = rsvps?.attendees.slice(0, MAX_AVATARS) ?? [];
  const more = (rsvps?.attendees.length ?? 0) - shown.length;
  return (
    <Group gap="sm" wrap="wrap" mt="xs">
      <Button.Group>
        <Button
          size="xs"
          variant={mine === 'going' ? 'filled' : 'default'}
          aria-pressed={mine === 'going'}
          disabled={!rsvps || full || setRsvp.isPending}
          onClick={() => answer('going')}
          title={full ? 'This session is full: answer interested to hear about it' : undefined}
        >
          {full ? 'Full' : 'Going'}
        </Button>
        <Button
          size="xs"
          variant={mine === 'interested' ? 'filled' : 'default'}
          aria-pressed={mine === 'interested'}
          disabled={!rsvps || setRsvp.isPending}
          onClick={() => answer('interested')}
        >
          Interested
        </Button>
      </Button.Group>
      {rsvps && (
        <Text size="sm" c="dimmed" data-testid="rsvp-counts">
          {rsvps.going} going · {rsvps.interested} interested
          {placesLeft !== null && ` · ${placesLeft} of ${rsvps.capacity} places left`}
        </Text>
      )}
      {shown.length > 0 && (
        <Avatar.Group
          spacing="xs"
          aria-label={`Answered: ${rsvps!.attendees.map((a) => `${a.displayName} (${a.status})`).join(', ')}`}
          role="img"
        >
          {shown.map((a) => (
            <Tooltip key={a.userId} label={`${a.displayName} · ${a.status}`} withArrow>
              <Avatar size="sm" radius="xl" color={avatarColor(a.userId)} variant="filled" aria-hidden>
                {a.initials}
              </Avatar>
            </Tooltip>
          ))}
          {more > 0 && (
            <Avatar size="sm" radius="xl" aria-hidden>
              +{more}
            </Avatar>
          )}
        </Avatar.Group>
      )}
    </Group>
  );
}

export function SessionCard({ session, rsvps }: { session: LiveSession; rsvps: SessionRsvps | undefined }) {
  const premium = session.access === 'premium';
  const starts = new Date(session.starts_at);
  return (
    <Paper withBorder p="sm" component="li" data-testid="live-session" data-session-id={session.id}>
      <Group justify="space-between" wrap="wrap" gap="sm" align="flex-start">
        <div style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Group gap="xs">
            <Title order={3} fz="md">
              {session.title}
            </Title>
            <Badge color={premium ? 'grape' : 'blue'}>{premium ? 'Premium' : 'Free'}</Badge>
          </Group>
          <Text size="sm" mt={4}>
            <time dateTime={session.starts_at}>{WHEN.format(starts)}</time> · {session.duration_minutes} min
            {session.host_name && ` · with ${session.host_name}`}
          </Text>
          <Text size="sm" c="dimmed" mt={4}>
            {session.description}
          </Text>
          <Answers session={session} rsvps={rsvps} />
        </div>
        <Group gap="xs" wrap="wrap">
          <AddToCalendar session={session} />
          {session.host_id ? (
            <Button
              component={Link}
              size="xs"
              to={`/live/${session.id}`}
              aria-label={`Join ${session.title}`}
              color={session.state === 'live' ? 'red' : undefined}
            >
              {session.state === 'live' ? 'Join (live)' : session.state === 'ended' ? 'Open the room' : 'Join'}
            </Button>
          ) : session.join_url ? (
            <Button
              component="a"
              size="xs"
              href={session.join_url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Join ${session.title}`}
            >
              Join
            </Button>
          ) : (
            <Text size="xs" c="dimmed" maw={220} data-testid="room-opens">
              The room opens at {TIME.format(starts)}; the join link appears here when the host posts it.
            </Text>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
