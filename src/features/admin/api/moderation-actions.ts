// The admin's moderation writes, each one admin_* function called with the admin's own JWT: the
// database checks the caller, acts, closes the reports and records it all in the audit log.
// Afterwards the whole console is read again (queue, mutes, audit log).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { adminKeys } from './admin-keys.ts';

export type MuteDuration = '1h' | '24h' | '7d' | 'permanent';

export type ModerationAction =
  | { kind: 'hide'; messageId: number }
  | { kind: 'delete'; messageId: number }
  | { kind: 'dismiss'; messageId: number }
  | { kind: 'mute'; channelId: string; memberId: string; duration: MuteDuration; reason: string }
  | { kind: 'lift-mute'; channelId: string; memberId: string };

export async function runModerationAction(action: ModerationAction): Promise<void> {
  const supabase = await loadSupabase();
  const res =
    action.kind === 'hide'
      ? await supabase.rpc('admin_hide_message', { message_id: action.messageId })
      : action.kind === 'delete'
        ? await supabase.rpc('admin_delete_message', { message_id: action.messageId })
        : action.kind === 'dismiss'
          ? await supabase.rpc('admin_dismiss_reports', { message_id: action.messageId })
          : action.kind === 'mute'
            ? await supabase.rpc('admin_mute_member', {
                channel_id: action.channelId,
                member_id: action.memberId,
                duration: action.duration,
                reason: action.reason,
              })
            : await supabase.rpc('admin_lift_mute', { channel_id: action.channelId, member_id: action.memberId });
  if (res.error) throw res.error;
}

export function useModerationAction() {
  const client = useQueryClient();
  return useMutation({ mutationFn: runModerationAction, onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }) });
}
