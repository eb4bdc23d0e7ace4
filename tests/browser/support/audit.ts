// The audit log as the service role reads it, never through the page under test: each browser journey
// of the admin console notes the last row before a step and checks the rows the step wrote.
import { serviceClient } from '../../support/clients.ts';

export interface AuditRow {
  id: number;
  action: string;
  actor_id: string | null;
  actor_role: string;
  target_table: string;
  target_id: string | null;
  target_user_id: string | null;
  reason: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The id of the newest audit row (0 when there is none). */
export async function lastAuditId(): Promise<number> {
  const { data, error } = await serviceClient().from('audit_log').select('id').order('id', { ascending: false }).limit(1);
  if (error) throw error;
  return data[0]?.id ?? 0;
}

/**
 * Audit rows after `since`, oldest first; with `actorId`, only that admin's: a file whose admin is its
 * own need not run alone (tests/support/browser-lanes.ts) for other files' rows to stay out of its list.
 */
export async function auditAfter(since: number, actorId?: string): Promise<AuditRow[]> {
  let query = serviceClient().from('audit_log').select('*').gt('id', since);
  if (actorId) query = query.eq('actor_id', actorId);
  const { data, error } = await query.order('id');
  if (error) throw error;
  return data as AuditRow[];
}
