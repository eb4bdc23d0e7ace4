// The top bar: sidebar toggles, product title, live members-online count, notifications, profile and Sign Out.
import type { ReactNode } from 'react';
import { Box, Burger, Button, Group, Text } from '@mantine/core';
import { UP_COLOR } from '../../../lib/sign-colors.ts';
import { ProfileMenu } from './profile-menu.tsx';

interface Props {
  mobileOpened: boolean;
  desktopOpened: boolean;
  onToggleMobile: () => void;
  onToggleDesktop: () => void;
  onlineCount: number;
  userId: string;
  onSignOut: () => void;
  /** The notification bell (the notifications feature's; supplied by the app). */
  renderBell?: (userId: string) => ReactNode;
}

export function DashboardHeader({
  mobileOpened,
  desktopOpened,
  onToggleMobile,
  onToggleDesktop,
  onlineCount,
  userId,
  onSignOut,
  renderBell,
}: Props) {
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap={6}>
      <Group gap={6} wrap="nowrap">
        <Burger
          opened={mobileOpened}
          onClick={onToggleMobile}
          hiddenFrom="sm"
          size="sm"
          aria-label="Channels"
          aria-expanded={mobileOpened}
          aria-controls="channel-sidebar"
        />
        <Burger
          opened={desktopOpened}
          onClick={onToggleDesktop}
          visibleFrom="sm"
          size="sm"
          aria-label="Channels"
          aria-expanded={desktopOpened}
          aria-controls="channel-sidebar"
        />
        <Text component="span" fw={800} fz={{ base: 'md', sm: 'lg' }} c="dark.8">
          Tradecraft
        </Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        <Text
          size="sm"
          c={UP_COLOR}
          fw={600}
          data-testid="members-online"
          data-count={onlineCount}
          aria-live="polite"
          style={{ whiteSpace: 'nowrap' }}
        >
          {onlineCount}{' '}
          <Box component="span" visibleFrom="sm">
            {onlineCount === 1 ? 'member' : 'members'}{' '}
          </Box>
          online
        </Text>
        {userId && renderBell?.(userId)}
        <ProfileMenu />
        <Button size="xs" px={{ base: 8, sm: 14 }} variant="default" onClick={onSignOut}>
          Sign Out
        </Button>
      </Group>
    </Group>
  );
}
