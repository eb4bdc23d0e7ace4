// Presence, charts and the tutorial tools in Chromium against the real stack: members online and
// 'Online Now' follow a second member joining and leaving; timeframe buttons redraw the chart with the
// stored bars; 'Ask for Help', 'Share Analysis', 'Take Quiz' and the profile menu.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import { serviceClient, signUpUser } from '../support/clients.ts';
import { correctAsShown, type Draw } from '../support/quiz.ts';
import { expectAccessible } from './support/axe.ts';
import { appUrl, PHONE, useBrowser } from './support/pages.ts';
import { newMember, screenshot, signInAt } from './dashboard-support.ts';

const { newPage } = useBrowser();

const onlineCount = async (page: Page) => Number(await page.getByTestId('members-online').getAttribute('data-count'));
const onlineNames = (page: Page) => page.getByTestId('online-now').getByRole('listitem').allTextContents();

describe('presence', () => {
  it('counts a second member in and out, in the header and in Online Now', async () => {
    const first = await newMember('free', 'first');
    const second = await newMember('premium', 'second');
    const page = await newPage();
    await signInAt(page, first);
    await expect.poll(() => onlineNames(page), { timeout: 10_000 }).toContain(first.name);
    const before = await onlineCount(page);
    expect(before).toBeGreaterThanOrEqual(1);

    const other = await newPage();
    await signInAt(other, second);
    await expect.poll(() => onlineNames(page), { timeout: 10_000 }).toContain(second.name);
    await expect.poll(() => onlineCount(page), { timeout: 10_000 }).toBe(before + 1);
    await expect.poll(() => onlineNames(other), { timeout: 10_000 }).toContain(first.name);

    await other.context().close();
    await expect.poll(() => onlineNames(page), { timeout: 10_000 }).not.toContain(second.name);
    await expect.poll(() => onlineCount(page), { timeout: 10_000 }).toBe(before);
  });
});

describe('presence keys are not trusted', () => {
  it("a learner joining Online Now under the admin's id does not show the admin online", async () => {
    const admin = await newMember('free', 'admin');
    const { error } = await serviceClient().from('admins').insert({ user_id: admin.id });
    if (error) throw error;
    const observer = await newMember('free', 'observer');
    const page = await newPage();
    await signInAt(page, observer);
    await expect.poll(() => onlineNames(page), { timeout: 10_000 }).toContain(observer.name);

    // Realtime, as on Supabase, takes any presence key: the spoofer shows up under the admin's id.
    const spoofer = await signUpUser('spoofer', { display_name: 'Spoofer' });
    const channel = spoofer.client.channel('online', { config: { private: true, presence: { key: admin.id } } });
    await new Promise<void>((resolve, reject) =>
      channel.subscribe((status) => {
        if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve();
        else if (status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR) reject(new Error(status));
      }),
    );
    expect(await channel.track({ user_id: admin.id })).toBe('ok');
    // A member who really joins after the spoofer shows: the spoofed presence has reached the page too.
    const second = await newMember('premium', 'second');
    const other = await newPage();
    await signInAt(other, second);
    await expect.poll(() => onlineNames(page), { timeout: 10_000 }).toContain(second.name);
    expect(await onlineNames(page)).not.toContain(admin.name);
    expect(await page.getByTestId('online-now').locator(`[data-user-id="${admin.id}"]`).count()).toBe(0);
    await screenshot(page, 'online-now-spoofed-1280');
    const phone = await newPage(PHONE);
    await signInAt(phone, observer);
    await phone.getByRole('button', { name: 'Channels', exact: true }).locator('visible=true').click();
    await expect.poll(() => onlineNames(phone), { timeout: 10_000 }).toContain(second.name);
    expect(await onlineNames(phone)).not.toContain(admin.name);
    await phone.getByTestId('online-now').scrollIntoViewIfNeeded();
    await phone.waitForTimeout(400); // the drawer's slide-in
    await screenshot(phone, 'online-now-spoofed-360');
    await spoofer.client.removeAllChannels();
  });
});

