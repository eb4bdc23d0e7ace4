// A Realtime change patches the cache only when no read is on its way; otherwise the read is made again.
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ChangeAwareQueryClient } from './query-client.ts';
import { patchCached } from './patch-cached.ts';

function reads() {
  const answers: ((rows: number[]) => void)[] = [];
  return { answers, queryFn: () => new Promise<number[]>((resolve) => answers.push(resolve)) };
}

describe('patchCached', () => {
  it('patches an idle cached read in place, without reading again', async () => {
    const client = new ChangeAwareQueryClient();
    const { answers, queryFn } = reads();
    const observer = new QueryObserver(client, { queryKey: ['n'], queryFn });
    const stop = observer.subscribe(() => undefined);
    answers[0]!([1]);
    await expect.poll(() => observer.getCurrentResult().data).toEqual([1]);
    expect(patchCached<number[]>(client, ['n'], (d) => [2, ...d])).toBe('patched');
    expect(observer.getCurrentResult().data).toEqual([2, 1]);
    expect(answers).toHaveLength(1);
    stop();
  });

  it('reads again when a read taken before the change is still on its way (its answer would drop the patch)', async () => {
    const client = new ChangeAwareQueryClient();
    const { answers, queryFn } = reads();
    const observer = new QueryObserver(client, { queryKey: ['n'], queryFn, staleTime: 0 });
    const stop = observer.subscribe(() => undefined);
    answers[0]!([1]);
    await expect.poll(() => observer.getCurrentResult().data).toEqual([1]);
    void observer.refetch();
    expect(patchCached<number[]>(client, ['n'], (d) => [2, ...d])).toBe('read again');
    expect(answers).toHaveLength(3);
    answers[1]!([1]);
    answers[2]!([2, 1]);
    await expect.poll(() => observer.getCurrentResult().data).toEqual([2, 1]);
    stop();
  });

  it('reads again when nothing is cached yet (the first read on its way)', async () => {
    const client = new ChangeAwareQueryClient();
    const { answers, queryFn } = reads();
    const observer = new QueryObserver(client, { queryKey: ['n'], queryFn });
    const stop = observer.subscribe(() => undefined);
    expect(patchCached<number[]>(client, ['n'], (d) => [2, ...d])).toBe('read again');
    answers[0]!([]);
    answers[1]!([2]);
    await expect.poll(() => observer.getCurrentResult().data).toEqual([2]);
    stop();
  });
});
