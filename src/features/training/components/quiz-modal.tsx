// The 'Module Quiz' modal: the database starts an attempt (five questions drawn from the module's
// bank), the questions one at a time, graded by the database, then the results. 'Try Again' starts a
// new attempt with a new draw. Closing a started quiz asks first; a failed grading keeps the answers.
// After two failed attempts in a row the quiz is closed for a while and says when it reopens.
import { useCallback, useEffect, useRef } from 'react';
import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useCourseProgress } from '../../../lib/progress/use-course-progress.ts';
import { useStartQuiz } from '../api/start-quiz.ts';
import { QuizSession } from './quiz-session.tsx';

interface QuizModalProps {
  moduleId: number;
  onClose: () => void;
}

const DARK_TEXT = { title: { color: 'var(--mantine-color-dark-9)' }, message: { color: 'var(--mantine-color-dark-9)' } };

/** The reopening time in the learner's own clock format, e.g. "2:45 PM" or "14:45". */
function timeOf(iso: string): string {
  return new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
}

export function QuizModal({ moduleId, onClose }: QuizModalProps) {
  const start = useStartQuiz();
  const { mutate } = start;
  const module = useCourseProgress().modules.find((m) => m.id === moduleId);
  // The session decides whether closing needs a confirmation; the modal's X and Escape ask it.
  const requestClose = useRef<() => void>(onClose);
  // On a phone the quiz takes the whole screen, so options and review have room.
  const phone = useMediaQuery('(max-width: 36em)');

  const begin = useCallback(() => mutate(moduleId), [mutate, moduleId]);
  // One attempt per opening (a ref, so a development double effect does not draw twice).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    begin();
  }, [begin]);

  const draw = start.data;
  const error = start.error;

  return (
    <Modal
      opened
      onClose={() => requestClose.current()}
      title="Module Quiz"
      size="lg"
      centered
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close quiz' }}
    >
      {module && (
        <Text size="sm" c="dimmed" mb="md">
          Module {module.id}: {module.title}
        </Text>
      )}
      {error?.reopensAt ? (
        <Stack gap="md">
          <Alert color="yellow" variant="light" title={`This quiz reopens at ${timeOf(error.reopensAt)}`} styles={DARK_TEXT} role="status">
            You did not pass this quiz twice in a row. Take a few minutes to review the lesson, then try again with new questions.
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>Continue Learning</Button>
          </Group>
        </Stack>
      ) : error ? (
        <Stack gap="md">
          <ErrorAlert message={`The quiz could not be loaded: ${error.message}`} />
          <Button onClick={begin} variant="default">
            Retry
          </Button>
        </Stack>
      ) : start.isPending || !draw ? (
        <Center py="xl" role="status">
          <Loader aria-hidden="true" />
          <Text ml="sm">Loading questions...</Text>
        </Center>
      ) : draw.questions.length === 0 ? (
        <Text>This module has no quiz yet.</Text>
      ) : (
        <QuizSession key={draw.attempt_id} draw={draw} onClose={onClose} onTryAgain={begin} requestClose={requestClose} />
      )}
    </Modal>
  );
}
