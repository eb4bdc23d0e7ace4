// Removes the Storage objects nothing points to any more (public.orphaned_storage_objects decides
// which: thumbnails of analyses gone or whose message was deleted, recordings no row names after a
// day), through the Storage API as the service role, a batch per bucket until none is left. The
// session job runs it every minute; on hosted Supabase the same scheduled Edge Function does.
import type { SupabaseClient } from '@supabase/supabase-js';

/** One pass; resolves to how many objects were removed. */
export async function removeOrphanedObjects(db: SupabaseClient, batch = 100): Promise<number> {
  let removed = 0;
  for (;;) {
    const listed = await db.rpc('orphaned_storage_objects', { max_count: batch });
    if (listed.error) throw listed.error;
    const rows = listed.data as { bucket_id: string; name: string }[];
    const before = removed;
    const buckets = new Map<string, string[]>();
    for (const r of rows) buckets.set(r.bucket_id, [...(buckets.get(r.bucket_id) ?? []), r.name]);
    for (const [bucket, names] of buckets) {
      const gone = await db.storage.from(bucket).remove(names);
      if (gone.error) throw gone.error;
      removed += gone.data.length;
    }
    // A batch that removed nothing would come back the same: stop rather than loop.
    if (rows.length < batch || removed === before) return removed;
  }
}
