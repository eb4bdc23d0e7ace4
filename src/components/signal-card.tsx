// A VIP signal as a card — side, state, levels, result, the analyst's rationale, its chart with the
// levels on demand, its full history — in the #vip-signals feed and in the analysts' console (which
// puts its controls in `actions`).
import { useState, type ReactNode } from 'react';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Markdown } from 'markdown-to-jsx/react';
import { useChartBars } from '../charting/fetch-chart-bars.ts';
import { DOWN_COLOR, UP_COLOR } from '../lib/sign-colors.ts';
import { num, signedR } from '../lib/signals/format-r.ts';
import type { Signal, SignalEvent } from '../lib/signals/open-signals.ts';
import { CandleChart, type ChartLine } from './candle-chart.tsx';

const WHEN = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

const STATUS: Record<string, { label: string; color: string }> = {
  pending: { label: 'Pending entry', color: 'gray' },
  active: { label: 'Triggered', color: 'blue' },
  won: { label: 'All targets hit', color: 'green' },
  stopped: { label: 'Stopped out', color: 'red' },
  closed: { label: 'Closed early', color: 'orange' },
  expired: { label: 'Expired', color: 'gray' },
  invalidated: { label: 'Invalidated', color: 'gray' },
};

const EVENT: Record<string, string> = {
  published: 'Published',
  triggered: 'Entry triggered',
  target_1: 'Target 1 hit',
  target_2: 'Target 2 hit',
  target_3: 'Target 3 hit',
  stopped: 'Stopped out',
  stop_moved: 'Stop moved to break-even',
  closed: 'Closed early at market',
  expired: 'Expired',
  invalidated: 'Invalidated (stop reached before the entry)',
  note: 'Note',
};

function levels(s: Signal): ChartLine[] {
  const lines: ChartLine[] = [];
  if (s.entry_type === 'limit') {
    lines.push({ price: Number(s.entry_high), color: '#1c7ed6', title: 'Entry', dashed: true });
    if (s.entry_low !== s.entry_high) lines.push({ price: Number(s.entry_low), color: '#1c7ed6', title: 'Entry', dashed: true });
  }
  if (s.fill_price !== null) lines.push({ price: Number(s.fill_price), color: '#1c7ed6', title: 'Fill' });
  lines.push({ price: Number(s.current_stop), color: DOWN_COLOR, title: 'Stop' });
  s.targets.forEach((t, i) => lines.push({ price: Number(t), color: UP_COLOR, title: `T${i + 1}`, dashed: i >= s.targets_hit }));
  return lines;
}

function SignalChart({ signal }: { signal: Signal }) {
  const bars = useChartBars(signal.symbol, '3M');
  if (bars.status !== 'success') return <Text size="sm">Loading the chart…</Text>;
  return (
    <CandleChart
      candles={bars.data}
      label={`${signal.symbol} daily chart with the signal's levels`}
      intraday={false}
      lines={levels(signal)}
      fitLines
    />
  );
}

function History({ events }: { events: SignalEvent[] }) {
  return (
    <Stack component="ol" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label="History">
      {events.map((e) => (
        <li key={e.id}>
          <Text size="sm" component="div">
            <time dateTime={e.at}>{WHEN.format(new Date(e.at))}</time> · <b>{EVENT[e.kind] ?? e.kind}</b>
            {e.price !== null && e.kind !== 'published' && <> at {num(e.price)}</>}
            {e.r !== null && <> ({signedR(e.r)})</>}
            {e.note && (
              <Text size="sm" c="dimmed" component="div">
                <Markdown options={{ disableParsingRawHTML: true }}>{e.note}</Markdown>
              </Text>
            )}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

/** `actions`: the console's controls for an open signal, shown above its history. */
export function SignalCard({ signal, chart = false, actions }: { signal: Signal; chart?: boolean; actions?: ReactNode }) {
  const [showChart, setShowChart] = useState(chart);
  const status = STATUS[signal.status] ?? { label: signal.status, color: 'gray' };
  const open = signal.status === 'pending' || signal.status === 'active';
  return (
    <Paper withBorder p="sm" radius="md" component="li" data-testid="signal-card" data-signal={signal.id} data-status={signal.status}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Title order={3} fz="lg">
              {signal.symbol}
            </Title>
            <Badge color={signal.side === 'long' ? 'teal.9' : 'red.9'}>{signal.side}</Badge>
            <Badge color={status.color} c="dark.8" variant="light" data-testid="signal-status">
              {status.label}
              {signal.status === 'active' && signal.targets_hit > 0 ? ` · T${signal.targets_hit} hit` : ''}
            </Badge>
            {signal.simulated && (
              <Badge color="yellow" c="dark.8" variant="light">
                Simulated
              </Badge>
            )}
          </Group>
          <Text size="sm" fw={700} data-testid="signal-result">
            {signal.result_r !== null
              ? `${signedR(signal.result_r)} · ${num(signal.result_pct)} %`
              : open && Number(signal.realized_r) !== 0
                ? `${signedR(signal.realized_r)} taken`
                : ''}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing={4}>
          <Text size="sm">
            Entry: {signal.entry_type === 'market' ? 'market' : `${num(signal.entry_low)}–${num(signal.entry_high)}`}
            {signal.fill_price !== null && ` (filled ${num(signal.fill_price)})`}
          </Text>
          <Text size="sm">
            Stop: {num(signal.current_stop)}
            {Number(signal.current_stop) !== Number(signal.stop) && ` (was ${num(signal.stop)})`}
          </Text>
          <Text size="sm">
            Targets:{' '}
            {signal.targets.map((t, i) => (
              <span key={i}>
                {i > 0 && ', '}
                {num(t)}
                {i < signal.targets_hit && ' ✓'}
              </span>
            ))}
          </Text>
          <Text size="sm">Expires {WHEN.format(new Date(signal.expires_at))}</Text>
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          By {signal.analyst_name} · published <time dateTime={signal.published_at}>{WHEN.format(new Date(signal.published_at))}</time>
        </Text>
        <Text size="sm" component="div">
          <Markdown options={{ disableParsingRawHTML: true }}>{signal.rationale}</Markdown>
        </Text>
        <Button variant="light" size="xs" w="fit-content" onClick={() => setShowChart((s) => !s)} aria-expanded={showChart}>
          {showChart ? 'Hide chart' : 'Show chart'}
        </Button>
        {showChart && <SignalChart signal={signal} />}
        {actions}
        <History events={signal.events} />
      </Stack>
    </Paper>
  );
}
