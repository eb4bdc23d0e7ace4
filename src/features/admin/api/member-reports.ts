// Reports of members (and of one of their direct messages, whose text the report keeps): the open ones
// through admin_member_reports() (GET), and closing one as dismissed or actioned through
// admin_resolve_member_report(), which the database audits. Admins never read DMs themselves.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Database } from '../../../lib/database.types.ts';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { adminKeys } from './admin-keys.ts';

export type MemberReport = Database['public']['Functions']['admin_member_reports']['Returns'][number];
export type Resolution = 'dismissed' | 'actioned';

export function useMemberReports(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.memberReports,
    enabled,
    queryFn: async (): Promise<MemberReport[]> => {
      const { data, error } = await (await loadSupabase()).rpc('admin_member_reports', {}, { get: true });
      if (error) throw error;
      return data;
    },
    meta: { errorTitle: 'Could not load the member reports' },
  });
}

export function useResolveMemberReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, resolution }: { id: number; resolution: Resolution }) => {
      const { error } = await (await loadSupabase()).rpc('admin_resolve_member_report', { report_id: id, resolution });
      if (error) throw error;
    },
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
