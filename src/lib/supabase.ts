// The Supabase client itself, typed with the generated database types. Import it only through
// `loadSupabase()` (load-supabase.ts), which keeps supabase-js off the pages that do not need it.
import { createClient } from '@supabase/supabase-js';
import { env } from '../config/env.ts';
import type { Database } from './database.types.ts';
import { sessionStorageChoice } from './auth/session-storage-choice.ts';

// The session is kept in this tab or across restarts as 'Remember me' says (session-storage-choice.ts).
export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, { auth: { storage: sessionStorageChoice } });
