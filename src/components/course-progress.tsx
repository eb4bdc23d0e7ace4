// The learner's progress through the course: an overall bar, one bar per level, and the current
// module highlighted. Reads the cached progress query, so it updates the moment a quiz is graded.
import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorAlert } from './error-alert.tsx';
import { DataIcon } from './data-icon.tsx';
import { useCourseProgress } from '../lib/progress/use-course-progress.ts';
import { LEVELS, type Level, type Tally } from '../lib/progress/progress-types.ts';

const LEVEL_NAMES: Record<Level, string> = { BEGINNER: 'Beginner', INTERMEDIATE: 'Intermediate', ADVANCED: 'Advanced' };

function ProgressRow({ label, tally, strong = false }: { label: string; tally: Tally; strong?: boolean }) {
  return (
    <div>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={strong ? 700 : 600}>
          {label}
        </Text>
        <Text size="sm" c="dimmed">
          {tally.completed} of {tally.total} modules · {tally.percent}%
        </Text>
      </Group>
      <Progress value={tally.percent} size={strong ? 'lg' : 'md'} mt={4} aria-label={`${label} progress`} />
    </div>
  );
}

/** Once every module is passed, the way to the final exam (it earns the certificate). */
export function FinalExamButton() {
  return (
    <Button component={Link} to="/final-exam" size="xs" style={{ alignSelf: 'flex-start' }}>
      Take the final exam
    </Button>
  );
}

/** Once the certificate is issued, the way back to it (it is otherwise linked only from the final exam's result). */
export function ViewCertificateButton() {
  return (
    <Button component={Link} to="/certificate" variant="light" size="xs" style={{ alignSelf: 'flex-start' }}>
      View certificate
    </Button>
  );
}

/** `examLink`: offer the final exam once every module is passed (off where the page shows the exam itself). */
export function CourseProgress({ examLink = true }: { examLink?: boolean }) {
  const { overall, levels, currentModule, certificate, loading, error } = useCourseProgress();
  if (error) return <ErrorAlert message={`Your progress could not be loaded: ${error}`} />;
  if (loading) return <Text role="status">Loading your progress...</Text>;
  const finished = overall.total > 0 && overall.completed === overall.total;

  return (
    <Stack gap="sm" aria-label="Course progress" component="section">
      <ProgressRow label="Overall" tally={overall} strong />
      {LEVELS.map((level) => (
        <ProgressRow key={level} label={LEVEL_NAMES[level]} tally={levels[level]} />
      ))}
      {currentModule && !finished && (
        <Paper withBorder p="sm" radius="md" bg="blue.0" style={{ borderColor: 'var(--mantine-color-blue-7)' }} aria-label="Current module">
          <Text size="xs" fw={700} tt="uppercase" c="blue.9">
            Current module
          </Text>
          <Group gap={6} wrap="nowrap">
            <DataIcon name={currentModule.thumbnail} size={20} />
            <Text fw={600}>
              Module {currentModule.id}: {currentModule.title}
            </Text>
          </Group>
        </Paper>
      )}
      {finished && (
        <Text fw={600} c="teal.9">
          All modules passed — well done!
        </Text>
      )}
      {finished && !certificate && examLink && <FinalExamButton />}
      {certificate && <ViewCertificateButton />}
    </Stack>
  );
}
