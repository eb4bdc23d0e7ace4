// Content → Generated videos: how far the generator is (published, queued, rendering, failed), and
// every failed lesson video with its error and a Retry that puts it back in the queue.
import { Badge, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { useRetryVideo, useVideoJobs, type VideoJobState } from '../../api/video-jobs.ts';

const STATES: { state: VideoJobState; label: string; color: string }[] = [
  { state: 'published', label: 'published', color: 'teal' },
  { state: 'rendering', label: 'rendering', color: 'blue' },
  { state: 'queued', label: 'queued', color: 'gray' },
  { state: 'failed', label: 'failed', color: 'red' },
];

export function VideoJobsPanel({ canChange }: { canChange: boolean }) {
  const jobs = useVideoJobs();
  const retry = useRetryVideo();
  const list = jobs.data ?? [];
  const failed = list.filter((j) => j.state === 'failed');
  const counts = STATES.map((s) => ({ ...s, n: list.filter((j) => j.state === s.state).length })).filter((s) => s.n > 0);
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="video-jobs-title" data-testid="video-jobs">
      <Stack gap="xs">
        <Title order={2} fz="h4" id="video-jobs-title">
          Generated videos
        </Title>
        <ErrorAlert message={jobs.error ? `Could not load the video jobs: ${jobs.error.message}` : null} />
        {jobs.isPending && (
          <Text size="sm" c="dimmed">
            Loading the video jobs…
          </Text>
        )}
        {jobs.data && (
          <Text size="sm" data-testid="video-job-counts">
            {list.length === 0 ? 'No generated videos yet.' : counts.map((c) => `${c.n} ${c.label}`).join(' · ')}
          </Text>
        )}
        {failed.map((j) => (
          <Paper key={j.lesson_id} withBorder radius="sm" p="xs" data-testid="failed-video-job" data-lesson-id={j.lesson_id}>
            <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
              <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
                <Group gap={6} wrap="wrap">
                  <Badge color="red" variant="filled">
                    Failed
                  </Badge>
                  <Text size="sm" fw={700} style={{ overflowWrap: 'anywhere' }}>
                    {j.lesson ? `Module ${j.lesson.module_id} · Lesson ${j.lesson.position}: ${j.lesson.title}` : `Lesson ${j.lesson_id}`}
                  </Text>
                </Group>
                <Code
                  block
                  style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: '8rem', overflowY: 'auto' }}
                  data-testid="video-job-error"
                >
                  {j.error}
                </Code>
                <Text size="xs" c="dimmed">
                  {j.attempts} {j.attempts === 1 ? 'attempt' : 'attempts'}
                  {j.finished_at ? ` · failed ${new Date(j.finished_at).toLocaleString()}` : ''}
                </Text>
              </Stack>
              <Button
                size="xs"
                variant="default"
                disabled={!canChange}
                loading={retry.isPending && retry.variables === j.lesson_id}
                aria-label={`Retry the video of “${j.lesson?.title ?? `lesson ${j.lesson_id}`}”`}
                onClick={() =>
                  retry.mutate(j.lesson_id, {
                    onSuccess: () => notifySuccess('The video is queued: the generator renders it next.', 'Video queued'),
                    onError: (e) => notifyError('The video was not queued', e),
                  })
                }
              >
                Retry
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Paper>
  );
}
