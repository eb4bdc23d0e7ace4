// The channel's pinned messages behind a pin button in the header (admins pin; everyone reads). The
// popover's code loads when the member first points at, focuses or presses the button.
import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconPin } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { Channel } from '../../../lib/community/channels.ts';
import { usePins } from '../api/use-pins.ts';
import { MessageItem } from './message-item.tsx';
import { useFloatingButton } from '../../../lib/lazy-module.ts';

export function PinnedMessages({ channel }: { channel: Channel }) {
  const pins = usePins(channel.id, channel.can_read);
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  const count = pins.data?.length ?? 0;
  const [floating, buttonRef, button] = useFloatingButton<HTMLButtonElement>();
  if (!channel.can_read) return null;
  const target = (
    <Button
      ref={buttonRef}
      variant="default"
      size="xs"
      leftSection={<IconPin size={14} aria-hidden="true" />}
      onPointerEnter={button.onPointerEnter}
      onFocus={button.onFocus}
      onClick={() => {
        button.arm();
        setOpened((o) => !o);
      }}
      aria-label={`Pinned messages: ${count}`}
    >
      {count}
    </Button>
  );
  if (!floating) return target;
  const { Popover, ScrollArea } = floating;
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width="min(420px, 92vw)" shadow="md" withinPortal>
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown>
        <Text fw={700} size="sm" mb="xs">
          Pinned in #{channel.name}
        </Text>
        {count === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing pinned yet. Admins pin the messages worth keeping in view.
          </Text>
        ) : (
          <ScrollArea.Autosize mah={360} type="auto">
            <Stack gap={0}>
              {pins.data?.map((m) => (
                <div
                  key={m.id}
                  role="button"
                  tabIndex={0}
                  style={{ cursor: 'pointer' }}
                  onClick={() => (setOpened(false), void navigate(`/dashboard/${channel.id}?message=${m.id}`))}
                  onKeyDown={(e) => e.key === 'Enter' && (setOpened(false), void navigate(`/dashboard/${channel.id}?message=${m.id}`))}
                >
                  <MessageItem message={m} />
                </div>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
