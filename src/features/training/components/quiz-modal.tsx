// The 'Module Quiz' modal: questions one at a time, graded by the
// database, then the results. Closing a started quiz asks first; a failed grading keeps the answers.
import { useRef } from 'react';
import { Button, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useCourseProgress } from '../../../lib/progress/use-course-progress.ts';
import { useQuizQuestions } from '../api/fetch-quiz-questions.ts';
import { QuizSession } from './quiz-session.tsx';

interface QuizModalProps {
  moduleId: number;
  onClose: () => void;
}

export function QuizModal({ moduleId, onClose }: QuizModalProps) {
  const { data: questions, error, refetch } = useQuizQuestions(moduleId);
  const module = useCourseProgress().modules.find((m) => m.id === moduleId);
  // The session decides whether closing needs a confirmation; the modal's X and Escape ask it.
  const requestClose = useRef<() => void>(onClose);
  // On a phone the quiz takes the whole screen, so options and review have room.
  const phone = useMediaQuery('(max-width: 36em)');

  return (
    <Modal opened onClose={() => requestClose.current()} title="Module Quiz" size="lg" centered fullScreen={phone} closeButtonProps={{ 'aria-label': 'Close quiz' }}>
      {module && (
        <Text size="sm" c="dimmed" mb="md">
          Module {module.id}: {module.title}
        </Text>
      )}
      {error ? (
        <Stack gap="md">
          <ErrorAlert message={`The quiz could not be loaded: ${error.message}`} />
          <Button onClick={() => void refetch()} variant="default">
            Retry
          </Button>
        </Stack>
      ) : questions === undefined ? (
        <Center py="xl" role="status">
          <Loader aria-hidden="true" />
          <Text ml="sm">Loading questions...</Text>
        </Center>
      ) : questions.length === 0 ? (
        <Text>This module has no quiz yet.</Text>
      ) : (
        <QuizSession moduleId={moduleId} questions={questions} onClose={onClose} requestClose={requestClose} />
      )}
    </Modal>
  );
}
