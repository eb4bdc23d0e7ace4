// The chart channels' Tools card: the palette that turns the chart's indicators on and off, with the
// lengths of the moving averages. What is on is remembered per member in this browser (localStorage,
// keyed by the member's id), for every chart channel and symbol.
import { useState } from 'react';
import { Group, NumberInput, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { DEFAULT_INDICATORS, MAX_LENGTH, MIN_LENGTH, parseIndicatorSettings, type IndicatorSettings } from '../lib/indicators.ts';

const storageKey = (userId: string) => `tradecraft:chart-indicators:${userId}`;

function readSettings(userId: string | undefined): IndicatorSettings {
  if (!userId) return DEFAULT_INDICATORS;
  try {
    const raw = window.localStorage.getItem(storageKey(userId));
    return raw ? parseIndicatorSettings(JSON.parse(raw)) : DEFAULT_INDICATORS;
  } catch {
    return DEFAULT_INDICATORS;
  }
}

/** The member's indicator settings, and a setter that remembers them. */
export function useIndicatorSettings(): [IndicatorSettings, (next: IndicatorSettings) => void] {
  const userId = useAuth().user?.id;
  const [state, setState] = useState(() => ({ userId, settings: readSettings(userId) }));
  if (state.userId !== userId) setState({ userId, settings: readSettings(userId) });
  const set = (settings: IndicatorSettings) => {
    setState({ userId, settings });
    if (!userId) return;
    try {
      window.localStorage.setItem(storageKey(userId), JSON.stringify(settings));
    } catch {
      // Storage full or blocked: the settings hold for this visit.
    }
  };
  return [state.settings, set];
}

function LengthInput({ label, value, onChange }: { label: string; value: number; onChange: (n: number) => void }) {
  const [text, setText] = useState<string | number>(value);
  return (
    <NumberInput
      aria-label={label}
      size="xs"
      w={72}
      min={MIN_LENGTH}
      max={MAX_LENGTH}
      allowDecimal={false}
      allowNegative={false}
      value={text}
      onChange={(v) => {
        setText(v);
        if (typeof v === 'number' && Number.isInteger(v) && v >= MIN_LENGTH && v <= MAX_LENGTH) onChange(v);
      }}
      onBlur={() => setText(value)}
    />
  );
}

export function ChartTools({ settings, onChange, intraday }: { settings: IndicatorSettings; onChange: (next: IndicatorSettings) => void; intraday: boolean }) {
  const toggle = (key: 'volume' | 'sma' | 'ema' | 'bollinger' | 'vwap' | 'rsi' | 'macd', label: string, description?: string, disabled = false) => (
    <Switch size="sm" label={label} description={description} checked={settings[key]} disabled={disabled} onChange={(e) => onChange({ ...settings, [key]: e.currentTarget.checked })} />
  );
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="chart-tools-title">
      <Title order={2} fz="h5" mb="xs" id="chart-tools-title">
        Tools
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        Indicators on this chart, remembered on this browser.
      </Text>
      <Stack gap={8}>
        {toggle('volume', 'Volume')}
        <Group justify="space-between" wrap="nowrap" gap="xs">
          {toggle('sma', 'SMA')}
          <LengthInput label="SMA length" value={settings.smaLength} onChange={(n) => onChange({ ...settings, smaLength: n })} />
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          {toggle('ema', 'EMA')}
          <LengthInput label="EMA length" value={settings.emaLength} onChange={(n) => onChange({ ...settings, emaLength: n })} />
        </Group>
        {toggle('bollinger', 'Bollinger Bands (20, 2)')}
        {toggle('vwap', 'VWAP', intraday ? undefined : 'Intraday: on the 1D and 1W charts', !intraday)}
        {toggle('rsi', 'RSI (14)')}
        {toggle('macd', 'MACD (12, 26, 9)')}
      </Stack>
    </Paper>
  );
}
