// The exam's rules in one sentence, from the database's own numbers (final_exam_status).
import { Text } from '@mantine/core';
import type { ExamStatus } from '../api/fetch-exam-status.ts';

export function ExamRules({ status }: { status: ExamStatus }) {
  return (
    <Text>
      {status.questionCount} questions from all {status.modulesTotal} modules, {Math.round(status.timeLimitSeconds / 60)} minutes,{' '}
      {status.passMark}% to pass. You can take it once every {status.retakeHours} hours. Passing it earns your certificate of completion.
    </Text>
  );
}
