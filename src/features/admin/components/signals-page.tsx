// /admin/signals: an analyst (or an admin) publishes a VIP signal, previewed on the symbol's chart
// with its levels as it is typed. The database checks the terms (publish_signal: 400 with the reason)
// and aal2; once published the terms never change. Below, the open signals, each with the only changes
// there are — events appended to its history: stop to break-even, close at market, a note. The
// database decides whether each is allowed and its refusal is shown as it is.
import {
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CandleChart, type ChartLine } from '../../../components/candle-chart.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { messageOf, notifySuccess } from '../../../lib/notify.ts';
import { DOWN_COLOR, UP_COLOR } from '../../../lib/sign-colors.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useIsAdmin } from '../../../lib/account/fetch-is-admin.ts';
import { useChartBars } from '../../../charting/fetch-chart-bars.ts';
import { SignalCard } from '../../../components/signal-card.tsx';
import { useOpenSignals, type Signal } from '../../../lib/signals/open-signals.ts';
import { useCanChange } from '../api/admin-mfa.ts';
import { useSignalAction, type SignalAction } from '../api/signal-actions.ts';
import { useSymbols } from '../api/community.ts';
import { VerifyToChangeHint } from './two-factor-panel.tsx';

interface SignalValues {
  symbol: string | null;
  side: 'long' | 'short';
  entry_type: 'market' | 'limit';
  entry_low: number | string;
  entry_high: number | string;
  stop: number | string;
  target1: number | string;
  target2: number | string;
  target3: number | string;
  days: number | string;
  rationale: string;
}

const given = (v: number | string) => (v === '' ? null : Number(v));

function previewLines(v: SignalValues): ChartLine[] {
  const lines: ChartLine[] = [];
  const low = given(v.entry_low);
  const high = given(v.entry_high);
  if (v.entry_type === 'limit') {
    if (high !== null) lines.push({ price: high, color: '#1c7ed6', title: 'Entry', dashed: true });
    if (low !== null && low !== high) lines.push({ price: low, color: '#1c7ed6', title: 'Entry', dashed: true });
  }
  const stop = given(v.stop);
  if (stop !== null) lines.push({ price: stop, color: DOWN_COLOR, title: 'Stop' });
  [v.target1, v.target2, v.target3].forEach((t, i) => {
    const price = given(t);
    if (price !== null) lines.push({ price, color: UP_COLOR, title: `T${i + 1}`, dashed: true });
  });
  return lines;
}

function Preview({ values }: { values: SignalValues }) {
  const bars = useChartBars(values.symbol ?? '', '3M');
  if (!values.symbol) return <Text c="dimmed">Choose a symbol to see the signal on its chart.</Text>;
  if (bars.status !== 'success') return <Text size="sm">Loading the chart…</Text>;
  return (
    <CandleChart
      candles={bars.data}
      label={`${values.symbol} daily chart with the signal's levels (preview)`}
      intraday={false}
      lines={previewLines(values)}
      fitLines
    />
  );
}

async function publish(v: SignalValues) {
  const supabase = await loadSupabase();
  const targets = [v.target1, v.target2, v.target3].map(given).filter((t): t is number => t !== null);
  const { data, error } = await supabase.rpc('publish_signal', {
    symbol: v.symbol ?? '',
    side: v.side,
    entry_type: v.entry_type,
    stop: Number(v.stop),
    targets,
    expires_at: new Date(Date.now() + Number(v.days) * 86_400_000).toISOString(),
    rationale: v.rationale,
    ...(v.entry_type === 'limit' ? { entry_low: Number(v.entry_low), entry_high: Number(v.entry_high) } : {}),
  });
  if (error) throw error;
  return data;
}

