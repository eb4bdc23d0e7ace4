// The main area for one channel: its header, then the upgrade panel or the content of its type.
import { lazy, Suspense } from 'react';
import { Center, Loader, Stack } from '@mantine/core';
import type { Channel } from '../api/fetch-channels.ts';
import { AlertsPanel } from './alerts-panel.tsx';
import { CalendarView } from './calendar-view.tsx';
import { ChannelChat } from './channel-chat.tsx';
import { ChannelHeader } from './channel-header.tsx';
import { PremiumGate } from './premium-gate.tsx';
import { TutorialsView, type RenderLesson } from './tutorials-view.tsx';
import { WatchlistView } from './watchlist-view.tsx';

// The chart library is the dashboard's largest dependency: load it only when a chart channel opens.
const ChartsView = lazy(() => import('./charts-view.tsx').then((m) => ({ default: m.ChartsView })));

const ALERT_CHANNELS = ['market-alerts', 'breaking-news'];

interface Props {
  channel: Channel;
  onTakeQuiz: (moduleId: number) => void;
  renderLesson?: RenderLesson;
}

function Content({ channel, onTakeQuiz, renderLesson }: Props) {
  if (!channel.can_read) return <PremiumGate />;
  switch (channel.type) {
    case 'tutorials':
      return <TutorialsView channel={channel} onTakeQuiz={onTakeQuiz} renderLesson={renderLesson} />;
    case 'charts':
      return (
        <Suspense
          fallback={
            <Center py="xl">
              <Loader aria-label="Loading the chart" />
            </Center>
          }
        >
          <ChartsView channel={channel} />
        </Suspense>
      );
    case 'watchlist':
      return <WatchlistView channel={channel} />;
    case 'calendar':
      return <CalendarView channel={channel} />;
    default:
      return (
        <Stack gap={0}>
          {ALERT_CHANNELS.includes(channel.id) && <AlertsPanel channelId={channel.id} />}
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
