// Who is online: one Realtime presence channel for the whole community, keyed by user id so a member
// with several tabs counts once. Names come from profiles (rpc member_cards), never from what a
// client put in its presence payload, and an id that is no user shows no one.
import { useEffect, useState } from 'react';
import { supabase } from '../../../lib/supabase.ts';
import { notifyError } from '../lib/notify-error.ts';
import { joinRealtime } from '../lib/serialize-realtime.ts';

export interface OnlineMember {
  userId: string;
  displayName: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function useOnlineMembers(userId: string): OnlineMember[] {
  const [presentIds, setPresentIds] = useState<string[]>([]);
  const [members, setMembers] = useState<OnlineMember[]>([]);

  useEffect(() => {
    if (!userId) return;
    const leave = joinRealtime(() => {
      const channel = supabase.channel('online', { config: { presence: { key: userId } } });
      channel.on('presence', { event: 'sync' }, () => {
        const ids = Object.keys(channel.presenceState()).filter((id) => UUID.test(id)).sort();
        setPresentIds((prev) => (prev.join() === ids.join() ? prev : ids));
      });
      channel.subscribe((status, err) => {
        if (status === 'SUBSCRIBED') {
          channel.track({ user_id: userId }).catch((e: unknown) => notifyError('Could not share your online status', e));
        } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
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

  useEffect(() => {
    if (presentIds.length === 0) {
      setMembers([]);
      return;
    }
    let current = true;
    supabase
      .rpc('member_cards', { user_ids: presentIds })
      .then(({ data, error }) => {
        if (!current) return;
        if (error) notifyError('Online members are unavailable', error);
        else setMembers((data ?? []).map((c) => ({ userId: c.user_id, displayName: c.display_name })));
      });
    return () => {
      current = false;
    };
  }, [presentIds]);

  return members;
}
