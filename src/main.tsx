// The app's entry. Its code is evaluated in stages, each in a task of its own with a yield between
// (React DOM; then the providers with Mantine; then the router and the page, src/start-app.tsx),
// not as one module graph in one task: a pre-rendered page that loads its code at once (`/preview`)
// would otherwise block the main thread for the whole graph (total blocking time; docs/decisions.md). The
// chunks are requested together (web/prerender.ts preloads them), so the stages add no round trips.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

await import('react-dom/client');
await nextTask();
await import('./app/app.tsx');
await nextTask();
await import('./start-app.tsx');

export {};
