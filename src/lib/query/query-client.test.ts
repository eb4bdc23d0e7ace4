// An invalidation during a query's first read reads it again: the first answer may predate the change.
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ChangeAwareQueryClient } from './query-client.ts';

function controlledReads() {
  const answers: ((rows: string[]) => void)[] = [];
  const queryFn = () => new Promise<string[]>((resolve) => answers.push(resolve));
  return { answers, queryFn };
}

describe('ChangeAwareQueryClient', () => {
  it('reads again when invalidated while the first read is on its way, and keeps the later answer', async () => {
    const client = new ChangeAwareQueryClient({ defaultOptions: { queries: { retry: false } } });
    const { answers, queryFn } = controlledReads();
    const observer = new QueryObserver(client, { queryKey: ['signals'], queryFn });
    const seen: (string[] | undefined)[] = [];
    const stop = observer.subscribe((r) => seen.push(r.data));
    expect(answers).toHaveLength(1);

    const invalidated = client.invalidateQueries({ queryKey: ['signals'] });
    expect(answers).toHaveLength(2);
    answers[0]!(['before the change']);
    answers[1]!(['before the change', 'the new signal']);
    await invalidated;
    expect(observer.getCurrentResult().data).toEqual(['before the change', 'the new signal']);
    expect(seen).not.toContainEqual(['before the change']);
    stop();
  });

  it('leaves a first read alone when the invalidation reads nothing again (refetchType none, or no one watching)', async () => {
    const client = new ChangeAwareQueryClient({ defaultOptions: { queries: { retry: false } } });
    const { answers, queryFn } = controlledReads();
    const observer = new QueryObserver(client, { queryKey: ['signals'], queryFn });
    const stop = observer.subscribe(() => undefined);
    await client.invalidateQueries({ queryKey: ['signals'], refetchType: 'none' });
    expect(answers).toHaveLength(1);
    answers[0]!(['rows']);
    await expect.poll(() => observer.getCurrentResult().data).toEqual(['rows']);
    stop();

    const { answers: prefetched, queryFn: prefetch } = controlledReads();
    const read = client.prefetchQuery({ queryKey: ['unwatched'], queryFn: prefetch });
    void client.invalidateQueries({ queryKey: ['unwatched'] });
    expect(prefetched).toHaveLength(1);
    prefetched[0]!(['kept']);
    await read;
    expect(client.getQueryData(['unwatched'])).toEqual(['kept']);
  });

  it('still restarts a read of a query that has data (as TanStack does)', async () => {
    const client = new ChangeAwareQueryClient({ defaultOptions: { queries: { retry: false } } });
    const { answers, queryFn } = controlledReads();
    const observer = new QueryObserver(client, { queryKey: ['signals'], queryFn, staleTime: 0 });
    const stop = observer.subscribe(() => undefined);
    answers[0]!(['first']);
    await expect.poll(() => observer.getCurrentResult().data).toEqual(['first']);
    void observer.refetch();
    const invalidated = client.invalidateQueries({ queryKey: ['signals'] });
    expect(answers).toHaveLength(3);
    answers[1]!(['stale']);
    answers[2]!(['fresh']);
    await invalidated;
    expect(observer.getCurrentResult().data).toEqual(['fresh']);
    stop();
  });
});
