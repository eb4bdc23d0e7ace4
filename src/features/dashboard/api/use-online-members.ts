// Who is online: one Realtime presence channel for the whole community, keyed by user id so a member
// with several tabs counts once. Presence is live state of this tab's socket (who joined, who left),
// so the ids are component state. A presence key is not proof of who joined, so the list shows only
// the ids the database says are online (a heartbeat the member's own session wrote: rpc mark_online,
// before this tab shows itself and every 30 seconds) with their names from profiles.
import { useEffect, useState } from 'react';
import { REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { notifyError } from '../../../lib/notify.ts';
import { joinRealtime } from '../../../lib/realtime/join-realtime.ts';
import { HEARTBEAT_MS, useOnlineMemberCards, type OnlineMember } from './fetch-member-cards.ts';

export type { OnlineMember };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function markOnline(): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.rpc('mark_online');
  if (error) throw error;
}

/** At sign-out: shown offline at once rather than when the heartbeat expires. Never fails sign-out. */
export async function markOffline(): Promise<void> {
  const supabase = await loadSupabase();
  await supabase.rpc('mark_offline');
}

export function useOnlineMembers(userId: string): OnlineMember[] {
  const [presentIds, setPresentIds] = useState<string[]>([]);

  useEffect(() => {
    if (!userId) return;
    const beat = () => markOnline().catch((e: unknown) => notifyError('Could not share your online status', e));
    // A missed heartbeat is retried by the next one: no notice every 30 seconds while offline.
    const timer = setInterval(() => void markOnline().catch(() => undefined), HEARTBEAT_MS);
    const leave = joinRealtime((supabase) => {
      // Private: the realtime.messages policies let only signed-in members in (migration 20261124170000).
      const channel = supabase.channel('online', { config: { private: true, presence: { key: userId } } });
      channel.on('presence', { event: 'sync' }, () => {
        const ids = Object.keys(channel.presenceState())
          .filter((id) => UUID.test(id))
          .sort();
        setPresentIds((prev) => (prev.join() === ids.join() ? prev : ids));
      });
      channel.subscribe((status, err) => {
        if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) {
          // The heartbeat first, so those who see this tab join find it online.
          void beat()
            .then(() => channel.track({ user_id: userId }))
            .catch((e: unknown) => notifyError('Could not share your online status', e));
        } else if (status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR || status === REALTIME_SUBSCRIBE_STATES.TIMED_OUT) {
          notifyError('Online members are unavailable', err ?? status);
        }
      });
      return channel;
    });
    return () => {
      clearInterval(timer);
      leave();
      setPresentIds([]);
    };
  }, [userId]);

  const cards = useOnlineMemberCards(presentIds);
  return presentIds.length === 0 ? [] : (cards.data ?? []);
}
