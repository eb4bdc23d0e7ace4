// Writes the public pages as HTML after `vite build` (the plugin in vite.config.ts runs this): the
// app is built once more for Node (src/entry-server.tsx; beside the browser build), each page of PRERENDERED_PATHS is rendered
// into the built index.html, and the page's own code and CSS are linked from its <head>. The result,
// for any static host:
//   index.html          `/`, pre-rendered
//   <page>.html         `/pricing`, `/login`, … pre-rendered
//   spa.html            the empty shell, for every other route (the SPA fallback)
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { iconImports } from './icon-imports.ts';
import { SPA_FALLBACK } from './static.ts';

type EntryServer = typeof import('../src/entry-server.tsx');

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const MANIFEST = '.vite/manifest.json';

/** The file a pre-rendered path is written to, relative to the build's output directory. */
function prerenderedFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** The app built for Node (src/entry-server.tsx), ready to render pages; `dispose` removes its files. */
export interface Renderer {
  entry: EntryServer;
  dispose(): Promise<void>;
}

/**
 * Builds the app for Node. It needs none of the browser build's output, so the plugin in
 * vite.config.ts starts it with the browser build, and the two run side by side (the SPA
 * build is most of a fresh start); `prerender` then only renders.
 */
export async function buildRenderer({ root, mode }: { root: string; mode: string }): Promise<Renderer> {
  const cacheDir = join(root, 'node_modules/.cache');
  await mkdir(cacheDir, { recursive: true });
  // Inside the project, so the Node build resolves react, react-router and Mantine from node_modules.
  const serverDir = await mkdtemp(join(cacheDir, 'prerender-'));
  const dispose = () => rm(serverDir, { recursive: true, force: true });
  try {
    await build({
      root,
      mode,
      configFile: false,
      logLevel: 'warn',
      plugins: [react(), iconImports()],
      build: {
        ssr: resolve(root, 'src/entry-server.tsx'),
        outDir: serverDir,
        emptyOutDir: true,
        target: 'node20',
        reportCompressedSize: false,
      },
    });
    const entry = (await import(pathToFileURL(join(serverDir, 'entry-server.js')).href)) as EntryServer;
    return { entry, dispose };
  } catch (e) {
    await dispose();
    throw e;
  }
}

export async function prerender({ outDir, renderer }: { outDir: string; renderer: Renderer }): Promise<string[]> {
  const { entry } = renderer;
  try {
    const manifest = JSON.parse(await readFile(join(outDir, MANIFEST), 'utf8')) as Manifest;
    const template = withEntryStages(await readFile(join(outDir, 'index.html'), 'utf8'), manifest);
    if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div> to render into');
    await writeFile(join(outDir, SPA_FALLBACK), withRoutePreloads(template, entry.SHELL_PRELOADS, manifest));

    const { html: shell, entry: script, preloads } = takeScripts(template);
    const written: string[] = [];
    for (const path of entry.PRERENDERED_PATHS) {
      const page = await entry.renderPage(path).catch((e: unknown) => {
        throw new Error(`Could not pre-render ${path}: ${(e as Error).message}`, { cause: e });
      });
      const pageAssets = assetsOf(page.modules, manifest);
      const styles = pageAssets.styles.filter((f) => !shell.includes(`/${f}"`));
      const head = [
        `<script>${entry.bootScript()}</script>`,
        '<style>[data-session] #root{visibility:hidden}</style>',
        ...styles.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
      ];
      const html = shell
        .replace(/<title>[^<]*<\/title>/, (t) => (page.title ? `<title>${escapeHtml(page.title)}</title>` : t))
        .replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`)
        .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${path}">${page.html}</div>`)
        .replace(
          '</body>',
          () =>
            `  <script>${loadScripts(script, [...new Set([...preloads, ...pageAssets.scripts])], entry.LOADED_AT_ONCE.includes(path) ? 'at-once' : 'on-demand')}</script>\n  </body>`,
        );
      const file = prerenderedFile(path);
      await writeFile(join(outDir, file), html);
      written.push(file);
    }
    return written;
  } finally {
    await renderer.dispose();
    await rm(join(outDir, '.vite'), { recursive: true, force: true });
  }
}

// The chunks a page's modules need (and the chunks they import), and their CSS. The entry's own are
// left out: the shell already names them.
function assetsOf(modules: string[], manifest: Manifest): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || scripts.has(`/${chunk.file}`)) return;
    scripts.add(`/${chunk.file}`);
    chunk.css?.forEach((css) => styles.add(css));
    chunk.imports?.forEach(visit);
  };
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`The build manifest has no chunk for ${module}`);
    visit(module);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

