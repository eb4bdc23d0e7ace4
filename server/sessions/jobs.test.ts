// The session job's scheduler: one run at a time, however long a run takes, and nothing after stop().
import { describe, expect, it } from 'vitest';
import { startSessionJobs } from './jobs.ts';

const options = { apiUrl: 'http://127.0.0.1:1', serviceKey: 'unused', appUrl: 'http://127.0.0.1:1', deliver: () => undefined };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('startSessionJobs', () => {
  it('skips the ticks that fall during a slow run instead of queueing them, and starts nothing after stop()', async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    const runOnce = async () => {
      runs += 1;
      active += 1;
      most = Math.max(most, active);
      await sleep(60);
      active -= 1;
    };
    const jobs = startSessionJobs({ ...options, intervalMs: 5, runOnce, log: () => undefined });
    await sleep(400);
    await jobs.stop();
    const stoppedAt = runs;
    await sleep(150);
    expect(most).toBe(1);
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(runs).toBeLessThanOrEqual(8);
    expect(runs).toBe(stoppedAt);
    expect(active).toBe(0);
  });

  it('logs the first failure and keeps running', async () => {
    const lines: string[] = [];
    let runs = 0;
    const runOnce = async () => {
      runs += 1;
      throw Object.assign(new Error('boom'), {});
    };
    const jobs = startSessionJobs({ ...options, intervalMs: 5, runOnce, log: (l) => lines.push(l) });
    await sleep(60);
    await jobs.stop();
    expect(runs).toBeGreaterThan(1);
    expect(lines).toEqual(['sessions: the session job failed (1×): boom']);
  });
});
