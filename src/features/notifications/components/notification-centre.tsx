// The notification centre's popover: the latest 30 (icon per kind, time ago, unread dot), "Mark all
// as read", and the offer of desktop notifications. Loaded with Mantine's Popover when the member first
// reaches for the bell (notification-bell.tsx).
import type { ComponentType, ReactNode } from 'react';
import { Box, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  IconAlertTriangle,
  IconAt,
  IconBellRinging,
  IconCalendarEvent,
  IconChecks,
  IconDiamond,
  IconMessageReply,
  IconNews,
  type IconProps,
} from '@tabler/icons-react';
import { Popover, ScrollArea } from '../../../components/floating.ts';
import type { AppNotification } from '../api/use-notifications.ts';
import { timeAgo } from '../lib/time-ago.ts';
import type { Permission } from './notification-bell.tsx';

const KIND_ICONS: Record<string, { icon: ComponentType<IconProps>; label: string; color: string }> = {
  reply: { icon: IconMessageReply, label: 'Reply', color: 'blue' },
  mention: { icon: IconAt, label: 'Mention', color: 'violet' },
  market_alert: { icon: IconAlertTriangle, label: 'Market alert', color: 'orange' },
  breaking_news: { icon: IconNews, label: 'Breaking news', color: 'red' },
  session_soon: { icon: IconCalendarEvent, label: 'Session reminder', color: 'teal' },
  price_alert: { icon: IconBellRinging, label: 'Price alert', color: 'green' },
  signal: { icon: IconDiamond, label: 'VIP signal', color: 'grape' },
};

interface Props {
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** The bell (notification-bell.tsx). */
  target: ReactNode;
  items: AppNotification[];
  unread: number;
  pending: boolean;
  onOpen: (n: AppNotification) => void;
  onMarkAllRead: () => void;
  permission: Permission;
  onAskPermission: () => void;
}

export function NotificationCentre({
  opened,
  onChange,
  target,
  items,
  unread,
  pending,
  onOpen,
  onMarkAllRead,
  permission,
  onAskPermission,
}: Props) {
  return (
    <Popover opened={opened} onChange={onChange} position="bottom-end" shadow="md" width={360} withinPortal trapFocus returnFocus>
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown p={0} style={{ maxWidth: 'calc(100vw - 16px)' }} role="dialog" aria-label="Notifications">
        <Group justify="space-between" px="sm" py={8} wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <Text fw={700} size="sm">
            Notifications
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconChecks size={14} aria-hidden />}
            disabled={unread === 0}
            onClick={onMarkAllRead}
          >
            Mark all as read
          </Button>
        </Group>
        <ScrollArea.Autosize mah="min(420px, 60vh)" type="auto">
          {items.length === 0 ? (
            <Text size="sm" c="dimmed" p="md" ta="center">
              {pending
                ? 'Loading…'
                : 'Nothing yet. Replies, mentions, alerts, your price alerts and sessions starting soon will show up here.'}
            </Text>
          ) : (
            <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Latest notifications">
              {items.map((n) => (
                <Box component="li" key={n.id}>
                  <NotificationRow n={n} onOpen={() => onOpen(n)} />
                </Box>
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
        <DesktopNotifications permission={permission} onAsk={onAskPermission} />
      </Popover.Dropdown>
    </Popover>
  );
}

function NotificationRow({ n, onOpen }: { n: AppNotification; onOpen: () => void }) {
  const kind = KIND_ICONS[n.kind] ?? KIND_ICONS.mention!;
  const Icon = kind.icon;
  return (
    <UnstyledButton
      onClick={onOpen}
      w="100%"
      px="sm"
      py={8}
      data-testid="notification-item"
      data-unread={n.read_at ? undefined : 'true'}
      style={{ display: 'flex', gap: 10, alignItems: 'flex-start', background: n.read_at ? undefined : 'var(--mantine-color-blue-0)' }}
    >
      <Icon
        size={18}
        stroke={1.8}
        color={`var(--mantine-color-${kind.color}-7)`}
        aria-label={kind.label}
        role="img"
        style={{ flex: 'none', marginTop: 2 }}
      />
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={n.read_at ? 500 : 700} lineClamp={2}>
          {n.title}
        </Text>
        {n.body && (
          <Text size="xs" c="dark.6" lineClamp={2}>
            {n.body}
          </Text>
        )}
        <Text size="xs" c="dark.5">
          <time dateTime={n.created_at}>{timeAgo(n.created_at)}</time>
          {n.read_at ? '' : ' · unread'}
        </Text>
      </Box>
      {!n.read_at && (
        <Box aria-hidden w={8} h={8} mt={6} style={{ flex: 'none', borderRadius: '50%', background: 'var(--mantine-color-blue-7)' }} />
      )}
    </UnstyledButton>
  );
}

function DesktopNotifications({ permission, onAsk }: { permission: Permission; onAsk: () => void }) {
  if (permission === 'unsupported') return null;
  return (
    <Box px="sm" py={8} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      {permission === 'default' ? (
        <Button size="compact-xs" variant="light" onClick={onAsk}>
          Turn on desktop notifications
        </Button>
      ) : (
        <Text size="xs" c="dark.5">
          {permission === 'granted'
            ? 'Desktop notifications are on while this tab is in the background.'
            : 'Desktop notifications are blocked in your browser settings.'}
        </Text>
      )}
    </Box>
  );
}