function SignalActions({ signal, disabled }: { signal: Signal; disabled: boolean }) {
  const action = useSignalAction();
  const [error, setError] = useState<string | null>(null);
  const [closing, setClosing] = useState(false);
  const [noting, setNoting] = useState(false);
  const [note, setNote] = useState('');
  const run = (a: SignalAction, done: string, after?: () => void) => {
    setError(null);
    action.mutate(a, {
      onSuccess: () => (notifySuccess(done), after?.()),
      onError: (e) => (setError(messageOf(e)), after?.()),
    });
  };
  const name = `${signal.symbol} signal #${signal.id}`;
  return (
    <Stack gap="xs">
      <ErrorAlert message={error} />
      <Group gap="xs" role="group" aria-label={`Actions on the ${name}`}>
        <Button
          size="xs"
          variant="default"
          disabled={disabled}
          loading={action.isPending && action.variables.kind === 'break-even'}
          onClick={() => run({ kind: 'break-even', signalId: signal.id }, `Stop of the ${name} moved to break-even.`)}
        >
          Move stop to break-even
        </Button>
        <Button size="xs" variant="default" disabled={disabled} onClick={() => setClosing(true)}>
          Close at market
        </Button>
        <Button size="xs" variant="default" disabled={disabled} onClick={() => (setNote(''), setNoting(true))}>
          Add note
        </Button>
      </Group>
      <Modal
        opened={closing}
        onClose={() => setClosing(false)}
        closeButtonProps={{ 'aria-label': 'Close' }}
        title={`Close the ${name} at market?`}
        centered
      >
        <Stack>
          <Text size="sm">
            It is closed at the last recorded price and graded there; a signal whose entry has not filled is cancelled without a result.
            This cannot be undone.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setClosing(false)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={action.isPending}
              onClick={() => run({ kind: 'close', signalId: signal.id }, `The ${name} is closed.`, () => setClosing(false))}
            >
              Close signal
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={noting}
        onClose={() => setNoting(false)}
        closeButtonProps={{ 'aria-label': 'Close' }}
        title={`Add a note to the ${name}`}
        centered
      >
        <form
          onSubmit={(e) => (
            e.preventDefault(),
            run({ kind: 'note', signalId: signal.id, note }, `Note added to the ${name}.`, () => setNoting(false))
          )}
        >
          <Stack>
            <Textarea
              label="Note (markdown)"
              autosize
              minRows={3}
              maxLength={2000}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setNoting(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={action.isPending}>
                Add note
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}

/** The open signals, live; the actions on those the reader may act on (theirs, or any for an admin). */
function OpenSignals({ canChange }: { canChange: boolean }) {
  const userId = useAuth().user?.id ?? '';
  const isAdmin = useIsAdmin(userId).data === true;
  const signals = useOpenSignals(true);
  const open = signals.data ?? [];
  return (
    <section aria-labelledby="console-open-signals">
      <Title order={2} fz="h4" id="console-open-signals" mb="xs">
        Open signals
      </Title>
      {signals.status === 'success' && open.length === 0 && <Text c="dimmed">No open signal right now.</Text>}
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {open.map((s) => (
          <SignalCard
            key={s.id}
            signal={s}
            actions={isAdmin || s.analyst_id === userId ? <SignalActions signal={s} disabled={!canChange} /> : undefined}
          />
        ))}
      </Stack>
    </section>
  );
}

export function SignalsPage() {
  const canChange = useCanChange();
  const symbols = useSymbols();
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SignalValues>({
    initialValues: {
      symbol: null,
      side: 'long',
      entry_type: 'limit',
      entry_low: '',
      entry_high: '',
      stop: '',
      target1: '',
      target2: '',
      target3: '',
      days: 5,
      rationale: '',
    },
    validate: {
      symbol: (v) => (v ? null : 'Choose a symbol'),
      stop: (v) => (v === '' ? 'A stop is required' : null),
      target1: (v) => (v === '' ? 'At least one target' : null),
      entry_low: (v, all) => (all.entry_type === 'limit' && v === '' ? 'The zone’s low' : null),
      entry_high: (v, all) => (all.entry_type === 'limit' && v === '' ? 'The zone’s high' : null),
      rationale: (v) => (!v.trim() ? 'Say why' : null),
    },
  });
  const write = useMutation({
    mutationFn: publish,
    onSuccess: (s) => {
      notifySuccess(`Signal on ${s.symbol} published.`);
      void client.invalidateQueries({ queryKey: ['dashboard', 'signals'] });
      form.reset();
    },
    onError: (e) => setError(messageOf(e)),
  });
  return (
    <Stack gap="md">
      {!canChange && <VerifyToChangeHint />}
      <Text size="sm" c="dimmed">
        A published signal cannot be edited: the database grades it from recorded prices. Later changes are events (stop to break-even,
        close, note).
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <form onSubmit={form.onSubmit((v) => (setError(null), write.mutate(v)))} noValidate aria-label="Publish a signal">
          <Stack gap="sm">
            <ErrorAlert message={error} />
            <Select label="Symbol" required searchable data={symbols.data ?? []} {...form.getInputProps('symbol')} />
            <Group grow>
              <Stack gap={4}>
                <Text size="sm" fw={500} id="signal-side-label">
                  Side
                </Text>
                <SegmentedControl
                  aria-labelledby="signal-side-label"
                  data={[
                    { value: 'long', label: 'Long' },
                    { value: 'short', label: 'Short' },
                  ]}
                  {...form.getInputProps('side')}
                />
              </Stack>
              <Stack gap={4}>
                <Text size="sm" fw={500} id="signal-entry-label">
                  Entry
                </Text>
                <SegmentedControl
                  aria-labelledby="signal-entry-label"
                  data={[
                    { value: 'limit', label: 'Zone / limit' },
                    { value: 'market', label: 'Market' },
                  ]}
                  {...form.getInputProps('entry_type')}
                />
              </Stack>
            </Group>
            {form.values.entry_type === 'limit' && (
              <Group grow>
                <NumberInput label="Entry zone low" min={0} decimalScale={2} {...form.getInputProps('entry_low')} />
                <NumberInput label="Entry zone high" min={0} decimalScale={2} {...form.getInputProps('entry_high')} />
              </Group>
            )}
            <NumberInput label="Stop" required min={0} decimalScale={2} {...form.getInputProps('stop')} />
            <Group grow>
              <NumberInput label="Target 1" required min={0} decimalScale={2} {...form.getInputProps('target1')} />
              <NumberInput label="Target 2" min={0} decimalScale={2} {...form.getInputProps('target2')} />
              <NumberInput label="Target 3" min={0} decimalScale={2} {...form.getInputProps('target3')} />
            </Group>
            <NumberInput label="Expires after (days)" min={1} max={90} {...form.getInputProps('days')} />
            <Textarea label="Rationale (markdown)" required autosize minRows={3} maxLength={5000} {...form.getInputProps('rationale')} />
            <Group justify="flex-end">
              <Button type="submit" loading={write.isPending} disabled={!canChange}>
                Publish signal
              </Button>
            </Group>
          </Stack>
        </form>
        <Paper withBorder p="sm" radius="md" aria-labelledby="signal-preview-title" component="section">
          <Title order={2} fz="h5" id="signal-preview-title" mb="xs">
            Preview on the chart
          </Title>
          <Preview values={form.values} />
        </Paper>
      </SimpleGrid>
      <OpenSignals canChange={canChange} />
    </Stack>
  );
}
