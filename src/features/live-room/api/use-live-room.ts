// A live room's data: the session (its host and state), its chat, Q&A and raised hands (tables the
// database guards: only members who may enter the room read and write them, only the host marks a
// question answered or moves the state), read again on every change (Realtime postgres_changes).
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { useRealtimeCache } from '../../../lib/realtime/use-realtime-cache.ts';

export const roomKeys = {
  all: (id: number) => ['live-room', id] as const,
  session: (id: number) => ['live-room', id, 'session'] as const,
  chat: (id: number) => ['live-room', id, 'chat'] as const,
  questions: (id: number) => ['live-room', id, 'questions'] as const,
  hands: (id: number) => ['live-room', id, 'hands'] as const,
  names: (ids: string[]) => ['live-room', 'names', ...ids] as const,
};

export type RoomState = 'scheduled' | 'live' | 'ended';

export interface RoomSession {
  id: number;
  title: string;
  hostId: string | null;
  hostName: string;
  state: RoomState;
  startsAt: string;
  durationMinutes: number;
  premium: boolean;
  channelId: string;
}

export interface ChatLine {
  id: number;
  authorId: string;
  body: string;
  createdAt: string;
}

export interface Question {
  id: number;
  authorId: string;
  body: string;
  votes: number;
  myVote: boolean;
  answeredAt: string | null;
}

async function fail(what: string, error: { message: string } | null): Promise<void> {
  if (error) throw new Error(`${what}: ${error.message}`);
}

export function useRoomSession(id: number) {
  return useQuery({
    queryKey: roomKeys.session(id),
    queryFn: async (): Promise<RoomSession | null> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase
        .from('live_sessions')
        .select('id, title, host_id, host_name, state, starts_at, duration_minutes, access, channel_id')
        .eq('id', id)
        .maybeSingle();
      await fail('Could not load the session', error);
      if (!data) return null;
      return {
        id: data.id,
        title: data.title,
        hostId: data.host_id,
        hostName: data.host_name,
        state: data.state as RoomState,
        startsAt: data.starts_at,
        durationMinutes: data.duration_minutes,
        premium: data.access === 'premium',
        channelId: data.channel_id,
      };
    },
    meta: { errorTitle: 'Could not load the room' },
  });
}

/** Everything of the room read again when it changes (and once subscribed, to catch up). */
export function useRoomChanges(id: number, enabled: boolean) {
  const again = (client: QueryClient, key: readonly unknown[]) => void client.invalidateQueries({ queryKey: key });
  useRealtimeCache(
    `live-room-data-${id}`,
    [
      { table: 'live_sessions', event: 'UPDATE', filter: `id=eq.${id}` },
      { table: 'session_chat', event: 'INSERT', filter: `session_id=eq.${id}` },
      { table: 'session_questions', filter: `session_id=eq.${id}` },
      { table: 'session_question_votes' },
      { table: 'session_hands' },
    ],
    {
      enabled,
      onChange: (change, client) => {
        const table = change.table;
        if (table === 'live_sessions') again(client, roomKeys.session(id));
        else if (table === 'session_chat') again(client, roomKeys.chat(id));
        else if (table === 'session_hands') again(client, roomKeys.hands(id));
        else again(client, roomKeys.questions(id));
      },
      onSubscribed: (client) => again(client, roomKeys.all(id)),
    },
  );
}

export function useMemberNames(ids: string[]) {
  const sorted = [...new Set(ids)].sort();
  return useQuery({
    queryKey: roomKeys.names(sorted),
    queryFn: async () => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase.rpc('member_cards', { user_ids: sorted }, { get: true });
      await fail('Could not load names', error);
      return new Map((data ?? []).map((c) => [c.user_id, c.display_name]));
    },
    enabled: sorted.length > 0,
    staleTime: 60_000,
  });
}

export function useRoomChat(id: number, enabled: boolean) {
  return useQuery({
    queryKey: roomKeys.chat(id),
    queryFn: async (): Promise<ChatLine[]> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase
        .from('session_chat')
        .select('id, author_id, body, created_at')
        .eq('session_id', id)
        .order('id', { ascending: false })
        .limit(200);
      await fail('Could not load the chat', error);
      return (data ?? []).reverse().map((r) => ({ id: r.id, authorId: r.author_id, body: r.body, createdAt: r.created_at }));
    },
    enabled,
  });
}

