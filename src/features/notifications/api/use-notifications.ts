// The signed-in member's notification centre: the latest 30 notifications and the unread count
// (RLS shows a member only their own, premium-only ones only while premium), kept live by Realtime
// (postgres_changes on notifications for user_id = me; the database delivers only rows the member may
// read). Reading first asks the database to write the reminders of sessions starting within the hour
// (check_session_reminders: idempotent), and the read repeats every minute, so no scheduler is needed.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { useRealtimeCache } from '../../../lib/realtime/use-realtime-cache.ts';
import type { Tables } from '../../../lib/database.types.ts';
import { dashboardKeys } from '../../../lib/query/dashboard-keys.ts';
import { patchCached } from '../../../lib/query/patch-cached.ts';

export type AppNotification = Pick<Tables<'notifications'>, 'id' | 'kind' | 'title' | 'body' | 'link' | 'created_at' | 'read_at'>;

export interface NotificationCentre {
  items: AppNotification[];
  unread: number;
}

export const NOTIFICATIONS_SHOWN = 30;
const COLUMNS = 'id, kind, title, body, link, created_at, read_at';

export async function fetchNotifications(): Promise<NotificationCentre> {
  const supabase = await loadSupabase();
  const reminders = await supabase.rpc('check_session_reminders');
  if (reminders.error) throw reminders.error;
  const [list, unread] = await Promise.all([
    supabase
      .from('notifications')
      .select(COLUMNS)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(NOTIFICATIONS_SHOWN),
    supabase.from('notifications').select('id', { count: 'exact', head: true }).is('read_at', null),
  ]);
  if (list.error) throw list.error;
  if (unread.error) throw unread.error;
  return { items: list.data, unread: unread.count ?? 0 };
}

interface Options {
  /** Called for each notification that arrives live (e.g. to show a desktop notification). */
  onArrive?: (n: AppNotification) => void;
}

export function useNotifications(userId: string, { onArrive }: Options = {}) {
  const key = dashboardKeys.notifications(userId);
  useRealtimeCache(
    `notifications:${userId}`,
    [
      { table: 'notifications', event: 'INSERT', filter: `user_id=eq.${userId}` },
      { table: 'notifications', event: 'UPDATE', filter: `user_id=eq.${userId}` },
    ],
    {
      enabled: !!userId,
      onChange: (change, client) => {
        if (change.eventType === 'INSERT') {
          const n: AppNotification = change.new;
          let added = false;
          const outcome = patchCached<NotificationCentre>(client, key, (d) => {
            if (d.items.some((i) => i.id === n.id)) return d;
            added = true;
            return { items: [n, ...d.items].slice(0, NOTIFICATIONS_SHOWN), unread: d.unread + (n.read_at ? 0 : 1) };
          });
          // Read again instead (a read was on its way): it is new all the same.
          if (added || outcome === 'read again') onArrive?.(n);
        } else if (change.eventType === 'UPDATE') {
          // Read in another tab: the count follows.
          const n: AppNotification = change.new;
          patchCached<NotificationCentre>(client, key, (d) => {
            const old = d.items.find((i) => i.id === n.id);
            if (!old || old.read_at || !n.read_at) return d;
            return { items: d.items.map((i) => (i.id === n.id ? { ...i, read_at: n.read_at } : i)), unread: Math.max(0, d.unread - 1) };
          });
        }
      },
      onSubscribed: (client) => void client.invalidateQueries({ queryKey: key }),
    },
  );
  return useQuery({
    queryKey: key,
    queryFn: fetchNotifications,
    enabled: !!userId,
    refetchInterval: 60_000,
    meta: { errorTitle: 'Could not load notifications' },
  });
}

/** Marks the given notifications read, or all of them (ids omitted). */
export function useMarkNotificationsRead(userId: string) {
  const client = useQueryClient();
  const key = dashboardKeys.notifications(userId);
  return useMutation({
    mutationFn: async (ids: number[] | null) => {
      const supabase = await loadSupabase();
      const { error } = await supabase.rpc('mark_notifications_read', ids ? { ids } : {});
      if (error) throw error;
    },
    onMutate: (ids) =>
      client.setQueryData<NotificationCentre>(key, (d) => {
        if (!d) return d;
        const now = new Date().toISOString();
        const marking = d.items.filter((i) => !i.read_at && (ids === null || ids.includes(i.id))).length;
        return {
          items: d.items.map((i) => (!i.read_at && (ids === null || ids.includes(i.id)) ? { ...i, read_at: now } : i)),
          unread: ids === null ? 0 : Math.max(0, d.unread - marking),
        };
      }),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
    meta: { errorTitle: 'Could not mark notifications read' },
  });
}
