// The SPA's configuration, read once from Vite's env and validated with a message that names what is
// missing. See .env.example.
export interface Env {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

export function readEnv(source: Record<string, string | undefined>): Env {
  const missing: string[] = [];
  const url = source.VITE_SUPABASE_URL?.trim();
  const key = source.VITE_SUPABASE_ANON_KEY?.trim();
  if (!url) missing.push('VITE_SUPABASE_URL');
  if (!key) missing.push('VITE_SUPABASE_ANON_KEY');
  if (missing.length) {
    throw new Error(`Missing ${missing.join(' and ')}: copy .env.example to .env (npm start does this for you).`);
  }
  try {
    new URL(url!);
  } catch {
    throw new Error(`VITE_SUPABASE_URL is not a URL: "${url}"`);
  }
  return { supabaseUrl: url!, supabaseAnonKey: key! };
}

export const env: Env = readEnv(import.meta.env);
