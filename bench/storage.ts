// Storage throughput: a 200 MB file uploaded (raw body and resumable TUS in 6 MB chunks), downloaded
// whole, and read back as a video player does (sequential 1 MB ranges and random 256 KB seeks),
// against `cp` of the same file on the same disk. The process's RSS is sampled every 20 ms during
// each phase: streaming means it stays flat whatever the file size. Files live in a temporary folder
// under .local/ (the disk the stack uses), removed afterwards. On PGlite, and on PostgreSQL when
// reachable (the database only holds one row per object, so the engines should match).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync, mkdtempSync, openSync, closeSync, fsyncSync, rmSync, writeSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import * as tus from 'tus-js-client';
import { type EngineOptions, projectRoot, SERVICE_ROLE_KEY, startStack } from 'supabase-stand-in';
import { createTestDatabase, postgresReachable } from '../tests/support/test-database.ts';

const SIZE = 200 * 1024 * 1024;
const MB = 1024 * 1024;
const auth = { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` };

interface Phase {
  name: string;
  seconds: number;
  mbPerSecond: number;
  rssStartMb: number;
  rssPeakMb: number;
}

/** Runs `fn`, sampling RSS; throughput over `bytes`. */
async function measure(name: string, bytes: number, fn: () => Promise<void>): Promise<Phase> {
  // Start each phase with no dirty pages left by the previous one, so fsyncs are not paying for them.
  execFileSync('sync');
  global.gc?.();
  const rssStart = process.memoryUsage.rss();
  let peak = rssStart;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
  const t0 = performance.now();
  try {
    await fn();
  } finally {
    clearInterval(timer);
  }
  const seconds = (performance.now() - t0) / 1000;
  peak = Math.max(peak, process.memoryUsage.rss());
  return { name, seconds, mbPerSecond: bytes / MB / seconds, rssStartMb: rssStart / MB, rssPeakMb: peak / MB };
}

function send(method: string, url: string, headers: Record<string, string>, body?: NodeJS.ReadableStream): Promise<IncomingMessage> {
  return new Promise((resolveRes, reject) => {
    const req = request(url, { method, headers }, resolveRes);
    req.on('error', reject);
    if (body) body.pipe(req);
    else req.end();
  });
}

/** Reads a response to the end, counting bytes; fails on an unexpected status. */
async function drain(res: IncomingMessage, status: number): Promise<number> {
  let n = 0;
  for await (const chunk of res) n += (chunk as Buffer).length;
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}`);
  return n;
}

function writeSource(path: string) {
  const fd = openSync(path, 'w');
  const block = randomBytes(8 * MB);
  for (let written = 0; written < SIZE; written += block.length) writeSync(fd, block, 0, Math.min(block.length, SIZE - written));
  fsyncSync(fd);
  closeSync(fd);
}

async function benchOn(engineName: string, database: EngineOptions, work: string, source: string): Promise<Phase[]> {
  const storageDir = resolve(work, `store-${engineName.replace(/\W+/g, '')}`);
  const stack = await startStack({ database, apiPort: 0, mailPort: null, mailFile: null, storageDir, log: () => undefined });
  const base = `${stack.apiUrl}/storage/v1`;
  const phases: Phase[] = [];
  try {
    await drain(
      await send(
        'POST',
        `${base}/bucket`,
        { ...auth, 'content-type': 'application/json' },
        streamOf(JSON.stringify({ name: 'bench', file_size_limit: SIZE * 2 })),
      ),
      200,
    );
    const url = `${base}/object/bench/video.mp4`;

    phases.push(
      await measure(`${engineName}: upload (raw body)`, SIZE, async () => {
        await drain(
          await send(
            'POST',
            url,
            { ...auth, 'content-type': 'video/mp4', 'content-length': String(SIZE) },
            createReadStream(source, { highWaterMark: MB }),
          ),
          200,
        );
      }),
    );
    phases.push(await measure(`${engineName}: upload (TUS, 6 MB chunks)`, SIZE, () => tusUpload(stack.apiUrl, source)));
    phases.push(
      await measure(`${engineName}: download whole`, SIZE, async () => {
        if ((await drain(await send('GET', url, auth), 200)) !== SIZE) throw new Error('short download');
      }),
    );
    phases.push(
      await measure(`${engineName}: sequential 1 MB ranges`, SIZE, async () => {
        for (let start = 0; start < SIZE; start += MB) {
          await drain(await send('GET', url, { ...auth, range: `bytes=${start}-${start + MB - 1}` }), 206);
        }
      }),
    );
    const seeks = 200;
    phases.push(
      await measure(`${engineName}: ${seeks} random 256 KB seeks`, seeks * 256 * 1024, async () => {
        for (let i = 0; i < seeks; i++) {
          const start = Math.floor(Math.random() * (SIZE - 256 * 1024));
          await drain(await send('GET', url, { ...auth, range: `bytes=${start}-${start + 256 * 1024 - 1}` }), 206);
        }
      }),
    );
  } finally {
    await stack.close();
    rmSync(storageDir, { recursive: true, force: true });
  }
  return phases;
}

