// Reads a page starts as soon as the signed-in user is known, alongside their profile and plan, rather
// than once the page has rendered (the dashboard's first message list). A page's route
// module registers them when it loads — the router loads the first address's page before the app
// renders (src/app/router.tsx) — and primeAccount (lib/account/prime-account.ts) runs them right after
// it has emptied the cache for the new user. Each read decides from the address whether it applies,
// and only warms the cache: the page reads the same keys as before.
import type { QueryClient } from '@tanstack/react-query';
import { log } from '../log.ts';

export type EarlyRead = (client: QueryClient, userId: string, location: Pick<Location, 'pathname'>) => void;

const reads = new Set<EarlyRead>();

export function readEarly(read: EarlyRead): void {
  reads.add(read);
}

export function startEarlyReads(client: QueryClient, userId: string, location: Pick<Location, 'pathname'> = window.location): void {
  for (const read of reads) {
    try {
      read(client, userId, location);
    } catch (e) {
      log.warn('An early read could not start; the page reads it itself.', e);
    }
  }
}
