// #vip-signals: the track record (figures and the equity curve in R, from the database's views) and,
// for premium members, analysts and admins, the feed of signal cards — levels on the chart, state,
// result and full history — kept live by Realtime. Everyone else gets the delayed public record
// (results closed more than 7 days ago) and the locked feed: the database gives them no open signal.
import { useState } from 'react';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { LineChart } from '@mantine/charts';
import '@mantine/charts/styles.layer.css';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SignalCard } from '../../../components/signal-card.tsx';
import { PREMIUM_PRICE } from '../../../config/product.ts';
import type { Channel } from '../../../lib/community/channels.ts';
import { num, signedR } from '../../../lib/signals/format-r.ts';
import { useOpenSignals } from '../../../lib/signals/open-signals.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useClosedSignals, useSignalAlerts, useTrackRecord, type RecordWindow, type TrackRecordRow } from '../api/fetch-signals.ts';

const DAY = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' });

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="xs" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={`record-${label.toLowerCase().replaceAll(' ', '-')}`}>
        {value}
      </Text>
    </Paper>
  );
}

function Breakdown({ rows, dimension, title }: { rows: TrackRecordRow[]; dimension: string; title: string }) {
  const list = rows.filter((r) => r.dimension === dimension);
  if (list.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped fz="sm" aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{title}</Table.Th>
            <Table.Th>Signals</Table.Th>
            <Table.Th>Win rate</Table.Th>
            <Table.Th>Avg R</Table.Th>
            <Table.Th>Total R</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((r) => (
            <Table.Tr key={r.key}>
              <Table.Td>{r.key}</Table.Td>
              <Table.Td>{r.signals}</Table.Td>
              <Table.Td>{num(r.win_rate, 1)} %</Table.Td>
              <Table.Td>{num(r.average_r)}</Table.Td>
              <Table.Td>{num(r.total_r)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The figures and the equity curve of one window, straight from the views. */
export function TrackRecordPanel({ window, title }: { window: RecordWindow; title: string }) {
  const record = useTrackRecord(window);
  const [details, setDetails] = useState(false);
  const data = record.data;
  const all = data?.rows.find((r) => r.dimension === 'all');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`record-${window}`}>
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={2} fz="h4" id={`record-${window}`}>
          {title}
        </Title>
        {all?.includes_simulated && (
          <Badge
            color="yellow"
            c="dark.8"
            variant="light"
            title="Includes the seeded history: signals published into the simulated market's past, graded by the same code"
          >
            Includes simulated signals
          </Badge>
        )}
      </Group>
      {record.status === 'success' && !all && <Text c="dimmed">No closed signal yet.</Text>}
      {data && all && (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
            <Figure label="Signals" value={String(all.signals)} />
            <Figure label="Win rate" value={`${num(all.win_rate, 1)} %`} />
            <Figure label="Average R" value={num(all.average_r)} />
            <Figure label="Expectancy" value={`${num(all.expectancy_r)} R`} />
            <Figure label="Profit factor" value={num(all.profit_factor)} />
            <Figure label="Max drawdown" value={`${num(all.max_drawdown_r)} R`} />
            <Figure label="Total" value={signedR(all.total_r)} />
            <Figure label="Average move" value={`${num(all.average_percent)} %`} />
          </SimpleGrid>
          <div data-testid={`equity-curve-${window}`} data-points={data.curve.length}>
            <Text size="sm" fw={600} mb={4}>
              Equity curve (cumulative R, by closing date)
            </Text>
            <LineChart
              h={180}
              data={data.curve.map((p) => ({ date: DAY.format(new Date(p.closed_at!)), equity: Number(p.equity_r) }))}
              dataKey="date"
              series={[{ name: 'equity', label: 'Equity (R)', color: 'teal.6' }]}
              curveType="linear"
              withDots={false}
              tickLine="y"
            />
          </div>
          <Text size="xs" c="dimmed">
            Computed by the database from the prices the market feed recorded
            {window === 'delayed' ? '; signals closed more than 7 days ago.' : '.'} From {DAY.format(new Date(all.first_closed_at!))} to{' '}
            {DAY.format(new Date(all.last_closed_at!))}.
          </Text>
          <Button variant="subtle" size="xs" onClick={() => setDetails((d) => !d)} aria-expanded={details} w="fit-content">
            {details ? 'Hide' : 'Show'} by month, symbol and analyst
          </Button>
          {details && (
            <Stack gap="xs">
              <Breakdown rows={data.rows} dimension="month" title="Month" />
              <Breakdown rows={data.rows} dimension="symbol" title="Symbol" />
              <Breakdown rows={data.rows} dimension="analyst" title="Analyst" />
            </Stack>
          )}
        </Stack>
      )}
    </Paper>
  );
}

function LockedFeed() {
  return (
    <Paper withBorder p="xl" radius="md" data-testid="signals-locked">
      <Stack align="center" gap="sm" ta="center">
        <IconLock size={44} stroke={1.5} aria-hidden="true" />
        <Title order={2} fz="h3">
          Live signals are for premium members
        </Title>
        <Text>
          Entry, stop and targets as they are published, each trigger and target live. The record above is public, delayed by 7 days.
        </Text>
        <Button component={Link} to="/checkout">
          Upgrade to Premium - {PREMIUM_PRICE}/mo
        </Button>
      </Stack>
    </Paper>
  );
}

function AlertsSwitch() {
  const userId = useAuth().user?.id ?? '';
  const { on, change } = useSignalAlerts(userId);
  return (
    <Switch
      label="Notify me of new signals, entries, targets and stops"
      checked={on ?? false}
      disabled={on === undefined || change.isPending}
      onChange={(e) => change.mutate(e.currentTarget.checked)}
    />
  );
}

function Feed() {
  const signals = useOpenSignals(true);
  const open = signals.data ?? [];
  const closedPages = useClosedSignals(true);
  // A signal that closed between two page reads can be on both: keep its first (newest) copy.
  const seen = new Set<number>();
  const closed = (closedPages.data?.pages.flat() ?? []).filter((s) => !seen.has(s.id) && seen.add(s.id));
  return (
    <Stack gap="md">
      <section aria-labelledby="open-signals">
        <Group justify="space-between" mb="xs" wrap="wrap">
          <Title order={2} fz="h4" id="open-signals">
            Open signals
          </Title>
          <AlertsSwitch />
        </Group>
        {signals.status === 'success' && open.length === 0 && <Text c="dimmed">No open signal right now.</Text>}
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {open.map((s, i) => (
            <SignalCard key={s.id} signal={s} chart={i === 0} />
          ))}
        </Stack>
      </section>
      <section aria-labelledby="closed-signals">
        <Title order={2} fz="h4" id="closed-signals" mb="xs">
          Closed signals
        </Title>
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {closed.map((s) => (
            <SignalCard key={s.id} signal={s} />
          ))}
        </Stack>
        {closedPages.status === 'success' && closed.length === 0 && <Text c="dimmed">No closed signal yet.</Text>}
        {closedPages.hasNextPage && (
          <Button variant="default" mt="sm" onClick={() => void closedPages.fetchNextPage()} loading={closedPages.isFetchingNextPage}>
            Show older signals
          </Button>
        )}
      </section>
    </Stack>
  );
}

export function SignalsView({ channel }: { channel: Channel }) {
  return (
    <Stack gap="md">
      {channel.can_read ? (
        <>
          <TrackRecordPanel window="all" title="Track record" />
          <Feed />
        </>
      ) : (
        <>
          <TrackRecordPanel window="delayed" title="Track record (public, delayed 7 days)" />
          <LockedFeed />
        </>
      )}
    </Stack>
  );
}
