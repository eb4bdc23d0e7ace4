// The audit log, newest first, filtered by action, by a member's email (who acted or who was acted
// on) and by a start date. RLS lets only admins read it; the filters are ours.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Database } from '../../../lib/database.types.ts';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { adminKeys } from './admin-keys.ts';

export type AuditEntry = Database['public']['Tables']['audit_log']['Row'];

export interface AuditFilters {
  action: string | null;
  email: string;
  /** YYYY-MM-DD (UTC), inclusive. */
  since: string | null;
  page: number;
}

export const AUDIT_PER_PAGE = 25;

/** Escapes the characters PostgREST's or= grammar and ilike treat specially. */
function likeValue(text: string): string {
  return `"*${text.replace(/[\\"]/g, (c) => `\\${c}`).replace(/[%_*]/g, '')}*"`;
}

export async function fetchAuditLog(filters: AuditFilters): Promise<{ entries: AuditEntry[]; total: number }> {
  const supabase = await loadSupabase();
  let query = supabase.from('audit_log').select('*', { count: 'exact' });
  if (filters.action) query = query.eq('action', filters.action);
  const email = filters.email.trim();
  if (email) query = query.or(`actor_email.ilike.${likeValue(email)},target_email.ilike.${likeValue(email)}`);
  if (filters.since) query = query.gte('created_at', `${filters.since}T00:00:00Z`);
  const from = filters.page * AUDIT_PER_PAGE;
  const { data, error, count } = await query.order('id', { ascending: false }).range(from, from + AUDIT_PER_PAGE - 1);
  if (error) throw error;
  return { entries: data, total: count ?? data.length };
}

export function useAuditLog(filters: AuditFilters) {
  return useQuery({
    queryKey: adminKeys.audit(filters),
    queryFn: () => fetchAuditLog(filters),
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Could not load the audit log' },
  });
}
