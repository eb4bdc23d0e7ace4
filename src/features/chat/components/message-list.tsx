// The scrolling message log: newest at the bottom, kept there as messages arrive while the reader
// is at the bottom; scrolling near the top loads the previous page without jumping.
// A channel's first page shows its newest messages first (what fills the view at the bottom) and
// the rest of the page a frame later: the first paint after opening a channel renders a third of
// the rows (measured: the React/Mantine render of 50 rows was most of a channel switch).
import { Fragment, startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Box, Divider, Loader, Text } from '@mantine/core';
import type { ChatMessage } from '../api/fetch-messages.ts';
import { MessageItem, type MessageContext } from './message-item.tsx';

interface Props {
  label: string;
  messages: ChatMessage[];
  loading: boolean;
  hasMore: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  height: number | string;
  ctx?: MessageContext;
  /** The reader's read position when the channel opened: a "New" line goes above the first later message. */
  unreadSince?: string | null;
  /** A message to bring into view and highlight (a search result); older pages load until it is found. */
  focusId?: number | null;
}

/** Rows in the first render of a list: more than a tall screen shows of short messages. */
export const FIRST_ROWS = 16;

export function MessageList({ label, messages, loading, hasMore, loadingOlder, onLoadOlder, height, ctx, unreadSince, focusId }: Props) {
  const box = useRef<HTMLDivElement>(null);
  // Until the first messages are on screen, only the newest FIRST_ROWS render; the rest follow
  // after the next paint (and at once when a message is to be brought into view).
  const [allRows, setAllRows] = useState(false);
  const partial = !allRows && focusId == null && messages.length > FIRST_ROWS;
  const shown = partial ? messages.slice(-FIRST_ROWS) : messages;
  const atBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);
  const firstId = shown[0]?.id;
  useEffect(() => {
    if (!partial) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        // Scrolled up meanwhile: the rows going in above keep the same messages in view.
        if (!atBottom.current && box.current) heightBeforeOlder.current = box.current.scrollHeight;
        startTransition(() => setAllRows(true));
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [partial]);

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

  const focusShown = focusId != null && messages.some((m) => m.id === focusId);
  useEffect(() => {
    if (focusId == null || loading) return;
    if (focusShown) {
      box.current?.querySelector(`[data-message-id="${focusId}"]`)?.scrollIntoView({ block: 'center' });
      atBottom.current = false;
    } else if (hasMore && !loadingOlder) {
      onLoadOlder();
    }
  }, [focusId, focusShown, loading, hasMore, loadingOlder, onLoadOlder]);

  const firstUnread = unreadSince
    ? messages.find((m) => !m.pending && m.author_id !== ctx?.userId && Date.parse(m.created_at) > Date.parse(unreadSince))?.id
    : undefined;

  const onScroll = () => {
    const el = box.current!;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
    // Near the top of a partly rendered page is not the top of the page: the rest is coming.
    if (el.scrollTop < 80 && hasMore && !loadingOlder && !partial) onLoadOlder();
  };

  return (
    <Box
      ref={box}
      onScroll={onScroll}
      data-testid="message-list"
      role="log"
      aria-label={label}
      tabIndex={0}
      h={height}
      px="xs"
      style={{ overflowY: 'auto', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
    >
      {loadingOlder && <Loader size="sm" mx="auto" my="xs" display="block" role="status" aria-label="Loading older messages" />}
      {!hasMore && !loading && !partial && messages.length > 0 && (
        <Text size="xs" c="dimmed" ta="center" py="xs">
          Start of the channel
        </Text>
      )}
      {loading && <Loader size="sm" mx="auto" my="md" display="block" role="status" aria-label="Loading messages" />}
      {!loading && messages.length === 0 && (
        <Text size="sm" c="dimmed" ta="center" py="lg">
          No messages yet.
        </Text>
      )}
      {shown.map((m) => (
        <Fragment key={m.id}>
          {m.id === firstUnread && (
            <Divider
              color="red.6"
              label={
                <Text size="xs" c="red.9" fw={700}>
                  New
                </Text>
              }
              labelPosition="right"
              my={4}
              data-testid="unread-marker"
            />
          )}
          <MessageItem message={m} ctx={ctx} highlighted={m.id === focusId} />
        </Fragment>
      ))}
    </Box>
  );
}
