// The chart channels' Tools card: the drawing tools (pick one, then tap or click the chart; undo,
// delete the selected drawing) and the palette that turns the chart's indicators on and off, with the
// lengths of the moving averages. Which indicators are on is saved per member for every chart channel
// and symbol (use-chart-settings.ts), and so are the drawings (use-chart-drawings.ts).
import { useState } from 'react';
import { Button, Divider, Group, NumberInput, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { DRAWING_KINDS, pointsOf, type DrawingKind, type DrawingsEditor } from './use-chart-drawings.ts';
import { DRAWING_NAMES, DRAWING_SHORT_NAMES } from './chart-drawing-layer.tsx';
import type { SettingsUpdate } from './use-chart-settings.ts';
import { MAX_LENGTH, MIN_LENGTH, type IndicatorSettings } from './indicators.ts';

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

export interface DrawingToolsState {
  editor: DrawingsEditor;
  tool: DrawingKind | null;
  onTool: (tool: DrawingKind | null) => void;
  noteText: string;
  onNoteText: (text: string) => void;
  selected: string | null;
  onSelect: (id: string | null) => void;
}

function DrawingTools({ editor, tool, onTool, noteText, onNoteText, selected, onSelect }: DrawingToolsState) {
  const hint = tool
    ? pointsOf(tool) === 1
      ? 'Tap the chart where it goes.'
      : 'Tap the chart at its two ends.'
    : selected
      ? 'Drag it to move it, or press Delete.'
      : 'Pick a tool, or tap a drawing to select it.';
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        Drawings
      </Text>
      <SimpleGrid cols={2} spacing={4} verticalSpacing={4} role="group" aria-label="Drawing tools">
        {DRAWING_KINDS.map((k) => (
          <Button
            key={k}
            size="compact-sm"
            variant={tool === k ? 'filled' : 'default'}
            aria-label={DRAWING_NAMES[k]}
            aria-pressed={tool === k}
            disabled={k === 'text' && !noteText.trim()}
            onClick={() => onTool(tool === k ? null : k)}
          >
            {DRAWING_SHORT_NAMES[k]}
          </Button>
        ))}
      </SimpleGrid>
      <TextInput
        size="xs"
        label="Note text"
        placeholder="Write it, then pick Note"
        maxLength={280}
        value={noteText}
        onChange={(e) => onNoteText(e.currentTarget.value)}
      />
      <Text size="xs" c="dimmed" aria-live="polite">
        {hint}
      </Text>
      <Group gap={4}>
        <Button size="compact-sm" variant="default" disabled={!editor.canUndo} onClick={() => void editor.undo()}>
          Undo
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          color="red"
          disabled={!selected}
          onClick={() => {
            if (selected) void editor.remove(selected);
            onSelect(null);
          }}
        >
          Delete selected
        </Button>
      </Group>
    </Stack>
  );
}

export function ChartTools({
  settings,
  onChange,
  intraday,
  drawing,
}: {
  settings: IndicatorSettings;
  onChange: (update: SettingsUpdate) => void;
  intraday: boolean;
  drawing: DrawingToolsState;
}) {
  const toggle = (
    key: 'volume' | 'sma' | 'ema' | 'bollinger' | 'vwap' | 'rsi' | 'macd',
    label: string,
    description?: string,
    disabled = false,
  ) => (
    <Switch
      size="sm"
      label={label}
      description={description}
      checked={settings[key]}
      disabled={disabled}
      onChange={(e) => {
        const on = e.currentTarget.checked;
        onChange((current) => ({ ...current, [key]: on }));
      }}
    />
  );
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="chart-tools-title">
      <Title order={2} fz="h5" mb="xs" id="chart-tools-title">
        Tools
      </Title>
      <DrawingTools {...drawing} />
      <Divider my="sm" />
      <Text size="sm" fw={600}>
        Indicators
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        Saved to your account, on every chart and device.
      </Text>
      <Stack gap={8}>
        {toggle('volume', 'Volume')}
        <Group justify="space-between" wrap="nowrap" gap="xs">
          {toggle('sma', 'SMA')}
          <LengthInput
            label="SMA length"
            value={settings.smaLength}
            onChange={(n) => onChange((current) => ({ ...current, smaLength: n }))}
          />
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          {toggle('ema', 'EMA')}
          <LengthInput
            label="EMA length"
            value={settings.emaLength}
            onChange={(n) => onChange((current) => ({ ...current, emaLength: n }))}
          />
        </Group>
        {toggle('bollinger', 'Bollinger Bands (20, 2)')}
        {toggle('vwap', 'VWAP', intraday ? undefined : 'Intraday: on the 1D and 1W charts', !intraday)}
        {toggle('rsi', 'RSI (14)')}
        {toggle('macd', 'MACD (12, 26, 9)')}
      </Stack>
    </Paper>
  );
}
