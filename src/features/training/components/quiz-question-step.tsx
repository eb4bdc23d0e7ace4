// One question of the quiz: 'Question n of N', a progress bar, the options as a radio group (arrow
// keys move between them, Enter advances) and Previous / Next or 'Complete Quiz'.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Button, Group, Progress, Radio, Stack, Text } from '@mantine/core';
import type { DrawnQuestion } from '../api/start-quiz.ts';

interface QuizQuestionStepProps {
  question: DrawnQuestion;
  number: number;
  total: number;
  answer: number | null;
  submitting: boolean;
  onChoose: (option: number) => void;
  onPrevious: () => void;
  onNext: () => void;
  onComplete: () => void;
}

export function QuizQuestionStep({
  question,
  number,
  total,
  answer,
  submitting,
  onChoose,
  onPrevious,
  onNext,
  onComplete,
}: QuizQuestionStepProps) {
  const options = useRef<HTMLDivElement>(null);
  const last = number === total;
  const answered = answer !== null;
  const advance = last ? onComplete : onNext;

  // A new question replaces the focused radio; keep keyboard users on the options.
  useEffect(() => {
    const radios = options.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    const target = [...(radios ?? [])].find((r) => r.checked) ?? radios?.[0];
    target?.focus();
  }, [question.question_id]);

  function advanceOnEnter(event: KeyboardEvent) {
    if (event.key !== 'Enter' || !answered || submitting) return;
    event.preventDefault();
    advance();
  }

  return (
    <Stack gap="md">
      <div>
        <Text size="sm" fw={600}>
          Question {number} of {total}
        </Text>
        <Progress value={(number / total) * 100} mt={6} aria-label={`Question ${number} of ${total}`} />
      </div>
      <Radio.Group
        label={question.question}
        value={answered ? String(answer) : null}
        onChange={(value) => onChoose(Number(value))}
        styles={{ label: { fontSize: 'var(--mantine-font-size-lg)', fontWeight: 600, marginBottom: 'var(--mantine-spacing-sm)' } }}
      >
        <Stack gap="xs" ref={options} onKeyDown={advanceOnEnter}>
          {question.options.map((option, i) => (
            <Radio key={i} value={String(i)} label={option} />
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="space-between">
        <Button variant="default" onClick={onPrevious} disabled={number === 1 || submitting}>
          Previous
        </Button>
        <Button onClick={advance} disabled={!answered} loading={submitting}>
          {last ? 'Complete Quiz' : 'Next'}
        </Button>
      </Group>
    </Stack>
  );
}