// The entry (src/main.tsx) imports the app in stages, each evaluated in a task of its own; Vite names
// only the entry's static imports in index.html. The stages' chunks and CSS are named beside them, as
// if imported statically: the CSS is there for the first paint, and the chunks download together with
// the entry (on a pre-rendered page, when its scripts load) instead of one stage after another.
function withEntryStages(template: string, manifest: Manifest): string {
  const entry = manifest['index.html'];
  if (!entry?.isEntry) throw new Error('The build manifest has no entry for index.html');
  const stages = assetsOf(entry.dynamicImports ?? [], manifest);
  const named = (f: string) => template.includes(`"${f}"`);
  const links = [
    ...stages.scripts.filter((f) => !named(f)).map((f) => `<link rel="modulepreload" crossorigin href="${f}">`),
    ...stages.styles
      .map((f) => `/${f}`)
      .filter((f) => !named(f))
      .map((f) => `<link rel="stylesheet" crossorigin href="${f}">`),
  ];
  const withLinks = template.replace(
    /([ \t]*)(<script type="module" crossorigin src="[^"]+"><\/script>\n)/,
    (_, indent: string, script: string) => `${indent}${script}${links.map((l) => `${indent}${l}\n`).join('')}`,
  );
  if (withLinks === template && links.length > 0) throw new Error('index.html has no <script type="module" crossorigin src> entry');
  return withLinks;
}

// The shell (spa.html) serves every route that is not pre-rendered, so it cannot name a page's code in
// its HTML; an inline script in its <head> does, from the address: for the routes of SHELL_PRELOADS
// (src/app/routes.tsx), the chunks and CSS of their modules are requested at once, alongside the entry,
// instead of one import after another once the entry has run (the router loads the page's code, the
// page then supabase-js). The routes still import them as before: these only warm the cache.
function withRoutePreloads(shell: string, routes: Record<string, readonly string[]>, manifest: Manifest): string {
  const table = Object.entries(routes).map(([prefix, modules]) => {
    const { scripts, styles } = assetsOf(
      modules.map((m) => m.replace(/^\//, '')),
      manifest,
    );
    const named = (f: string) => shell.includes(`"${f}"`);
    return [prefix, scripts.filter((f) => !named(f)), styles.map((f) => `/${f}`).filter((f) => !named(f))] as const;
  });
  if (table.length === 0) return shell;
  const script =
    `(function(){var p=location.pathname,t=${JSON.stringify(table)};` +
    `t.forEach(function(r){if(p!==r[0]&&p.indexOf(r[0]+'/')!==0)return;` +
    `r[1].forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});` +
    `r[2].forEach(function(h){var l=document.createElement('link');l.rel='stylesheet';l.crossOrigin='';l.href=h;document.head.appendChild(l)})})})()`;
  return shell.replace('</head>', () => `  <script>${script}</script>\n  </head>`);
}

// Vite's entry script and module preloads, taken out of the shell.
function takeScripts(shell: string): { html: string; entry: string; preloads: string[] } {
  let entry: string | null = null;
  const preloads: string[] = [];
  const html = shell
    .replace(/[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/, (_, src: string) => ((entry = src), ''))
    .replace(/[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g, (_, href: string) => (preloads.push(href), ''));
  if (!entry) throw new Error('index.html has no <script type="module" crossorigin src> entry');
  return { html, entry, preloads };
}

// On a pre-rendered page the content is already in the HTML; the scripts only make it interactive.
// - 'on-demand' (a page complete as HTML): they are requested on the visitor's first interaction
//   (a press, a key, a focus), so reading the page costs no JavaScript; typed text, a held submit
//   and a held click are made good once the app runs (src/lib/before-hydration.ts). A visitor who
//   may be signed in (`data-session`, set by the boot script) gets them at once: the app shows the
//   right screen instead.
// - 'at-once' (a page that reads data when it opens): once the page has painted (a frame, then a
//   task), so they never compete with the stylesheets the first paint waits for.
// The preloads are added together, so the chunks download in parallel rather than one import at a time.
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin', 'touchstart'];

function loadScripts(entry: string, preloads: string[], when: 'at-once' | 'on-demand'): string {
  const load = `function load(){if(started)return;started=true;events.forEach(function(t){document.removeEventListener(t,load,true)});${JSON.stringify(preloads)}.forEach(function(href){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.appendChild(l)});var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};document.head.appendChild(s)}`;
  const atOnce = 'requestAnimationFrame(function(){setTimeout(load,0)})';
  const start =
    when === 'at-once'
      ? atOnce
      : `if(document.documentElement.hasAttribute('data-session'))${atOnce};else events.forEach(function(t){document.addEventListener(t,load,{capture:true,passive:true})})`;
  return `(function(){var started=false,events=${JSON.stringify(FIRST_INTERACTION)};${load}${start}})()`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
