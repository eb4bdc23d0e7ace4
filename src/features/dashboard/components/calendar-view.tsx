// Calendar channels: upcoming sessions in the viewer's own time zone with their type and 'Join', and
// the live chat, which stays closed outside a session.
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Channel } from '../api/fetch-channels.ts';
import { useLiveSessions, type LiveSession } from '../api/fetch-live-sessions.ts';
import { ChannelChat } from './channel-chat.tsx';

const WHEN = new Intl.DateTimeFormat(undefined, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

function SessionCard({ session }: { session: LiveSession }) {
  const premium = session.access === 'premium';
  return (
    <Paper withBorder p="sm" component="li" data-testid="live-session">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs">
            <Title order={3} fz="md">
              {session.title}
            </Title>
            <Badge color={premium ? 'grape' : 'blue'}>{premium ? 'Premium' : 'Free'}</Badge>
          </Group>
          <Text size="sm" mt={4}>
            <time dateTime={session.starts_at}>{WHEN.format(new Date(session.starts_at))}</time> · {session.duration_minutes} min · with {session.host_name}
          </Text>
          <Text size="sm" c="dimmed" mt={4}>
            {session.description}
          </Text>
        </div>
        {session.join_url ? (
          <Button component="a" href={session.join_url} target="_blank" rel="noopener noreferrer" aria-label={`Join ${session.title}`}>
            Join
          </Button>
        ) : (
          <Button disabled aria-label={`Join ${session.title} (link not posted yet)`} title="The link is posted before the session starts">
            Join
          </Button>
        )}
      </Group>
    </Paper>
  );
}

export function CalendarView({ channel }: { channel: Channel }) {
  const sessions = useLiveSessions(channel.id);
  return (
    <Stack gap="md">
      <section aria-labelledby="sessions-title">
        <Title order={2} fz="h4" id="sessions-title" mb="xs">
          Upcoming Sessions
        </Title>
        {sessions.status === 'success' && sessions.data.length === 0 && <Text c="dimmed">No sessions scheduled.</Text>}
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {sessions.status === 'success' && sessions.data.map((s) => <SessionCard key={s.id} session={s} />)}
        </Stack>
      </section>
      <ChannelChat channel={channel} title="Live Chat" closedText="Live chat opens when a session starts" height={260} />
    </Stack>
  );
}