export function useRoomQuestions(id: number, enabled: boolean) {
  return useQuery({
    queryKey: roomKeys.questions(id),
    queryFn: async (): Promise<Question[]> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase
        .from('session_question_board')
        .select('id, author_id, body, votes, my_vote, answered_at')
        .eq('session_id', id)
        .limit(500);
      await fail('Could not load the questions', error);
      const rows = (data ?? []).map((r) => ({
        id: r.id,
        authorId: r.author_id,
        body: r.body,
        votes: r.votes ?? 0,
        myVote: r.my_vote ?? false,
        answeredAt: r.answered_at,
      }));
      // Open questions first, the most upvoted on top.
      return rows.sort((a, b) => Number(a.answeredAt !== null) - Number(b.answeredAt !== null) || b.votes - a.votes || a.id - b.id);
    },
    enabled,
  });
}

export function useRoomHands(id: number, enabled: boolean) {
  return useQuery({
    queryKey: roomKeys.hands(id),
    queryFn: async (): Promise<string[]> => {
      const supabase = await loadSupabase();
      const { data, error } = await supabase.from('session_hands').select('user_id').eq('session_id', id).order('raised_at');
      await fail('Could not load the raised hands', error);
      return (data ?? []).map((r) => r.user_id);
    },
    enabled,
  });
}

/** The room's writes; each reads the affected list again when done. */
export function useRoomActions(id: number) {
  const client = useQueryClient();
  const say = useMutation({
    mutationFn: async (body: string) => {
      const supabase = await loadSupabase();
      const { error } = await supabase.from('session_chat').insert({ session_id: id, body });
      // The channel's posting rules: a mute in the session's channel refuses the row (42501); the
      // posting limit answers 429 with its own message.
      if (error?.code === '42501') throw new Error('You cannot chat in this room: you are muted in its channel.');
      await fail('Not sent', error);
    },
    onSettled: () => client.invalidateQueries({ queryKey: roomKeys.chat(id) }),
    meta: { errorTitle: 'Message not sent' },
  });
  const ask = useMutation({
    mutationFn: async (body: string) => {
      const supabase = await loadSupabase();
      const { error } = await supabase.from('session_questions').insert({ session_id: id, body });
      await fail('Not asked', error);
    },
    onSettled: () => client.invalidateQueries({ queryKey: roomKeys.questions(id) }),
    meta: { errorTitle: 'Question not asked' },
  });
  const vote = useMutation({
    mutationFn: async ({ questionId, on }: { questionId: number; on: boolean }) => {
      const supabase = await loadSupabase();
      const { error } = on
        ? await supabase.from('session_question_votes').insert({ question_id: questionId })
        : await supabase.from('session_question_votes').delete().eq('question_id', questionId);
      await fail('Vote not saved', error);
    },
    onSettled: () => client.invalidateQueries({ queryKey: roomKeys.questions(id) }),
    meta: { errorTitle: 'Vote not saved' },
  });
  const answer = useMutation({
    mutationFn: async (questionId: number) => {
      const supabase = await loadSupabase();
      const { error } = await supabase.rpc('answer_session_question', { question_id: questionId });
      await fail('Not marked', error);
    },
    onSettled: () => client.invalidateQueries({ queryKey: roomKeys.questions(id) }),
    meta: { errorTitle: 'Question not marked answered' },
  });
  const hand = useMutation({
    mutationFn: async ({ userId, raise }: { userId: string; raise: boolean }) => {
      const supabase = await loadSupabase();
      const { error } = raise
        ? await supabase.from('session_hands').insert({ session_id: id })
        : await supabase.from('session_hands').delete().eq('session_id', id).eq('user_id', userId);
      await fail('Hand not changed', error);
    },
    onSettled: () => client.invalidateQueries({ queryKey: roomKeys.hands(id) }),
    meta: { errorTitle: 'Your hand did not change' },
  });
  const state = useMutation({
    mutationFn: async (next: RoomState) => {
      const supabase = await loadSupabase();
      const { error } = await supabase.rpc('set_session_state', { session_id: id, state: next });
      await fail('State not changed', error);
    },
    onSettled: () => client.invalidateQueries({ queryKey: roomKeys.session(id) }),
    meta: { errorTitle: 'The session did not change' },
  });
  return { say, ask, vote, answer, hand, state };
}