describe('charts', () => {
  async function storedBars(interval: '1d' | '15m', since?: Date) {
    let q = serviceClient().from('chart_bars').select('bucket_start').eq('symbol', 'SPY').eq('interval', interval);
    if (since) q = q.gte('bucket_start', since.toISOString());
    const { data, error } = await q.order('bucket_start');
    if (error) throw error;
    return data.map((r) => new Date(r.bucket_start as string).toISOString());
  }
  const monthsAgo = (n: number) => {
    const d = new Date();
    d.setUTCMonth(d.getUTCMonth() - n);
    return d;
  };
  const chartData = async (page: Page) => {
    const chart = page.getByTestId('candle-chart');
    return {
      count: Number(await chart.getAttribute('data-bars-count')),
      first: await chart.getAttribute('data-first-time'),
      last: await chart.getAttribute('data-last-time'),
    };
  };

  it('draws 1W first and redraws with the stored bars for each timeframe', async () => {
    const page = await newPage();
    await signInAt(page, await newMember('free'), '/dashboard/technical-analysis');
    const button = (t: string) => page.getByRole('group', { name: 'Timeframe' }).getByRole('button', { name: t, exact: true });
    expect(await button('1W').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await chartData(page)).count).toBeGreaterThan(0);
    // The canvas is really drawn.
    expect(await page.getByTestId('candle-chart').locator('canvas').count()).toBeGreaterThan(0);

    const intraday = await storedBars('15m');
    const week = intraday.slice(-130);
    expect(await chartData(page)).toEqual({ count: week.length, first: week[0], last: week.at(-1) });

    await button('1D').click();
    const lastDay = intraday.filter((t) => t.slice(0, 10) === intraday.at(-1)!.slice(0, 10));
    await expect.poll(() => chartData(page)).toEqual({ count: lastDay.length, first: lastDay[0], last: lastDay.at(-1) });
    expect(lastDay.length).toBe(26);
    expect(await button('1D').getAttribute('aria-pressed')).toBe('true');
    expect(await button('1W').getAttribute('aria-pressed')).toBe('false');

    for (const [label, months] of [
      ['1M', 1],
      ['3M', 3],
      ['1Y', 12],
    ] as const) {
      await button(label).click();
      // A minute's slack for the moment the page computed "now".
      const daily = await storedBars('1d', new Date(monthsAgo(months).getTime() + 60_000));
      await expect.poll(() => chartData(page)).toMatchObject({ last: daily.at(-1) });
      const drawn = await chartData(page);
      expect(Math.abs(drawn.count - daily.length), label).toBeLessThanOrEqual(1);
    }
    expect((await chartData(page)).count).toBeGreaterThan(240);

    await page.getByLabel('Symbol').selectOption('NVDA');
    await expect.poll(async () => (await page.getByTestId('candle-chart').getAttribute('aria-label')) ?? '').toContain('NVDA');
  });

  it('lets a premium member share an analysis into the channel', async () => {
    const page = await newPage();
    await signInAt(page, await newMember('premium'), '/dashboard/technical-analysis');
    await page.getByTestId('candle-chart').waitFor();
    const text = `Higher lows on SPY ${Math.random().toString(36).slice(2, 8)}`;
    await page.getByLabel('Your analysis of SPY · 1W').fill(text);
    await page.getByRole('button', { name: 'Share Analysis' }).click();
    await page.getByTestId('message-list').getByText(`[SPY · 1W] ${text}`).waitFor();
  });
});

describe('tutorials', () => {
  it('posts a question with module and timestamp to tutorial-help', async () => {
    const page = await newPage();
    await signInAt(page, await newMember('free'));
    await page.getByTestId('module-row').first().waitFor();
    expect(await page.getByTestId('module-row').count()).toBe(4);
    await page.getByTestId('video-placeholder').waitFor();
    await page.getByRole('button', { name: /Module 3:/ }).click();
    await page.getByLabel('Timestamp').fill('04:12');
    const question = `Why do wicks matter ${Math.random().toString(36).slice(2, 8)}?`;
    await page.getByLabel('Your question').fill(question);
    await page.getByRole('button', { name: 'Ask for Help' }).click();
    await page.getByText('Question posted to #tutorial-help').waitFor();
    await page.goto(appUrl('/dashboard/tutorial-help'));
    await page.getByTestId('message-list').getByText(`[Module 3 · 04:12] ${question}`).waitFor();
  });

  it('plays the lesson video when the lesson has one (an external URL here)', async () => {
    const admin = serviceClient();
    const url = 'https://videos.example.com/module-6.mp4';
    expect((await admin.from('lessons').update({ video_url: url }).eq('module_id', 6).eq('position', 1)).error).toBeNull();
    try {
      const page = await newPage();
      await signInAt(page, await newMember('free'), '/dashboard/intermediate');
      await page.getByTestId('video-placeholder').waitFor(); // module 5 comes first and has none
      await page.getByRole('button', { name: /Module 6:/ }).click();
      const video = page.locator('video');
      await video.waitFor();
      expect(await video.getAttribute('src')).toBe(url);
      expect(await video.getAttribute('controls')).not.toBeNull();
      expect(await page.getByTestId('video-placeholder').count()).toBe(0);
    } finally {
      await admin.from('lessons').update({ video_url: null }).eq('module_id', 6).eq('position', 1);
    }
  });

  it('opens the quiz from Take Quiz and shows the module list of the channel level', async () => {
    const page = await newPage();
    await signInAt(page, await newMember('free'), '/dashboard/advanced');
    await expect.poll(() => page.getByTestId('module-row').count()).toBe(7);
    await page.getByRole('button', { name: 'Take Quiz: Module 9' }).click();
    const quiz = page.getByRole('dialog', { name: 'Module Quiz' });
    await quiz.waitFor();
    await quiz.getByText(/Module 9:/).waitFor();
    await screenshot(page, 'dashboard-1280-quiz');
    await quiz.getByRole('button', { name: 'Close quiz' }).click();
    await expect.poll(() => quiz.count()).toBe(0);
  });
});

