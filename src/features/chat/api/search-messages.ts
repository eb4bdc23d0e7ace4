// Message search (rpc search_messages: Postgres full-text under the caller's row-level security, so
// a free learner never finds a premium channel's message). A GET: it only reads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import type { Database } from '../../../lib/database.types.ts';
import { dashboardKeys } from '../../../lib/query/dashboard-keys.ts';

export type SearchHit = Database['public']['Functions']['search_messages']['Returns'][number];

export async function searchMessages(query: string, channelId: string | null): Promise<SearchHit[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('search_messages', { query, ...(channelId ? { channel: channelId } : {}) }, { get: true });
  if (error) throw error;
  return data;
}

/** Searches once the words are at least 2 characters (the database's minimum). */
export function useMessageSearch(query: string, channelId: string | null) {
  const q = query.trim();
  return useQuery({
    queryKey: dashboardKeys.search(q, channelId),
    queryFn: () => searchMessages(q, channelId),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Search failed' },
  });
}
