// The last step toward the certificate, for /certificate and the tutorials: where the learner stands
// with the final exam, and the way in ('Take the final exam' once every module is passed).
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useExamStatus } from '../api/fetch-exam-status.ts';
import { formatWhen } from '../lib/exam-answers.ts';
import { ExamRules } from './exam-rules.tsx';

export function ExamStep() {
  const { data: status, error } = useExamStatus();
  if (error)
    return (
      <Alert color="red" variant="light">
        The final exam could not be loaded: {error.message}
      </Alert>
    );
  if (!status) return null;
  const open = status.state === 'available' || status.state === 'in_progress';

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="exam-step-title" bg={open ? 'blue.0' : 'white'}>
      <Stack gap="xs" align="flex-start">
        <Title order={2} fz="h3" id="exam-step-title">
          Final exam
        </Title>
        <ExamRules status={status} />
        {status.state === 'locked' && (
          <Text fw={600}>
            Unlocks when you have passed all {status.modulesTotal} modules ({status.modulesPassed} of {status.modulesTotal} so far).
          </Text>
        )}
        {status.state === 'cooling_down' && status.reopensAt && (
          <Text fw={600}>
            {status.lastScore !== null ? `Your last attempt scored ${status.lastScore}%. ` : ''}The final exam reopens on{' '}
            {formatWhen(status.reopensAt)}.
          </Text>
        )}
        {status.state === 'available' && (
          <Button component={Link} to="/final-exam" size="md">
            Take the final exam
          </Button>
        )}
        {status.state === 'in_progress' && (
          <Button component={Link} to="/final-exam" size="md">
            Continue the final exam
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
