// Calendar channels: upcoming sessions in the viewer's own time zone with their answers and "add to
// calendar" (session-card.tsx), the recorded ones (past-sessions.tsx), and the live chat, which stays closed outside a session.
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Channel } from '../../../lib/community/channels.ts';
import type { RenderChat } from '../../../lib/community/chat-slot.ts';
import { useLiveSessions } from '../api/fetch-live-sessions.ts';
import { useSessionRsvps } from '../api/use-session-rsvps.ts';
import { SessionCard } from './session-card.tsx';
import { PastSessions } from './past-sessions.tsx';

interface Props {
  channel: Channel;
  renderChat: RenderChat;
  /** The earnings calendar, shown above the sessions of #earnings-calendar (the market's; supplied by the app). */
  earnings?: ReactNode;
}

export function CalendarView({ channel, renderChat, earnings }: Props) {
  const sessions = useLiveSessions(channel.id);
  const rsvps = useSessionRsvps(channel.id, sessions.data?.map((s) => s.id) ?? []);
  return (
    <Stack gap="md">
      {channel.id === 'earnings-calendar' && earnings}
      <section aria-labelledby="sessions-title">
        <Title order={2} fz="h4" id="sessions-title" mb="xs">
          Upcoming Sessions
        </Title>
        {sessions.status === 'success' && sessions.data.length === 0 && <Text c="dimmed">No sessions scheduled.</Text>}
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {sessions.status === 'success' && sessions.data.map((s) => <SessionCard key={s.id} session={s} rsvps={rsvps.data?.get(s.id)} />)}
        </Stack>
      </section>
      <PastSessions channelId={channel.id} />
      {renderChat({ title: 'Live Chat', closedText: 'Live chat opens when a session starts', height: 260 })}
    </Stack>
  );
}
