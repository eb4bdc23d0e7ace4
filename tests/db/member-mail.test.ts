// Mail a member expects, by persona: the welcome email queued once at sign-up; the weekly digest
// (gathered in SQL for each member: signals closed for those who read them, sessions ahead in channels
// they read, replies they missed), once a week, not to those who turned it off or are suspended; the
// one-click unsubscribe by token, signed out; the digest setting each member changes for themselves
// only. The stack's job lays the emails out and the digest carries RFC 8058 headers.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { Mailbox, SERVICE_ROLE_KEY } from 'supabase-stand-in';
import { runSessionJobsOnce } from '../../server/sessions/jobs.ts';
import { signUpUser, type TestUser } from '../support/clients.ts';
import { createPersonas, ok, refused, type Personas } from './personas.ts';

interface Taken {
  to_email: string;
  subject: string;
  body: string;
  link: string;
  kind: string;
  unsubscribe_token: string | null;
}

let p: Personas;
let sessionTitle: string;
beforeAll(async () => {
  p = await createPersonas('member-mail');
  sessionTitle = `Digest session ${Date.now()}`;
  ok(
    await p.service
      .from('live_sessions')
      .insert({
        channel_id: 'earnings-calendar',
        title: sessionTitle,
        starts_at: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      })
      .select(),
  );
});

async function takeAll(): Promise<Taken[]> {
  const taken: Taken[] = [];
  for (;;) {
    const batch = ok(await p.service.rpc('take_outbox_emails', { max_count: 500 })) as Taken[];
    taken.push(...batch);
    if (batch.length < 500) return taken;
  }
}

/** A member who joined over a week ago (the digest skips a member's first week). */
async function veteran(tag: string, name: string): Promise<TestUser> {
  const who = await signUpUser(tag, { display_name: name });
  ok(
    await p.service
      .from('profiles')
      .update({ created_at: new Date(Date.now() - 10 * 86_400_000).toISOString() })
      .eq('id', who.id)
      .select('id'),
  );
  return who;
}

describe('the welcome email', () => {
  it("is queued once at sign-up, in the product's voice, linking into the app", async () => {
    const newcomer = await signUpUser('member-mail-new', { display_name: 'Nina Newcomer' });
    const mails = (await takeAll()).filter((m) => m.to_email === newcomer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'welcome', subject: 'Welcome to Tradecraft', link: '/dashboard', unsubscribe_token: null });
    expect(mails[0]!.body).toContain('Hello Nina Newcomer');
    expect(mails[0]!.body).toContain('#tutorial-help');
    // Signing in again, or changing the profile, queues nothing more.
    ok(await newcomer.client.from('profiles').update({ display_name: 'Nina N' }).eq('id', newcomer.id).select('id'));
    expect((await takeAll()).filter((m) => m.to_email === newcomer.email)).toEqual([]);
  });

  it('no API role takes the outbox or runs the digest', async () => {
    for (const c of [p.visitor, p.learner.client, p.premium.client, p.admin.client]) {
      refused(await c.rpc('take_outbox_emails', { max_count: 10 }), [401, 403]);
      refused(await c.rpc('run_weekly_digest'), [401, 403]);
    }
  });
});

