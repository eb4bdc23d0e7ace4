// The live room's peer-to-peer video limit: one host page and N attendee pages in one Chromium (fake
// camera and microphone), each a signed-in member in its own context, joined through the real room
// (/live/:id: the private Realtime topics carry the WebRTC signalling) against a production build and a
// fresh stack. For N = 1, 2, 4, 6, 8 attendees (added to the same room one stage after the other) it
// reads RTCPeerConnection.getStats() on every page twice, 10 s apart: each attendee's received video
// (inbound-rtp: frames decoded per second, frame size), and the host's upload (outbound-rtp: bits per
// second over all peers, encoded frames per second, WebRTC's own quality-limitation reason).
// Caveat, printed with the table: every peer runs on this one machine, so the host's encoders and every
// attendee's decoder share its cores; the figure is a floor for the CPU side and says nothing of a
// home uplink (the loopback network never limits).
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import type { Browser, Page } from 'playwright-core';
import WebSocket from 'ws';
import { ANON_KEY, projectRoot, SERVICE_ROLE_KEY, startStack } from 'supabase-stand-in';
import { createSpaServer } from '../web/static.ts';
import { launchBrowser } from '../tests/support/browser.ts';
import { percentile } from './measure.ts';

const API_PORT = 54641;
const PASSWORD = 'Bench-p2p-password-1';
const STAGES = (process.env.LIVE_P2P_STAGES ?? '1,2,4,6,8')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const SETTLE_MS = 5_000;
const WINDOW_MS = 10_000;

// Every RTCPeerConnection a page makes, kept where the bench can read its stats.
const KEEP_PEERS = `(() => {
  const Native = window.RTCPeerConnection;
  window.__peers = [];
  window.RTCPeerConnection = class extends Native {
    constructor(...args) { super(...args); window.__peers.push(this); }
  };
})()`;

// Page code as a string: tsx would wrap named functions in a helper the page does not have.
const READ_STATS = `async () => {
  const out = { bytesSent: 0, framesEncoded: 0, framesDecoded: 0, framesDropped: 0, bytesReceived: 0, width: 0, limits: [], peers: 0 };
  for (const pc of window.__peers) {
    if (pc.connectionState !== 'connected') continue;
    out.peers += 1;
    const report = await pc.getStats();
    report.forEach((s) => {
      if (s.type === 'outbound-rtp') {
        out.bytesSent += s.bytesSent ?? 0;
        if (s.kind === 'video') {
          out.framesEncoded += s.framesEncoded ?? 0;
          out.width = Math.max(out.width, s.frameWidth ?? 0);
          if (s.qualityLimitationReason) out.limits.push(s.qualityLimitationReason);
        }
      } else if (s.type === 'inbound-rtp' && s.kind === 'video') {
        out.framesDecoded += s.framesDecoded ?? 0;
        out.framesDropped += s.framesDropped ?? 0;
        out.bytesReceived += s.bytesReceived ?? 0;
        out.width = Math.max(out.width, s.frameWidth ?? 0);
      }
    });
  }
  return out;
}`;

interface Stats {
  bytesSent: number;
  framesEncoded: number;
  framesDecoded: number;
  framesDropped: number;
  bytesReceived: number;
  width: number;
  limits: string[];
  peers: number;
}

const read = (page: Page) => page.evaluate<Stats>(`(${READ_STATS})()`);

