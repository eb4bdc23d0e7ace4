// One chart exercise: the prompt, the practice chart (click a price or a candle; the keyboard can
// type the price or choose the candle instead), 'Check answer', and after grading the verdict with the
// explanation and the key drawn on the chart.
import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, NativeSelect, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { CandleChart, type ChartPick } from '../../../components/candle-chart.tsx';
import type { ChartExercise } from '../api/fetch-module-exercises.ts';
import { useGradeExercise, type GradedExercise } from '../api/grade-exercise.ts';
import { exerciseLines, exerciseMarkers, formatDay, formatPrice, type Pick } from '../lib/exercise-drawing.ts';

interface Props {
  exercise: ChartExercise;
  solved: boolean;
  attempts: number;
}

export function ChartExerciseCard({ exercise, solved, attempts }: Props) {
  const [pick, setPick] = useState<Pick | null>(null);
  const [graded, setGraded] = useState<GradedExercise | null>(null);
  const grade = useGradeExercise();
  const lines = useMemo(() => exerciseLines(pick, graded), [pick, graded]);
  const markers = useMemo(() => exerciseMarkers(pick, graded), [pick, graded]);
  const isLevel = exercise.kind === 'level';

  const choose = (next: Pick | null) => {
    setGraded(null);
    setPick(next);
  };
  const onPick = (p: ChartPick) => {
    if (isLevel) choose({ price: Math.round(p.price * 100) / 100 });
    else if (p.time !== null) choose({ time: p.time });
  };
  const answer = isLevel ? pick?.price : pick?.time;
  const check = () => grade.mutate({ exerciseId: exercise.id, ...pick }, { onSuccess: setGraded });

  return (
    <Paper withBorder p="sm" component="article" aria-labelledby={`exercise-${exercise.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="h5" id={`exercise-${exercise.id}`}>
            {exercise.title}
          </Title>
          {solved ? <Badge color="teal.9">Solved</Badge> : attempts > 0 && <Badge color="gray" variant="outline" c="dark.7">{attempts} {attempts === 1 ? 'try' : 'tries'}</Badge>}
        </Group>
        <Text size="sm">{exercise.prompt}</Text>
        <CandleChart candles={exercise.candles} intraday={false} onPick={onPick} lines={lines} markers={markers} label={`Practice chart for "${exercise.title}", ${exercise.candles.length} daily candles. Click the chart to answer.`} />
        <Group align="flex-end" gap="sm" wrap="wrap">
          {isLevel ? (
            <NumberInput label="Your answer (price)" description="Click the chart, or type the price" decimalScale={2} min={0} w={200} value={pick?.price ?? ''} onChange={(v) => choose(typeof v === 'number' ? { price: v } : null)} />
          ) : (
            <NativeSelect
              label="Your answer (candle)"
              description="Click a candle, or choose its date"
              w={220}
              value={pick?.time !== undefined ? String(pick.time) : ''}
              onChange={(e) => choose(e.currentTarget.value ? { time: Number(e.currentTarget.value) } : null)}
              data={[{ value: '', label: 'Choose a candle' }, ...exercise.candles.map((c) => ({ value: String(c.time), label: formatDay(c.time) }))]}
            />
          )}
          <Button onClick={check} disabled={answer === undefined || graded !== null} loading={grade.isPending}>
            Check answer
          </Button>
        </Group>
        {graded && (
          <Alert
            color={graded.is_correct ? 'teal' : 'red'}
            icon={graded.is_correct ? <IconCircleCheck aria-hidden /> : <IconCircleX aria-hidden />}
            title={graded.is_correct ? 'Correct' : 'Not quite'}
            role="status"
          >
            <Text size="sm" mb={4}>
              {graded.answer_price !== null ? `You answered ${formatPrice(graded.answer_price)}.` : graded.answer_time ? `You picked the candle of ${formatDay(Date.parse(graded.answer_time) / 1000)}.` : ''} The answer is drawn on the chart in green.
            </Text>
            <Text size="sm">{graded.explanation}</Text>
            <Button size="xs" variant="default" mt="xs" onClick={() => choose(null)}>
              Try again
            </Button>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
