// The browser files' lanes (tests/support/browser-lanes.ts): who may run beside whom.
import { afterEach, describe, expect, it } from 'vitest';
import type { Socket } from 'node:net';
import { enterLane, laneOf, startLaneServer, type Lane } from './support/browser-lanes.ts';

const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function keeper() {
  const s = await startLaneServer();
  servers.push(s);
  return s.port;
}

/** Whether `enter` is granted within a short while (a grant comes within milliseconds); a grant that
 * must come is awaited instead, so a busy machine cannot fail these checks. */
async function grantedSoon(enter: Promise<Socket>): Promise<boolean> {
  return Promise.race([enter.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 300))]);
}

describe('browser lanes', () => {
  it('lets files with no lane or with disjoint groups run side by side', async () => {
    const port = await keeper();
    const free: Lane = {};
    await enterLane(port, free);
    await enterLane(port, free);
    await enterLane(port, { groups: ['market'] });
    await enterLane(port, { groups: ['live'] });
  });

  it('keeps two files of one group apart until the first ends', async () => {
    const port = await keeper();
    const first = await enterLane(port, { groups: ['market', 'live'] });
    const second = enterLane(port, { groups: ['live'] });
    expect(await grantedSoon(second)).toBe(false);
    first.end();
    await second;
  });

  it('runs a file alone: it waits for every other file, and the others wait for it', async () => {
    const port = await keeper();
    const running = await enterLane(port, {});
    const alone = enterLane(port, { alone: true });
    expect(await grantedSoon(alone)).toBe(false);
    // A file arriving after one waiting to run alone does not overtake it.
    const later = enterLane(port, {});
    expect(await grantedSoon(later)).toBe(false);
    running.destroy(); // a worker that dies releases its lane too
    const held = await alone;
    expect(await grantedSoon(later)).toBe(false);
    held.end();
    await later;
  });

  it('names the lanes by file name, from any path', () => {
    expect(laneOf('/x/tests/browser/admin-content.test.ts')).toEqual({ alone: true });
    expect(laneOf('tests/browser/live-market.test.ts').groups).toContain('market');
    expect(laneOf('tests/browser/some-new-file.test.ts')).toEqual({});
  });
});
