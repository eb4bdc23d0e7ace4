// A change that arrives by Realtime, applied to one cached read. Patched in place only when the cache
// holds the latest answer: a read still on its way may have been taken before the change, and its
// answer would replace the patch when it lands. Then (or with nothing cached yet) the read is made
// again instead, after the change (ChangeAwareQueryClient restarts a first read in flight too).
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export type PatchOutcome = 'patched' | 'read again';

export function patchCached<T>(client: QueryClient, queryKey: QueryKey, update: (data: T) => T): PatchOutcome {
  const state = client.getQueryState<T>(queryKey);
  if (state?.data === undefined || state.fetchStatus === 'fetching') {
    void client.invalidateQueries({ queryKey, exact: true });
    return 'read again';
  }
  client.setQueryData<T>(queryKey, (data) => (data === undefined ? data : update(data)));
  return 'patched';
}
