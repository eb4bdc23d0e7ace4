// The one Supabase client of the SPA, typed with the generated database types.
import { createClient } from '@supabase/supabase-js';
import { env } from '../config/env.ts';
import type { Database } from './database.types.ts';

export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey);
