// The community dashboard (Discord-style): header with live presence, the channel sidebar (a drawer
// behind a burger on phones), and the open channel from the URL (/dashboard/<id>, basics by default).
import { useEffect, useState, type ReactNode } from 'react';
import { AppShell, Center, Loader, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Navigate, useParams } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useChannels } from './api/fetch-channels.ts';
import { prefetchMessages } from './api/prefetch-messages.ts';
import { useOnlineMembers } from './api/use-online-members.ts';
import { ChannelSidebar } from './components/channel-sidebar.tsx';
import { ChannelView } from './components/channel-view.tsx';
import { DashboardHeader } from './components/dashboard-header.tsx';

const DEFAULT_CHANNEL = 'basics';

export interface DashboardPageProps {
  /** The quiz for a module, supplied by the app (features do not import each other). */
  renderQuiz?: (moduleId: number, close: () => void) => ReactNode;
}

export default function DashboardPage({ renderQuiz }: DashboardPageProps) {
  const { channelId = DEFAULT_CHANNEL } = useParams();
  const { user, plan, signOut } = useAuth();
  const userId = user?.id ?? '';
  // The opening channel's messages load alongside the channel list, not after it.
  useEffect(() => prefetchMessages(channelId), []); // eslint-disable-line react-hooks/exhaustive-deps
  const channels = useChannels(userId, plan);
  const members = useOnlineMembers(userId);
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  const [quizModule, setQuizModule] = useState<number | null>(null);
  // A collapsed navbar is only moved off-screen by AppShell; make it unreachable as well.
  const wide = useMediaQuery('(min-width: 48em)');
  const navHidden = wide ? !desktopOpened : !mobileOpened;

  const list = channels.status === 'ready' ? channels.data : [];
  const channel = list.find((c) => c.id === channelId);
  usePageTitle(`#${channel?.name ?? channelId} — Tradecraft`);
  const closeMobile = mobile.close;
  // Picking a channel (or Back) closes the phone drawer.
  useEffect(() => closeMobile(), [channelId]); // eslint-disable-line react-hooks/exhaustive-deps

  if (channels.status === 'ready' && !channel && channelId !== DEFAULT_CHANNEL) return <Navigate to={`/dashboard/${DEFAULT_CHANNEL}`} replace />;

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 270, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }} padding="md">
      <AppShell.Header>
        <DashboardHeader
          mobileOpened={mobileOpened}
          desktopOpened={desktopOpened}
          onToggleMobile={mobile.toggle}
          onToggleDesktop={desktop.toggle}
          onlineCount={members.length}
          onSignOut={() => void signOut()}
        />
      </AppShell.Header>
      <AppShell.Navbar id="channel-sidebar" aria-label="Channels" inert={navHidden} style={navHidden ? { visibility: 'hidden' } : undefined}>
        <ChannelSidebar channels={list} activeId={channel?.id ?? channelId} members={members} onNavigate={mobile.close} />
      </AppShell.Navbar>
      <AppShell.Main>
        {channel ? (
          <ChannelView channel={channel} onTakeQuiz={setQuizModule} />
        ) : channels.status === 'error' ? (
          <Text c="red.9" role="alert">
            The channels could not be loaded: {channels.message}
          </Text>
        ) : (
          <Center py="xl">
            <Loader aria-label="Loading channel" />
          </Center>
        )}
      </AppShell.Main>
      {quizModule !== null &&
        renderQuiz?.(quizModule, () => setQuizModule(null))}
    </AppShell>
  );
}
