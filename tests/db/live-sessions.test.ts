// Live sessions by persona: answers (going / interested) only to sessions the member may read and
// before they start, capacity decided in the database under concurrency, counts and attendees for
// those who may read the session; recurring sessions generated from a rule on market days at New York
// hours; reminders 24 h and 15 min before, as notifications and as emails in the outbox, once each,
// only to members who answered and may still read the session.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { Mailbox, SERVICE_ROLE_KEY } from 'supabase-stand-in';
import { runSessionJobsOnce } from '../../server/sessions/jobs.ts';
import { createPersonas, ok, refused, type Personas } from './personas.ts';

let p: Personas;
beforeAll(async () => {
  p = await createPersonas('live-sessions');
});

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

async function session(fields: { channel_id: string; title: string; starts_at?: string; capacity?: number | null; access?: string }) {
  const [row] = ok(
    await p.service
      .from('live_sessions')
      .insert({ starts_at: inMinutes(3 * 24 * 60), access: fields.channel_id === 'live-sessions' ? 'premium' : 'free', ...fields })
      .select('id'),
  );
  return row!.id as number;
}

const rsvp = (c: SupabaseClient, session_id: number, status: string | null) => c.rpc('set_session_rsvp', { session_id, status });

async function counts(c: SupabaseClient, id: number) {
  return ok(await c.from('live_session_rsvp_counts').select('going, interested, capacity, my_status').eq('session_id', id)).at(0) ?? null;
}

/** New York wall-clock parts of an instant. */
function newYork(iso: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((x) => [x.type, x.value]),
  );
  return {
    weekday: parts.weekday!,
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    day: Number(parts.day),
  };
}

describe('answering a session', () => {
  it('a learner answers a free session, sees the counts and who answered; others see it too', async () => {
    const id = await session({ channel_id: 'earnings-calendar', title: 'Free RSVP' });
    refused(await rsvp(p.visitor, id, 'going'), [401, 403]);
    expect(ok(await rsvp(p.learner.client, id, 'going'))).toBe('going');
    expect(ok(await rsvp(p.other.client, id, 'interested'))).toBe('interested');
    expect(await counts(p.learner.client, id)).toEqual({ going: 1, interested: 1, capacity: null, my_status: 'going' });
    expect(await counts(p.other.client, id)).toEqual({ going: 1, interested: 1, capacity: null, my_status: 'interested' });
    const seen = ok(await p.other.client.from('session_rsvps').select('user_id, status').eq('session_id', id).order('status'));
    expect(seen).toEqual([
      { user_id: p.learner.id, status: 'going' },
      { user_id: p.other.id, status: 'interested' },
    ]);
    // Changing one's mind, then withdrawing.
    expect(ok(await rsvp(p.learner.client, id, 'interested'))).toBe('interested');
    expect(ok(await rsvp(p.learner.client, id, null))).toBeNull();
    expect(await counts(p.learner.client, id)).toEqual({ going: 0, interested: 1, capacity: null, my_status: null });
    refused(await rsvp(p.learner.client, id, 'maybe'), 400);
  });

  it('a learner cannot answer, count or see the answers of a premium session; premium members and admins can', async () => {
    const id = await session({ channel_id: 'live-sessions', title: 'Premium RSVP' });
    expect(refused(await rsvp(p.learner.client, id, 'going'), 404).code).toBe('session_not_found');
    refused(await rsvp(p.learner.client, id, 'interested'), 404);
    ok(await rsvp(p.premium.client, id, 'going'));
    ok(await rsvp(p.admin.client, id, 'interested'));
    expect(await counts(p.learner.client, id)).toBeNull();
    expect(ok(await p.learner.client.from('session_rsvps').select('user_id').eq('session_id', id))).toEqual([]);
    refused(await p.visitor.from('session_rsvps').select('user_id').eq('session_id', id), 401);
    expect(await counts(p.premium.client, id)).toEqual({ going: 1, interested: 1, capacity: null, my_status: 'going' });
    expect(ok(await p.service.from('session_rsvps').select('user_id').eq('session_id', id)).map((r) => r.user_id)).not.toContain(
      p.learner.id,
    );
  });

  it('nobody writes answers straight into the table, for themselves or anyone else', async () => {
    const id = await session({ channel_id: 'earnings-calendar', title: 'Table writes' });
    ok(await rsvp(p.other.client, id, 'going'));
    refused(await p.learner.client.from('session_rsvps').insert({ session_id: id, user_id: p.learner.id, status: 'going' }), [401, 403]);
    refused(await p.visitor.from('session_rsvps').insert({ session_id: id, user_id: p.learner.id, status: 'going' }), [401, 403]);
    for (const who of [p.learner.client, p.other.client, p.premium.client, p.admin.client]) {
      refused(await who.from('session_rsvps').update({ status: 'interested' }).eq('session_id', id), [401, 403]);
      refused(await who.from('session_rsvps').update({ status: 'interested' }).gte('session_id', 0), [401, 403]);
      refused(await who.from('session_rsvps').delete().eq('session_id', id), [401, 403]);
      refused(await who.from('session_rsvps').delete().gte('session_id', 0), [401, 403]);
    }
    expect(ok(await p.service.from('session_rsvps').select('user_id, status').eq('session_id', id))).toEqual([
      { user_id: p.other.id, status: 'going' },
    ]);
  });

  it('capacity counts going only, and two requests for the last place cannot both win', async () => {
    const id = await session({ channel_id: 'live-sessions', title: 'Small room', capacity: 1 });
    const results = await Promise.all([rsvp(p.premium.client, id, 'going'), rsvp(p.admin.client, id, 'going')]);
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
    const loser = results.find((r) => r.error !== null)!;
    expect(loser.status).toBe(409);
    expect(loser.error.code).toBe('session_full');
    const [winner, other] = results[0].error === null ? [p.premium.client, p.admin.client] : [p.admin.client, p.premium.client];
    ok(await rsvp(other, id, 'interested'));
    ok(await rsvp(winner, id, 'going')); // answering going again keeps one's own place
    expect(await counts(winner, id)).toMatchObject({ going: 1, interested: 1, capacity: 1 });
    ok(await rsvp(winner, id, null));
    expect(ok(await rsvp(other, id, 'going'))).toBe('going');
  });

  it('a started session takes no more answers', async () => {
    const id = await session({ channel_id: 'live-sessions', title: 'Already on', starts_at: inMinutes(-5) });
    expect(refused(await rsvp(p.premium.client, id, 'going'), 422).code).toBe('session_started');
  });
});

