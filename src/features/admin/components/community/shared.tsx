// What the community tabs share: a write reported in the status line, a list's editing state (the
// row in the form, the row to remove), the form's modal, a confirmation modal, a row's edit and remove buttons.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { messageOf, notifyError } from '../../../../lib/notify.ts';
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

/**
 * A list's editing: the row open in the form (`'new'` for a new one, `current` null then), the row
 * whose removal is being confirmed, and the form's refusal. A saved form closes with its message in
 * the status line; a refused one stays open and says why.
 */
export function useRowEditor<Row>(onDone: (message: string) => void) {
  const { run, write } = useWrite(onDone);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  return {
    write,
    formError,
    editing: editing !== null,
    current: editing === 'new' ? null : editing,
    removing,
    edit: (row: Row | 'new') => (setFormError(null), setEditing(row)),
    closeForm: () => setEditing(null),
    save: (w: CommunityWrite, message: string) => {
      setFormError(null);
      write.mutate(w, {
        onSuccess: () => (onDone(message), setEditing(null)),
        onError: (e) => setFormError(messageOf(e)),
      });
    },
    askRemove: (row: Row) => setRemoving(row),
    keep: () => setRemoving(null),
    remove: (w: CommunityWrite, message: string) => run(w, message, () => setRemoving(null)),
  };
}

/** The add/edit form of a list, in a modal. */
export function FormModal({
  opened,
  title,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {children}
    </Modal>
  );
}

/** A list form's Cancel and submit buttons. */
export function FormButtons({ submit, busy, onCancel }: { submit: string; busy: boolean; onCancel: () => void }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={busy}>
        {submit}
      </Button>
    </Group>
  );
}

/** Above a list: how many rows (or that they are loading) and the button that adds one. */
export function ListHeader({ status, add, disabled, onAdd }: { status: string; add: string; disabled: boolean; onAdd: () => void }) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed" aria-live="polite">
        {status}
      </Text>
      <Button leftSection={<IconPlus size={16} aria-hidden="true" />} disabled={disabled} onClick={onAdd}>
        {add}
      </Button>
    </Group>
  );
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
