// The profile used when the database read fails or finds no row: built from the
// signed-in user, with an empty display name when the sign-up metadata has none.
import type { User } from '@supabase/supabase-js';
import type { Profile } from './auth-context.ts';

export function buildDefaultProfile(user: User): Profile {
  const name: unknown = user.user_metadata?.display_name;
  return {
    id: user.id,
    email: user.email ?? '',
    display_name: typeof name === 'string' ? name : '',
    current_module: 1,
  };
}
