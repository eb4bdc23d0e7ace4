// The moderation queue (open reports grouped by message) and the mutes in force, each read through an
// admin-only SQL function with GET (they change nothing).
import { useQuery } from '@tanstack/react-query';
import type { Database } from '../../../lib/database.types.ts';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { adminKeys } from './admin-keys.ts';

type Fns = Database['public']['Functions'];
export type QueueItem = Fns['admin_moderation_queue']['Returns'][number];
export type ActiveMute = Fns['admin_active_mutes']['Returns'][number];

export function useModerationQueue() {
  return useQuery({
    queryKey: adminKeys.queue,
    queryFn: async (): Promise<QueueItem[]> => {
      const { data, error } = await (await loadSupabase()).rpc('admin_moderation_queue', {}, { get: true });
      if (error) throw error;
      return data;
    },
    meta: { errorTitle: 'Could not load the moderation queue' },
  });
}

export function useActiveMutes() {
  return useQuery({
    queryKey: adminKeys.mutes,
    queryFn: async (): Promise<ActiveMute[]> => {
      const { data, error } = await (await loadSupabase()).rpc('admin_active_mutes', {}, { get: true });
      if (error) throw error;
      return data;
    },
    meta: { errorTitle: 'Could not load the mutes' },
  });
}
