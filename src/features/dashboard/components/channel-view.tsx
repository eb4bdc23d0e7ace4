// The main area for one channel: its header, then the upgrade panel or the content of its type.
import { lazy, Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Center, Loader, Stack } from '@mantine/core';
import { type Channel, messagesQuery, ChannelChat, ChannelHeader } from '../../chat/index.ts';
import { PremiumGate } from './premium-gate.tsx';
import type { RenderLesson } from './tutorials-view.tsx';

// A chat channel's code comes with the dashboard; every other kind (the market's, the calendar's, the
// signals') loads when one first opens, through its feature's index.ts (the chart library is the
// dashboard's largest dependency). The sidebar prefetches them on hover.
const views = {
  charts: () => import('../../market/index.ts'),
  tutorials: () => import('./tutorials-view.tsx'),
  watchlist: () => import('../../market/index.ts'),
  calendar: () => import('../../calendar/index.ts'),
  signals: () => import('../../signals/index.ts'),
};
const ChartsView = lazy(() => views.charts().then((m) => ({ default: m.ChartsView })));
const TutorialsView = lazy(() => views.tutorials().then((m) => ({ default: m.TutorialsView })));
const WatchlistView = lazy(() => views.watchlist().then((m) => ({ default: m.WatchlistView })));
const CalendarView = lazy(() => views.calendar().then((m) => ({ default: m.CalendarView })));
const SignalsView = lazy(() => views.signals().then((m) => ({ default: m.SignalsView })));
const AlertsPanel = lazy(() => import('../../market/index.ts').then((m) => ({ default: m.AlertsPanel })));

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
          <TutorialsView channel={channel} onTakeQuiz={onTakeQuiz} renderLesson={renderLesson} />
        </Suspense>
      );
    case 'charts':
      return (
        <Suspense fallback={loading('Loading the chart')}>
          <ChartsView channel={channel} />
        </Suspense>
      );
    case 'watchlist':
      return (
        <Suspense fallback={loading('Loading channel')}>
          <WatchlistView channel={channel} />
        </Suspense>
      );
    case 'calendar':
      return (
        <Suspense fallback={loading('Loading channel')}>
          <CalendarView channel={channel} />
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
