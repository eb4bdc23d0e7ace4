// The answer fields of a chart exercise, by kind. Level, candle and line answers follow the clicks on
// the chart and can be typed or chosen from the keyboard instead; number and choice answers are
// given here only.
import { Fieldset, Group, NativeSelect, NumberInput, Radio, Stack, Text } from '@mantine/core';
import type { ChartExercise, ExerciseKind } from '../api/fetch-module-exercises.ts';
import { formatDay, type Pick } from '../lib/exercise-drawing.ts';

interface Props {
  exercise: ChartExercise;
  pick: Pick | null;
  onChange: (pick: Pick | null) => void;
}

export function isAnswered(kind: ExerciseKind, pick: Pick | null): boolean {
  switch (kind) {
    case 'level':
      return pick?.price !== undefined;
    case 'candle':
      return pick?.time !== undefined;
    case 'line':
      return (
        pick?.time !== undefined &&
        pick.price !== undefined &&
        pick.endTime !== undefined &&
        pick.endPrice !== undefined &&
        pick.endTime !== pick.time
      );
    case 'number':
      return pick?.value !== undefined;
    case 'choice':
      return pick?.choice !== undefined;
  }
}

const number = (v: string | number) => (typeof v === 'number' ? v : undefined);

function CandleSelect({
  exercise,
  label,
  description,
  value,
  onChange,
}: {
  exercise: ChartExercise;
  label: string;
  description?: string;
  value: number | undefined;
  onChange: (time: number | undefined) => void;
}) {
  return (
    <NativeSelect
      label={label}
      description={description}
      w={200}
      value={value !== undefined ? String(value) : ''}
      onChange={(e) => onChange(e.currentTarget.value ? Number(e.currentTarget.value) : undefined)}
      data={[
        { value: '', label: 'Choose a candle' },
        ...exercise.candles.map((c) => ({ value: String(c.time), label: formatDay(c.time) })),
      ]}
    />
  );
}

export function ExerciseAnswer({ exercise, pick, onChange }: Props) {
  const set = (patch: Pick) => onChange({ ...pick, ...patch });
  switch (exercise.kind) {
    case 'level':
      return (
        <NumberInput
          label="Your answer (price)"
          description="Click the chart, or type the price"
          decimalScale={2}
          min={0}
          w={200}
          value={pick?.price ?? ''}
          onChange={(v) => onChange(typeof v === 'number' ? { price: v } : null)}
        />
      );
    case 'candle':
      return (
        <CandleSelect
          exercise={exercise}
          label="Your answer (candle)"
          description="Click a candle, or choose its date"
          value={pick?.time}
          onChange={(time) => onChange(time === undefined ? null : { time })}
        />
      );
    case 'line':
      return (
        <Fieldset
          legend={
            <Text span size="sm" fw={500}>
              Your line
            </Text>
          }
          variant="unstyled"
          p={0}
        >
          <Text size="xs" c="dimmed" mb={4}>
            Click two points on the chart, or choose each point's candle and price.
          </Text>
          <Stack gap="xs">
            <Group gap="xs" align="flex-end" wrap="wrap">
              <CandleSelect exercise={exercise} label="First point: candle" value={pick?.time} onChange={(time) => set({ time })} />
              <NumberInput
                label="First point: price"
                decimalScale={2}
                min={0}
                w={170}
                value={pick?.price ?? ''}
                onChange={(v) => set({ price: number(v) })}
              />
            </Group>
            <Group gap="xs" align="flex-end" wrap="wrap">
              <CandleSelect
                exercise={exercise}
                label="Second point: candle"
                value={pick?.endTime}
                onChange={(endTime) => set({ endTime })}
              />
              <NumberInput
                label="Second point: price"
                decimalScale={2}
                min={0}
                w={170}
                value={pick?.endPrice ?? ''}
                onChange={(v) => set({ endPrice: number(v) })}
              />
            </Group>
          </Stack>
        </Fieldset>
      );
    case 'number':
      return (
        <NumberInput
          label={exercise.answerLabel ?? 'Your answer'}
          description="Work it out and type it"
          decimalScale={2}
          w={200}
          value={pick?.value ?? ''}
          onChange={(v) => onChange(typeof v === 'number' ? { value: v } : null)}
        />
      );
    case 'choice':
      return (
        <Radio.Group
          label="Your answer"
          value={pick?.choice !== undefined ? String(pick.choice) : null}
          onChange={(v) => onChange({ choice: Number(v) })}
        >
          <Stack gap={6} mt={6}>
            {exercise.choices.map((c, i) => (
              <Radio key={c} value={String(i)} label={c} />
            ))}
          </Stack>
        </Radio.Group>
      );
  }
}
