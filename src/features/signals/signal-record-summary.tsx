// The VIP signals' public track record on /pricing and /preview: the database's delayed figures
// (public.signal_track_record, window 'delayed': signals closed more than 7 days ago, which visitors
// may read), read at run time so the pre-rendered pages stay the same for everyone (both pages load
// their code as soon as they have painted: src/app/routes.tsx LOADED_AT_ONCE). Plain text and no
// chart library, to keep those pages light; the full record is in #vip-signals.
import { useQuery } from '@tanstack/react-query';
import { Anchor, Badge, Group, Loader, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { loadSupabase } from '../../lib/load-supabase.ts';

async function fetchDelayedRecord() {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('signal_track_record')
    .select('signals, win_rate, average_r, expectancy_r, profit_factor, max_drawdown_r, total_r, includes_simulated, last_closed_at')
    .eq('window', 'delayed')
    .eq('dimension', 'all')
    .maybeSingle();
  if (error) throw error;
  return data;
}

const fixed = (v: number | null, digits = 2) => (v === null ? '–' : Number(v).toFixed(digits));

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} data-testid={`summary-${label.toLowerCase().replaceAll(' ', '-')}`}>
        {value}
      </Text>
    </div>
  );
}

export function SignalRecordSummary({ headingOrder = 2 }: { headingOrder?: 2 | 3 }) {
  const record = useQuery({ queryKey: ['public', 'signal-record'], queryFn: fetchDelayedRecord });
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="signal-record-title" data-testid="signal-record-summary">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={headingOrder} fz="h4" id="signal-record-title">
          VIP signals: the track record
        </Title>
        {record.data?.includes_simulated && (
          <Badge color="yellow" c="dark.8" variant="light" tt="none">
            Includes simulated signals
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        Every signal graded by the database from recorded prices; nobody can edit a result. Public figures cover signals closed more than 7
        days ago.
      </Text>
      {record.isPending && <Loader size="sm" mt="sm" role="status" aria-label="Loading the track record" />}
      {record.isError && (
        <Text size="sm" c="red.8" mt="sm">
          Could not load the track record.
        </Text>
      )}
      {record.isSuccess && !record.data && (
        <Text size="sm" mt="sm">
          No closed signal yet.
        </Text>
      )}
      {record.data && (
        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm" mt="sm">
          <Figure label="Signals" value={String(record.data.signals)} />
          <Figure label="Win rate" value={`${fixed(record.data.win_rate, 1)} %`} />
          <Figure label="Average R" value={fixed(record.data.average_r)} />
          <Figure label="Expectancy" value={`${fixed(record.data.expectancy_r)} R`} />
          <Figure label="Profit factor" value={fixed(record.data.profit_factor)} />
          <Figure label="Max drawdown" value={`${fixed(record.data.max_drawdown_r)} R`} />
          <Figure label="Total" value={`${fixed(record.data.total_r)} R`} />
        </SimpleGrid>
      )}
      <Anchor component={Link} to="/dashboard/vip-signals" size="sm" mt="sm" display="inline-block">
        See the full record in #vip-signals
      </Anchor>
    </Paper>
  );
}
