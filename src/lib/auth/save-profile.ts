// Writes the learner-editable profile fields. Only `display_name` is writable by a learner; the
// database refuses the rest (column privileges), so nothing else is ever sent.
import type { Supabase } from './load-supabase.ts';
import type { Profile } from './auth-context.ts';

export type ProfilePatch = Partial<Pick<Profile, 'display_name'>>;

export async function saveProfile(supabase: Supabase, userId: string, patch: ProfilePatch): Promise<void> {
  if (patch.display_name === undefined) return;
  const { error } = await supabase.from('profiles').update({ display_name: patch.display_name }).eq('id', userId);
  if (error) throw error;
}
