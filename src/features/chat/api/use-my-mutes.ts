// The signed-in member's mutes in force (channel_mutes: RLS shows a member only their own), kept live:
// an admin's mute or its lifting reaches the open composer at once, and the channel list (whose
// can_post the database computes with the mute) is read again.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { useRealtimeCache } from '../../../lib/realtime/use-realtime-cache.ts';
import { dashboardKeys } from '../../../lib/query/dashboard-keys.ts';

export interface Mute {
  channel_id: string;
  /** null: until an admin lifts it. */
  muted_until: string | null;
  reason: string;
}

export async function fetchMyMutes(userId: string): Promise<Mute[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('channel_mutes')
    .select('channel_id, muted_until, reason')
    .eq('user_id', userId)
    .or(`muted_until.is.null,muted_until.gt.${new Date().toISOString()}`);
  if (error) throw error;
  return data;
}

function refresh(client: QueryClient, userId: string): void {
  void client.invalidateQueries({ queryKey: dashboardKeys.mutes(userId) });
  void client.invalidateQueries({ queryKey: ['dashboard', 'channels'] });
}

export function useMyMute(userId: string, channelId: string): Mute | null {
  const mutes = useQuery({
    queryKey: dashboardKeys.mutes(userId),
    queryFn: () => fetchMyMutes(userId),
    enabled: userId !== '',
    meta: { errorTitle: 'Could not check your mutes' },
  });
  useRealtimeCache(
    `mutes:${userId}`,
    [
      { table: 'channel_mutes', filter: `user_id=eq.${userId}` },
      { table: 'channel_mutes', event: 'DELETE' },
    ],
    {
      enabled: userId !== '',
      onChange: (_change, client) => refresh(client, userId),
      // A mute given between the first read and the subscription being up counts too.
      onSubscribed: (client) => refresh(client, userId),
    },
  );
  const mute = mutes.data?.find((m) => m.channel_id === channelId) ?? null;
  // A mute that has ended while the page was open no longer counts.
  return mute && (mute.muted_until === null || new Date(mute.muted_until) > new Date()) ? mute : null;
}

const until = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function muteText(mute: Mute): string {
  return mute.muted_until === null
    ? 'You are muted in this channel until a moderator lifts it'
    : `You are muted in this channel until ${until.format(new Date(mute.muted_until))}`;
}
