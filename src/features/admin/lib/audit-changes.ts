// What an audit entry changed, in words: the fields whose values differ between before and after
// (all of the row's fields for an insert or a delete), timestamps the database keeps left out.
import type { Json } from '../../../lib/database.types.ts';

export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

const HOUSEKEEPING = new Set(['updated_at', 'created_at']);

const show = (v: unknown): string | null => (v === undefined || v === null ? null : typeof v === 'string' ? v : JSON.stringify(v));
const asRecord = (j: Json | null): Record<string, unknown> | null => (j && typeof j === 'object' && !Array.isArray(j) ? j : null);

export function auditChanges(before: Json | null, after: Json | null): FieldChange[] {
  const b = asRecord(before);
  const a = asRecord(after);
  const fields = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])].filter((f) => !HOUSEKEEPING.has(f));
  return fields
    .map((field) => ({ field, before: show(b?.[field]), after: show(a?.[field]) }))
    .filter((c) => !(b && a) || c.before !== c.after);
}

/** 'member.grant_complimentary' → 'Granted complimentary premium'; a direct write → 'channels: update'. */
export const ACTION_LABELS: Record<string, string> = {
  'member.grant_complimentary': 'Granted complimentary premium',
  'member.revoke_complimentary': 'Revoked complimentary premium',
  'member.grant_admin': 'Made admin',
  'member.revoke_admin': 'Revoked admin',
  'member.suspend': 'Suspended member',
  'member.lift_suspension': 'Lifted suspension',
  'member.mute': 'Muted member in a channel',
  'member.lift_mute': 'Lifted mute',
  'message.hide': 'Hid message',
  'message.unhide': 'Showed hidden message',
  'message.delete': 'Deleted message',
  'reports.dismiss': 'Dismissed reports',
};

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action.replace('.', ': ');
