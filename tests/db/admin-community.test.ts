// The admin console's Community section (supabase/migrations/20261125160000_admin_community.sql): channels,
// live sessions and market alerts are written by an admin at aal2 straight through the tables' RLS
// policies, each write recorded in the audit log with before and after. A visitor, a learner, another
// learner, a premium member and an admin still at aal1 are refused every one of those writes through
// direct REST calls; the check constraints refuse what the console's forms refuse; a premium-only alert
// is read by premium members and admins only.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { signUpUser, type TestUser } from '../support/clients.ts';
import { subscribed, waitFor } from '../support/realtime.ts';
import { createPersonas, makeAdmin, ok, refused, type Personas } from './personas.ts';

let p: Personas;
let aal1Admin: TestUser;
/** A channel, a session and an alert made by the service role, for the refused updates and deletes. */
let fixture: { channelId: string; sessionId: number; alertId: number };

const tag = () => randomUUID().slice(0, 8);
const position = () => 20_000 + Math.floor(Math.random() * 1_000_000);

interface AuditRow {
  action: string;
  actor_id: string | null;
  actor_role: string;
  target_table: string;
  target_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

async function auditFor(table: string, id: string | number): Promise<AuditRow[]> {
  return ok(
    await p.service
      .from('audit_log')
      .select('action, actor_id, actor_role, target_table, target_id, before, after')
      .eq('target_table', table)
      .eq('target_id', String(id))
      .order('id'),
  );
}

beforeAll(async () => {
  p = await createPersonas('admcomm');
  aal1Admin = await signUpUser('admcomm-aal1', { display_name: 'Ida Aal' });
  await makeAdmin(p.service, aal1Admin.id);
  const channelId = `fx-${tag()}`;
  ok(
    await p.service
      .from('channels')
      .insert({ id: channelId, group_name: 'BASICS', name: 'fixture', type: 'chat', access: 'free', position: position() }),
  );
  const session = ok(
    await p.service
      .from('live_sessions')
      .insert({
        channel_id: 'earnings-calendar',
        title: 'Fixture session',
        starts_at: new Date(Date.now() + 86_400_000).toISOString(),
        join_url: 'https://meet.example.com/fx',
      })
      .select('id')
      .single(),
  );
  const alert = ok(await p.service.from('market_alerts').insert({ headline: 'Fixture alert', symbol: 'SPY' }).select('id').single());
  fixture = { channelId, sessionId: session.id, alertId: alert.id };
});

/** Everyone who must be refused every admin write, with a label. */
const outsiders = (): [string, SupabaseClient][] => [
  ['a visitor', p.visitor],
  ['a learner', p.learner.client],
  ['another learner', p.other.client],
  ['a premium member', p.premium.client],
  ['an admin at aal1', aal1Admin.client],
];

describe('channels', () => {
  it('an aal2 admin creates, edits and deletes a channel, each step in the audit log', async () => {
    const id = `ch-${tag()}`;
    const created = ok(
      await p.admin.client
        .from('channels')
        .insert({
          id,
          group_name: 'MARKET DISCUSSION',
          name: 'crypto-talk',
          type: 'chat',
          access: 'freemium',
          description: 'Bitcoin and friends.',
          position: position(),
        })
        .select('*')
        .single(),
    );
    expect(created.access).toBe('freemium');
    ok(
      await p.admin.client
        .from('channels')
        .update({ access: 'premium', group_name: 'PREMIUM', description: 'Premium crypto.' })
        .eq('id', id)
        .select('id')
        .single(),
    );
    // Everyone signed in lists it; a learner reads none of a premium channel's messages but sees it in the list.
    const listed = ok(await p.learner.client.from('channel_overview').select('id, access, can_read').eq('id', id).single());
    expect(listed).toMatchObject({ access: 'premium', can_read: false });
    ok(await p.admin.client.from('channels').delete().eq('id', id).select('id').single());

    const audit = await auditFor('channels', id);
    expect(audit.map((r) => r.action)).toEqual(['channels.insert', 'channels.update', 'channels.delete']);
    for (const r of audit) expect(r).toMatchObject({ actor_id: p.admin.id, actor_role: 'admin' });
    expect(audit[1]!.before).toMatchObject({ access: 'freemium', group_name: 'MARKET DISCUSSION' });
    expect(audit[1]!.after).toMatchObject({ access: 'premium', group_name: 'PREMIUM' });
    expect(audit[2]!.after).toBeNull();
  });

  it("reaches a learner's open Realtime subscription when an admin adds a channel", async () => {
    const seen: { id?: string }[] = [];
    const ch = await subscribed(
      p.learner.client
        .channel(`channels-${tag()}`)
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'channels' }, (e) => seen.push(e.new as { id?: string })),
    );
    try {
      const id = `rt-${tag()}`;
      ok(
        await p.admin.client
          .from('channels')
          .insert({ id, group_name: 'BASICS', name: 'live one', type: 'chat', access: 'free', position: position() })
          .select('id')
          .single(),
      );
      await waitFor(() => seen.some((c) => c.id === id), 10_000, 'the new channel');
      ok(await p.admin.client.from('channels').delete().eq('id', id).select('id').single());
    } finally {
      await p.learner.client.removeChannel(ch);
    }
  });

