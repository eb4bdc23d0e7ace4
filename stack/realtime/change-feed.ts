// Drains the capture queue: woken by NOTIFY (and by a slow poll, in case a notification is missed),
// it deletes queued changes in id order and hands them on. One drain at a time, and `delete …
// returning` removes exactly what it hands on, so nothing is delivered twice or skipped.
import type { Engine } from '../db/engine.ts';

export interface QueuedChange {
  id: number;
  schema_name: string;
  table_name: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
  committed_at: Date;
}

const BATCH = 500;
const POLL_MS = 1000;
/** A change delivered later than this after its commit is logged (at most once per LAG_LOG_MS). */
const LAG_WARN_MS = 2000;
const LAG_LOG_MS = 10_000;

const TAKE_SQL = `delete from _realtime.changes
  where id in (select id from _realtime.changes order by id limit ${BATCH})
  returning id, schema_name, table_name, type, record, old_record, committed_at`;

export class ChangeFeed {
  private draining = false;
  private again = false;
  private closed = false;
  private poll: NodeJS.Timeout | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private idle: Promise<void> = Promise.resolve();
  private lagLoggedAt = 0;

  constructor(
    private engine: Engine,
    private deliver: (changes: QueuedChange[]) => Promise<void>,
    private log: (line: string) => void,
  ) {}

  async start(): Promise<void> {
    if (this.unlisten || this.closed) return;
    this.unlisten = await this.engine.listen('_realtime_changes', () => this.wake());
    this.poll = setInterval(() => this.wake(), POLL_MS);
    this.poll.unref();
    this.wake();
  }

  wake(): void {
    if (this.closed) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = true;
    this.idle = this.drain().finally(() => {
      this.draining = false;
    });
  }

  private async drain(): Promise<void> {
    do {
      this.again = false;
      try {
        for (;;) {
          const r = await this.engine.query<QueuedChange>(TAKE_SQL);
          if (!r.rows.length || this.closed) break;
          const rows = r.rows.sort((a, b) => a.id - b.id);
          this.reportLag(rows[0]!, rows.length);
          await this.deliver(rows);
          if (r.rows.length < BATCH) break;
        }
      } catch (e) {
        if (!this.closed) this.log(`realtime: change feed: ${e instanceof Error ? e.message : String(e)}`);
      }
    } while (this.again && !this.closed);
  }

  /** Says so in the log when changes reach subscribers seconds after they were committed. */
  private reportLag(oldest: QueuedChange, taken: number): void {
    const now = Date.now();
    const lag = now - new Date(oldest.committed_at).getTime();
    if (lag < LAG_WARN_MS || now - this.lagLoggedAt < LAG_LOG_MS) return;
    this.lagLoggedAt = now;
    this.log(
      `realtime: change feed is behind: delivering a change ${(lag / 1000).toFixed(1)} s after its commit (${taken} taken, ${oldest.schema_name}.${oldest.table_name})`,
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.poll) clearInterval(this.poll);
    await this.idle;
    await this.unlisten?.().catch(() => undefined);
  }
}