describe('the weekly digest', () => {
  it("gathers each member's own: sessions ahead for all, signals closed only for those who read them live, their unread replies", async () => {
    refused(await p.visitor.rpc('my_weekly_digest'), 401);
    const learner = ok(await p.learner.client.rpc('my_weekly_digest')) as {
      signals_closed: unknown[];
      sessions_ahead: { title: string }[];
      replies_missed: { title: string }[];
    };
    expect(learner.sessions_ahead.map((s) => s.title)).toContain(sessionTitle);
    expect(learner.signals_closed).toEqual([]);
    const closed = ok(
      await p.service
        .from('signals')
        .select('id')
        .gte('closed_at', new Date(Date.now() - 7 * 86_400_000).toISOString()),
    );
    const premium = ok(await p.premium.client.rpc('my_weekly_digest')) as { signals_closed: unknown[] };
    expect(premium.signals_closed).toHaveLength(closed.length);

    const question = ok(
      await p.learner.client.from('messages').insert({ channel_id: 'tutorial-help', body: 'Why did it gap?' }).select('id').single(),
    ).id;
    ok(await p.other.client.from('messages').insert({ channel_id: 'tutorial-help', body: 'Earnings.', parent_id: question }).select('id'));
    const withReply = ok(await p.learner.client.rpc('my_weekly_digest')) as typeof learner;
    expect(withReply.replies_missed.map((r) => r.title).join()).toContain('Otto Other');
    // The other learner's digest is theirs: no reply to them, and nobody asks for someone else's.
    expect((ok(await p.other.client.rpc('my_weekly_digest')) as typeof learner).replies_missed).toEqual([]);
    ok(await p.learner.client.rpc('mark_notifications_read'));
    expect((ok(await p.learner.client.rpc('my_weekly_digest')) as typeof learner).replies_missed).toEqual([]);
  });

  it('goes once a week to members past their first week who kept it on and are not suspended, with a one-click unsubscribe', async () => {
    const vera = await veteran('member-mail-vera', 'Vera Veteran');
    const quiet = await veteran('member-mail-quiet', 'Quinn Quiet');
    const banned = await veteran('member-mail-banned', 'Bo Banned');
    ok(await quiet.client.from('email_preferences').update({ weekly_digest: false }).eq('user_id', quiet.id).select());
    ok(await p.service.from('member_suspensions').insert({ user_id: banned.id, reason: 'Spam' }).select());
    await takeAll();
    ok(await p.service.rpc('run_weekly_digest'));
    const mails = await takeAll();
    const digest = (to: string) => mails.filter((m) => m.to_email === to && m.kind === 'digest');
    expect(digest(vera.email)).toHaveLength(1);
    expect(digest(quiet.email)).toEqual([]);
    expect(digest(banned.email)).toEqual([]);
    expect(digest(p.learner.email)).toEqual([]); // in their first week
    const [mail] = digest(vera.email);
    expect(mail!.subject).toBe('Your week at Tradecraft');
    expect(mail!.body).toContain('Sessions ahead');
    expect(mail!.body).toContain(sessionTitle);
    expect(mail!.unsubscribe_token).toMatch(/^[0-9a-f-]{36}$/);
    // Once a week.
    ok(await p.service.rpc('run_weekly_digest'));
    expect((await takeAll()).filter((m) => m.to_email === vera.email)).toEqual([]);

    // One click, signed out: the token turns the digest off; an unknown token does nothing.
    expect(ok(await p.visitor.rpc('unsubscribe_digest', { token: crypto.randomUUID() }))).toBe(false);
    refused(await p.visitor.rpc('unsubscribe_digest', { token: 'not-a-token' }), 400);
    expect(ok(await p.visitor.rpc('unsubscribe_digest', { token: mail!.unsubscribe_token }))).toBe(true);
    expect(ok(await vera.client.from('email_preferences').select('weekly_digest').single())).toEqual({ weekly_digest: false });
  });

  it("the stack's job lays the digest out with the unsubscribe link and RFC 8058 headers", async () => {
    const wren = await veteran('member-mail-wren', 'Wren Weekly');
    await takeAll();
    const mailbox = new Mailbox();
    await runSessionJobsOnce({
      apiUrl: inject('apiUrl'),
      serviceKey: SERVICE_ROLE_KEY,
      appUrl: 'http://127.0.0.1:3000',
      deliver: (m) => mailbox.send(m),
    });
    const [mail] = mailbox.list(wren.email).filter((m) => m.subject === 'Your week at Tradecraft');
    expect(mail).toBeDefined();
    expect(mail!.html).toMatch(/href="http:\/\/127\.0\.0\.1:3000\/unsubscribe\?token=[0-9a-f-]{36}"/);
    expect(mail!.html).toContain(`<li>`);
    expect(mail!.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/functions\/v1\/unsubscribe\?token=[0-9a-f-]{36}>$/);
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // The one-click POST a mail client makes: no key, no session.
    const oneClick = mail!.headers!['List-Unsubscribe']!.slice(1, -1);
    expect((await fetch(oneClick)).status).toBe(200); // a GET changes nothing
    expect(ok(await wren.client.from('email_preferences').select('weekly_digest').single())).toEqual({ weekly_digest: true });
    const res = await fetch(oneClick, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(ok(await wren.client.from('email_preferences').select('weekly_digest').single())).toEqual({ weekly_digest: false });
    expect((await fetch(oneClick.replace(/token=.*/, 'token=nope'), { method: 'POST' })).status).toBe(400);
  });
});

describe('the digest setting', () => {
  it('each member reads and changes only their own, even with no filter; nobody adds or removes rows', async () => {
    refused(await p.visitor.from('email_preferences').select('*'), 401);
    for (const who of [p.learner, p.other, p.premium, p.admin]) {
      expect(ok(await who.client.from('email_preferences').select('user_id, weekly_digest'))).toEqual([
        { user_id: who.id, weekly_digest: true },
      ]);
    }
    // No filter: only the caller's own row changes.
    ok(
      await p.other.client
        .from('email_preferences')
        .update({ weekly_digest: false })
        .neq('user_id', '00000000-0000-0000-0000-000000000000')
        .select(),
    );
    expect(
      ok(
        await p.service
          .from('email_preferences')
          .select('user_id, weekly_digest')
          .in('user_id', [p.learner.id, p.other.id])
          .order('weekly_digest'),
      ),
    ).toEqual([
      { user_id: p.other.id, weekly_digest: false },
      { user_id: p.learner.id, weekly_digest: true },
    ]);
    expect(
      ok(await p.admin.client.from('email_preferences').update({ weekly_digest: false }).eq('user_id', p.learner.id).select()),
    ).toEqual([]);
    refused(await p.learner.client.from('email_preferences').update({ user_id: p.other.id }).eq('user_id', p.learner.id), [401, 403]);
    refused(await p.learner.client.from('email_preferences').insert({ user_id: p.learner.id }), [401, 403]);
    for (const who of [p.learner, p.premium, p.admin]) {
      const del = await who.client.from('email_preferences').delete().neq('user_id', '00000000-0000-0000-0000-000000000000');
      expect(del.error).not.toBeNull();
    }
    expect(ok(await p.service.from('email_preferences').select('user_id').eq('user_id', p.learner.id))).toHaveLength(1);
  });
});
