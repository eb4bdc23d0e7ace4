// What a page did last, for a failing test's report: its requests (method, path, status, when
// answered), its Realtime frames (event and topic, and the table of a change) and its console lines,
// each with the milliseconds since the page opened. Bounded: the last LIMIT entries of each page.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { parseFrame } from './realtime-frames.ts';

const LIMIT = 400;

export class PageLog {
  private lines: string[] = [];
  private readonly start = Date.now();

  constructor(private readonly page: Page) {
    page.on('request', (r) => wanted(r.url()) && this.add(`→ ${r.method()} ${short(r.url())}`));
    page.on('response', (r) => wanted(r.url()) && this.add(`← ${r.status()} ${r.request().method()} ${short(r.url())}`));
    page.on('requestfailed', (r) => this.add(`✗ ${r.method()} ${short(r.url())}: ${r.failure()?.errorText ?? ''}`));
    page.on('console', (m) => this.add(`console.${m.type()}: ${m.text().slice(0, 300)}`));
    page.on('websocket', (ws) => {
      this.add(`ws open ${short(ws.url())}`);
      ws.on('framesent', (f) => this.add(`ws ↑ ${frame(f.payload)}`));
      ws.on('framereceived', (f) => this.add(`ws ↓ ${frame(f.payload)}`));
      ws.on('close', () => this.add('ws closed'));
    });
  }

  private add(line: string): void {
    this.lines.push(`${String(Date.now() - this.start).padStart(6)} ms ${line}`);
    if (this.lines.length > LIMIT) this.lines.shift();
  }

  /** Prints each page's log and saves its screenshot (in the temporary folder, named in the report). */
  static async report(test: string, logs: PageLog[]): Promise<void> {
    const dir = join(tmpdir(), 'tc-browser-failures');
    mkdirSync(dir, { recursive: true });
    for (const [i, log] of logs.entries()) {
      const shot = join(dir, `${test.replace(/\W+/g, '-').slice(0, 60)}-${i + 1}.png`);
      const saved = await log.page
        .screenshot({ path: shot, fullPage: true, timeout: 5_000 })
        .then(() => shot)
        .catch((e: unknown) => `not saved (${e instanceof Error ? e.message.split('\n')[0] : String(e)})`);
      console.error(
        `\n── page ${i + 1} of "${test}" (${log.page.url()}), screenshot ${saved}, its last ${log.lines.length} events:\n${log.lines.join('\n')}`,
      );
    }
  }
}

/** The app's own code, styles, fonts and images are left out: the backend's answers are what matter. */
function wanted(url: string): boolean {
  return !/\.(js|css|woff2?|png|svg|webp|ico|json|vtt|mp4)(\?|$)/.test(new URL(url).pathname);
}

function short(url: string): string {
  const u = new URL(url);
  return decodeURIComponent(u.pathname + u.search).slice(0, 200);
}

/** A Phoenix frame in a line: event, topic, ref, and a change's type and table or a reply's status. */
function frame(payload: string | Buffer): string {
  const f = parseFrame(payload);
  if (!f) return typeof payload === 'string' ? payload.slice(0, 120) : `(${payload.length} binary bytes)`;
  const data = f.payload.data;
  const extra = data?.table ? ` ${data.type} ${data.table}` : f.payload.status ? ` ${f.payload.status}` : '';
  return `${f.event} ${f.topic}${f.ref ? ` #${f.ref}` : ''}${extra}`;
}
