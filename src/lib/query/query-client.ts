// The one cache of server data (TanStack Query). Every read is a `useQuery` over a key from its
// feature's key factory; every write a `useMutation`; Realtime changes update or invalidate entries
// (lib/realtime/use-realtime-cache.ts). A failed read with `meta.errorTitle` is shown once, here.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { notifyError } from '../notify.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorTitle?: string };
    mutationMeta: { errorTitle?: string };
  }
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.meta?.errorTitle) notifyError(query.meta.errorTitle, error);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (mutation.meta?.errorTitle) notifyError(mutation.meta.errorTitle, error);
    },
  }),
  defaultOptions: {
    // A failure is shown at once (the view says what is missing); Realtime keeps the data current,
    // so focusing the window does not re-read everything.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
