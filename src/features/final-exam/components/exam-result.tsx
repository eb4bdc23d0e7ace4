// The graded exam as the database returned it. Passed: the score, the certificate, and the full review
// with the correct answers and explanations. Failed: the score, when the exam reopens, the modules to
// review and which answers were wrong, but not the answer key (it would turn the next attempt into a
// memory test; the module quizzes explain every answer). Expired: nothing was graded.
import { useEffect, useRef } from 'react';
import { Alert, Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ExamResult, ExamReviewItem } from '../api/submit-exam.ts';
import { formatWhen } from '../lib/exam-answers.ts';

const DARK_TEXT = { title: { color: 'var(--mantine-color-dark-9)' }, message: { color: 'var(--mantine-color-dark-9)' } };

function ReviewItem({ item, number, showKey }: { item: ExamReviewItem; number: number; showKey: boolean }) {
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
        <Text size="xs" c="dark.6">
          Module {item.module_id}: {item.module_title}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            Your answer:{' '}
          </Text>
          {item.answer === null ? 'Not answered' : item.options[item.answer]}
        </Text>
        {showKey && !item.is_correct && item.correct_answer !== null && (
          <Text size="sm">
            <Text span fw={600}>
              Correct answer:{' '}
            </Text>
            {item.options[item.correct_answer]}
          </Text>
        )}
        {showKey && item.explanation && (
          <Text size="sm" c="dark.6">
            {item.explanation}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

export function ExamResultView({ result }: { result: ExamResult }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The submit button is gone; start keyboard and screen-reader users at the verdict.
  useEffect(() => heading.current?.focus(), []);
  const toReview = [...new Map(result.review.filter((i) => !i.is_correct).map((i) => [i.module_id, i.module_title])).entries()].sort(
    (a, b) => a[0] - b[0],
  );
  const title =
    result.status === 'passed' ? 'You passed the final exam!' : result.status === 'expired' ? 'Time ran out' : 'Not passed this time';

  return (
    <Stack gap="md">
      <div role="status">
        <Title order={2} c={result.passed ? 'teal.9' : 'red.9'} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {title}
        </Title>
        {result.score !== null && (
          <>
            <Text fz={40} fw={800} lh={1.2} mt="xs">
              {result.score}%
            </Text>
            <Text fw={600}>
              {result.correct} of {result.total} correct · {result.passMark}% needed to pass
            </Text>
          </>
        )}
        {result.status === 'expired' && <Text mt="xs">Your answers arrived after the time limit, so this attempt was not graded.</Text>}
      </div>
      {result.certificate && (
        <Alert color="blue" variant="light" title="Your certificate is ready" styles={DARK_TEXT}>
          You completed the Tradecraft course.{' '}
          <Anchor component={Link} to="/certificate" fw={700} c="blue.9">
            View your certificate
          </Anchor>
        </Alert>
      )}
      {result.passed && !result.certificate && (
        <Anchor component={Link} to="/certificate" fw={700}>
          View your certificate
        </Anchor>
      )}
      {result.reopensAt && (
        <Alert color="yellow" variant="light" title={`The final exam reopens on ${formatWhen(result.reopensAt)}`} styles={DARK_TEXT}>
          {toReview.length > 0 ? 'Until then, review the modules where you missed questions:' : 'Take the time to review the lessons.'}
          {toReview.length > 0 && (
            <List size="sm" mt={6}>
              {toReview.map(([id, name]) => (
                <List.Item key={id}>
                  Module {id}: {name}
                </List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      {result.review.length > 0 && (
        <section aria-labelledby="exam-review-title">
          <Title order={3} fz="h4" id="exam-review-title">
            Review
          </Title>
          {!result.passed && (
            <Text size="sm" c="dark.6" mb="xs">
              The correct answers are shown once you pass; each module quiz explains its answers.
            </Text>
          )}
          <Stack component="ol" gap="sm" p={0} m={0} mt="xs" style={{ listStyle: 'none' }}>
            {result.review.map((item, i) => (
              <ReviewItem key={item.question_id} item={item} number={i + 1} showKey={result.passed} />
            ))}
          </Stack>
        </section>
      )}
      <Group>
        <Anchor component={Link} to="/dashboard">
          Back to the dashboard
        </Anchor>
      </Group>
    </Stack>
  );
}
