// The leaderboard beside the directory: the top 10 by points over the last 7 days, 30 days or all
// time, and the member's own total and level (points are written only by the database: modules
// passed, the certificate, the first chat message of a day, reactions from others, lessons watched).
import { Group, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { messageOf } from '../../../lib/notify.ts';
import { useLeaderboard, useMyPoints, type LeaderboardPeriod } from '../api/members-api.ts';

const PERIODS: { value: LeaderboardPeriod; label: string; empty: string }[] = [
  { value: '7d', label: '7 days', empty: 'No points in the last 7 days.' },
  { value: '30d', label: '30 days', empty: 'No points in the last 30 days.' },
  { value: 'all', label: 'All time', empty: 'No points yet.' },
];

export function Leaderboard() {
  const [period, setPeriod] = useState<LeaderboardPeriod>('30d');
  const board = useLeaderboard(period);
  const mine = useMyPoints();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="h4">
            Leaderboard
          </Title>
          <SegmentedControl size="xs" value={period} onChange={setPeriod} data={PERIODS} />
        </Group>
        {mine.data && (
          <Text size="sm" data-testid="my-level">
            You: level {mine.data.level} · {mine.data.level_name} · {mine.data.points} points
            {mine.data.next_level_at !== null && ` (next level at ${mine.data.next_level_at})`}
          </Text>
        )}
        <ErrorAlert message={board.error ? messageOf(board.error) : null} />
        <Table verticalSpacing={4} fz="sm">
          <Table.Tbody>
            {board.data?.map((r) => (
              <Table.Tr key={r.user_id}>
                <Table.Td w={32}>{r.rank}</Table.Td>
                <Table.Td>
                  <Text component={Link} to={`/members/${r.user_id}`} size="sm" fw={500} td="underline">
                    {r.display_name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Level {r.level} · {r.level_name}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{r.points}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {board.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {PERIODS.find((p) => p.value === period)!.empty}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
