// Shared analyses by persona (20261129130000_shared_analyses.sql): a chart view posted into a chart
// channel with its message, under the channel's posting rule; read by whoever reads the message (a
// premium channel's analysis and its thumbnail are closed to free learners); never edited; its
// thumbnail uploaded once by its author; its drawings copied into a reader's own.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeOrphanedObjects } from '../../server/sessions/storage-cleanup.ts';
import { signUpUser } from '../support/clients.ts';
import { createPersonas, makePremium, ok, refused, type Personas } from './personas.ts';

/** The data of a Storage request that must succeed. */
function stored<T>(res: { data: T | null; error: unknown }): T {
  expect(res.error).toBeNull();
  return res.data as T;
}

let p: Personas;
const OPEN = 'SHROPEN'; // in technical-analysis (freemium: every member reads, premium posts)
const PREMIUM = 'SHRPREM'; // in expert-analysis (premium)
const T = 1767600000; // 2026-01-05
const fib = {
  kind: 'fib',
  geometry: {
    points: [
      { time: T, price: 90 },
      { time: T + 86400 * 5, price: 110 },
    ],
  },
};
const level = { kind: 'hline', geometry: { points: [{ time: T, price: 100 }] } };
const indicators = { volume: true, rsi: true, sma: true, smaLength: 20 };

const share = (channel: string, symbol: string, extra: Record<string, unknown> = {}) => ({
  channel_id: channel,
  body: `Look at ${symbol} ${randomBytes(3).toString('hex')}`,
  symbol,
  timeframe: '1M',
  indicators,
  drawings: [fib, level],
  ...extra,
});
const png = () => new Blob([randomBytes(256)], { type: 'image/png' });

interface Analysis {
  id: string;
  message_id: number;
  author_id: string;
}

let open: Analysis;
let closed: Analysis;

beforeAll(async () => {
  p = await createPersonas('shared-analyses');
  ok(
    await p.service
      .from('market_symbols')
      .insert([
        { symbol: OPEN, company_name: 'Shared Analysis Corp', on_watchlist: false, position: 97, channel_id: 'technical-analysis' },
        { symbol: PREMIUM, company_name: 'Premium Analysis Corp', on_watchlist: false, position: 98, channel_id: 'expert-analysis' },
      ])
      .select(),
  );
  open = ok(await p.premium.client.rpc('share_analysis', share('technical-analysis', OPEN)).single<Analysis>());
  closed = ok(await p.premium.client.rpc('share_analysis', share('expert-analysis', PREMIUM)).single<Analysis>());
});
afterAll(async () => {
  await p.service.from('messages').delete().in('id', [open.message_id, closed.message_id]);
  await p.service.from('market_symbols').delete().in('symbol', [OPEN, PREMIUM]);
  await p.service.storage.from('chart-thumbnails').remove([`${open.id}.png`, `${closed.id}.png`]);
});

describe('sharing an analysis follows the channel’s posting rule', () => {
  it('a visitor shares nothing and reads nothing', async () => {
    refused(await p.visitor.rpc('share_analysis', share('technical-analysis', OPEN)), 401);
    refused(await p.visitor.from('shared_analyses').select('id'), 401);
  });

  it('a premium member shares into a chart channel: the message and its analysis, with the view', async () => {
    expect(open.author_id).toBe(p.premium.id);
    const [row] = ok(
      await p.premium.client
        .from('shared_analyses')
        .select('channel_id, symbol, timeframe, indicators, drawings, message_id')
        .eq('id', open.id),
    );
    expect(row).toEqual({
      channel_id: 'technical-analysis',
      symbol: OPEN,
      timeframe: '1M',
      indicators,
      drawings: [fib, level],
      message_id: open.message_id,
    });
    const [message] = ok(await p.premium.client.from('messages').select('author_id, channel_id').eq('id', open.message_id));
    expect(message).toEqual({ author_id: p.premium.id, channel_id: 'technical-analysis' });
  });

  it('a free learner cannot share where only premium posts, and leaves no message behind', async () => {
    const attempt = share('technical-analysis', OPEN);
    refused(await p.learner.client.rpc('share_analysis', attempt), 403);
    expect(ok(await p.service.from('messages').select('id').eq('body', attempt.body))).toEqual([]);
    refused(await p.learner.client.rpc('share_analysis', share('expert-analysis', PREMIUM)), 403);
  });

  it('only into a chart channel, on a symbol whose chart the author reads', async () => {
    const chat = share('general', OPEN);
    refused(await p.premium.client.rpc('share_analysis', chat), 403);
    expect(ok(await p.service.from('messages').select('id').eq('body', chat.body))).toEqual([]);
    // A premium symbol's view shared by a member who cannot read its chart (into a channel they post in).
    const learner = await signUpUser('shared-analyses-free-poster');
    refused(await learner.client.rpc('share_analysis', share('technical-analysis', PREMIUM)), 403);
  });

  it('an analysis is attached only to the message posted with it, not to an earlier one', async () => {
    const [earlier] = ok(
      await p.premium.client.from('messages').insert({ channel_id: 'technical-analysis', body: 'an earlier message' }).select('id'),
    );
    const row = { message_id: earlier!.id, channel_id: 'technical-analysis', symbol: OPEN, timeframe: '1M', drawings: [level] };
    refused(await p.premium.client.from('shared_analyses').insert(row), 403);
    // Nor to another member's message.
    refused(await p.admin.client.from('shared_analyses').insert(row), 403);
    await p.service.from('messages').delete().eq('id', earlier!.id);
  });

  it('drawings and indicators must be what a chart takes (422, nothing posted)', async () => {
    const bad = share('technical-analysis', OPEN, { drawings: [{ kind: 'fib', geometry: { points: [{ time: T, price: 1 }] } }] });
    expect(refused(await p.premium.client.rpc('share_analysis', bad), 422).code).toBe('invalid_shared_analysis');
    refused(await p.premium.client.rpc('share_analysis', share('technical-analysis', OPEN, { indicators: { script: 'alert(1)' } })), 422);
    refused(
      await p.premium.client.rpc(
        'share_analysis',
        share('technical-analysis', OPEN, { drawings: Array.from({ length: 201 }, () => level) }),
      ),
      422,
    );
    expect(ok(await p.service.from('messages').select('id').eq('body', bad.body))).toEqual([]);
  });

  it('a suspended member shares nothing', async () => {
    const member = await signUpUser('shared-analyses-suspended');
    await makePremium(p.service, member.id);
    ok(await p.admin.client.rpc('admin_suspend_member', { member_id: member.id, reason: 'Posting pump-and-dump links' }));
    refused(await member.client.rpc('share_analysis', share('technical-analysis', OPEN)));
  });
});

