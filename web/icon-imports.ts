// `import { IconX } from '@tabler/icons-react'` rewritten to an import of that icon's own module, for
// the browser build and the pre-renderer's Node build alike: neither then resolves (nor, in Node,
// loads) the package's barrel of 6,290 re-exports (rolldown's LARGE_BARREL_MODULES advice;
// the SPA build is most of a fresh start). An icon exported only under a second name would fail the
// build loudly, never silently. Types are gone by then (the plugin runs after TypeScript is stripped).
import transformImports from '@rolldown/plugin-transform-imports';
import type { Plugin } from 'vite';

export function iconImports(): Plugin {
  return {
    ...(transformImports({
      '@tabler/icons-react': { transform: [['Icon.+', '@tabler/icons-react/dist/esm/icons/{{member}}.mjs']] },
    }) as Plugin),
    apply: 'build',
  };
}
