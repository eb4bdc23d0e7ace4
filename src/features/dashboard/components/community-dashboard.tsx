// The community dashboard (Discord-style): header with live presence, the channel sidebar (a drawer
// behind a burger on phones), and the open channel from the URL (/dashboard/<id>, basics by default).
import { useEffect, useState, type ReactNode } from 'react';
import { Box, Center, Loader } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Navigate, useParams } from 'react-router';
import { useAccount } from '../../../lib/account/use-account.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useChannels, type Channel } from '../../../lib/community/channels.ts';
import { useUnreadCounts } from '../../../lib/community/unread.ts';
import { DEFAULT_CHANNEL } from '../lib/default-channel.ts';
import { markOffline, useOnlineMembers } from '../api/use-online-members.ts';
import { ChannelSidebar, type PrepareChannel } from './channel-sidebar.tsx';
import { DashboardHeader } from './dashboard-header.tsx';
import classes from './dashboard-shell.module.css';

export interface CommunityDashboardProps {
  /** The quiz for a module, supplied by the app (features do not import each other). */
  renderQuiz?: (moduleId: number, close: () => void) => ReactNode;
  /** Shown above the open channel, e.g. billing news (supplied by the app). */
  notice?: ReactNode;
  /** The open channel's header and content, composed by the app from the features that own each kind of channel. */
  renderChannel: (channel: Channel, onTakeQuiz: (moduleId: number) => void) => ReactNode;
  /** Gets a channel ready to open as the pointer or focus reaches its sidebar link (supplied by the app). */
  prepareChannel: PrepareChannel;
  /** The header's notification bell (supplied by the app). */
  renderBell?: (userId: string) => ReactNode;
}

/** The dashboard once the member's profile and plan are known, so nothing renders against a half-known account. */
export function CommunityDashboard(props: CommunityDashboardProps) {
  const account = useAccount();
  const { channelId = DEFAULT_CHANNEL } = useParams();
  if (account.loading) return <PageLoader />;
  return <Dashboard {...props} channelId={channelId} />;
}

function Dashboard({
  renderQuiz,
  renderChannel,
  prepareChannel,
  renderBell,
  notice,
  channelId,
}: CommunityDashboardProps & { channelId: string }) {
  const { user, signOut } = useAuth();
  const { plan } = useAccount({ live: false }); // CommunityDashboard above keeps it live
  const userId = user?.id ?? '';
  const channels = useChannels(userId, plan);
  const members = useOnlineMembers(userId);
  const unread = useUnreadCounts(userId);
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  const [quizModule, setQuizModule] = useState<number | null>(null);
  // A collapsed navbar is only moved off-screen (dashboard-shell.module.css); make it unreachable as well.
  const wide = useMediaQuery('(min-width: 48em)');
  const navHidden = wide ? !desktopOpened : !mobileOpened;

  const list = channels.data ?? [];
  const channel = list.find((c) => c.id === channelId);
  usePageTitle(`#${channel?.name ?? channelId} — Tradecraft`);
  const closeMobile = mobile.close;
  // Picking a channel (or Back) closes the phone drawer.
  useEffect(() => closeMobile(), [channelId, closeMobile]);

  if (channels.isSuccess && !channel && channelId !== DEFAULT_CHANNEL) return <Navigate to={`/dashboard/${DEFAULT_CHANNEL}`} replace />;

  return (
    <div
      className={classes.root}
      data-mobile-collapsed={mobileOpened ? undefined : ''}
      data-desktop-collapsed={desktopOpened ? undefined : ''}
    >
      {/* right-scroll-bar-position: a modal's scroll lock keeps the fixed header where it is. */}
      <header className={`${classes.header} right-scroll-bar-position`}>
        <DashboardHeader
          mobileOpened={mobileOpened}
          desktopOpened={desktopOpened}
          onToggleMobile={mobile.toggle}
          onToggleDesktop={desktop.toggle}
          onlineCount={members.length}
          userId={userId}
          onSignOut={() => void markOffline().finally(() => void signOut())}
          renderBell={renderBell}
        />
      </header>
      <Box
        component="nav"
        className={classes.navbar}
        id="channel-sidebar"
        aria-label="Channels"
        inert={navHidden}
        style={navHidden ? { visibility: 'hidden' } : undefined}
      >
        <ChannelSidebar
          channels={list}
          activeId={channel?.id ?? channelId}
          members={members}
          onNavigate={mobile.close}
          prepareChannel={prepareChannel}
          unread={unread.data}
        />
      </Box>
      <main className={classes.main}>
        {notice}
        {channel ? (
          renderChannel(channel, setQuizModule)
        ) : channels.isError ? (
          <ErrorAlert message={`The channels could not be loaded: ${channels.error.message}`} />
        ) : (
          <Center py="xl">
            <Loader role="status" aria-label="Loading channel" />
          </Center>
        )}
      </main>
      {quizModule !== null && renderQuiz?.(quizModule, () => setQuizModule(null))}
    </div>
  );
}