describe('series', () => {
  it('only an admin schedules a series; its occurrences follow the rule on market days', async () => {
    const rule = {
      channel_id: 'earnings-calendar',
      title: 'Weekly rule',
      frequency: 'weekly',
      weekday: 3,
      local_time: '10:00',
      duration_minutes: 30,
      access: 'free',
    };
    refused(await p.learner.client.from('live_session_series').insert(rule), [401, 403]);
    refused(await p.premium.client.from('live_session_series').insert(rule), [401, 403]);
    refused(await p.visitor.from('live_session_series').insert(rule), [401, 403]);
    refused(await p.admin.client.from('live_session_series').insert({ ...rule, weekday: 6 }), 400); // no Saturday
    refused(await p.admin.client.from('live_session_series').insert({ ...rule, local_time: '03:00' }), 400); // no night
    const [series] = ok(await p.admin.client.from('live_session_series').insert(rule).select('id'));
    const rows = ok(
      await p.learner.client.from('live_sessions').select('title, starts_at, series_id').eq('series_id', series!.id).order('starts_at'),
    );
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      const at = newYork(row.starts_at);
      expect(at.time).toBe('10:00');
      expect(['Wed', 'Thu']).toContain(at.weekday); // Wednesday, or the next market day after a holiday
    }
    expect(Date.parse(rows.at(-1)!.starts_at) - Date.now()).toBeLessThanOrEqual(42 * 86_400_000);
    ok(await p.admin.client.from('live_session_series').delete().eq('id', series!.id));
    const audit = ok(
      await p.admin.client
        .from('audit_log')
        .select('action')
        .eq('target_table', 'live_session_series')
        .eq('target_id', String(series!.id))
        .order('id'),
    );
    expect(audit.length).toBe(2);
  });

  it('the live trading room meets monthly, the first Tuesday at 09:30 New York, never on a weekend', async () => {
    const rows = ok(
      await p.premium.client.from('live_sessions').select('starts_at, series_id').like('title', 'Live Trading Room%').order('starts_at'),
    );
    expect(rows.length).toBeGreaterThanOrEqual(3); // past ones too
    const months = new Set<string>();
    for (const row of rows) {
      expect(row.series_id).not.toBeNull();
      const at = newYork(row.starts_at);
      expect(at.time).toBe('09:30');
      expect(['Tue', 'Wed']).toContain(at.weekday);
      if (at.weekday === 'Tue') expect(at.day).toBeLessThanOrEqual(7);
      months.add(at.date.slice(0, 7));
    }
    expect(months.size).toBe(rows.length);
    const all = ok(await p.admin.client.from('live_sessions').select('starts_at').not('series_id', 'is', null));
    expect(all.filter((r) => ['Sat', 'Sun'].includes(newYork(r.starts_at).weekday))).toEqual([]);
    expect(ok(await p.admin.client.from('live_sessions').select('id').like('join_url', 'https://meet.tradecraft.example/%'))).toEqual([]);
  });
});

