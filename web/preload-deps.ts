// Vite lists, beside every dynamic import(), the chunks the imported one needs, so the browser fetches
// them in parallel (`__vite__mapDeps`). The list names every chunk of the import's static graph, even
// those the importing chunk itself imports statically — loaded and run before its code can call
// import(), so asking for them again does nothing. They are left out here: with a hundred lazy
// modules, those names were about 6 kB (gzip) of the dashboard's first load, 2.5 kB of them in the
// route table alone.
import type { Plugin } from 'vite';

type Bundle = Parameters<NonNullable<Extract<Plugin['generateBundle'], (...args: never[]) => unknown>>>[1];

export function preloadDeps(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], ctx: { hostId: string; hostType: 'html' | 'js' }) => string[];
} {
  let bundle: Bundle | undefined;
  const loadedWith = new Map<string, Set<string>>();
  // The chunks a chunk imports statically, directly or not: all loaded before it runs.
  const staticGraph = (file: string): Set<string> => {
    let seen = loadedWith.get(file);
    if (seen) return seen;
    seen = new Set<string>();
    const stack = [file];
    while (stack.length) {
      const chunk = bundle?.[stack.pop()!];
      if (chunk?.type !== 'chunk') continue;
      for (const imported of chunk.imports) {
        if (seen.has(imported)) continue;
        seen.add(imported);
        stack.push(imported);
      }
    }
    loadedWith.set(file, seen);
    return seen;
  };
  return {
    plugin: {
      name: 'tradecraft:preload-deps',
      apply: 'build',
      // Before Vite's own generateBundle, which writes the lists: the chunk graph is complete by then.
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          loadedWith.clear();
        },
      },
    },
    resolveDependencies: (_file, deps, { hostId, hostType }) => {
      if (hostType !== 'js' || !bundle) return deps;
      const loaded = staticGraph(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
