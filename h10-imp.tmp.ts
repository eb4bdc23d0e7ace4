const t0 = performance.now();
const lap = async (n: string, f: () => Promise<unknown>) => { const t = performance.now(); await f(); console.log(n, ((performance.now() - t) / 1000).toFixed(2)); };
console.log('since process start', (t0/1000).toFixed(2));
await lap('vite', () => import('vite'));
await lap('pglite', () => import('@electric-sql/pglite'));
await lap('stack/index', () => import('./stack/index.ts'));
await lap('web/static', () => import('./web/static.ts'));
await lap('web/build', () => import('./web/build.ts'));
