// One chart exercise: the prompt, the practice chart, the answer and 'Check answer', and after grading
// the verdict with the explanation and the key drawn on the chart. Level and candle exercises are
// answered by clicking the chart, a line by clicking two points; the keyboard can type the prices and
// choose the candles instead. Number exercises take a typed number, choice exercises one option.
import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { CandleChart, type ChartPick } from '../../../components/candle-chart.tsx';
import type { ChartExercise } from '../api/fetch-module-exercises.ts';
import { useGradeExercise, type GradedExercise } from '../api/grade-exercise.ts';
import {
  exerciseLines,
  exerciseMarkers,
  exerciseSegments,
  formatDay,
  formatPrice,
  pickPoints,
  type Pick,
} from '../lib/exercise-drawing.ts';
import { nextLinePoints } from '../lib/line-geometry.ts';
import { ExerciseAnswer, isAnswered } from './exercise-answer.tsx';
import { LineOverlay } from './line-overlay.tsx';

interface Props {
  exercise: ChartExercise;
  solved: boolean;
  attempts: number;
}

const HOW: Record<ChartExercise['kind'], string> = {
  level: 'Click the chart to answer.',
  candle: 'Click a candle to answer.',
  line: 'Click two points on the chart to draw the line.',
  number: 'Work the answer out from the chart and type it below.',
  choice: 'Choose your answer below.',
};

// The verdict's text stays dark on the alert's tint (4.5:1).
const DARK_TEXT = { title: { color: 'var(--mantine-color-dark-9)' }, message: { color: 'var(--mantine-color-dark-9)' } };

/** What the learner answered, in words (after grading). */
function answered(exercise: ChartExercise, graded: GradedExercise): string {
  const day = (iso: string) => formatDay(Date.parse(iso) / 1000);
  if (graded.answer_choice !== null)
    return `You chose "${exercise.choices[graded.answer_choice] ?? ''}"; the answer is "${exercise.choices[graded.key_choice ?? -1] ?? ''}".`;
  if (graded.answer_value !== null) return `You answered ${graded.answer_value}; the answer is ${graded.key_value}.`;
  if (graded.answer_end_time && graded.answer_time && graded.answer_price !== null && graded.answer_end_price !== null) {
    return `Your line ran through ${formatPrice(graded.answer_price)} on ${day(graded.answer_time)} and ${formatPrice(graded.answer_end_price)} on ${day(graded.answer_end_time)}. The key line is drawn on the chart in green.`;
  }
  if (graded.answer_price !== null) return `You answered ${formatPrice(graded.answer_price)}. The answer is drawn on the chart in green.`;
  if (graded.answer_time) return `You picked the candle of ${day(graded.answer_time)}. The answer is drawn on the chart in green.`;
  return '';
}

export function ChartExerciseCard({ exercise, solved, attempts }: Props) {
  const [pick, setPick] = useState<Pick | null>(null);
  const [graded, setGraded] = useState<GradedExercise | null>(null);
  const grade = useGradeExercise();
  const { kind, candles } = exercise;
  const times = useMemo(() => candles.map((c) => c.time), [candles]);
  const lines = useMemo(() => exerciseLines(kind, pick, graded), [kind, pick, graded]);
  const markers = useMemo(() => exerciseMarkers(kind, pick, graded), [kind, pick, graded]);
  const segments = useMemo(() => exerciseSegments(kind, pick, graded, times), [kind, pick, graded, times]);

  const choose = (next: Pick | null) => {
    setGraded(null);
    setPick(next);
  };
  const onPick = (p: ChartPick) => {
    const price = Math.round(p.price * 100) / 100;
    if (kind === 'level') choose({ price });
    else if (kind === 'candle' && p.time !== null) choose({ time: p.time });
    else if (kind === 'line' && p.time !== null) {
      const points = nextLinePoints(graded ? [] : pickPoints(pick, times), { position: times.indexOf(p.time), price });
      choose({
        time: times[points[0]!.position],
        price: points[0]!.price,
        ...(points[1] ? { endTime: times[points[1].position], endPrice: points[1].price } : {}),
      });
    }
  };
  const clickable = kind === 'level' || kind === 'candle' || kind === 'line';
  const check = () => grade.mutate({ exerciseId: exercise.id, ...pick }, { onSuccess: setGraded });

  return (
    <Paper withBorder p="sm" component="article" aria-labelledby={`exercise-${exercise.id}`} data-kind={kind}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="h5" id={`exercise-${exercise.id}`}>
            {exercise.title}
          </Title>
          {solved ? (
            <Badge color="teal.9">Solved</Badge>
          ) : (
            attempts > 0 && (
              <Badge color="gray" variant="outline" c="dark.7">
                {attempts} {attempts === 1 ? 'try' : 'tries'}
              </Badge>
            )
          )}
        </Group>
        <Text size="sm">{exercise.prompt}</Text>
        <CandleChart
          candles={candles}
          intraday={false}
          onPick={clickable ? onPick : undefined}
          lines={lines}
          markers={markers}
          overlay={kind === 'line' ? (coords) => <LineOverlay coords={coords} segments={segments} times={times} /> : undefined}
          label={`Practice chart for "${exercise.title}", ${candles.length} daily candles. ${HOW[kind]}`}
        />
        <Group align="flex-end" gap="sm" wrap="wrap">
          <ExerciseAnswer exercise={exercise} pick={pick} onChange={choose} />
          <Button onClick={check} disabled={!isAnswered(kind, pick) || graded !== null} loading={grade.isPending}>
            Check answer
          </Button>
        </Group>
        {graded && (
          <Alert
            color={graded.is_correct ? 'teal' : 'red'}
            icon={graded.is_correct ? <IconCircleCheck aria-hidden /> : <IconCircleX aria-hidden />}
            title={graded.is_correct ? 'Correct' : 'Not quite'}
            role="status"
            styles={DARK_TEXT}
          >
            <Text size="sm" mb={4}>
              {answered(exercise, graded)}
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