describe('who reads a shared analysis', () => {
  it('every member reads one in a freemium channel; only premium members and admins one in a premium channel', async () => {
    for (const c of [p.learner.client, p.other.client, p.premium.client, p.admin.client]) {
      expect(ok(await c.from('shared_analyses').select('id').eq('id', open.id))).toHaveLength(1);
    }
    for (const c of [p.learner.client, p.other.client]) {
      expect(ok(await c.from('shared_analyses').select('id').eq('id', closed.id))).toEqual([]);
      expect(ok(await c.from('shared_analyses').select('id')).map((r) => r.id)).not.toContain(closed.id);
    }
    for (const c of [p.premium.client, p.admin.client]) {
      expect(ok(await c.from('shared_analyses').select('id').eq('id', closed.id))).toHaveLength(1);
    }
  });

  it('nobody edits or deletes an analysis, with a filter or without one', async () => {
    for (const c of [p.learner.client, p.other.client, p.premium.client, p.admin.client]) {
      refused(await c.from('shared_analyses').update({ symbol: PREMIUM }).eq('id', open.id));
      refused(await c.from('shared_analyses').delete().eq('id', open.id));
      refused(await c.from('shared_analyses').delete().gte('created_at', '2000-01-01'));
    }
    expect(ok(await p.service.from('shared_analyses').select('symbol').eq('id', open.id))).toEqual([{ symbol: OPEN }]);
  });

  it('goes with its message', async () => {
    const gone = ok(await p.premium.client.rpc('share_analysis', share('technical-analysis', OPEN)).single<Analysis>());
    ok(await p.premium.client.from('messages').delete().eq('id', gone.message_id).select('id'));
    expect(ok(await p.service.from('shared_analyses').select('id').eq('id', gone.id))).toEqual([]);
  });
});

