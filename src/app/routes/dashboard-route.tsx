// The dashboard route composes the features: the community dashboard (the shell), each channel's
// content (src/app/dashboard/channel-view.tsx: the chat, the market's, calendar's and signals' views),
// the notification bell, the lessons inside its tutorials channels, the training quiz, which the dashboard opens from its 'Take Quiz' buttons,
// billing's notices (checkout confirmation, past-due banner), and what the tutorials show under the
// selected module (downloadable resources, chart exercises). (Features do not import each other; the app does.)
// Only what a chat channel needs loads with the route: the lesson pane (player, Markdown notes), the
// module's extras (chart exercises with the chart library, resources) and the quiz load when a
// tutorials channel or a quiz first opens, so they do not delay the first message list.
// The public pages load only the Mantine styles they use (src/app/public-styles.ts); this page uses more.
import '@mantine/core/styles.layer.css';
import { lazy, Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Skeleton } from '@mantine/core';
import { useParams } from 'react-router';
import { BillingNotices } from '../../features/billing/components/billing-notices.tsx';
import { CommunityDashboard } from '../../features/dashboard/components/community-dashboard.tsx';
import type { RenderLesson } from '../../features/dashboard/components/tutorials-view.tsx';
import { DEFAULT_CHANNEL } from '../../features/dashboard/lib/default-channel.ts';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { ModuleExtrasProvider } from '../../components/module-extras.tsx';
import { ChannelView, prepareChannel, prepareOpeningChannel } from '../dashboard/channel-view.tsx';
import { readDashboardEarly } from '../dashboard/early-reads.ts';
import { readEarly } from '../../lib/query/early-reads.ts';

// Opened at /dashboard…, the app starts the first channel's reads with the member's profile and plan.
readEarly(readDashboardEarly);

const QuizModal = lazy(() => import('../../features/training/components/quiz-modal.tsx').then((m) => ({ default: m.QuizModal })));
const LessonPane = lazy(() => import('../../features/lessons/components/lesson-pane.tsx').then((m) => ({ default: m.LessonPane })));
const ModuleLearningExtras = lazy(() => import('../module-learning-extras.tsx').then((m) => ({ default: m.ModuleLearningExtras })));

const renderModuleExtras = (moduleId: number) => (
  <Suspense fallback={null}>
    <ModuleLearningExtras moduleId={moduleId} />
  </Suspense>
);

const renderLesson: RenderLesson = (slot) => (
  // The pane's own placeholder while its lessons load, so its code loading shows the same box.
  <Suspense fallback={<Skeleton h={320} maw={860} radius="md" role="status" aria-label="Loading the lesson" />}>
    <LessonPane {...slot} />
  </Suspense>
);

const renderBell = (userId: string) => <NotificationBell userId={userId} />;

export default function DashboardRoute() {
  const queryClient = useQueryClient();
  const { channelId = DEFAULT_CHANNEL } = useParams();
  useEffect(() => prepareOpeningChannel(queryClient, channelId), []); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <ModuleExtrasProvider value={renderModuleExtras}>
      <CommunityDashboard
        notice={<BillingNotices />}
        renderChannel={(channel, onTakeQuiz) => <ChannelView channel={channel} onTakeQuiz={onTakeQuiz} renderLesson={renderLesson} />}
        prepareChannel={prepareChannel}
        renderBell={renderBell}
        renderQuiz={(moduleId, close) => (
          <Suspense fallback={null}>
            <QuizModal moduleId={moduleId} onClose={close} />
          </Suspense>
        )}
      />
    </ModuleExtrasProvider>
  );
}
