// What the community tabs share: a write reported in the status line, a confirmation modal, a row's edit and remove buttons.
import { Button, Group, Modal, Stack } from '@mantine/core';
import { type ReactNode } from 'react';
import { notifyError } from '../../../../lib/notify.ts';
import { useCommunityWrite, type CommunityWrite } from '../../api/community.ts';

/** Runs a write; reports success in the status line and a refusal as members-page.tsx does. */
export function useWrite(onDone: (message: string) => void) {
  const write = useCommunityWrite();
  const run = (w: CommunityWrite, message: string, after?: () => void) =>
    write.mutate(w, {
      onSuccess: () => (onDone(message), after?.()),
      onError: (e) => notifyError('The change was refused', e),
    });
  return { run, write };
}

export function ConfirmModal({
  opened,
  title,
  children,
  confirm,
  busy,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirm: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep it
          </Button>
          <Button color="red" loading={busy} onClick={onConfirm}>
            {confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function RowActions({
  label,
  disabled,
  onEdit,
  onRemove,
  removeLabel,
}: {
  label: string;
  disabled: boolean;
  onEdit: () => void;
  onRemove: () => void;
  removeLabel: string;
}) {
  return (
    <Group gap="xs">
      <Button variant="default" size="compact-sm" disabled={disabled} onClick={onEdit} aria-label={`Edit ${label}`}>
        Edit
      </Button>
      <Button
        variant="subtle"
        color="red"
        c="red.9"
        size="compact-sm"
        disabled={disabled}
        onClick={onRemove}
        aria-label={`${removeLabel} ${label}`}
      >
        {removeLabel}
      </Button>
    </Group>
  );
}
