// Setup file of the `browser` project: each test file first waits for its lane (tests/support/browser-lanes.ts)
// and holds it until its last hook has run.
import type { Socket } from 'node:net';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { enterLane, laneOf } from './browser-lanes.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    lanePort: number;
  }
}

let held: Socket | undefined;
// Up to 20 minutes: a file may wait for every file of its groups, or for every other file, to end.
beforeAll(async () => {
  held = await enterLane(inject('lanePort'), laneOf(expect.getState().testPath ?? ''));
}, 20 * 60_000);
afterAll(() => {
  held?.end();
});
