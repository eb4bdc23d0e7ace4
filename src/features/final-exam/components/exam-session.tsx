// A running final exam: the countdown (the database's deadline), a navigator to any question (answered
// ones marked), one question at a time with Previous / Next, and 'Submit exam' (asks first while
// questions are unanswered). At zero it submits what has been answered; the database would refuse
// anything later. Answers are kept in the tab, so a reload resumes where the learner was.
import { useCallback, useEffect, useState } from 'react';
import { Button, Group, Modal, Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import type { ExamDraw } from '../api/start-exam.ts';
import { useSubmitExam, type ExamResult } from '../api/submit-exam.ts';
import { answersByQuestion, forgetAnswers, loadAnswers, saveAnswers } from '../lib/exam-answers.ts';
import { ExamTimer } from './exam-timer.tsx';

interface Props {
  draw: ExamDraw;
  moduleTitles: Map<number, string>;
  retakeHours: number;
  onResult: (result: ExamResult) => void;
}

export function ExamSession({ draw, moduleTitles, retakeHours, onResult }: Props) {
  const questions = draw.questions;
  const [answers, setAnswers] = useState(() => loadAnswers(draw.attemptId, questions.length));
  const [index, setIndex] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [timeUp, setTimeUp] = useState(false);
  const submit = useSubmitExam();
  const { mutate } = submit;

  useEffect(() => saveAnswers(draw.attemptId, answers), [draw.attemptId, answers]);

  const answered = answers.filter((a) => a !== null).length;
  const question = questions[index]!;

  const send = useCallback(
    (current: (number | null)[]) => {
      setConfirming(false);
      mutate(
        {
          attemptId: draw.attemptId,
          answers: answersByQuestion(
            questions.map((q) => q.question_id),
            current,
          ),
        },
        {
          onSuccess: (result) => {
            forgetAnswers(draw.attemptId);
            onResult(result);
          },
        },
      );
    },
    [mutate, draw.attemptId, questions, onResult],
  );

  const pending = submit.isPending;
  const onExpire = useCallback(() => {
    setTimeUp(true);
    // a submission already on its way is the one that counts
    if (!pending) send(answers);
  }, [send, answers, pending]);

  function choose(option: number) {
    setAnswers((prev) => prev.map((a, i) => (i === index ? option : a)));
  }

  return (
    <Stack gap="md">
      <Paper withBorder p="sm" radius="md" pos="sticky" top={0} style={{ zIndex: 2 }}>
        <Group justify="space-between" gap="xs">
          <div>
            <Text fw={700}>Final Exam</Text>
            <Text size="sm" c="dark.6">
              {answered} of {questions.length} answered
            </Text>
          </div>
          <ExamTimer draw={draw} onExpire={onExpire} />
        </Group>
      </Paper>

      <nav aria-label="Questions">
        <SimpleGrid cols={{ base: 6, xs: 10, sm: 15 }} spacing={6} verticalSpacing={6}>
          {questions.map((q, i) => {
            const done = answers[i] !== null;
            return (
              <Button
                key={q.question_id}
                size="compact-sm"
                px={0}
                variant={i === index ? 'filled' : done ? 'light' : 'default'}
                aria-current={i === index ? 'step' : undefined}
                aria-label={`Question ${i + 1}, ${done ? 'answered' : 'not answered'}`}
                onClick={() => setIndex(i)}
                disabled={submit.isPending}
              >
                {i + 1}
              </Button>
            );
          })}
        </SimpleGrid>
      </nav>

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="exam-question-number">
        <Text size="sm" fw={600} id="exam-question-number">
          Question {index + 1} of {questions.length}
        </Text>
        <Text size="xs" c="dark.6" mb="sm">
          Module {question.module_id}
          {moduleTitles.get(question.module_id) ? `: ${moduleTitles.get(question.module_id)}` : ''}
        </Text>
        <Radio.Group
          key={question.question_id}
          label={question.question}
          value={answers[index] === null ? null : String(answers[index])}
          onChange={(value) => choose(Number(value))}
          styles={{ label: { fontSize: 'var(--mantine-font-size-lg)', fontWeight: 600, marginBottom: 'var(--mantine-spacing-sm)' } }}
        >
          <Stack gap="xs">
            {question.options.map((option, i) => (
              <Radio key={i} value={String(i)} label={option} disabled={submit.isPending} />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="space-between" mt="lg">
          <Button variant="default" onClick={() => setIndex(index - 1)} disabled={index === 0 || submit.isPending}>
            Previous
          </Button>
          {index < questions.length - 1 ? (
            <Button variant="default" onClick={() => setIndex(index + 1)} disabled={submit.isPending}>
              Next
            </Button>
          ) : null}
        </Group>
      </Paper>

      {timeUp && submit.isPending && (
        <Text role="status" fw={600}>
          Time is up: submitting your answers…
        </Text>
      )}
      <ErrorAlert
        message={
          submit.error &&
          `Your exam could not be submitted: ${submit.error.message} Your answers are kept; press 'Submit exam' to try again.`
        }
      />
      <Group justify="flex-end">
        <Button size="md" onClick={() => (answered < questions.length ? setConfirming(true) : send(answers))} loading={submit.isPending}>
          Submit exam
        </Button>
      </Group>

      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={
          <Title order={2} fz="h4">
            Submit your exam?
          </Title>
        }
        centered
      >
        <Stack gap="md">
          <Text>
            You have answered {answered} of {questions.length} questions. Unanswered questions count as wrong, and the exam can be taken
            once every {retakeHours} hours.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              Keep working
            </Button>
            <Button onClick={() => send(answers)}>Submit exam</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
