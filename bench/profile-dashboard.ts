// Where the dashboard's channel switch spends its time: the same click as bench/web.ts's
// dashboardTiming (#tutorial-help's sidebar link once /dashboard/general has settled), with a CPU
// profile (CDP Profiler) and the network reads around it. Prints, per run, the click → first message
// time, the reads made after the click (start and end, ms after the click), and over all runs the
// functions and scripts with the most self time between the click and the first message.
// `node --import tsx bench/profile-dashboard.ts [runs]` (builds and serves like `npm run bench -- web`).
import { launchBrowser } from '../tests/support/browser.ts';
import { serveBuild, signedInWatchingMessages } from './web.ts';

const runs = Number(process.argv[2] ?? 6);
// PROFILE=0: the reads and times only (the profiler's sampling slows the page several times over).
const profiling = process.env.PROFILE !== '0';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const served = await serveBuild();
const browser = await launchBrowser();
try {
  const { context, page } = await signedInWatchingMessages(browser, served.appUrl);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const selfByFn = new Map<string, number>();
  const selfByUrl = new Map<string, number>();
  const totalByFn = new Map<string, number>();
  const times: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    await page.goto(`${served.appUrl}/dashboard/general`);
    await page.locator('[data-testid="message-list"] [data-testid="message"]').first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    // The reads after the click, timed in the page (Resource Timing).
    await page.evaluate(() => performance.clearResourceTimings());
    if (profiling) await cdp.send('Profiler.start');
    const clickedAt = await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('#channel-sidebar a[href="/dashboard/tutorial-help"]')!;
      const at = performance.now();
      link.click();
      return at;
    });
    await page
      .locator('[data-testid="message-list"][aria-label="Messages in #tutorial-help"] [data-testid="message"]')
      .first()
      .waitFor({ timeout: 15_000 });
    const stopped = profiling ? (await cdp.send('Profiler.stop')).profile : null;
    const profile: Profile = {
      nodes: stopped?.nodes ?? [],
      startTime: stopped?.startTime ?? 0,
      endTime: stopped?.endTime ?? 0,
      samples: stopped?.samples ?? [],
      timeDeltas: stopped?.timeDeltas ?? [],
    };
    const shown = await page.evaluate(
      () => (window as unknown as { firstMessageAt: Record<string, number> }).firstMessageAt['Messages in #tutorial-help']!,
    );
    const reads = await page.evaluate(
      (at) =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
          (e) =>
            `${(e.startTime - at).toFixed(0)}→${(e.responseEnd - at).toFixed(0)} ${e.name.replace(/^https?:\/\/[^/]+/, '').slice(0, 110)}`,
        ),
      clickedAt,
    );
    if (i < 2) continue;
    times.push(shown - clickedAt);
    console.log(`run ${i - 1}: click → first message ${(shown - clickedAt).toFixed(0)} ms`);
    for (const r of reads) console.log(`   ${r}`);
    // Self time per function and per script, for the samples up to the first message.
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parentOf = new Map<number, ProfileNode>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n);
    let t = profile.startTime;
    // Profiler time is in µs on a monotonic clock: the samples up to the first message are those
    // before the page's clock said so (the profile's clock and performance.now() share their ticks).
    const shownAt = await page.evaluate((at) => (performance.timeOrigin + at) * 1000, shown);
    const limit = process.env.WHOLE
      ? Infinity
      : profile.startTime +
        (shownAt - profile.startTime > 0 && shownAt - profile.startTime < 60e6
          ? shownAt - profile.startTime
          : (shown - clickedAt) * 1000 + 5000);
    for (let s = 0; s < profile.samples.length; s++) {
      t += profile.timeDeltas[s]!;
      if (t > limit) break;
      const node = byId.get(profile.samples[s]!)!;
      const f = node.callFrame;
      const file = f.url.replace(/^.*\//, '') || '(native)';
      const name = `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
      const dt = (profile.timeDeltas[s + 1] ?? 0) / 1000;
      selfByFn.set(name, (selfByFn.get(name) ?? 0) + dt);
      selfByUrl.set(file, (selfByUrl.get(file) ?? 0) + dt);
      // Inclusive time per named function (each name once per stack): which components cost most.
      const seen = new Set<string>();
      for (let n: ProfileNode | undefined = node; n; n = parentOf.get(n.id)) {
        const fn = n.callFrame.functionName;
        if (!fn || seen.has(fn)) continue;
        seen.add(fn);
        totalByFn.set(fn, (totalByFn.get(fn) ?? 0) + dt);
      }
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `\nclick → first message: ${sorted.map((x) => x.toFixed(0)).join(', ')} ms (median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)})`,
  );
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${(v / runs).toFixed(1).padStart(7)} ms  ${k}`)
      .join('\n');
  console.log(`\nself time per run, by script:\n${top(selfByUrl, 12)}`);
  console.log(`\nself time per run, by function:\n${top(selfByFn, 40)}`);
  console.log(`\ntotal (inclusive) time per run, by function name:\n${top(totalByFn, 80)}`);
  await context.close();
} finally {
  await browser.close();
  await served.close();
}
