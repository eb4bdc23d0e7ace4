// Which backend the SPA is built or served against. The rule (README, "Ports"): an explicit
// VITE_SUPABASE_URL — in the environment or in a .env file Vite reads — wins; otherwise the SPA uses
// the embedded stack this checkout starts, at STACK_API_PORT or supabase/config.toml's [api] port. So
// `STACK_API_PORT=54421 npm start` builds an app that talks to 54421, never to another stack on 54321.
// vite.config.ts applies the rule to every build and dev server; `npm start` and `npm run dev` print
// the result and warn when the SPA's URL is not the stack they started.
import { ANON_KEY, loadConfig, projectRoot } from 'supabase-stand-in/project';
import { readViteEnv } from './env.ts';

export interface SpaBackend {
  /** The URL the SPA's supabase-js client uses. */
  url: string;
  /** The stack this checkout starts. */
  stackUrl: string;
  /** True when VITE_SUPABASE_URL was set by the environment or a .env file. */
  explicit: boolean;
}

function origin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/**
 * Resolves the rule for a Vite mode and, when nothing is explicit, sets VITE_SUPABASE_URL (and the
 * local anon key when none is set) in process.env, which Vite reads before any .env file.
 */
export function applySpaBackend(mode: string): SpaBackend {
  const stackUrl = `http://127.0.0.1:${loadConfig().apiPort}`;
  const fromVite = readViteEnv(mode, projectRoot);
  const set = fromVite.VITE_SUPABASE_URL?.trim();
  if (!fromVite.VITE_SUPABASE_ANON_KEY?.trim()) process.env.VITE_SUPABASE_ANON_KEY = ANON_KEY;
  if (set) return { url: set, stackUrl, explicit: true };
  process.env.VITE_SUPABASE_URL = stackUrl;
  return { url: stackUrl, stackUrl, explicit: false };
}

/** The lines `npm start` and `npm run dev` print about the SPA's backend. */
export function describeSpaBackend(spa: SpaBackend, startedUrl: string): string[] {
  const lines = [
    `  SPA uses     ${spa.url}${spa.explicit ? ' (VITE_SUPABASE_URL, from the environment or .env)' : ' (the stack started here)'}`,
  ];
  if (origin(spa.url) !== origin(startedUrl)) {
    lines.push(
      `  WARNING: the SPA talks to ${spa.url}, not to the stack started here (${startedUrl}).`,
      '           Remove VITE_SUPABASE_URL from .env (and the environment) to use this stack.',
    );
  }
  return lines;
}
