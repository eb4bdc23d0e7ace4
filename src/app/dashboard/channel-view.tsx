// The main area for one channel: its header, then the upgrade panel or the content of its type. The
// app composes it from the features that own each kind (the dashboard's tutorials and premium gate,
// the chat, the market's, the calendar's and the signals' views): a view that shows the channel's
// chat beside its own content gets it through `renderChat`, so no feature imports another.
import { lazy, Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Center, Loader, Stack } from '@mantine/core';
import type { Channel } from '../../lib/community/channels.ts';
import type { RenderChat } from '../../lib/community/chat-slot.ts';
import { messagesQuery } from '../../features/chat/api/fetch-messages.ts';
import { ChannelChat } from '../../features/chat/components/channel-chat.tsx';
import { ChannelHeader } from '../../features/chat/components/channel-header.tsx';
import { DEFAULT_CHANNEL } from '../../features/dashboard/lib/default-channel.ts';
import { PremiumGate } from '../../features/dashboard/components/premium-gate.tsx';
import type { RenderLesson } from '../../features/dashboard/components/tutorials-view.tsx';

// A chat channel's code comes with the dashboard; every other kind (the market's, the calendar's, the
// signals') loads when one first opens, through its feature's index.ts (the chart library is the
// dashboard's largest dependency). The sidebar prefetches them on hover.
const views = {
  charts: () => import('../../features/market/index.ts'),
  tutorials: () => import('./tutorials-channel.tsx'),
  watchlist: () => import('../../features/market/index.ts'),
  calendar: () => import('./calendar-channel.tsx'),
  signals: () => import('../../features/signals/index.ts'),
};
const ChartsView = lazy(() => views.charts().then((m) => ({ default: m.ChartsView })));
const TutorialsChannel = lazy(() => views.tutorials().then((m) => ({ default: m.TutorialsChannel })));
const WatchlistView = lazy(() => views.watchlist().then((m) => ({ default: m.WatchlistView })));
const CalendarChannel = lazy(() => views.calendar().then((m) => ({ default: m.CalendarChannel })));
const SignalsView = lazy(() => views.signals().then((m) => ({ default: m.SignalsView })));
const AlertsPanel = lazy(() => import('../../features/market/index.ts').then((m) => ({ default: m.AlertsPanel })));

/** Starts loading the code of a channel type's view (a sidebar link's hover or focus); chat needs none. */
export function preloadChannelView(type: string): void {
  if (type in views) void views[type as keyof typeof views]().catch(() => undefined);
}

/**
 * Gets a channel ready to open, as the pointer or focus reaches its sidebar link, as it is pressed,
 * and at the latest on the click, before the route changes: its view's code and, for a chat channel,
 * its newest messages. Otherwise the read started only once the new view had rendered (its query
 * mounting), 50–170 ms after the click on a loaded machine. A page read in the last few seconds
 * (messagesQuery's staleTime) is not read again.
 */
export function prepareChannel(client: QueryClient, channel: Pick<Channel, 'id' | 'type' | 'can_read'>): void {
  preloadChannelView(channel.type);
  if (channel.can_read && isChat(channel.type)) void client.prefetchInfiniteQuery(messagesQuery(channel.id));
}

const isChat = (type: string) => !(type in views);

/**
 * The channel the dashboard opens on: its newest messages load alongside the account and the channel
 * list, not after them; the default channel is a tutorials channel, whose view's code loads alongside too.
 */
export function prepareOpeningChannel(client: QueryClient, channelId: string): void {
  void client.prefetchInfiniteQuery(messagesQuery(channelId));
  if (channelId === DEFAULT_CHANNEL) preloadChannelView('tutorials');
}

const loading = (label: string) => (
  <Center py="xl">
    <Loader role="status" aria-label={label} />
  </Center>
);

const ALERT_CHANNELS = ['market-alerts', 'breaking-news'];

interface Props {
  channel: Channel;
  onTakeQuiz: (moduleId: number) => void;
  renderLesson?: RenderLesson;
}

function Content({ channel, onTakeQuiz, renderLesson }: Props) {
  const renderChat: RenderChat = (slot) => <ChannelChat channel={channel} {...slot} />;
  // #vip-signals decides what a reader without premium sees itself: the public record and the lock.
  if (channel.type === 'signals') {
    return (
      <Suspense fallback={loading('Loading channel')}>
        <SignalsView channel={channel} />
      </Suspense>
    );
  }
  if (!channel.can_read) return <PremiumGate />;
  switch (channel.type) {
    case 'tutorials':
      return (
        <Suspense fallback={loading('Loading channel')}>
          <TutorialsChannel channel={channel} onTakeQuiz={onTakeQuiz} renderLesson={renderLesson} renderChat={renderChat} />
        </Suspense>
      );
    case 'charts':
      return (
        <Suspense fallback={loading('Loading the chart')}>
          <ChartsView channel={channel} renderChat={renderChat} />
        </Suspense>
      );
    case 'watchlist':
      return (
        <Suspense fallback={loading('Loading channel')}>
          <WatchlistView renderChat={renderChat} />
        </Suspense>
      );
    case 'calendar':
      return (
        <Suspense fallback={loading('Loading channel')}>
          <CalendarChannel channel={channel} renderChat={renderChat} />
        </Suspense>
      );
    default:
      return (
        <Stack gap={0}>
          {ALERT_CHANNELS.includes(channel.id) && (
            <Suspense fallback={null}>
              <AlertsPanel channelId={channel.id} />
            </Suspense>
          )}
          <ChannelChat channel={channel} title="Messages" />
        </Stack>
      );
  }
}

export function ChannelView(props: Props) {
  return (
    <>
      <ChannelHeader channel={props.channel} />
      {/* Keyed by channel, so nothing typed or scrolled in one channel leaks into the next. */}
      <Content key={props.channel.id} {...props} />
    </>
  );
}
