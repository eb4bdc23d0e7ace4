// The notification centre in the header: a bell with the unread count, and a popover with the latest
// 30 (notification-centre.tsx, loaded with Mantine's Popover when the member first points at, focuses
// or presses the bell). Clicking one marks it read and opens its link; "Mark all as read" clears the
// count. New ones arrive live. Desktop notifications are offered inside the popover only (never asked
// for on load) and shown only while the tab is hidden.
import { useState } from 'react';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useMarkNotificationsRead, useNotifications, type AppNotification } from '../api/use-notifications.ts';
import { lazyModule, useArmedButton } from '../../../lib/lazy-module.ts';

const useCentre = lazyModule(() => import('./notification-centre.tsx'));

export type Permission = NotificationPermission | 'unsupported';

function currentPermission(): Permission {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification.permission : 'unsupported';
}

export function NotificationBell({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [permission, setPermission] = useState<Permission>(currentPermission);
  const centre = useNotifications(userId, {
    onArrive: (n) => {
      if (currentPermission() !== 'granted' || !document.hidden) return;
      const shown = new window.Notification(n.title, { body: n.body, tag: `tradecraft-${n.id}` });
      shown.onclick = () => {
        window.focus();
        open(n);
        shown.close();
      };
    },
  });
  const markRead = useMarkNotificationsRead(userId);
  const items = centre.data?.items ?? [];
  const unread = centre.data?.unread ?? 0;

  function open(n: AppNotification) {
    if (!n.read_at) markRead.mutate([n.id]);
    setOpened(false);
    void navigate(n.link);
  }

  const [loaded, bellRef, bell] = useArmedButton<typeof import('./notification-centre.tsx'), HTMLButtonElement>(useCentre);
  const target = (
    <ActionIcon
      ref={bellRef}
      variant="subtle"
      color="dark"
      size="md"
      onPointerEnter={bell.onPointerEnter}
      onFocus={bell.onFocus}
      onClick={() => {
        bell.arm();
        setOpened((o) => !o);
      }}
      aria-label={unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`}
      data-testid="notification-bell"
      data-count={unread}
    >
      <IconBell size={19} stroke={1.8} aria-hidden />
    </ActionIcon>
  );
  const indicator = { label: unread > 99 ? '99+' : unread, disabled: unread === 0, size: 18, color: 'red', offset: 4, zIndex: 2 };
  if (!loaded) return <Indicator {...indicator}>{target}</Indicator>;
  return (
    <Indicator {...indicator}>
      <loaded.NotificationCentre
        opened={opened}
        onChange={setOpened}
        target={target}
        items={items}
        unread={unread}
        pending={centre.isPending}
        onOpen={open}
        onMarkAllRead={() => markRead.mutate(null)}
        permission={permission}
        onAskPermission={() => void window.Notification.requestPermission().then(setPermission)}
      />
    </Indicator>
  );
}
