// A calendar channel's recorded sessions: each opens its room, where the video replays with the
// host's chart. Shown only when there is a recording the member may watch. The session's host and
// admins may delete a recording here.
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useIsAdmin } from '../../../lib/account/fetch-is-admin.ts';
import { useSessionRecordings } from '../api/fetch-session-recordings.ts';
import { DeleteRecordingButton } from './delete-recording-button.tsx';

const WHEN = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const minutes = (ms: number) => `${Math.max(1, Math.round(ms / 60_000))} min`;

export function PastSessions({ channelId }: { channelId: string }) {
  const recordings = useSessionRecordings(channelId);
  const userId = useAuth().user?.id ?? '';
  const isAdmin = useIsAdmin(userId).data === true;
  if (recordings.status !== 'success' || recordings.data.length === 0) return null;
  return (
    <section aria-labelledby="past-sessions-title">
      <Title order={2} fz="h4" id="past-sessions-title" mb="xs">
        Past Sessions
      </Title>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {recordings.data.map((r) => (
          <Paper withBorder p="sm" component="li" key={r.id} data-testid="past-session" data-session-id={r.session.id}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>{r.session.title}</Text>
                <Text size="sm" c="dimmed">
                  <time dateTime={r.session.starts_at}>{WHEN.format(new Date(r.session.starts_at))}</time>
                  {r.session.host_name && ` · with ${r.session.host_name}`} · recording {minutes(r.duration_ms)}
                </Text>
              </div>
              <Group gap="xs" wrap="nowrap">
                <Anchor component={Link} to={`/live/${r.session.id}`} size="sm" aria-label={`Watch the recording of ${r.session.title}`}>
                  <Group gap={4} wrap="nowrap">
                    <IconPlayerPlay size={16} aria-hidden />
                    Watch the recording
                  </Group>
                </Anchor>
                {(isAdmin || r.session.host_id === userId) && (
                  <DeleteRecordingButton
                    recording={{ id: r.id, objectName: r.object_name, sessionId: r.session.id }}
                    title={r.session.title}
                  />
                )}
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    </section>
  );
}
