// Messages arrive live through Realtime (the table is in supabase_realtime), and each subscriber gets
// only what row-level security lets them read: a free learner never sees premium-channel messages.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep, subscribed, waitFor } from '../support/realtime.ts';
import { createPersonas, ok, type Personas } from './personas.ts';

let p: Personas;
const listening: SupabaseClient[] = [];

beforeAll(async () => {
  p = await createPersonas('live');
});
afterAll(async () => {
  for (const c of listening) await c.removeAllChannels();
});

async function listen(c: SupabaseClient, name: string): Promise<Record<string, unknown>[]> {
  const seen: Record<string, unknown>[] = [];
  listening.push(c);
  await subscribed(
    c.channel(name).on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages' }, (e) => seen.push(e.new)),
  );
  return seen;
}

describe('live messages', () => {
  it('reach every reader of the channel, and premium messages only premium readers', async () => {
    const learnerSees = await listen(p.learner.client, 'live-learner');
    const premiumSees = await listen(p.premium.client, 'live-premium');
    const [open] = ok(await p.premium.client.from('messages').insert({ channel_id: 'general', body: 'Live in general' }).select('id'));
    const [closed] = ok(
      await p.premium.client.from('messages').insert({ channel_id: 'expert-analysis', body: 'Live for premium' }).select('id'),
    );

    await waitFor(() => premiumSees.some((m) => m.id === closed!.id), 5000, 'the premium message for the premium member');
    await waitFor(() => learnerSees.some((m) => m.id === open!.id), 5000, 'the general message for the learner');
    expect(learnerSees.find((m) => m.id === open!.id)).toMatchObject({
      channel_id: 'general',
      author_id: p.premium.id,
      body: 'Live in general',
      kind: 'chat',
    });
    await sleep(300);
    expect(learnerSees.some((m) => m.id === closed!.id)).toBe(false);
  });
});
