// A module's lessons in order, drafts included: each movable up and down and opened in the lesson editor.
import { Badge, Button, Group, Modal, Paper, Stack, Text, TextInput, ActionIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { notifyError } from '../../../../lib/notify.ts';
import { useAdminLessons, useContentAction, type AdminLesson } from '../../api/content.ts';
import { LessonEditor } from './lesson-editor.tsx';

const formatLength = (s: number) => (s > 0 ? `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}` : 'length not set');
const videoLabel = (l: AdminLesson) => (l.video_path ? 'Uploaded video' : l.video_url ? 'External video' : 'No video');

export function LessonsPanel({ moduleId, canChange }: { moduleId: number; canChange: boolean }) {
  const lessons = useAdminLessons(moduleId);
  const action = useContentAction();
  const phone = useMediaQuery('(max-width: 36em)');
  const [editing, setEditing] = useState<AdminLesson | null>(null);
  const [title, setTitle] = useState('');
  const list = lessons.data ?? [];
  const add = (e: React.FormEvent) => {
    e.preventDefault();
    const t = title.trim();
    if (!t) return;
    action.mutate(
      { kind: 'add-lesson', moduleId, title: t },
      { onSuccess: () => setTitle(''), onError: (err) => notifyError('The lesson was not added', err) },
    );
  };
  return (
    <Stack gap="sm">
      <ErrorAlert message={lessons.error ? `Could not load the lessons: ${lessons.error.message}` : null} />
      {lessons.isPending && (
        <Text size="sm" c="dimmed">
          Loading the lessons…
        </Text>
      )}
      {lessons.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          No lessons yet.
        </Text>
      )}
      {list.map((l, i) => (
        <Paper key={l.id} withBorder radius="md" p="sm" data-testid="lesson-row" data-lesson-id={l.id}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {l.position}. {l.title}
              </Text>
              <Group gap={6}>
                {l.published ? (
                  <Badge color="teal" variant="filled" c="dark.9">
                    Published
                  </Badge>
                ) : (
                  <Badge color="gray" variant="light" c="dark.6">
                    Draft
                  </Badge>
                )}
                <Text size="xs" c="dimmed">
                  {formatLength(l.duration_seconds)} · {videoLabel(l)}
                </Text>
              </Group>
            </Stack>
            <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={`Move “${l.title}” up`}
                disabled={!canChange || i === 0 || action.isPending}
                onClick={() =>
                  action.mutate(
                    { kind: 'move-lesson', lessonId: l.id, direction: 'up' },
                    { onError: (e) => notifyError('The lesson was not moved', e) },
                  )
                }
              >
                <IconArrowUp size={16} aria-hidden="true" />
              </ActionIcon>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={`Move “${l.title}” down`}
                disabled={!canChange || i === list.length - 1 || action.isPending}
                onClick={() =>
                  action.mutate(
                    { kind: 'move-lesson', lessonId: l.id, direction: 'down' },
                    { onError: (e) => notifyError('The lesson was not moved', e) },
                  )
                }
              >
                <IconArrowDown size={16} aria-hidden="true" />
              </ActionIcon>
              <Button size="xs" variant="default" disabled={!canChange} onClick={() => setEditing(l)} aria-label={`Edit “${l.title}”`}>
                Edit
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
      <form onSubmit={add}>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            label="New lesson title"
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            maxLength={160}
            disabled={!canChange}
            style={{ flex: '1 1 16rem' }}
          />
          <Button type="submit" disabled={!canChange || !title.trim()} loading={action.isPending && action.variables.kind === 'add-lesson'}>
            Add draft lesson
          </Button>
        </Group>
      </form>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? `Edit “${editing.title}”` : ''}
        size="xl"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {editing && <LessonEditor key={editing.id} lesson={editing} onClose={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}
