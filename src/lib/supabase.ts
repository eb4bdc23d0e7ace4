// The Supabase client itself, typed with the generated database types. Import it only through
// `loadSupabase()` (load-supabase.ts), which keeps supabase-js off the pages that do not need it.
import { createClient } from '@supabase/supabase-js';
import { env } from '../config/env.ts';
import type { Database } from './database.types.ts';

export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey);
