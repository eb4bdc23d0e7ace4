// Realtime Authorization for private channels (docs/architecture.md, "Realtime"), as Realtime does it:
// the project's RLS policies on realtime.messages decide. In one transaction that is always rolled
// back, with the caller's role and claims and `realtime.topic` set to the channel's topic:
// - read: a broadcast and a presence row for the topic are inserted (with the stack's rights), then
//   selected as the caller; the rows the caller can see are the extensions it may receive.
// - write: a broadcast and a presence row are inserted as the caller (each in a savepoint); an
//   insert the policies refuse (42501) means it may not send that extension.
import { actAs, probeActing, type Acting } from '../db/act-as.ts';
import type { Engine } from '../db/engine.ts';
import type { JwtClaims } from '../keys.ts';

export interface Access {
  broadcast: boolean;
  presence: boolean;
}

const acting = (topic: string, role: string, claims: JwtClaims): Acting => ({
  role,
  claims,
  legacyClaims: true,
  settings: { 'realtime.topic': topic },
});

/** Which extensions the caller may receive on a private channel of `topic`. */
export function readAccess(engine: Engine, topic: string, role: string, claims: JwtClaims): Promise<Access> {
  return probeActing(engine, null, async (tx) => {
    const { rows } = await tx.query<{ id: string; extension: string }>(
      `insert into realtime.messages (topic, extension, private) values ($1, 'broadcast', true), ($1, 'presence', true)
       returning id::text, extension`,
      [topic],
    );
    await actAs(tx, engine, acting(topic, role, claims));
    const seen = await tx.query<{ extension: string }>(
      'select extension from realtime.messages where topic = $1 and id = any($2::uuid[])',
      [topic, rows.map((r) => r.id)],
    );
    const can = new Set(seen.rows.map((r) => r.extension));
    return { broadcast: can.has('broadcast'), presence: can.has('presence') };
  });
}

/** Which extensions the caller may send (broadcast) or track (presence) on a private channel. */
export function writeAccess(engine: Engine, topic: string, role: string, claims: JwtClaims): Promise<Access> {
  return probeActing(engine, acting(topic, role, claims), async (tx) => {
    const can = async (extension: 'broadcast' | 'presence') => {
      await tx.query(`savepoint realtime_${extension}`);
      try {
        await tx.query(`insert into realtime.messages (topic, extension, private) values ($1, $2, true)`, [topic, extension]);
        return true;
      } catch (e) {
        await tx.query(`rollback to savepoint realtime_${extension}`);
        if ((e as { code?: string }).code === '42501') return false;
        throw e;
      }
    };
    const broadcast = await can('broadcast');
    return { broadcast, presence: await can('presence') };
  });
}
