const lap = async (n: string, f: () => Promise<unknown>) => { const t = performance.now(); await f(); console.log(n, ((performance.now() - t) / 1000).toFixed(2)); };
await lap('stack/index first', () => import('./stack/index.ts'));
await lap('stripe sdk', () => import('stripe'));
