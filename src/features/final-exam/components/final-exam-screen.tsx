// /final-exam (signed in): the final exam. Before it: the rules and 'Start the final exam' (or why it
// cannot start: modules left, already passed, or when it reopens). During it: the session, resumed
// after a reload with the same questions and clock. After it: the result and the review.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Anchor, Box, Button, Center, Container, Group, List, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarRepeat, IconClock, IconListNumbers, IconTarget } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useCourseProgress } from '../../../lib/progress/use-course-progress.ts';
import { useExamStatus, type ExamStatus } from '../api/fetch-exam-status.ts';
import { useStartExam } from '../api/start-exam.ts';
import type { ExamResult } from '../api/submit-exam.ts';
import { formatWhen } from '../lib/exam-answers.ts';
import { ExamResultView } from './exam-result.tsx';
import { ExamSession } from './exam-session.tsx';

const DARK_TEXT = { title: { color: 'var(--mantine-color-dark-9)' }, message: { color: 'var(--mantine-color-dark-9)' } };

function Before({ status, starting, onStart }: { status: ExamStatus; starting: boolean; onStart: () => void }) {
  const rules = [
    {
      icon: <IconListNumbers size={22} aria-hidden="true" />,
      text: `${status.questionCount} questions drawn from all ${status.modulesTotal} modules`,
    },
    {
      icon: <IconClock size={22} aria-hidden="true" />,
      text: `${Math.round(status.timeLimitSeconds / 60)} minutes, counted from when you start`,
    },
    { icon: <IconTarget size={22} aria-hidden="true" />, text: `${status.passMark}% to pass` },
    { icon: <IconCalendarRepeat size={22} aria-hidden="true" />, text: `One attempt every ${status.retakeHours} hours` },
  ];
  return (
    <Stack gap="md">
      <Title order={1}>Final Exam</Title>
      <Text>Passing the final exam earns your certificate of completion.</Text>
      <Paper withBorder p="md" radius="md">
        <List spacing="sm" center aria-label="Exam rules">
          {rules.map((r) => (
            <List.Item
              key={r.text}
              icon={
                <ThemeIcon variant="light" size={34} radius="xl">
                  {r.icon}
                </ThemeIcon>
              }
            >
              <Text fw={600}>{r.text}</Text>
            </List.Item>
          ))}
        </List>
      </Paper>
      {status.state === 'locked' && (
        <Alert color="blue" variant="light" title="Not unlocked yet" styles={DARK_TEXT}>
          Pass all {status.modulesTotal} module quizzes to unlock the final exam. You have passed {status.modulesPassed} of{' '}
          {status.modulesTotal}.{' '}
          <Anchor component={Link} to="/certificate" fw={700} c="blue.9">
            See your progress
          </Anchor>
        </Alert>
      )}
      {status.state === 'passed' && (
        <Alert color="teal" variant="light" title="You passed the final exam" styles={DARK_TEXT}>
          Your certificate of completion is ready.{' '}
          <Anchor component={Link} to="/certificate" fw={700} c="blue.9">
            View your certificate
          </Anchor>
        </Alert>
      )}
      {status.state === 'cooling_down' && status.reopensAt && (
        <Alert
          color="yellow"
          variant="light"
          title={`The final exam reopens on ${formatWhen(status.reopensAt)}`}
          styles={DARK_TEXT}
          role="status"
        >
          {status.lastStatus === 'expired'
            ? 'Your last attempt ran out of time.'
            : status.lastScore !== null
              ? `Your last attempt scored ${status.lastScore}%.`
              : 'You took the exam recently.'}{' '}
          Review the modules in the meantime; the next attempt draws new questions.
        </Alert>
      )}
      {status.state === 'available' && (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="dark.6">
            The clock starts when you press the button and keeps running if you leave the page. Unanswered questions count as wrong.
          </Text>
          <Button size="md" onClick={onStart} loading={starting}>
            Start the final exam
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

export function FinalExamScreen() {
  usePageTitle('Final exam — Tradecraft');
  const status = useExamStatus();
  const start = useStartExam();
  const { modules } = useCourseProgress();
  const [result, setResult] = useState<ExamResult | null>(null);
  const moduleTitles = useMemo(() => new Map(modules.map((m) => [m.id, m.title])), [modules]);
  const { mutate } = start;
  const begin = useCallback(() => mutate(), [mutate]);

  // An attempt already running (a reload, another tab): resume it, once.
  const resumed = useRef(false);
  const inProgress = status.data?.state === 'in_progress';
  useEffect(() => {
    if (!inProgress || resumed.current || start.data) return;
    resumed.current = true;
    begin();
  }, [inProgress, begin, start.data]);

  let body;
  if (result) body = <ExamResultView result={result} />;
  else if (start.data)
    body = (
      <ExamSession
        key={start.data.attemptId}
        draw={start.data}
        moduleTitles={moduleTitles}
        retakeHours={status.data?.retakeHours ?? 24}
        onResult={setResult}
      />
    );
  else if (status.isPending) body = <PageLoader />;
  else if (status.error) body = <ErrorAlert message={`The final exam could not be loaded: ${status.error.message}`} />;
  else if (inProgress || start.isPending)
    body = (
      <Center py="xl" role="status">
        <Loader aria-hidden="true" />
        <Text ml="sm">{inProgress ? 'Resuming your exam...' : 'Drawing your questions...'}</Text>
      </Center>
    );
  else body = <Before status={status.data} starting={start.isPending} onStart={begin} />;

  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header" py="sm" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="md">
          <Group justify="space-between">
            <Anchor component={Link} to="/certificate" fw={700} c="dark.8">
              ← Your certificate
            </Anchor>
            <Anchor component={Link} to="/dashboard" size="sm" c="dark.8">
              Dashboard
            </Anchor>
          </Group>
        </Container>
      </Box>
      <Container component="main" size="md" py="xl">
        <Stack gap="md">
          {start.error && !start.data && (
            <ErrorAlert
              message={start.error.reopensAt ? `${start.error.message}` : `The exam could not be started: ${start.error.message}`}
            />
          )}
          {body}
        </Stack>
      </Container>
    </Box>
  );
}
