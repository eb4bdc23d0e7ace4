// A channel's messages kept live: the newest page, older pages on demand, Realtime changes for this
// channel (INSERT and UPDATE re-read from channel_messages for the author card, DELETE removed), and sends that
// show at once and are reconciled with the stored row by id.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import { supabase } from '../../../lib/supabase.ts';
import type { Profile } from '../../../lib/auth/auth-context.ts';
import { initialsOf } from '../lib/initials-of.ts';
import { notifyError } from '../lib/notify-error.ts';
import { mergeMessages } from '../lib/merge-messages.ts';
import { joinRealtime } from '../lib/serialize-realtime.ts';
import { fetchMessage } from './fetch-message.ts';
import { fetchMessages, type ChatMessage } from './fetch-messages.ts';
import { takePrefetchedMessages } from './prefetch-messages.ts';
import { sendMessage } from './send-message.ts';

interface MessagesState {
  channelId: string;
  messages: ChatMessage[];
  loading: boolean;
  hasMore: boolean;
  loadingOlder: boolean;
}

let nextTempId = -1;

export function useChannelMessages(channelId: string, enabled: boolean, author: { profile: Profile | null; isPremium: boolean }) {
  const [state, setState] = useState<MessagesState>({ channelId, messages: [], loading: true, hasMore: false, loadingOlder: false });
  const current = useRef(channelId);
  useLayoutEffect(() => {
    current.current = channelId;
  });

  // Applies an update only if the user is still on the channel it belongs to.
  const update = useCallback((forChannel: string, change: (s: MessagesState) => MessagesState) => {
    setState((s) => (s.channelId === forChannel && current.current === forChannel ? change(s) : s));
  }, []);

  useEffect(() => {
    // Resets the list when the channel changes. (Replaced by the TanStack Query data layer, issue 11.)
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState({ channelId, messages: [], loading: enabled, hasMore: false, loadingOlder: false });
    if (!enabled) return;
    let live = true;
    // An edit only matters for a message on screen; an older one is read when its page is.
    const refetch = (id: number, onlyIfShown: boolean) =>
      fetchMessage(id).then(
        (m) => live && m && update(channelId, (s) => (onlyIfShown && !s.messages.some((x) => x.id === id) ? s : { ...s, messages: mergeMessages(s.messages, [m]) })),
        (e: unknown) => notifyError('Could not load a new message', e),
      );
    const catchUp = () =>
      fetchMessages(channelId).then(
        (page) => live && update(channelId, (s) => ({ ...s, messages: mergeMessages(s.messages, page.messages) })),
        (e: unknown) => notifyError('Could not catch up on messages', e),
      );
    const leave = joinRealtime(() =>
      supabase
        .channel(`messages:${channelId}:${Math.random().toString(36).slice(2)}`)
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages', filter: `channel_id=eq.${channelId}` }, (payload) => void refetch(Number(payload.new.id), false))
        .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'messages', filter: `channel_id=eq.${channelId}` }, (payload) => void refetch(Number(payload.new.id), true))
        // A delete carries only the primary key under RLS, so a channel filter can never match it:
        // listen to all deletes and drop the id if it is on screen.
        .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'messages' }, (payload) => {
          const id = Number(payload.old.id);
          update(channelId, (s) => ({ ...s, messages: s.messages.filter((m) => m.id !== id) }));
        })
        .subscribe((status, err) => {
          // Whatever was posted before the subscription was in place (or while it was down) is read
          // once more now; merging by id makes the overlap harmless.
          if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) void catchUp();
          if (status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR || status === REALTIME_SUBSCRIBE_STATES.TIMED_OUT) notifyError('Live updates are unavailable', err ?? status);
        }),
    );
    (takePrefetchedMessages(channelId) ?? fetchMessages(channelId)).then(
      (page) => live && update(channelId, (s) => ({ ...s, loading: false, hasMore: page.hasMore, messages: mergeMessages(s.messages, page.messages) })),
      (e: unknown) => {
        notifyError('Could not load the messages', e);
        if (live) update(channelId, (s) => ({ ...s, loading: false }));
      },
    );
    return () => {
      live = false;
      leave();
    };
  }, [channelId, enabled, update]);

  const loadOlder = useCallback(async () => {
    const oldest = state.messages.find((m) => !m.pending);
    if (!oldest || !state.hasMore || state.loadingOlder) return;
    update(channelId, (s) => ({ ...s, loadingOlder: true }));
    try {
      const page = await fetchMessages(channelId, oldest);
      update(channelId, (s) => ({ ...s, loadingOlder: false, hasMore: page.hasMore, messages: mergeMessages(s.messages, page.messages) }));
    } catch (e) {
      notifyError('Could not load older messages', e);
      update(channelId, (s) => ({ ...s, loadingOlder: false }));
    }
  }, [channelId, state.messages, state.hasMore, state.loadingOlder, update]);

  /** Shows the message at once; throws (after taking it back) when the database refuses it. */
  const send = useCallback(
    async (body: string) => {
      const name = author.profile?.display_name || author.profile?.email || 'You';
      const temp: ChatMessage = {
        id: nextTempId--,
        channel_id: channelId,
        author_id: author.profile?.id ?? null,
        author_name: name,
        author_initials: initialsOf(name),
        author_is_premium: author.isPremium,
        body: body.trim(),
        kind: 'chat',
        created_at: new Date().toISOString(),
        edited_at: null,
        pending: true,
      };
      update(channelId, (s) => ({ ...s, messages: mergeMessages(s.messages, [temp]) }));
      try {
        const saved = await sendMessage(channelId, body);
        update(channelId, (s) => {
          const rest = s.messages.filter((m) => m.id !== temp.id);
          // Realtime may have delivered the stored row first; then it already holds the author card.
          if (rest.some((m) => m.id === saved.id)) return { ...s, messages: rest };
          return { ...s, messages: mergeMessages(rest, [{ ...temp, ...saved, pending: false }]) };
        });
      } catch (e) {
        update(channelId, (s) => ({ ...s, messages: s.messages.filter((m) => m.id !== temp.id) }));
        throw e;
      }
    },
    [channelId, author.profile, author.isPremium, update],
  );

  return { ...state, loadOlder, send };
}