const streamOf = (text: string): NodeJS.ReadableStream => Readable.from([Buffer.from(text)]);

function tusUpload(apiUrl: string, source: string): Promise<void> {
  return new Promise((resolveUpload, reject) => {
    const upload = new tus.Upload(createReadStream(source, { highWaterMark: MB }), {
      endpoint: `${apiUrl}/storage/v1/upload/resumable`,
      uploadSize: SIZE,
      chunkSize: 6 * MB,
      retryDelays: [],
      headers: { ...auth, 'x-upsert': 'true' },
      metadata: { bucketName: 'bench', objectName: 'video-tus.mp4', contentType: 'video/mp4' },
      onError: reject,
      onSuccess: () => resolveUpload(),
    });
    upload.start();
  });
}

export async function benchStorage(): Promise<string> {
  const root = resolve(projectRoot, '.local');
  mkdirSync(root, { recursive: true });
  const work = mkdtempSync(resolve(root, 'bench-storage-'));
  try {
    const source = resolve(work, 'source.bin');
    writeSource(source);
    const cp = await measure('cp (same disk)', SIZE, async () => {
      execFileSync('cp', [source, resolve(work, 'copy.bin')]);
    });
    const cpSync = await measure('cp + sync (same disk)', SIZE, async () => {
      execFileSync('cp', [source, resolve(work, 'copy2.bin')]);
      execFileSync('sync', ['-f', resolve(work, 'copy2.bin')]);
    });
    rmSync(resolve(work, 'copy.bin'));
    rmSync(resolve(work, 'copy2.bin'));
    const phases = [...(await benchOn('PGlite', { kind: 'pglite' }, work, source))];
    if (await postgresReachable()) {
      const db = await createTestDatabase('tradecraft_bench_storage');
      try {
        phases.push(...(await benchOn('PostgreSQL', { kind: 'postgres', url: db.url }, work, source)));
      } finally {
        await db.drop();
      }
    }
    const row = (p: Phase) =>
      `| ${p.name} | ${p.seconds.toFixed(2)} | ${p.mbPerSecond.toFixed(0)} | ${(cp.mbPerSecond / p.mbPerSecond).toFixed(2)}× | ${p.rssStartMb.toFixed(0)} → ${p.rssPeakMb.toFixed(0)} (+${(p.rssPeakMb - p.rssStartMb).toFixed(0)}) |`;
    return [
      `200 MB file, one client in the stack's own process (RSS covers both). "vs cp" = time ÷ time of \`cp\` (>1 is slower).`,
      'Uploads include the MD5 ETag and an fsync before the row commits. `sync` runs before each phase.',
      '',
      '| phase | s | MB/s | vs cp | RSS MB (start → peak) |',
      '|---|---|---|---|---|',
      row(cp),
      row(cpSync),
      ...phases.map(row),
    ].join('\n');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