async function signedIn(browser: Browser, appUrl: string, email: string, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 640, height: 480 } });
  await context.addInitScript(KEEP_PEERS);
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(`${appUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/dashboard/);
  await page.goto(`${appUrl}${path}`);
  return page;
}

interface StageRow {
  n: number;
  withVideo: number;
  fps: number[];
  dropped: number;
  width: number[];
  hostKbps: number;
  hostEncodeFps: number;
  limits: string;
  load: number;
}

export async function benchLiveP2p(): Promise<string> {
  const outDir = resolve(projectRoot, '.local/bench-live-p2p-dist');
  const apiUrl = `http://127.0.0.1:${API_PORT}`;
  execFileSync(
    process.execPath,
    [resolve(projectRoot, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: projectRoot,
      env: { ...process.env, VITE_SUPABASE_URL: apiUrl, VITE_SUPABASE_ANON_KEY: ANON_KEY },
      stdio: 'inherit',
    },
  );
  const stack = await startStack({ database: { kind: 'pglite' }, apiPort: API_PORT, mailPort: null, log: () => undefined });
  const app = createSpaServer(outDir);
  await new Promise<void>((r) => app.listen(0, '127.0.0.1', () => r()));
  const appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  const browser = await launchBrowser(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']);
  const rows: StageRow[] = [];
  try {
    const db = createClient(apiUrl, SERVICE_ROLE_KEY, { auth: { persistSession: false }, realtime: { transport: WebSocket as never } });
    const member = async (name: string) => {
      const email = `${name}-${Date.now().toString(36)}@bench.example`;
      const { data, error } = await db.auth.admin.createUser({
        email,
        password: PASSWORD,
        email_confirm: true,
        user_metadata: { display_name: name },
      });
      if (error) throw error;
      return { id: data.user.id, email };
    };
    // A session in #earnings-calendar (every signed-in member may enter), live, hosted by an analyst.
    const host = await member('bench-host');
    const analyst = await db.from('analysts').insert({ user_id: host.id });
    if (analyst.error) throw analyst.error;
    const session = await db
      .from('live_sessions')
      .insert({
        channel_id: 'earnings-calendar',
        title: 'P2P bench',
        access: 'free',
        starts_at: new Date().toISOString(),
        duration_minutes: 60,
        host_id: host.id,
        state: 'live',
        started_at: new Date().toISOString(),
      })
      .select('id')
      .single();
    if (session.error) throw session.error;
    const room = `/live/${session.data.id}`;

    const hostPage = await signedIn(browser, appUrl, host.email, room);
    await hostPage.getByRole('button', { name: 'Start camera' }).click();
    await hostPage.getByTestId('own-video').waitFor();

    const attendees: Page[] = [];
    for (const n of STAGES) {
      while (attendees.length < n) {
        const who = await member(`bench-attendee-${attendees.length + 1}`);
        attendees.push(await signedIn(browser, appUrl, who.email, room));
      }
      // Each attendee's video shows frames (or not within a minute).
      const playing = await Promise.all(
        attendees.map((page) =>
          page
            .waitForFunction(
              `(() => { const v = document.querySelector('[data-testid=host-video]'); return !!v && v.videoWidth > 0; })()`,
              undefined,
              { timeout: 60_000 },
            )
            .then(
              () => true,
              () => false,
            ),
        ),
      );
      await hostPage.waitForTimeout(SETTLE_MS);
      const load = loadavg()[0]!;
      const before = await Promise.all([hostPage, ...attendees].map(read));
      const t0 = Date.now();
      await hostPage.waitForTimeout(WINDOW_MS);
      const after = await Promise.all([hostPage, ...attendees].map(read));
      const seconds = (Date.now() - t0) / 1000;
      const [h0, ...a0] = before;
      const [h1, ...a1] = after;
      const fps = a1.map((s, i) => (s.framesDecoded - a0[i]!.framesDecoded) / seconds);
      rows.push({
        n,
        withVideo: playing.filter(Boolean).length,
        fps,
        dropped: a1.reduce((sum, s, i) => sum + s.framesDropped - a0[i]!.framesDropped, 0),
        width: a1.map((s) => s.width),
        hostKbps: ((h1!.bytesSent - h0!.bytesSent) * 8) / seconds / 1000,
        // The host's encoders together, per peer.
        hostEncodeFps: (h1!.framesEncoded - h0!.framesEncoded) / seconds / Math.max(1, h1!.peers),
        limits: [...new Set(h1!.limits)].join(', ') || 'none',
        load,
      });
      console.log(
        `live-p2p: ${n} attendee(s): ${fps.map((f) => f.toFixed(1)).join(', ')} fps; host ${Math.round(rows.at(-1)!.hostKbps)} kbit/s`,
      );
    }
  } finally {
    await browser.close();
    await new Promise<void>((r) => app.close(() => r()));
    await stack.close();
  }

  const base = percentile(
    [...rows[0]!.fps].sort((a, b) => a - b),
    50,
  );
  const table = rows
    .map((r) => {
      const sorted = [...r.fps].sort((a, b) => a - b);
      const median = percentile(sorted, 50);
      const verdict = r.withVideo < r.n ? 'video missing' : median < 0.8 * base || sorted[0]! < 0.6 * base ? '**falls**' : 'holds';
      return `| ${r.n} | ${r.withVideo}/${r.n} | ${median.toFixed(1)} | ${sorted[0]!.toFixed(1)} | ${r.dropped} | ${Math.min(...r.width)}–${Math.max(...r.width)} | ${Math.round(r.hostKbps)} | ${Math.round(r.hostKbps / r.n)} | ${r.hostEncodeFps.toFixed(1)} | ${r.limits} | ${r.load.toFixed(1)} | ${verdict} |`;
    })
    .join('\n');
  const falls = rows.find((r) => {
    const sorted = [...r.fps].sort((a, b) => a - b);
    return r.withVideo < r.n || percentile(sorted, 50) < 0.8 * base || sorted[0]! < 0.6 * base;
  });
  return (
    `One host and N attendees, one Chromium (fake 640×360 camera), each a signed-in member in their own context, joined through /live/:id; ` +
    `WebRTC stats over ${WINDOW_MS / 1000} s after ${SETTLE_MS / 1000} s of settling. "Falls": the median attendee's frame rate below 80 % of the one-attendee rate, or the slowest below 60 %.\n\n` +
    '| attendees | with video | received fps, median | slowest | frames dropped | frame width | host upload kbit/s | per attendee | host encoded fps per peer | host quality limit | load avg | |\n' +
    '|---|---|---|---|---|---|---|---|---|---|---|---|\n' +
    table +
    `\n\n${falls ? `Quality falls at **${falls.n} attendees** on this machine.` : `Quality holds up to ${rows.at(-1)!.n} attendees on this machine.`} ` +
    'Caveat: every peer runs on this one machine (the host encodes one stream per attendee, each attendee decodes one, all on the same cores, with other work on them), and loopback never limits bandwidth: a real host is limited by their own CPU (one encoder per attendee) and uplink (the per-attendee bitrate × N).'
  );
}
