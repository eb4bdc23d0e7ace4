// The one cache of server data (TanStack Query). Every read is a `useQuery` over a key from its
// feature's key factory; every write a `useMutation`; Realtime changes update or invalidate entries
// (lib/realtime/use-realtime-cache.ts). A failed read with `meta.errorTitle` is shown once, here.
import { MutationCache, QueryCache, QueryClient, type InvalidateOptions, type InvalidateQueryFilters } from '@tanstack/react-query';
import { notifyError } from '../notify.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorTitle?: string };
    mutationMeta: { errorTitle?: string };
  }
}

/**
 * An invalidation says the rows changed after now, so a read already on its way may predate the
 * change. TanStack restarts such a read only when the query already has data; a first read in flight
 * is joined instead, and its answer (without the change) would stand until the next change. Here that
 * first read is dropped and read again too (only for the queries the invalidation reads again).
 */
export class ChangeAwareQueryClient extends QueryClient {
  override invalidateQueries(filters: InvalidateQueryFilters = {}, options?: InvalidateOptions): Promise<void> {
    if (filters.refetchType !== 'none') {
      for (const query of this.getQueryCache().findAll({ ...filters, type: 'active', fetchStatus: 'fetching' }))
        if (query.state.data === undefined) void query.cancel({ silent: true });
    }
    return super.invalidateQueries(filters, options);
  }
}

export const queryClient = new ChangeAwareQueryClient({
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
