// Who is online: one Realtime presence channel for the whole community, keyed by user id so a member
// with several tabs counts once. Presence is live state of this tab's socket, not a read of stored
// rows, so it is component state rather than a cached query.
import { useEffect, useState } from 'react';
import { notifyError } from '../../../lib/notify.ts';
import { joinRealtime } from '../../../lib/realtime/join-realtime.ts';

export interface OnlineMember {
  userId: string;
  displayName: string;
}

interface PresenceMeta {
  user_id?: string;
  display_name?: string;
}

function membersOf(state: Record<string, PresenceMeta[]>): OnlineMember[] {
  return Object.entries(state)
    .map(([key, metas]) => ({ userId: metas[0]?.user_id ?? key, displayName: metas[0]?.display_name || 'Member' }))
    .sort((a, b) => a.displayName.localeCompare(b.displayName));
}

export function useOnlineMembers(userId: string, displayName: string): OnlineMember[] {
  const [members, setMembers] = useState<OnlineMember[]>([]);

  useEffect(() => {
    if (!userId) return;
    const leave = joinRealtime((supabase) => {
      const channel = supabase.channel('online', { config: { presence: { key: userId } } });
      channel.on('presence', { event: 'sync' }, () => setMembers(membersOf(channel.presenceState<PresenceMeta>())));
      channel.subscribe((status, err) => {
        if (status === 'SUBSCRIBED') {
          channel.track({ user_id: userId, display_name: displayName }).catch((e: unknown) => notifyError('Could not share your online status', e));
        } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
          notifyError('Online members are unavailable', err ?? status);
        }
      });
      return channel;
    });
    return () => {
      leave();
      setMembers([]);
    };
  }, [userId, displayName]);

  return members;
}
