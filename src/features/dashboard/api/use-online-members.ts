// Who is online: one Realtime presence channel for the whole community, keyed by user id so a member
// with several tabs counts once. Presence is live state of this tab's socket, so the ids are component
// state; the names are a cached query of profiles (rpc member_cards), never what a client put in its
// presence payload, and an id that is no user shows no one.
import { useEffect, useState } from 'react';
import { REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import { notifyError } from '../../../lib/notify.ts';
import { joinRealtime } from '../../../lib/realtime/join-realtime.ts';
import { useMemberCards, type OnlineMember } from './fetch-member-cards.ts';

export type { OnlineMember };


const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function useOnlineMembers(userId: string): OnlineMember[] {
  const [presentIds, setPresentIds] = useState<string[]>([]);

  useEffect(() => {
    if (!userId) return;
    const leave = joinRealtime((supabase) => {
      // Private: the realtime.messages policies let only signed-in members in (migration 20261124170000).
      const channel = supabase.channel('online', { config: { private: true, presence: { key: userId } } });
      channel.on('presence', { event: 'sync' }, () => {
        const ids = Object.keys(channel.presenceState()).filter((id) => UUID.test(id)).sort();
        setPresentIds((prev) => (prev.join() === ids.join() ? prev : ids));
      });
      channel.subscribe((status, err) => {
        if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) {
          channel.track({ user_id: userId }).catch((e: unknown) => notifyError('Could not share your online status', e));
        } else if (status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR || status === REALTIME_SUBSCRIBE_STATES.TIMED_OUT) {
          notifyError('Online members are unavailable', err ?? status);
        }
      });
      return channel;
    });
    return () => {
      leave();
      setPresentIds([]);
    };
  }, [userId]);

  const cards = useMemberCards(presentIds);
  return presentIds.length === 0 ? [] : (cards.data ?? []);
}
