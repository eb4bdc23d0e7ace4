import { resolve } from 'node:path';
import { defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { applySpaBackend } from './web/spa-backend.ts';
import { iconImports } from './web/icon-imports.ts';
import { preloadDeps } from './web/preload-deps.ts';
import { buildRenderer, prerender, type Renderer } from './web/prerender.ts';

// After the browser build, write the public pages as HTML (web/prerender.ts). The app's Node build,
// which the pages are rendered with, runs beside the browser build rather than after it.
function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  let renderer: Promise<Renderer> | null = null;
  return {
    name: 'tradecraft:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      renderer = buildRenderer({ root: config.root, mode: config.mode });
      renderer.catch(() => undefined); // reported where it is awaited
    },
    async buildEnd(error) {
      if (!error) return;
      // The browser build failed: nothing will be rendered.
      const started = renderer;
      renderer = null;
      await started?.then(
        (r) => r.dispose(),
        () => undefined,
      );
    },
    async closeBundle() {
      if (!renderer) return;
      const pages = await prerender({ outDir: resolve(config.root, config.build.outDir), renderer: await renderer });
      config.logger.info(`pre-rendered ${pages.join(', ')}`);
    },
  };
}

export default defineConfig(({ mode }) => {
  // The SPA's backend: VITE_SUPABASE_URL when set, else the stack this checkout starts (README, "Ports").
  applySpaBackend(mode);
  const deps = preloadDeps();
  return {
    // iconImports: each Tabler icon imported from its own module (web/icon-imports.ts).
    plugins: [react(), iconImports(), deps.plugin, prerenderPages()],
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 3000 },
    build: {
      target: 'es2022',
      sourcemap: false,
      // Read by the pre-renderer to link each page's chunks and CSS (and then deleted).
      manifest: true,
      // A dynamic import's preload list leaves out what its importer has loaded already (web/preload-deps.ts).
      modulePreload: { resolveDependencies: deps.resolveDependencies },
      // The pre-render step is a second build plus eight renders: its seconds are expected, not a warning.
      // Lazy barrels: a named import from a side-effect-free barrel compiles only the modules it names.
      // With iconImports, the modules the build transforms went from 8,331 to 1,620 (the SPA
      // build was 9.3 s of a 10.3 s fresh start).
      rolldownOptions: { checks: { bundlerTimings: false }, experimental: { lazyBarrel: true } },
    },
  };
});
