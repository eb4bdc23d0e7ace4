// Saves the learner-editable profile fields. Only `display_name` is writable by a learner; the
// database refuses the rest (column privileges), so nothing else is sent. The change shows at once
// and is taken back (and the failure shown by the caller) when the database refuses it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '../auth/auth-context.ts';
import { loadSupabase } from '../load-supabase.ts';
import { accountKeys } from './account-keys.ts';

export type ProfilePatch = Pick<Profile, 'display_name'>;

export async function updateProfile(userId: string, patch: ProfilePatch): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.from('profiles').update({ display_name: patch.display_name }).eq('id', userId);
  if (error) throw error;
}

export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  const key = accountKeys.profile(userId);
  return useMutation({
    mutationFn: (patch: ProfilePatch) => updateProfile(userId, patch),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Profile>(key);
      if (before) queryClient.setQueryData<Profile>(key, { ...before, ...patch });
      return { before };
    },
    onError: (_error, _patch, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
