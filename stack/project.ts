// A light second entry, `supabase-stand-in/project`: the project's stack settings (config.toml, its
// folders) and the demo keys, without the servers — for a build tool's config (vite.config.ts reads
// the API port and anon key the SPA is built against).
export { dataDir, loadConfig, projectRoot, type StackConfig } from './config.ts';
export { ANON_KEY, SERVICE_ROLE_KEY } from './keys.ts';
