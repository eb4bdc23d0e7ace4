// The browser's router over the route table. The page of the first URL is loaded before the router
// starts, so the first render is the page itself: no loading flash, and it matches pre-rendered HTML.
import { createBrowserRouter, matchRoutes } from 'react-router';
import { routes } from './routes.tsx';

export async function createAppRouter(location: Location) {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        Object.assign(route, await route.lazy(), { lazy: undefined });
      } catch {
        // Left lazy: the router loads it again and shows the route's error if that fails too.
      }
    }),
  );
  return createBrowserRouter(routes);
}
