// Object bytes on disk. Every stored version is one file, <root>/objects/<2 hex>/<version uuid>, so
// object names never become paths. A write goes to <root>/tmp/, is fsynced, then renamed into place
// before its row is committed; a removal commits the row change first and unlinks afterwards. A crash
// can therefore leave only files no row points to (swept on start), never a row without its file or
// a partial file under a visible name.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, constants as fsc } from 'node:fs';
import { copyFile, mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { errors } from './errors.ts';

export interface Written {
  version: string;
  size: number;
  /** Quoted hex MD5, as S3 and Storage put it in ETag. */
  eTag: string;
}

class TooLarge extends Error {}

export class FileStore {
  readonly tmpDir: string;
  readonly objectsDir: string;

  constructor(readonly root: string) {
    this.tmpDir = join(root, 'tmp');
    this.objectsDir = join(root, 'objects');
  }

  async init(): Promise<void> {
    await rm(this.tmpDir, { recursive: true, force: true });
    await mkdir(this.tmpDir, { recursive: true });
    await mkdir(this.objectsDir, { recursive: true });
  }

  pathOf(version: string): string {
    return join(this.objectsDir, version.slice(0, 2), version);
  }

  /**
   * Streams `source` into a new version file. Refuses (EntityTooLarge) past `limit` bytes without
   * keeping anything. The file is durable and in place when this resolves; the caller must commit a
   * row for it or `remove` it.
   */
  async write(source: Readable, limit: number): Promise<Written> {
    const version = randomUUID();
    const tmp = join(this.tmpDir, version);
    const hash = createHash('md5');
    let size = 0;
    const count = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > limit) return done(new TooLarge());
        hash.update(chunk);
        done(null, chunk);
      },
    });
    try {
      await pipeline(source, count, createWriteStream(tmp, { highWaterMark: 1 << 20 }));
      await this.sync(tmp);
      const dest = this.pathOf(version);
      await mkdir(join(this.objectsDir, version.slice(0, 2)), { recursive: true });
      await rename(tmp, dest);
    } catch (e) {
      await rm(tmp, { force: true });
      if (e instanceof TooLarge) throw errors.entityTooLarge();
      throw e;
    }
    return { version, size, eTag: `"${hash.digest('hex')}"` };
  }

  /** A new version with the same bytes (a reflink where the file system offers one). */
  async copy(fromVersion: string): Promise<string> {
    const version = randomUUID();
    const tmp = join(this.tmpDir, version);
    try {
      await copyFile(this.pathOf(fromVersion), tmp, fsc.COPYFILE_FICLONE);
      await this.sync(tmp);
      await mkdir(join(this.objectsDir, version.slice(0, 2)), { recursive: true });
      await rename(tmp, this.pathOf(version));
    } catch (e) {
      await rm(tmp, { force: true });
      throw e;
    }
    return version;
  }

  /** Moves a finished file (e.g. a resumable upload) in as a new version. Same file system only. */
  async adopt(path: string): Promise<string> {
    const version = randomUUID();
    await this.sync(path);
    await mkdir(join(this.objectsDir, version.slice(0, 2)), { recursive: true });
    await rename(path, this.pathOf(version));
    return version;
  }

  async remove(versions: (string | null | undefined)[]): Promise<void> {
    await Promise.all(versions.filter((v): v is string => !!v).map((v) => unlink(this.pathOf(v)).catch(() => undefined)));
  }

  async size(version: string): Promise<number | null> {
    try {
      return (await stat(this.pathOf(version))).size;
    } catch {
      return null;
    }
  }

  read(version: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.pathOf(version), { ...range, highWaterMark: 1 << 20 });
  }

  /** Removes version files no row points to (left by a crash between the rename and the commit). */
  async sweep(known: Set<string>): Promise<number> {
    let removed = 0;
    for (const dir of await readdir(this.objectsDir).catch(() => [] as string[])) {
      for (const file of await readdir(join(this.objectsDir, dir)).catch(() => [] as string[])) {
        if (!known.has(file)) {
          await unlink(join(this.objectsDir, dir, file)).catch(() => undefined);
          removed++;
        }
      }
    }
    return removed;
  }

  private async sync(path: string): Promise<void> {
    const fh = await open(path, 'r+');
    try {
      await fh.sync();
    } finally {
      await fh.close();
    }
  }
}
