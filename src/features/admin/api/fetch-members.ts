// The members list: rpc('admin_list_members') decides who may read it (admins only) and computes each
// member's plan source, progress and last sign-in; paged with range() and counted exactly.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Database } from '../../../lib/database.types.ts';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { adminKeys } from './admin-keys.ts';

export type AdminMember = {
  [K in keyof Database['public']['CompositeTypes']['admin_member']]: NonNullable<Database['public']['CompositeTypes']['admin_member'][K]>;
} & {
  suspension_reason: string | null;
  suspended_at: string | null;
  billing_status: string | null;
  last_seen_at: string | null;
};
export type Segment = 'paid' | 'complimentary' | 'none' | 'admin' | 'suspended';

export interface MemberQuery {
  search: string;
  segment: Segment | null;
  page: number;
}

export const MEMBERS_PER_PAGE = 20;

export async function fetchMembers(query: MemberQuery): Promise<{ members: AdminMember[]; total: number }> {
  const supabase = await loadSupabase();
  const from = query.page * MEMBERS_PER_PAGE;
  const { data, error, count } = await supabase
    .rpc(
      'admin_list_members',
      { search: query.search.trim() || undefined, segment: query.segment ?? undefined },
      { count: 'exact', get: true },
    )
    .order('joined_at', { ascending: false })
    .order('id')
    .range(from, from + MEMBERS_PER_PAGE - 1);
  if (error) throw error;
  return { members: data as AdminMember[], total: count ?? data.length };
}

export function useMembers(query: MemberQuery) {
  return useQuery({
    queryKey: adminKeys.members(query),
    queryFn: () => fetchMembers(query),
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Could not load the members' },
  });
}

/** Who is an analyst (publishes VIP signals): every `analysts` row, which RLS shows admins. */
export async function fetchAnalystIds(): Promise<Set<string>> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from('analysts').select('user_id');
  if (error) throw error;
  return new Set(data.map((a) => a.user_id));
}

export function useAnalystIds() {
  return useQuery({ queryKey: adminKeys.analysts, queryFn: fetchAnalystIds, meta: { errorTitle: 'Could not load the analysts' } });
}