  it('refuses a name over 40 characters, a blank name, a long description and an unknown access level', async () => {
    const base = { group_name: 'BASICS', type: 'chat', access: 'free' };
    for (const bad of [
      { name: 'x'.repeat(41) },
      { name: '   ' },
      { name: 'ok', description: 'd'.repeat(301) },
      { name: 'ok', access: 'vip' },
    ]) {
      const err = refused(await p.admin.client.from('channels').insert({ ...base, id: `bad-${tag()}`, position: position(), ...bad }), 400);
      expect(err.code).toBe('23514');
    }
  });

  it.each([0, 1, 2, 3, 4])('refuses outsider #%i every channel write', async (i) => {
    const [, client] = outsiders()[i]!;
    refused(
      await client
        .from('channels')
        .insert({ id: `no-${tag()}`, group_name: 'BASICS', name: 'nope', type: 'chat', access: 'free', position: position() }),
      [401, 403],
    );
    const upd = await client.from('channels').update({ name: 'hijacked' }).eq('id', fixture.channelId).select('id');
    if (upd.error) refused(upd, [401, 403]);
    else expect(upd.data).toEqual([]);
    const del = await client.from('channels').delete().eq('id', fixture.channelId).select('id');
    if (del.error) refused(del, [401, 403]);
    else expect(del.data).toEqual([]);
    expect(ok(await p.service.from('channels').select('name').eq('id', fixture.channelId).single()).name).toBe('fixture');
  });
});

describe('live sessions', () => {
  it('an aal2 admin schedules, moves and cancels a session, each step in the audit log', async () => {
    const startsAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const s = ok(
      await p.admin.client
        .from('live_sessions')
        .insert({
          channel_id: 'live-sessions',
          title: 'Admin Q&A',
          host_name: 'Ada Admin',
          starts_at: startsAt,
          duration_minutes: 45,
          access: 'premium',
          join_url: 'https://meet.example.com/qa',
        })
        .select('*')
        .single(),
    );
    // Premium members read it in the premium calendar; learners do not.
    expect(ok(await p.premium.client.from('live_sessions').select('join_url').eq('id', s.id).single()).join_url).toBe(
      'https://meet.example.com/qa',
    );
    expect(ok(await p.learner.client.from('live_sessions').select('id').eq('id', s.id))).toEqual([]);
    ok(
      await p.admin.client
        .from('live_sessions')
        .update({ duration_minutes: 60, join_url: 'https://meet.example.com/qa2' })
        .eq('id', s.id)
        .select('id')
        .single(),
    );
    ok(await p.admin.client.from('live_sessions').delete().eq('id', s.id).select('id').single());

    const audit = await auditFor('live_sessions', s.id);
    expect(audit.map((r) => r.action)).toEqual(['live_sessions.insert', 'live_sessions.update', 'live_sessions.delete']);
    for (const r of audit) expect(r.actor_id).toBe(p.admin.id);
    expect(audit[1]!.before).toMatchObject({ duration_minutes: 45 });
    expect(audit[1]!.after).toMatchObject({ duration_minutes: 60, join_url: 'https://meet.example.com/qa2' });
  });

  it('refuses a join URL that is not https, a zero or 13-hour duration and a blank title', async () => {
    const base = { channel_id: 'earnings-calendar', title: 'Bad', starts_at: new Date().toISOString() };
    for (const bad of [
      { join_url: 'http://meet.example.com/x' },
      { join_url: 'javascript:alert(1)' },
      { join_url: 'https://has space' },
      { duration_minutes: 0 },
      { duration_minutes: 780 },
      { title: '' },
    ]) {
      const err = refused(await p.admin.client.from('live_sessions').insert({ ...base, ...bad }), 400);
      expect(err.code).toBe('23514');
    }
  });

  it.each([0, 1, 2, 3, 4])('refuses outsider #%i every session write', async (i) => {
    const [, client] = outsiders()[i]!;
    refused(
      await client.from('live_sessions').insert({ channel_id: 'earnings-calendar', title: 'Nope', starts_at: new Date().toISOString() }),
      [401, 403],
    );
    const upd = await client.from('live_sessions').update({ title: 'hijacked' }).eq('id', fixture.sessionId).select('id');
    if (upd.error) refused(upd, [401, 403]);
    else expect(upd.data).toEqual([]);
    const del = await client.from('live_sessions').delete().eq('id', fixture.sessionId).select('id');
    if (del.error) refused(del, [401, 403]);
    else expect(del.data).toEqual([]);
    expect(ok(await p.service.from('live_sessions').select('title').eq('id', fixture.sessionId).single()).title).toBe('Fixture session');
  });
});

