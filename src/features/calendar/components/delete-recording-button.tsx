// "Delete" beside a recording, for its session's host and admins (the database decides; this only
// decides what to show), with a confirmation.
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useDeleteSessionRecording, type RecordingToDelete } from '../api/delete-session-recording.ts';

export function DeleteRecordingButton({ recording, title }: { recording: RecordingToDelete; title: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteSessionRecording();
  return (
    <>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={14} aria-hidden />}
        onClick={() => setOpen(true)}
        aria-label={`Delete the recording of ${title}`}
      >
        Delete
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Delete this recording?" closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack gap="md">
          <Text size="sm">The recording of “{title}” and its chart replay are removed for every member. This cannot be undone.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate(recording, { onSuccess: () => setOpen(false) })}>
              Delete recording
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
