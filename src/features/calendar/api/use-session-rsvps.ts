// Answers to a calendar channel's sessions: going / interested counts, capacity and the member's own
// answer (live_session_rsvp_counts), and who answered (session_rsvps with their member cards, for
// the avatars). Read again whenever an answer changes (Realtime), and after the member answers
// through set_session_rsvp, where the database decides who may answer and enforces the capacity.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRealtimeCache } from '../../../lib/realtime/use-realtime-cache.ts';
import { loadSupabase } from '../../../lib/load-supabase.ts';

export type RsvpStatus = 'going' | 'interested';

export interface Attendee {
  userId: string;
  displayName: string;
  initials: string;
  status: RsvpStatus;
}

export interface SessionRsvps {
  going: number;
  interested: number;
  capacity: number | null;
  myStatus: RsvpStatus | null;
  attendees: Attendee[];
}

export const sessionRsvpsKey = (channelId: string) => ['dashboard', 'session-rsvps', channelId] as const;

export async function fetchSessionRsvps(sessionIds: number[]): Promise<Map<number, SessionRsvps>> {
  const out = new Map<number, SessionRsvps>();
  if (sessionIds.length === 0) return out;
  const supabase = await loadSupabase();
  const [counts, rows] = await Promise.all([
    supabase.from('live_session_rsvp_counts').select('session_id, going, interested, capacity, my_status').in('session_id', sessionIds),
    supabase.from('session_rsvps').select('session_id, user_id, status').in('session_id', sessionIds).order('created_at').limit(1000),
  ]);
  if (counts.error) throw counts.error;
  if (rows.error) throw rows.error;
  const userIds = [...new Set(rows.data.map((r) => r.user_id))].slice(0, 200);
  const cards = userIds.length ? await supabase.rpc('member_cards', { user_ids: userIds }, { get: true }) : { data: [], error: null };
  if (cards.error) throw cards.error;
  const byId = new Map(cards.data.map((c) => [c.user_id, c]));
  for (const c of counts.data) {
    if (c.session_id === null) continue;
    out.set(c.session_id, {
      going: c.going ?? 0,
      interested: c.interested ?? 0,
      capacity: c.capacity,
      myStatus: (c.my_status as RsvpStatus | null) ?? null,
      attendees: [],
    });
  }
  for (const r of rows.data) {
    const card = byId.get(r.user_id);
    if (card)
      out
        .get(r.session_id)
        ?.attendees.push({ userId: r.user_id, displayName: card.display_name, initials: card.initials, status: r.status as RsvpStatus });
  }
  return out;
}

export function useSessionRsvps(channelId: string, sessionIds: number[]) {
  const queryKey = [...sessionRsvpsKey(channelId), ...sessionIds];
  // Read again on every change, and once subscribed: an answer given before the subscription was up counts too.
  const invalidate = (client: ReturnType<typeof useQueryClient>) => void client.invalidateQueries({ queryKey: sessionRsvpsKey(channelId) });
  useRealtimeCache('session-rsvps', [{ table: 'session_rsvps' }], {
    onChange: (_change, client) => invalidate(client),
    onSubscribed: invalidate,
  });
  return useQuery({
    queryKey,
    queryFn: () => fetchSessionRsvps(sessionIds),
    enabled: sessionIds.length > 0,
    meta: { errorTitle: 'Could not load who is going' },
  });
}

export function useSetRsvp(channelId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ sessionId, status }: { sessionId: number; status: RsvpStatus | null }) => {
      const supabase = await loadSupabase();
      const { error } = await supabase.rpc('set_session_rsvp', { session_id: sessionId, status: status as string });
      if (error) throw new Error(error.hint ? `${error.message} ${error.hint}` : error.message);
    },
    onSettled: () => client.invalidateQueries({ queryKey: sessionRsvpsKey(channelId) }),
    meta: { errorTitle: 'Your answer was not saved' },
  });
}
