// The layout around every page that reads data: the one query cache. A route module of its own, so
// `@tanstack/react-query` is loaded with those pages and never with the landing page.
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../../lib/query/query-client.ts';

export default function DataLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