describe('the thumbnail', () => {
  it('is uploaded once, by the analysis’s author only, as a PNG', async () => {
    const bucket = (c: typeof p.visitor) => c.storage.from('chart-thumbnails');
    expect((await bucket(p.visitor).upload(`${open.id}.png`, png())).error).not.toBeNull();
    for (const c of [p.learner.client, p.other.client, p.admin.client]) {
      expect((await bucket(c).upload(`${open.id}.png`, png())).error?.message).toBe('new row violates row-level security policy');
    }
    expect((await bucket(p.premium.client).upload(`${open.id}.png`, png())).error).toBeNull();
    expect((await bucket(p.premium.client).upload(`${closed.id}.png`, png())).error).toBeNull();
    // Not replaced, not another name, not another type.
    expect((await bucket(p.premium.client).upload(`${open.id}.png`, png(), { upsert: true })).error).not.toBeNull();
    expect((await bucket(p.premium.client).upload(`${open.id}-2.png`, png())).error).not.toBeNull();
    expect((await bucket(p.premium.client).upload(`x/${open.id}.png`, png())).error).not.toBeNull();
    const gif = new Blob([randomBytes(64)], { type: 'image/gif' });
    expect((await bucket(p.premium.client).upload(`${open.id}.png`, gif, { upsert: true })).error).not.toBeNull();
  });

  it('is read by whoever reads the analysis: not by a visitor, not a premium channel’s by a free learner', async () => {
    const read = async (c: typeof p.visitor, id: string) => (await c.storage.from('chart-thumbnails').download(`${id}.png`)).error === null;
    expect(await read(p.visitor, open.id)).toBe(false);
    for (const c of [p.learner.client, p.other.client, p.premium.client, p.admin.client]) expect(await read(c, open.id)).toBe(true);
    for (const c of [p.learner.client, p.other.client]) {
      expect(await read(c, closed.id)).toBe(false);
      expect((await c.storage.from('chart-thumbnails').createSignedUrl(`${closed.id}.png`, 60)).error).not.toBeNull();
    }
    for (const c of [p.premium.client, p.admin.client]) expect(await read(c, closed.id)).toBe(true);
  });

  it('does not outlive its analysis: the periodic cleanup removes the thumbnails of deleted messages and keeps the rest', async () => {
    const bucket = (c: typeof p.visitor) => c.storage.from('chart-thumbnails');
    // One message deleted outright (its analysis goes with it), one kept as a tombstone (it has a reply).
    const gone = ok(await p.premium.client.rpc('share_analysis', share('technical-analysis', OPEN)).single<Analysis>());
    const tomb = ok(await p.premium.client.rpc('share_analysis', share('technical-analysis', OPEN)).single<Analysis>());
    for (const a of [gone, tomb]) expect((await bucket(p.premium.client).upload(`${a.id}.png`, png())).error).toBeNull();
    ok(
      await p.admin.client
        .from('messages')
        .insert({ channel_id: 'technical-analysis', body: 'Nice read', parent_id: tomb.message_id })
        .select('id'),
    );
    for (const a of [gone, tomb]) ok(await p.premium.client.from('messages').delete().eq('id', a.message_id).select('id'));
    expect(ok(await p.service.from('messages').select('deleted_at').eq('id', tomb.message_id))[0]!.deleted_at).not.toBeNull();

    // Only the service role lists what to remove.
    for (const c of [p.visitor, p.learner.client, p.premium.client, p.admin.client])
      expect((await c.rpc('orphaned_storage_objects')).error).not.toBeNull();
    const orphans = ok(await p.service.rpc('orphaned_storage_objects', { max_count: 1000 })) as { bucket_id: string; name: string }[];
    const names = orphans.filter((o) => o.bucket_id === 'chart-thumbnails').map((o) => o.name);
    expect(names).toEqual(expect.arrayContaining([`${gone.id}.png`, `${tomb.id}.png`]));
    expect(names).not.toContain(`${open.id}.png`);

    expect(await removeOrphanedObjects(p.service)).toBeGreaterThanOrEqual(2);
    const left = stored(await p.service.storage.from('chart-thumbnails').list('', { limit: 1000 })).map((o) => o.name);
    expect(left).not.toContain(`${gone.id}.png`);
    expect(left).not.toContain(`${tomb.id}.png`);
    expect(left).toEqual(expect.arrayContaining([`${open.id}.png`, `${closed.id}.png`]));
  });
});

describe('copying the drawings', () => {
  it('a reader copies an analysis’s drawings into their own, once per call, under their own name', async () => {
    refused(await p.visitor.rpc('copy_shared_drawings', { analysis_id: open.id }), 401);
    expect(ok(await p.learner.client.rpc('copy_shared_drawings', { analysis_id: open.id }))).toBe(2);
    // Both rows come from one statement (the same created_at): compared in the order of their kinds.
    const mine = ok(
      await p.learner.client
        .from('chart_drawings')
        .select('user_id, kind, geometry')
        .eq('symbol', OPEN)
        .eq('timeframe', '1M')
        .order('kind'),
    );
    expect(mine).toEqual([
      { user_id: p.learner.id, ...fib },
      { user_id: p.learner.id, ...level },
    ]);
    // The author's and everyone else's drawings are untouched.
    for (const c of [p.other.client, p.premium.client])
      expect(ok(await c.from('chart_drawings').select('id').eq('symbol', OPEN))).toEqual([]);
  });

  it('a free learner cannot copy from a premium channel’s analysis (404); a premium member can', async () => {
    for (const c of [p.learner.client, p.other.client]) {
      expect(refused(await c.rpc('copy_shared_drawings', { analysis_id: closed.id }), 404).code).toBe('analysis_not_found');
    }
    expect(ok(await p.premium.client.rpc('copy_shared_drawings', { analysis_id: closed.id }))).toBe(2);
    refused(await p.learner.client.rpc('copy_shared_drawings', { analysis_id: '00000000-0000-0000-0000-000000000000' }), 404);
  });
});
