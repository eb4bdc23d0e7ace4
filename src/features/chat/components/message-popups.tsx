// A message's popups, loaded when the pointer first reaches a message or a member first focuses one of
// its buttons, and drawn once the button is pressed or reached from the keyboard (message-item.tsx): the actions menu, the reaction picker and the
// reactions' tooltips. They are what brings Mantine's Menu, Popover and Tooltip (floating-ui) into a
// channel, none of which its first render needs.
import type { RefObject } from 'react';
import { ActionIcon, Group, Menu, Popover, Tooltip } from '@mantine/core';
import {
  IconCheck,
  IconDots,
  IconFlag,
  IconMessageReply,
  IconMoodPlus,
  IconPencil,
  IconPin,
  IconPinnedOff,
  IconTrash,
} from '@tabler/icons-react';
import type { ChatMessage, ReactionKind } from '../api/fetch-messages.ts';
import { REACTIONS } from '../lib/reactions.ts';

export interface ActionsMenuProps {
  message: ChatMessage;
  /** The button's ref (it keeps the focus the plain one had). */
  target: RefObject<HTMLButtonElement | null>;
  defaultOpened: boolean;
  canReply: boolean;
  own: boolean;
  canPin: boolean;
  canDelete: boolean;
  canReport: boolean;
  onPrepareThread?: () => void;
  onReply: () => void;
  onEdit: () => void;
  onPin: () => void;
  onDelete: () => void;
  onReport: () => void;
}

export function ActionsMenu({
  message,
  target,
  defaultOpened,
  canReply,
  own,
  canPin,
  canDelete,
  canReport,
  onPrepareThread,
  onReply,
  onEdit,
  onPin,
  onDelete,
  onReport,
}: ActionsMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md" defaultOpened={defaultOpened}>
      <Menu.Target>
        <ActionIcon
          ref={target}
          variant="subtle"
          color="gray"
          size="sm"
          aria-label="Message actions"
          onMouseEnter={canReply ? onPrepareThread : undefined}
          onFocus={canReply ? onPrepareThread : undefined}
        >
          <IconDots size={16} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {canReply && (
          <Menu.Item leftSection={<IconMessageReply size={16} />} onClick={onReply}>
            Reply in thread
          </Menu.Item>
        )}
        {own && (
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
            Edit
          </Menu.Item>
        )}
        {canPin && (
          <Menu.Item leftSection={message.pinned_at ? <IconPinnedOff size={16} /> : <IconPin size={16} />} onClick={onPin}>
            {message.pinned_at ? 'Unpin' : 'Pin to channel'}
          </Menu.Item>
        )}
        {canDelete && (
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
            Delete
          </Menu.Item>
        )}
        {canReport &&
          (message.reported_by_me ? (
            <Menu.Item leftSection={<IconCheck size={16} />} disabled>
              Reported
            </Menu.Item>
          ) : (
            <Menu.Item leftSection={<IconFlag size={16} />} onClick={onReport}>
              Report message
            </Menu.Item>
          ))}
      </Menu.Dropdown>
    </Menu>
  );
}

export function ReactionPicker({
  target,
  opened,
  onChange,
  onPick,
}: {
  target: RefObject<HTMLButtonElement | null>;
  opened: boolean;
  onChange: (opened: boolean) => void;
  onPick: (reaction: ReactionKind) => void;
}) {
  return (
    <Popover opened={opened} onChange={onChange} position="top-start" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon
          ref={target}
          variant="subtle"
          color="gray"
          size="sm"
          radius="xl"
          aria-label="Add a reaction"
          onClick={() => onChange(!opened)}
        >
          <IconMoodPlus size={16} aria-hidden="true" />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={4}>
        <Group gap={2}>
          {REACTIONS.map((r) => (
            <Tooltip key={r.kind} label={r.label} withArrow>
              <ActionIcon
                variant="subtle"
                color={r.color}
                size="lg"
                aria-label={r.label}
                onClick={() => {
                  onChange(false);
                  onPick(r.kind);
                }}
              >
                <r.icon size={20} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          ))}
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}

/** Who reacted, on hover: attached beside the button (by `target`), so it never remounts the button. */
export function ReactionTooltip({ target, label }: { target: RefObject<HTMLButtonElement | null>; label: string }) {
  return <Tooltip target={target} label={label} withArrow openDelay={300} />;
}
