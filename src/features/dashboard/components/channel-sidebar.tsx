// The channel list: four groups (BASICS and the open channel's group open, the rest closed at first),
// each toggled by its heading; channels the plan cannot read are shown but disabled. 'Online Now' sits
// at the bottom.
import { useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Badge, Box, NavLink, Text, UnstyledButton } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DataIcon } from '../../../components/data-icon.tsx';
import type { Channel } from '../../../lib/community/channels.ts';
import type { ChannelUnread } from '../../../lib/community/unread.ts';
import type { OnlineMember } from '../api/use-online-members.ts';
import { OnlineNowList } from './online-now-list.tsx';

const GROUPS = [
  { name: 'BASICS', label: '#BASICS' },
  { name: 'MARKET DISCUSSION', label: 'MARKET DISCUSSION' },
  { name: 'LIVE UPDATES', label: 'LIVE UPDATES' },
  { name: 'PREMIUM', label: 'PREMIUM' },
];

/** Gets a channel ready to open (its view's code, its newest messages); supplied by the app. */
export type PrepareChannel = (client: QueryClient, channel: Channel) => void;

interface Props {
  channels: Channel[];
  activeId: string;
  members: OnlineMember[];
  onNavigate: () => void;
  prepareChannel: PrepareChannel;
  /** Unread messages per channel id (the open channel counts as read). */
  unread?: Record<string, ChannelUnread>;
}

function ChannelLink({
  channel,
  active,
  onNavigate,
  prepareChannel,
  unread = 0,
}: {
  channel: Channel;
  active: boolean;
  onNavigate: () => void;
  prepareChannel: PrepareChannel;
  unread?: number;
}) {
  const client = useQueryClient();
  const label = `# ${channel.name}`;
  // #vip-signals opens for everyone: a free learner sees its public track record and the locked feed.
  if (!channel.can_read && channel.type !== 'signals') {
    // NavLink only styles `disabled`; the button itself must be disabled for keyboards and readers.
    return (
      <NavLink
        disabled
        label={label}
        leftSection={<IconLock size={18} stroke={1.75} aria-hidden="true" />}
        description="Premium only"
        c="gray.8"
        renderRoot={(props) => <button type="button" {...props} disabled />}
      />
    );
  }
  return (
    <NavLink
      component={Link}
      to={`/dashboard/${channel.id}`}
      // A channel's view code (tutorials, charts, …) and a chat's messages start loading as the
      // pointer or focus reaches its link, or it is pressed; at the latest on the click, before the
      // route changes (a link clicked without a hover: a keyboard's Enter, a test).
      onClick={() => {
        if (!active) prepareChannel(client, channel);
        onNavigate();
      }}
      onPointerEnter={() => prepareChannel(client, channel)}
      onPointerDown={() => prepareChannel(client, channel)}
      onFocus={() => prepareChannel(client, channel)}
      active={active}
      aria-current={active ? 'page' : undefined}
      label={
        unread > 0 ? (
          <Text span fw={700} size="sm">
            {label}
          </Text>
        ) : (
          label
        )
      }
      aria-label={unread > 0 ? `${label}, ${unread} unread` : undefined}
      leftSection={<DataIcon name={channel.icon} />}
      rightSection={
        unread > 0 ? (
          <Badge size="sm" color="red.9" variant="filled" circle={unread < 10} data-testid={`unread-${channel.id}`} aria-hidden>
            {/* A space first: the name's words in the order seen, "# general 3" (the badge's own
                leading space is not drawn). */}{' '}
            {unread > 99 ? '99+' : unread}
          </Badge>
        ) : undefined
      }
      variant="filled"
    />
  );
}

export function ChannelSidebar({ channels, activeId, members, onNavigate, prepareChannel, unread }: Props) {
  // BASICS starts open, and so does the group holding the open channel — also after the channel
  // changes by URL (a link, Back) — so the current channel is always in view; each stays toggleable.
  const activeGroup = channels.find((c) => c.id === activeId)?.group_name;
  const [open, setOpen] = useState<Record<string, boolean>>(() => ({ BASICS: true, ...(activeGroup && { [activeGroup]: true }) }));
  const [openedFor, setOpenedFor] = useState(activeGroup);
  if (activeGroup !== openedFor) {
    setOpenedFor(activeGroup);
    if (activeGroup) setOpen((o) => ({ ...o, [activeGroup]: true }));
  }
  return (
    <>
      {/* The browser's own scrolling: Mantine's ScrollArea would bring floating-ui into the first channel's code. */}
      <Box aria-label="Channels" p="xs" style={{ flexGrow: 1, overflowY: 'auto' }}>
        {GROUPS.map((g) => {
          const expanded = !!open[g.name];
          const listId = `channel-group-${g.name.replace(/\s+/g, '-').toLowerCase()}`;
          return (
            <Box key={g.name} mb="xs">
              <UnstyledButton
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={() => setOpen((o) => ({ ...o, [g.name]: !expanded }))}
                w="100%"
                px="xs"
                py={6}
              >
                <Text size="xs" fw={700} c="gray.8">
                  <span aria-hidden>{expanded ? '▾' : '▸'} </span>
                  {g.label}
                </Text>
              </UnstyledButton>
              {expanded && (
                <Box id={listId} role="group" aria-label={g.label}>
                  {channels
                    .filter((c) => c.group_name === g.name)
                    .map((c) => (
                      <ChannelLink
                        key={c.id}
                        channel={c}
                        active={c.id === activeId}
                        onNavigate={onNavigate}
                        prepareChannel={prepareChannel}
                        unread={c.id === activeId ? 0 : unread?.[c.id]?.unread}
                      />
                    ))}
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
      <Box p="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <OnlineNowList members={members} />
      </Box>
    </>
  );
}
