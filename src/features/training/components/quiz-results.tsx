// The graded attempt, exactly as the database returned it: score, verdict, new badges, the way to the
// final exam once every module is passed (the exam issues the certificate), and the per-question review.
import { useEffect, useRef } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DataIcon } from '../../../components/data-icon.tsx';
import type { EarnedBadge } from '../../../lib/progress/progress-types.ts';
import type { QuizResult } from '../api/complete-quiz.ts';
import { PASS_MARK } from '../../../config/product.ts';
import { QuizReviewItem } from './quiz-review-item.tsx';

interface QuizResultsProps {
  result: QuizResult;
  /** The learner's badges, to name the newly awarded ones once the progress re-read lands. */
  badges: EarnedBadge[];
  /** Every module is now passed and the certificate not yet earned: point to the final exam. */
  examOpen?: boolean;
  onTryAgain: () => void;
  onContinue: () => void;
}

const DARK_TEXT = { title: { color: 'var(--mantine-color-dark-9)' }, message: { color: 'var(--mantine-color-dark-9)' } };

export function QuizResults({ result, badges, examOpen = false, onTryAgain, onContinue }: QuizResultsProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that asked for grading is gone; start keyboard and screen-reader users at the verdict.
  useEffect(() => heading.current?.focus(), []);
  const newBadges = result.badges_awarded.map(
    (id) => badges.find((b) => b.badge_id === id) ?? { badge_id: id, name: id, icon: 'medal', description: '' },
  );
  return (
    <Stack gap="md">
      <div role="status">
        <Title order={3} c={result.passed ? 'teal.9' : 'red.9'} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {result.passed ? 'Congratulations!' : 'Keep Studying!'}
        </Title>
        <Text fz={40} fw={800} lh={1.2} mt="xs">
          {result.score}%
        </Text>
        <Text fw={600}>
          {result.correct} of {result.total} correct
        </Text>
        <Text mt="xs">
          {result.passed
            ? 'You passed the quiz and earned completion for this module!'
            : `You need ${PASS_MARK}% or higher to pass. Review the material and try again.`}
        </Text>
      </div>
      {newBadges.map((b) => (
        <Alert
          key={b.badge_id}
          color="yellow"
          variant="light"
          title={`New badge: ${b.name}`}
          icon={<DataIcon name={b.icon} size={20} />}
          styles={DARK_TEXT}
        >
          {b.description || 'Added to your badges.'}
        </Alert>
      ))}
      {examOpen && (
        <Alert color="blue" variant="light" title="You passed every module!" styles={DARK_TEXT}>
          The final exam is open: pass it to earn your certificate of completion.{' '}
          <Anchor component={Link} to="/final-exam" fw={700} c="blue.9" onClick={onContinue}>
            Take the final exam
          </Anchor>
        </Alert>
      )}
      <section aria-labelledby="review-title">
        <Title order={4} id="review-title" mb="xs">
          Review
        </Title>
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {result.review.map((item, i) => (
            <QuizReviewItem key={item.question_id} item={item} number={i + 1} />
          ))}
        </Stack>
      </section>
      <Group justify="flex-end">
        {!result.passed && (
          <Button variant="default" onClick={onTryAgain}>
            Try Again
          </Button>
        )}
        <Button onClick={onContinue}>Continue Learning</Button>
      </Group>
    </Stack>
  );
}
