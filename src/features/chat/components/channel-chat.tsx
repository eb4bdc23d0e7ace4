// A channel's conversation: the live message list (a "New" line at the reader's last read position,
// a search result brought into view), the composer under the posting rule with @mention autocomplete,
// and the thread pane. The open thread and a focused message live in the URL (?thread=, ?message=),
// so Back closes a thread and a search result is a link. Reading the channel moves the member's read
// position to its newest message.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Anchor, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useAccount } from '../../../lib/account/use-account.ts';
import type { Channel } from '../../../lib/community/channels.ts';
import { dashboardKeys } from '../../../lib/query/dashboard-keys.ts';
import { useChannelMessages } from '../api/use-channel-messages.ts';
import { muteText, useMyMute } from '../api/use-my-mutes.ts';
import { useMarkRead, type ChannelUnread } from '../../../lib/community/unread.ts';
import { FREEMIUM_TEXT, postingBlockedText } from '../../../lib/community/posting-rule.ts';
import { MessageComposer } from './message-composer.tsx';
import { MessageList } from './message-list.tsx';
import type { MessageContext } from './message-item.tsx';
import { useIsAdmin } from '../../../lib/account/fetch-is-admin.ts';

// The thread pane (a drawer) loads when a thread first opens, and stays mounted after, so it closes
// with its transition as before.
const loadThreadPane = () => import('./thread-pane.tsx');
const prepareThread = () => void loadThreadPane().catch(() => undefined);
const ThreadPane = lazy(() => loadThreadPane().then((m) => ({ default: m.ThreadPane })));

interface Props {
  channel: Channel;
  title: string;
  /** Overrides the posting rule, e.g. a calendar's live chat that opens only during a session. */
  closedText?: string;
  height?: number | string;
  renderAttachment?: MessageContext['renderAttachment'];
}

const idParam = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

export function ChannelChat({ channel, title, closedText, height = 'max(260px, calc(100dvh - 340px))', renderAttachment }: Props) {
  // The dashboard keeps the plan live; this reads it from the cache (no Realtime join per channel).
  const { profile, isPremium } = useAccount({ live: false });
  const userId = profile?.id ?? '';
  const chat = useChannelMessages(channel.id, channel.can_read, { profile, isPremium });
  const isAdmin = useIsAdmin(userId).data ?? false;
  const [params, setParams] = useSearchParams();
  const threadId = idParam(params.get('thread'));
  const focusId = idParam(params.get('message'));
  const headingId = `chat-title-${channel.id}`;
  const mute = useMyMute(userId, channel.id);
  const disabledText = closedText ?? (mute ? muteText(mute) : postingBlockedText(channel));

  // The read position as it was when the channel opened: the "New" line stays put while reading.
  const client = useQueryClient();
  const [unreadSince] = useState(
    () => client.getQueryData<Record<string, ChannelUnread>>(dashboardKeys.unread(userId))?.[channel.id]?.lastReadAt ?? null,
  );
  const markRead = useMarkRead(userId);
  const newest = chat.messages.findLast((m) => !m.pending)?.created_at;
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!newest || !userId || newest === marked.current) return;
    const timer = setTimeout(() => {
      marked.current = newest;
      markRead.mutate({ channelId: channel.id, readAt: newest });
    }, 400);
    return () => clearTimeout(timer);
  }, [newest, userId, channel.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const [threadOpened, setThreadOpened] = useState(threadId !== null);
  if (threadId !== null && !threadOpened) setThreadOpened(true);
  const openThread = useCallback((m: { id: number }) => setParams({ thread: String(m.id) }), [setParams]);
  const canPost = disabledText === null;
  const ctx: MessageContext = useMemo(
    () => ({ userId, isAdmin, canPost, onOpenThread: openThread, onPrepareThread: prepareThread, renderAttachment }),
    [userId, isAdmin, canPost, openThread, renderAttachment],
  );
  const loadOlder = useCallback(() => void chat.loadOlder(), [chat.loadOlder]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <section aria-labelledby={headingId}>
      <Title order={2} fz="h4" id={headingId} mb="xs">
        {title}
      </Title>
      <MessageList
        label={`Messages in #${channel.name}`}
        messages={chat.messages}
        loading={chat.loading}
        hasMore={chat.hasMore}
        loadingOlder={chat.loadingOlder}
        onLoadOlder={loadOlder}
        height={height}
        ctx={ctx}
        unreadSince={unreadSince}
        focusId={threadId === null ? focusId : null}
      />
      <MessageComposer
        label={`Message #${channel.name}`}
        placeholder={`Message #${channel.name}`}
        disabledText={disabledText}
        onSend={chat.send}
        mentionChannelId={disabledText === null ? channel.id : undefined}
      />
      {mute && (
        <Text size="sm" mt={6} data-testid="mute-notice">
          {muteText(mute)}. Reason: {mute.reason}
        </Text>
      )}
      {disabledText === FREEMIUM_TEXT && (
        <Text size="sm" mt={6}>
          <Anchor component={Link} to="/checkout">
            Upgrade to Premium
          </Anchor>{' '}
          to post in #{channel.name}.
        </Text>
      )}
      {threadOpened && (
        <Suspense fallback={null}>
          <ThreadPane channel={channel} parentId={threadId} ctx={ctx} focusId={focusId} onClose={() => setParams({})} />
        </Suspense>
      )}
    </section>
  );
}
