// On every start: the buckets config.toml declares are created or updated, and each file under a
// bucket's objects_path that the bucket lacks is uploaded (key = path below that folder), as
// `supabase start` / `supabase seed buckets` do. Checking each start (one query per bucket, one stat
// per file) rather than seeding a fresh database only means a start stopped between the migrations
// and this step is completed by the next one. Also sweeps version files no row points to.
import { createReadStream, existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { upsertConfiguredBucket } from './buckets.ts';
import type { StorageContext } from './context.ts';
import { checkKey } from './names.ts';
import { commitObject } from './upload.ts';
import { sizeLimit } from './limits.ts';

const MIME: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
  '.vtt': 'text/vtt',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain',
  '.md': 'text/markdown',
  '.csv': 'text/csv',
  '.json': 'application/json',
  '.html': 'text/html',
};

export const mimeOf = (file: string) => MIME[extname(file).toLowerCase()] ?? 'application/octet-stream';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

export async function seedBuckets(ctx: StorageContext): Promise<void> {
  for (const b of ctx.config.buckets) {
    const bucket = await ctx.engine.transaction((tx) => upsertConfiguredBucket(tx, b));
    if (!b.objectsPath) continue;
    const files = await filesUnder(b.objectsPath);
    if (files.length === 0) continue;
    // What the bucket holds, and whether each object's bytes are still on disk.
    const { rows } = await ctx.engine.query<{ name: string; version: string | null }>(
      'select name, version from storage.objects where bucket_id = $1',
      [b.id],
    );
    const stored = new Map(rows.map((r) => [r.name, r.version]));
    for (const file of files) {
      const name = relative(b.objectsPath, file).split(sep).join('/');
      checkKey(name);
      const version = stored.get(name);
      if (version && existsSync(ctx.files.pathOf(version))) continue;
      const written = await ctx.files.write(createReadStream(file), sizeLimit(bucket, ctx.config));
      await commitObject(
        ctx,
        b.id,
        name,
        written.version,
        { size: written.size, eTag: written.eTag, contentType: mimeOf(file), cacheControl: 'max-age=3600', userMetadata: null },
        { upsert: true, as: null, owner: null },
      );
      ctx.log(`Uploading: ${b.objectsPath}/${name} => ${b.id}/${name}`);
    }
  }
}

export async function sweepOrphans(ctx: StorageContext): Promise<void> {
  const { rows } = await ctx.engine.query<{ version: string }>('select version from storage.objects where version is not null');
  const removed = await ctx.files.sweep(new Set(rows.map((r) => r.version)));
  if (removed) ctx.log(`storage: removed ${removed} file(s) no object points to (left by an interrupted write)`);
}