describe('live data besides messages', () => {
  it('shows a market alert posted by the team without a reload', async () => {
    const page = await newPage();
    await signInAt(page, await newMember('free'), '/dashboard/market-alerts');
    const alerts = page.getByTestId('market-alerts');
    await alerts.waitFor();
    await page.waitForTimeout(500); // the Realtime join completes
    const headline = `AAPL breaks out ${Math.random().toString(36).slice(2, 8)}`;
    const { error } = await serviceClient()
      .from('market_alerts')
      .insert({ channel_id: 'market-alerts', symbol: 'AAPL', headline, detail: 'Volume confirms.', severity: 'urgent' });
    expect(error).toBeNull();
    await alerts.getByText(headline).waitFor({ timeout: 3000 });
  });
});

describe('calendar', () => {
  it("lists upcoming sessions in the viewer's time zone with a Join link", async () => {
    const admin = serviceClient();
    const { data: session } = await admin
      .from('live_sessions')
      .select('id, title, starts_at')
      .eq('channel_id', 'earnings-calendar')
      .order('starts_at')
      .limit(1)
      .single();
    const joinUrl = 'https://meet.example.com/earnings-week';
    expect((await admin.from('live_sessions').update({ join_url: joinUrl }).eq('id', session!.id)).error).toBeNull();
    const page = await newPage();
    const tokyo = await page
      .context()
      .browser()!
      .newContext({ viewport: { width: 1280, height: 800 }, timezoneId: 'Asia/Tokyo' });
    try {
      const viewer = await tokyo.newPage();
      await signInAt(viewer, await newMember('free'), '/dashboard/earnings-calendar');
      const card = viewer.locator(`[data-testid="live-session"][data-session-id="${session!.id}"]`); // a series repeats its title
      await card.waitFor();
      expect(await card.getByRole('link', { name: `Join ${session!.title}` }).getAttribute('href')).toBe(joinUrl);
      const spaces = (t: string) => t.replace(/\s/g, ' ');
      const shown = spaces((await card.locator('time').textContent())!);
      const inTokyo = new Intl.DateTimeFormat('en-US', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
        timeZone: 'Asia/Tokyo',
      });
      expect(shown).toBe(spaces(inTokyo.format(new Date(session!.starts_at))));
      expect(shown).toContain('GMT+9');
      // The live chat stays closed outside a session.
      expect(await viewer.getByRole('textbox', { name: 'Message #earnings-calendar' }).isDisabled()).toBe(true);
    } finally {
      await tokyo.close();
      await admin.from('live_sessions').update({ join_url: null }).eq('id', session!.id);
    }
  });
});

describe('quiz progress', () => {
  it('marks a module completed with its best score as soon as its quiz is passed', async () => {
    const page = await newPage();
    await signInAt(page, await newMember('free'));
    const row = page.locator('[data-testid="module-row"][data-module-id="1"]');
    await row.getByText('Not started').waitFor();
    const drawn = page.waitForResponse((r) => r.url().includes('/rest/v1/rpc/start_quiz'));
    await page.getByRole('button', { name: 'Take Quiz: Module 1' }).click();
    const draw = (await (await drawn).json()) as Draw;
    const correct = await correctAsShown(draw, serviceClient());
    const quiz = page.getByRole('dialog', { name: 'Module Quiz' });
    for (const [i, q] of draw.questions.entries()) {
      await quiz.getByRole('radio', { name: q.options[correct[i]!]!, exact: true }).check();
      await quiz.getByRole('button', { name: i === draw.questions.length - 1 ? 'Complete Quiz' : 'Next' }).click();
    }
    await quiz.getByText('Congratulations!').waitFor();
    await quiz.getByRole('button', { name: 'Continue Learning' }).click();
    await expect.poll(() => quiz.count()).toBe(0);
    await row.getByText('Completed').waitFor();
    expect(await row.getByTestId('best-score').textContent()).toBe('Best: 100%');

    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('dialog').getByText('Quiz Master').waitFor();
  });
});

describe('profile menu', () => {
  it('shows plan, badges and progress, and saves a new display name', async () => {
    const member = await newMember('premium');
    const page = await newPage();
    await signInAt(page, member);
    await page.getByRole('button', { name: 'Profile' }).click();
    const card = page.getByRole('dialog');
    await card.getByTestId('profile-name').getByText(member.name).waitFor();
    expect(await card.getByTestId('profile-plan').textContent()).toBe('Premium');
    await card.getByText('No badges yet', { exact: false }).waitFor();
    await card
      .getByText(/0 of 15 modules/)
      .first()
      .waitFor();
    await page.waitForTimeout(300); // the popover's fade-in
    await screenshot(page, 'dashboard-1280-profile');
    await expectAccessible(page);

    await card.getByRole('button', { name: 'Edit name' }).click();
    await card.getByLabel('Display name').fill('Renamed Member');
    await card.getByRole('button', { name: 'Save' }).click();
    await card.getByTestId('profile-name').getByText('Renamed Member').waitFor();
    const { data } = await serviceClient().from('profiles').select('display_name').eq('id', member.id).single();
    expect(data?.display_name).toBe('Renamed Member');
  });
});
