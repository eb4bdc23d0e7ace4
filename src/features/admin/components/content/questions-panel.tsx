// A module's quiz questions: edited, added, retired (never drawn again, still in past attempts) and restored.
import { Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { messageOf, notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { useAdminQuestions, useContentAction, type AdminQuestion, MIN_ACTIVE_QUESTIONS } from '../../api/content.ts';
import { QuestionEditor, type QuestionTarget } from './question-editor.tsx';

function RetireModal({ question, onClose }: { question: AdminQuestion | null; onClose: () => void }) {
  const action = useContentAction();
  const retire = () =>
    question &&
    action.mutate(
      { kind: 'retire-question', questionId: question.id },
      {
        onSuccess: () => (
          notifySuccess(`Question ${question.position} is retired: quizzes and the final exam no longer draw it.`, 'Question retired'),
          onClose()
        ),
        onError: (e) => notifyError('The question was not retired', e),
      },
    );
  return (
    <Modal
      opened={question !== null}
      onClose={onClose}
      title={question ? `Retire question ${question.position}?` : ''}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          “{question?.question}” will no longer be drawn in quizzes or the final exam. Past attempts keep it in their reviews, and you can
          restore it later.
        </Text>
        <ErrorAlert message={action.error ? messageOf(action.error) : null} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep it
          </Button>
          <Button color="red" loading={action.isPending} onClick={retire} data-autofocus>
            Retire question
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function QuestionsPanel({ moduleId, canChange }: { moduleId: number; canChange: boolean }) {
  const questions = useAdminQuestions(moduleId);
  const restore = useContentAction();
  const phone = useMediaQuery('(max-width: 36em)');
  const [editing, setEditing] = useState<QuestionTarget | null>(null);
  const [retiring, setRetiring] = useState<AdminQuestion | null>(null);
  const list = questions.data ?? [];
  const active = list.filter((q) => q.retired_at === null).length;
  const canRetire = active > MIN_ACTIVE_QUESTIONS;
  return (
    <Stack gap="sm">
      <ErrorAlert message={questions.error ? `Could not load the quiz questions: ${questions.error.message}` : null} />
      {questions.isPending && (
        <Text size="sm" c="dimmed">
          Loading the questions…
        </Text>
      )}
      {questions.data && (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" data-testid="question-counts">
            {active} active · {list.length - active} retired — a quiz draws {MIN_ACTIVE_QUESTIONS}
          </Text>
          <Button size="xs" disabled={!canChange} onClick={() => setEditing({ kind: 'new', moduleId })}>
            New question
          </Button>
        </Group>
      )}
      {questions.data && !canRetire && (
        <Text size="xs" c="dimmed">
          A module keeps at least {MIN_ACTIVE_QUESTIONS} active questions: add one before retiring another.
        </Text>
      )}
      {list.map((q) => {
        const retired = q.retired_at !== null;
        return (
          <Paper
            key={q.id}
            withBorder
            radius="md"
            p="sm"
            data-testid="question-row"
            data-question-id={q.id}
            data-retired={retired || undefined}
            bg={retired ? 'gray.1' : undefined}
            style={retired ? { borderStyle: 'dashed' } : undefined}
          >
            <Group justify="space-between" wrap={phone ? 'wrap' : 'nowrap'} align="flex-start">
              {/* dimmed by a grey, dashed card and grey text (gray.7 keeps AA contrast; opacity would not) */}
              <Stack gap={4} style={{ minWidth: 0 }} c={retired ? 'gray.7' : undefined}>
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {q.position}. {q.question}
                  </Text>
                  {retired && (
                    <Badge color="gray" variant="filled" c="white" bg="gray.7" style={{ flexShrink: 0 }}>
                      Retired
                    </Badge>
                  )}
                </Group>
                <Stack gap={0} component="ol" m={0} pl="md">
                  {q.options.map((o, i) => (
                    <Text key={i} component="li" size="sm" fw={i === q.correct_option ? 700 : undefined}>
                      {o}{' '}
                      {i === q.correct_option && (
                        <Badge size="xs" color="teal" variant="filled" c="dark.9">
                          Correct
                        </Badge>
                      )}
                    </Text>
                  ))}
                </Stack>
                <Text size="xs" c={retired ? 'gray.7' : 'dimmed'} data-testid="question-explanation" style={{ overflowWrap: 'anywhere' }}>
                  {q.explanation || 'No explanation.'}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                <Button
                  size="xs"
                  variant="default"
                  disabled={!canChange}
                  onClick={() => setEditing({ kind: 'edit', question: q })}
                  aria-label={`Edit question ${q.position}`}
                >
                  Edit
                </Button>
                {retired ? (
                  <Button
                    size="xs"
                    variant="default"
                    disabled={!canChange}
                    loading={restore.isPending && restore.variables.kind === 'restore-question' && restore.variables.questionId === q.id}
                    aria-label={`Restore question ${q.position}`}
                    onClick={() =>
                      restore.mutate(
                        { kind: 'restore-question', questionId: q.id },
                        {
                          onSuccess: () => notifySuccess(`Question ${q.position} is back in the bank.`, 'Question restored'),
                          onError: (e) => notifyError('The question was not restored', e),
                        },
                      )
                    }
                  >
                    Restore
                  </Button>
                ) : (
                  <Button
                    size="xs"
                    variant="default"
                    color="red"
                    c="red.9"
                    disabled={!canChange || !canRetire}
                    onClick={() => setRetiring(q)}
                    aria-label={`Retire question ${q.position}`}
                  >
                    Retire
                  </Button>
                )}
              </Group>
            </Group>
          </Paper>
        );
      })}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.kind === 'edit' ? `Edit question ${editing.question.position}` : 'New question'}
        size="lg"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {editing && (
          <QuestionEditor key={editing.kind === 'edit' ? editing.question.id : 'new'} target={editing} onClose={() => setEditing(null)} />
        )}
      </Modal>
      <RetireModal key={retiring?.id ?? 'none'} question={retiring} onClose={() => setRetiring(null)} />
    </Stack>
  );
}
