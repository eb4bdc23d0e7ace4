// Unread counts per channel (rpc unread_counts: messages after the member's read position, their own
// and replies left out) and the member's read position, written for themselves only (channel_reads,
// RLS). New messages anywhere the member can read (Realtime, under RLS) are counted in the cache;
// the counts are read again when the subscription (re)starts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '../load-supabase.ts';
import { useRealtimeCache } from '../realtime/use-realtime-cache.ts';
import { dashboardKeys } from '../query/dashboard-keys.ts';
import { patchCached } from '../query/patch-cached.ts';

export interface ChannelUnread {
  unread: number;
  lastReadAt: string | null;
}

export async function fetchUnread(): Promise<Record<string, ChannelUnread>> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('unread_counts', undefined, { get: true });
  if (error) throw error;
  return Object.fromEntries(data.map((r) => [r.channel_id, { unread: Number(r.unread), lastReadAt: r.last_read_at }]));
}

export function useUnreadCounts(userId: string) {
  const key = dashboardKeys.unread(userId);
  useRealtimeCache(`unread:${userId}`, [{ table: 'messages', event: 'INSERT' }], {
    enabled: !!userId,
    // Counted here, not read again (unless a read is on its way): one new message must not make every
    // member's browser call the database.
    onChange: (change, client) => {
      if (change.eventType !== 'INSERT' || change.new.parent_id != null || change.new.author_id === userId) return;
      const channelId = String(change.new.channel_id);
      patchCached<Record<string, ChannelUnread>>(client, key, (d) => ({
        ...d,
        [channelId]: { lastReadAt: d[channelId]?.lastReadAt ?? null, unread: (d[channelId]?.unread ?? 0) + 1 },
      }));
    },
    onSubscribed: (client) => void client.invalidateQueries({ queryKey: key }),
  });
  return useQuery({ queryKey: key, queryFn: fetchUnread, enabled: !!userId, meta: { errorTitle: 'Could not load unread counts' } });
}

/** Moves the member's read position in a channel up to `readAt` (the newest message they saw). */
export function useMarkRead(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ channelId, readAt }: { channelId: string; readAt: string }) => {
      const supabase = await loadSupabase();
      const { error } = await supabase.from('channel_reads').upsert({ user_id: userId, channel_id: channelId, last_read_at: readAt });
      if (error) throw error;
    },
    onMutate: ({ channelId, readAt }) =>
      client.setQueryData<Record<string, ChannelUnread>>(dashboardKeys.unread(userId), (d) =>
        d ? { ...d, [channelId]: { lastReadAt: readAt, unread: 0 } } : d,
      ),
    onError: () => client.invalidateQueries({ queryKey: dashboardKeys.unread(userId) }),
  });
}
