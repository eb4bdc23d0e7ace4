// The scrolling message log: newest at the bottom, kept there as messages arrive while the reader
// is at the bottom; scrolling near the top loads the previous page without jumping.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Box, Loader, Text } from '@mantine/core';
import type { ChatMessage } from '../api/fetch-messages.ts';
import { MessageItem } from './message-item.tsx';

interface Props {
  label: string;
  messages: ChatMessage[];
  loading: boolean;
  hasMore: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  height: number | string;
}

export function MessageList({ label, messages, loading, hasMore, loadingOlder, onLoadOlder, height }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);
  const firstId = messages[0]?.id;

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    if (heightBeforeOlder.current !== null) {
      // An older page went in above: keep the same messages in view.
      el.scrollTop += el.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (atBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [messages, firstId]);

  useEffect(() => {
    if (loadingOlder && box.current) heightBeforeOlder.current = box.current.scrollHeight;
  }, [loadingOlder]);

  const onScroll = () => {
    const el = box.current!;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
    if (el.scrollTop < 80 && hasMore && !loadingOlder) onLoadOlder();
  };

  return (
    <Box ref={box} onScroll={onScroll} data-testid="message-list" role="log" aria-label={label} tabIndex={0} h={height} px="xs" style={{ overflowY: 'auto', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
      {loadingOlder && <Loader size="sm" mx="auto" my="xs" display="block" aria-label="Loading older messages" />}
      {!hasMore && !loading && messages.length > 0 && (
        <Text size="xs" c="dimmed" ta="center" py="xs">
          Start of the channel
        </Text>
      )}
      {loading && <Loader size="sm" mx="auto" my="md" display="block" aria-label="Loading messages" />}
      {!loading && messages.length === 0 && (
        <Text size="sm" c="dimmed" ta="center" py="lg">
          No messages yet.
        </Text>
      )}
      {messages.map((m) => (
        <MessageItem key={m.id} message={m} />
      ))}
    </Box>
  );
}
