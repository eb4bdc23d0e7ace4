// One chat message: initials avatar, author, badges (VIP for premium authors, ALERT, BOT), time, body.
import { Avatar, Badge, Box, Group, Text } from '@mantine/core';
import { IconRobot } from '@tabler/icons-react';
import type { ChatMessage } from '../api/fetch-messages.ts';
import { formatMessageTime } from '../lib/format-message-time.ts';

export function MessageItem({ message }: { message: ChatMessage }) {
  const bot = message.kind === 'bot';
  const author = message.author_name || (bot ? 'Tradecraft Bot' : 'Member');
  return (
    <Group component="article" data-testid="message" data-message-id={message.id} align="flex-start" wrap="nowrap" gap="sm" py={6} aria-busy={message.pending || undefined}>
      <Avatar radius="xl" color={bot ? 'indigo' : message.kind === 'alert' ? 'red' : 'blue'} variant="filled" aria-hidden>
        {message.author_initials || (bot ? <IconRobot size={20} aria-hidden="true" /> : '?')}
      </Avatar>
      <Box style={{ minWidth: 0, flex: 1 }}>
        <Group gap={6} wrap="wrap">
          <Text fw={700} size="sm">
            {author}
          </Text>
          {bot && <Badge size="xs" color="indigo">BOT</Badge>}
          {message.kind === 'alert' && <Badge size="xs" color="red">ALERT</Badge>}
          {message.author_is_premium && <Badge size="xs" color="grape">VIP</Badge>}
          <Text size="xs" c="dimmed" component="time" dateTime={message.created_at}>
            {message.pending ? 'Sending…' : formatMessageTime(message.created_at)}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="message-body">
          {message.body}
        </Text>
      </Box>
    </Group>
  );
}