describe('market alerts', () => {
  it('an aal2 admin publishes, edits and deletes an alert, each step in the audit log', async () => {
    const a = ok(
      await p.admin.client
        .from('market_alerts')
        .insert({ channel_id: 'market-alerts', symbol: 'NVDA', headline: 'NVDA gaps up', detail: 'Watch the open.', severity: 'watch' })
        .select('*')
        .single(),
    );
    expect(a).toMatchObject({ created_by: p.admin.id, premium_only: false });
    // A learner reads it in the freemium alerts channel.
    expect(ok(await p.learner.client.from('market_alerts').select('headline').eq('id', a.id).single()).headline).toBe('NVDA gaps up');
    ok(
      await p.admin.client
        .from('market_alerts')
        .update({ headline: 'NVDA gaps up 5%', severity: 'urgent' })
        .eq('id', a.id)
        .select('id')
        .single(),
    );
    ok(await p.admin.client.from('market_alerts').delete().eq('id', a.id).select('id').single());
    const audit = await auditFor('market_alerts', a.id);
    expect(audit.map((r) => r.action)).toEqual(['market_alerts.insert', 'market_alerts.update', 'market_alerts.delete']);
    for (const r of audit) expect(r.actor_id).toBe(p.admin.id);
    expect(audit[1]!.after).toMatchObject({ headline: 'NVDA gaps up 5%', severity: 'urgent' });
  });

  it('shows a premium-only alert to premium members and admins, not to learners', async () => {
    const a = ok(
      await p.admin.client
        .from('market_alerts')
        .insert({ channel_id: 'market-alerts', headline: 'Premium setup', premium_only: true })
        .select('id')
        .single(),
    );
    expect(ok(await p.premium.client.from('market_alerts').select('id').eq('id', a.id))).toHaveLength(1);
    expect(ok(await p.admin.client.from('market_alerts').select('id').eq('id', a.id))).toHaveLength(1);
    expect(ok(await aal1Admin.client.from('market_alerts').select('id').eq('id', a.id))).toHaveLength(1);
    expect(ok(await p.learner.client.from('market_alerts').select('id').eq('id', a.id))).toEqual([]);
    expect(ok(await p.other.client.from('market_alerts').select('id').eq('id', a.id))).toEqual([]);
    refused(await p.visitor.from('market_alerts').select('id').eq('id', a.id), 401);
    // Made public, the learner reads it.
    ok(await p.admin.client.from('market_alerts').update({ premium_only: false }).eq('id', a.id).select('id').single());
    expect(ok(await p.learner.client.from('market_alerts').select('id').eq('id', a.id))).toHaveLength(1);
  });

  it('refuses a blank headline and a detail over 2000 characters', async () => {
    for (const bad of [
      { headline: '', detail: '' },
      { headline: 'ok', detail: 'd'.repeat(2001) },
    ]) {
      expect(refused(await p.admin.client.from('market_alerts').insert(bad), 400).code).toBe('23514');
    }
  });

  it.each([0, 1, 2, 3, 4])('refuses outsider #%i every alert write', async (i) => {
    const [, client] = outsiders()[i]!;
    refused(await client.from('market_alerts').insert({ headline: 'Forged alert' }), [401, 403]);
    const upd = await client.from('market_alerts').update({ headline: 'hijacked' }).eq('id', fixture.alertId).select('id');
    if (upd.error) refused(upd, [401, 403]);
    else expect(upd.data).toEqual([]);
    const del = await client.from('market_alerts').delete().eq('id', fixture.alertId).select('id');
    if (del.error) refused(del, [401, 403]);
    else expect(del.data).toEqual([]);
    expect(ok(await p.service.from('market_alerts').select('headline').eq('id', fixture.alertId).single()).headline).toBe('Fixture alert');
  });

  it('records none of the outsiders in the audit log', async () => {
    const ids = [p.learner.id, p.other.id, p.premium.id, aal1Admin.id];
    expect(ok(await p.service.from('audit_log').select('id').in('actor_id', ids))).toEqual([]);
  });
});
