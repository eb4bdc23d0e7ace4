// One graded question: what the learner chose, the correct option when that was wrong, and why.
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { QuizReviewItem as ReviewItem } from '../api/complete-quiz.ts';

export function QuizReviewItem({ item, number }: { item: ReviewItem; number: number }) {
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={`Question ${number}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fw={600}>
            {number}. {item.question}
          </Text>
          <Badge color={item.is_correct ? 'teal.9' : 'red.9'} variant="filled" style={{ flexShrink: 0 }}>
            {item.is_correct ? 'Correct' : 'Incorrect'}
          </Badge>
        </Group>
        <Text size="sm">
          <Text span fw={600}>
            Your answer:{' '}
          </Text>
          {item.options[item.answer]}
        </Text>
        {!item.is_correct && (
          <Text size="sm">
            <Text span fw={600}>
              Correct answer:{' '}
            </Text>
            {item.options[item.correct_answer]}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {item.explanation}
        </Text>
      </Stack>
    </Paper>
  );
}
