// The open channel's name, description and member count (from channel_overview; it opens the member
// directory for the channel), its pinned
// messages and the message search box.
import { useEffect, useRef } from 'react';
import { Anchor, Badge, Box, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DataIcon } from '../../../components/data-icon.tsx';
import type { Channel } from '../../../lib/community/channels.ts';
import { MessageSearch } from './message-search.tsx';
import { PinnedMessages } from './pinned-messages.tsx';

export function ChannelHeader({ channel }: { channel: Channel }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // After switching channels, focus moves to the new channel's name, as after a page load.
  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [channel.id]);
  return (
    <Stack gap={4} pb="sm" mb="md" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group gap="sm" wrap="wrap">
        <Title order={1} fz="h2" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          <DataIcon name={channel.icon} size="0.9em" /> # {channel.name}
        </Title>
        {channel.access !== 'free' && (
          <Badge
            color={channel.access === 'premium' ? 'grape' : 'blue'}
            variant="light"
            c={channel.access === 'premium' ? 'grape.9' : 'blue.9'}
          >
            {channel.access}
          </Badge>
        )}
        <Group gap="xs" ml={{ base: 0, sm: 'auto' }} wrap="nowrap" w={{ base: '100%', sm: 'auto' }}>
          <PinnedMessages channel={channel} />
          <Box style={{ flex: 1 }}>
            <MessageSearch />
          </Box>
        </Group>
      </Group>
      <Text size="sm">{channel.description}</Text>
      <Anchor
        component={Link}
        to={`/members?channel=${encodeURIComponent(channel.id)}`}
        size="sm"
        c="dimmed"
        data-testid="member-count"
        w="fit-content"
      >
        {channel.member_count.toLocaleString('en-US')} {channel.member_count === 1 ? 'member' : 'members'}
      </Anchor>
    </Stack>
  );
}