describe('reminders', () => {
  it('24 h and 15 min before, to members who answered and may still read the session, once, with an email each', async () => {
    const soon = await session({ channel_id: 'earnings-calendar', title: 'Soon free', starts_at: inMinutes(10) });
    const tomorrow = await session({ channel_id: 'earnings-calendar', title: 'Tomorrow free', starts_at: inMinutes(20 * 60) });
    const premiumSoon = await session({ channel_id: 'live-sessions', title: 'Soon premium', starts_at: inMinutes(10) });
    const ids = [soon, tomorrow, premiumSoon];
    ok(await rsvp(p.learner.client, soon, 'going'));
    ok(await rsvp(p.learner.client, tomorrow, 'interested'));
    ok(await rsvp(p.premium.client, premiumSoon, 'going'));
    ok(await rsvp(p.other.client, tomorrow, 'going'));
    // The premium member loses premium before the reminders run: no reminder of a premium session.
    ok(await p.service.from('subscriptions').update({ type: 'free' }).eq('user_id', p.premium.id).select());
    try {
      refused(await p.visitor.rpc('check_session_reminders'), [401, 403]);
      expect(ok(await p.learner.client.rpc('check_session_reminders'))).toBeGreaterThanOrEqual(3);
      expect(ok(await p.learner.client.rpc('check_session_reminders'))).toBe(0);
    } finally {
      ok(await p.service.from('subscriptions').update({ type: 'premium' }).eq('user_id', p.premium.id).select());
    }
    const learnerRows = ok(
      await p.learner.client.from('notifications').select('session_id, kind, title, link').in('session_id', ids).order('session_id'),
    );
    expect(learnerRows).toEqual([
      { session_id: soon, kind: 'session_soon', title: 'Starting in 15 minutes: Soon free', link: '/dashboard/earnings-calendar' },
      { session_id: tomorrow, kind: 'session_soon', title: 'Tomorrow: Tomorrow free', link: '/dashboard/earnings-calendar' },
    ]);
    expect(ok(await p.other.client.from('notifications').select('title').in('session_id', ids))).toEqual([
      { title: 'Tomorrow: Tomorrow free' },
    ]);
    expect(ok(await p.service.from('notifications').select('user_id').eq('session_id', premiumSoon))).toEqual([]);
    expect(ok(await p.service.from('notifications').select('user_id').in('session_id', ids)).map((r) => r.user_id)).not.toContain(
      p.admin.id,
    );

    // The emails wait for the mailer (the service role only), each taken once.
    refused(await p.learner.client.rpc('take_outbox_emails', { max_count: 10 }), [401, 403]);
    refused(await p.learner.client.rpc('run_session_jobs'), [401, 403]);
    const taken: { to_email: string; subject: string; body: string; link: string; kind: string }[] = [];
    for (;;) {
      const batch = ok(await p.service.rpc('take_outbox_emails', { max_count: 100 })) as typeof taken;
      if (batch.length === 0) break;
      taken.push(...batch);
    }
    const mine = taken.filter(
      (m) => m.kind === 'session_reminder' && [p.learner.email, p.other.email, p.premium.email].includes(m.to_email),
    );
    expect(mine.map((m) => [m.to_email, m.subject]).sort()).toEqual(
      [
        [p.learner.email, 'Starting in 15 minutes: Soon free'],
        [p.learner.email, 'Tomorrow: Tomorrow free'],
        [p.other.email, 'Tomorrow: Tomorrow free'],
      ].sort(),
    );
    expect(mine[0]!.body).toMatch(/New York \(\d\d:\d\d UTC\)/);
    expect(mine[0]!.link).toBe('/dashboard/earnings-calendar');
  });

  it("the stack's session job writes the reminders due and delivers their emails to the mailbox", async () => {
    const id = await session({ channel_id: 'earnings-calendar', title: 'Mailed reminder', starts_at: inMinutes(12) });
    ok(await rsvp(p.other.client, id, 'interested'));
    const mailbox = new Mailbox();
    const result = await runSessionJobsOnce({
      apiUrl: inject('apiUrl'),
      serviceKey: SERVICE_ROLE_KEY,
      appUrl: 'http://127.0.0.1:3000',
      deliver: (m) => mailbox.send(m),
    });
    expect(result.reminded).toBeGreaterThanOrEqual(1);
    const [mail] = mailbox.list(p.other.email);
    expect(mail).toMatchObject({ subject: 'Starting in 15 minutes: Mailed reminder' });
    expect(mail!.text).toContain('Hello Otto Other');
    expect(mail!.text).toContain('http://127.0.0.1:3000/dashboard/earnings-calendar');
    expect(mail!.html).toContain('<a href="http://127.0.0.1:3000/dashboard/earnings-calendar"');
    expect(ok(await p.other.client.from('notifications').select('title').eq('session_id', id))).toEqual([
      { title: 'Starting in 15 minutes: Mailed reminder' },
    ]);
  });
});
