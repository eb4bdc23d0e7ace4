// The admin's writes on a member, each one admin_* function called with the admin's own JWT: the
// database checks the caller, makes the change and records it in the audit log. Afterwards the whole
// console is read again (the list, the overview's counts and the audit log).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { adminKeys } from './admin-keys.ts';
import type { AdminMember } from './fetch-members.ts';

export type MemberAction =
  | { kind: 'complimentary'; memberId: string; premium: boolean }
  | { kind: 'admin'; memberId: string; admin: boolean }
  | { kind: 'analyst'; memberId: string; analyst: boolean }
  | { kind: 'suspend'; memberId: string; reason: string }
  | { kind: 'lift'; memberId: string };

export async function runMemberAction(action: MemberAction): Promise<AdminMember | null> {
  const supabase = await loadSupabase();
  if (action.kind === 'analyst') {
    const { error } = await supabase.rpc('admin_set_analyst', { member_id: action.memberId, analyst: action.analyst });
    if (error) throw error;
    return null;
  }
  const res =
    action.kind === 'complimentary'
      ? await supabase.rpc('admin_set_complimentary', { member_id: action.memberId, premium: action.premium })
      : action.kind === 'admin'
        ? await supabase.rpc('admin_set_admin', { member_id: action.memberId, admin: action.admin })
        : action.kind === 'suspend'
          ? await supabase.rpc('admin_suspend_member', { member_id: action.memberId, reason: action.reason })
          : await supabase.rpc('admin_lift_suspension', { member_id: action.memberId });
  if (res.error) throw res.error;
  return res.data as AdminMember;
}

export function useMemberAction() {
  const client = useQueryClient();
  return useMutation({ mutationFn: runMemberAction, onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }) });
}
