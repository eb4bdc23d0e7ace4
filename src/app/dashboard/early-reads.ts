// What the dashboard reads first, started with the member's profile and plan when the app opens on
// /dashboard (lib/query/early-reads.ts): the open channel's messages, the unread counts and, once the
// plan is known, the channel list — the same queries the dashboard then renders from.
import type { QueryClient } from '@tanstack/react-query';
import { billingQuery, planOf } from '../../lib/account/fetch-billing.ts';
import { dashboardKeys } from '../../lib/query/dashboard-keys.ts';
import { fetchChannels } from '../../lib/community/channels.ts';
import { fetchUnread } from '../../lib/community/unread.ts';
import { messagesQuery } from '../../features/chat/api/fetch-messages.ts';
import { DEFAULT_CHANNEL } from '../../features/dashboard/lib/default-channel.ts';

export function readDashboardEarly(client: QueryClient, userId: string, { pathname }: Pick<Location, 'pathname'>): void {
  const match = /^\/dashboard(?:\/([^/]+))?\/?/.exec(pathname);
  if (!match) return;
  const channelId = match[1] ? decodeURIComponent(match[1]) : DEFAULT_CHANNEL;
  void client.prefetchInfiniteQuery(messagesQuery(channelId));
  void client.prefetchQuery({ queryKey: dashboardKeys.unread(userId), queryFn: fetchUnread });
  void client
    .fetchQuery(billingQuery(userId))
    .then((billing) => client.prefetchQuery({ queryKey: dashboardKeys.channels(userId, planOf(billing)), queryFn: fetchChannels }))
    .catch(() => undefined);
}
