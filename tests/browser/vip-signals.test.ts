// #vip-signals in Chromium against the real stack, ticks driven from the test as the service role (as
// the market feed writes them): a signal published (publish_signal) appears live in two premium
// browsers, at 1280 and 360; ticks trigger it and hit its targets, the card and the track record
// follow; a free learner sees the public, delayed record and the lock, and never a live signal;
// visitors read the delayed figures on /pricing and /preview; an open card follows the analyst's
// break-even and notes and an expiry with no tick; the closed signals page beyond 50; an admin
// publishes from the console's form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { anonClient, serviceClient } from '../support/clients.ts';
import { expectAccessible } from './support/axe.ts';
import { appUrl, DESKTOP, expectPath, PHONE, useBrowser } from './support/pages.ts';
import { newMember, screenshot, signInAt } from './dashboard-support.ts';
import { holdAnswers } from './support/hold-requests.ts';
import { watchTopic } from './support/realtime-frames.ts';
import { setUpTwoFactor } from './support/two-factor.ts';

const { newPage } = useBrowser();
const service = serviceClient();
const SYMBOL = 'VIPBRW';
let clock = Date.now() + 60_000;

async function tick(price: number) {
  const { error } = await service.rpc('record_ticks', {
    ticks: [{ symbol: SYMBOL, price, volume: 10, at: new Date((clock += 60_000)).toISOString() }],
  });
  if (error) throw error;
}

beforeAll(async () => {
  const { error } = await service
    .from('market_symbols')
    .insert({ symbol: SYMBOL, company_name: 'VIP Browser Test', on_watchlist: false, position: 95 });
  if (error) throw error;
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await service
    .from('chart_bars')
    .insert({ symbol: SYMBOL, interval: '1d', bucket_start: `${day}T00:00:00Z`, open: 99, high: 102, low: 98, close: 101, volume: 1000 });
  await tick(101);
});
afterAll(async () => {
  await service.from('market_symbols').delete().eq('symbol', SYMBOL);
});

const card = (page: Page) => page.locator(`[data-testid="signal-card"]`).filter({ hasText: SYMBOL });
const signalsFigure = async (page: Page) => Number(await page.getByTestId('record-signals').first().textContent());

/** A long limit far below the price: it stays pending while a test watches its card. */
async function publishFarBelow(rationale: string): Promise<number> {
  const { data, error } = await service.rpc('publish_signal', {
    symbol: SYMBOL,
    side: 'long',
    entry_type: 'limit',
    entry_low: 80,
    entry_high: 81,
    stop: 79,
    targets: [90],
    expires_at: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    rationale,
  });
  if (error) throw error;
  return (data as { id: number }).id;
}

/** Still pending, so closing it cancels it without a result: the track record stays as it was. */
async function closePending(id: number): Promise<void> {
  const { error } = await service.rpc('close_signal', { signal_id: id });
  expect(error).toBeNull();
}

describe('VIP signals', () => {
  it('a published signal reaches two premium browsers live; ticks trigger it, hit its targets and the record follows', async () => {
    const [first, second] = await Promise.all([newMember('premium', 'vipone'), newMember('premium', 'viptwo')]);
    const desktop = await newPage();
    const phone = await newPage(PHONE);
    await signInAt(desktop, first, '/dashboard/vip-signals');
    await signInAt(phone, second, '/dashboard/vip-signals');
    await desktop.getByRole('heading', { name: 'Track record' }).waitFor();
    await phone.getByRole('heading', { name: 'Open signals' }).waitFor();
    await expect.poll(() => signalsFigure(desktop), { timeout: 15_000 }).toBeGreaterThan(0);
    const before = await signalsFigure(desktop);
    expect(await card(desktop).count()).toBe(0);

    const { data: published, error } = await service.rpc('publish_signal', {
      symbol: SYMBOL,
      side: 'long',
      entry_type: 'limit',
      entry_low: 99,
      entry_high: 100,
      stop: 98,
      targets: [102, 104],
      expires_at: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      rationale: 'Pullback into **support** at 99-100.',
    });
    if (error) throw error;
    for (const page of [desktop, phone])
      await expect.poll(() => card(page).getAttribute('data-status'), { timeout: 10_000 }).toBe('pending');
    expect(await card(desktop).getByText('Entry: 99.00–100.00').count()).toBe(1);
    await card(desktop).getByTestId('candle-chart').waitFor();
    await card(desktop).scrollIntoViewIfNeeded();
    await card(phone).scrollIntoViewIfNeeded();
    await screenshot(desktop, 'vip-signals-published-1280');
    await screenshot(phone, 'vip-signals-published-360');

    await tick(99.5);
    for (const page of [desktop, phone])
      await expect.poll(() => card(page).getAttribute('data-status'), { timeout: 10_000 }).toBe('active');
    await tick(102);
    await expect.poll(() => card(desktop).getByTestId('signal-status').textContent(), { timeout: 10_000 }).toBe('Triggered · T1 hit');
    await expect.poll(() => card(phone).getByTestId('signal-result').textContent(), { timeout: 10_000 }).toBe('+0.83 R taken');
    await card(phone).scrollIntoViewIfNeeded();
    await screenshot(phone, 'vip-signals-target1-360');
    await tick(104.5);
    for (const page of [desktop, phone]) await expect.poll(() => card(page).getAttribute('data-status'), { timeout: 10_000 }).toBe('won');
    // risk 1.5: half at 102 (+0.83 R), half at 104.5, the tick above target 2 (+1.67 R)
    expect(await card(desktop).getByTestId('signal-result').textContent()).toBe('+2.50 R · 3.77 %');
    await expect.poll(() => signalsFigure(desktop), { timeout: 10_000 }).toBe(before + 1);
    const history = await card(desktop).getByRole('list', { name: 'History' }).textContent();
    for (const step of ['Published', 'Entry triggered at 99.50', 'Target 1 hit at 102.00', 'Target 2 hit at 104.50'])
      expect(history).toContain(step);
    await card(desktop).scrollIntoViewIfNeeded();
    await screenshot(desktop, 'vip-signals-won-1280');
    await expectAccessible(desktop);
    expect(published).toMatchObject({ symbol: SYMBOL });
    // Notifications reached them both; each can turn them off (their own opt-out row).
    const optOuts = async () => (await service.from('signal_alert_opt_outs').select('user_id').eq('user_id', first.id)).data?.length;
    const alertsSwitch = desktop.getByRole('switch', { name: 'Notify me of new signals, entries, targets and stops' });
    await expect.poll(() => alertsSwitch.isChecked()).toBe(true);
    // A click, then what the row and the switch settle on: the switch is controlled by a query that the
    // mutation updates a task later, so the box can read unchanged right after the click.
    await alertsSwitch.click();
    await expect.poll(optOuts).toBe(1);
    await expect.poll(() => alertsSwitch.isChecked()).toBe(false);
    await alertsSwitch.click();
    await expect.poll(optOuts).toBe(0);
    await expect.poll(() => alertsSwitch.isChecked()).toBe(true);
  }, 150_000);

  it('a free learner sees the public delayed record and the lock, at 360 and 1280, never a live signal', async () => {
    const learner = await newMember('free', 'viplearner');
    for (const [viewport, name] of [
      [PHONE, '360'],
      [undefined, '1280'],
    ] as const) {
      const page = await newPage(viewport);
      await signInAt(page, learner, '/dashboard/vip-signals');
      await page.getByRole('heading', { name: 'Track record (public, delayed 7 days)' }).waitFor();
      await page.getByTestId('signals-locked').waitFor();
      await expect.poll(() => signalsFigure(page), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await page.getByTestId('signal-card').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Upgrade to Premium - $49.99/mo' }).getAttribute('href')).toBe('/checkout');
      await screenshot(page, `vip-signals-free-${name}`);
      if (name === '1280') await expectAccessible(page);
    }
  }, 90_000);

  it("visitors read the delayed public record on /pricing and /preview, as the view gives it to them, at 360 and 1280; the preview's VIP Signals tile stays locked", async () => {
    const { data: record, error } = await anonClient()
      .from('signal_track_record')
      .select('signals, win_rate, expectancy_r, max_drawdown_r')
      .eq('window', 'delayed')
      .eq('dimension', 'all')
      .single();
    if (error) throw error;
    for (const [viewport, name] of [
      [PHONE, '360'],
      [undefined, '1280'],
    ] as const) {
      const page = await newPage(viewport);
      for (const path of ['/pricing', '/preview']) {
        // No interaction: both pages load their code and read the figures as soon as they have painted.
        await page.goto(appUrl(path));
        const summary = page.getByTestId('signal-record-summary');
        await expect.poll(() => summary.getByTestId('summary-signals').textContent(), { timeout: 15_000 }).toBe(String(record.signals));
        expect(await summary.getByTestId('summary-win-rate').textContent()).toBe(`${Number(record.win_rate).toFixed(1)} %`);
        expect(await summary.getByTestId('summary-expectancy').textContent()).toBe(`${Number(record.expectancy_r).toFixed(2)} R`);
        expect(await summary.getByTestId('summary-max-drawdown').textContent()).toBe(`${Number(record.max_drawdown_r).toFixed(2)} R`);
        expect(await summary.getByText('Includes simulated signals').count()).toBe(1);
        await summary.scrollIntoViewIfNeeded();
        await screenshot(page, `vip-signals-summary${path.replace('/', '-')}-${name}`);
        if (name === '1280') await expectAccessible(page);
      }
      const tile = page.getByRole('article', { name: 'VIP Signals' });
      expect(await tile.getAttribute('data-locked')).toBe('true');
      expect(await tile.getByText('Premium Only').count()).toBeGreaterThan(0);
      expect(await tile.getByRole('link', { name: 'Open #vip-signals: the track record' }).getAttribute('href')).toBe(
        '/dashboard/vip-signals',
      );
    }
  }, 90_000);

  it('a signal published while the page is still subscribing appears once the subscription is up', async () => {
    const member = await newMember('premium', 'vipjoin');
    const page = await newPage();
    // The page's socket goes through the test, which holds back the signals channel's join.
    let release!: () => void;
    const released = new Promise<void>((ok) => (release = ok));
    let held!: () => void;
    const joinHeld = new Promise<void>((ok) => (held = ok));
    await page.routeWebSocket(/\/realtime\/v1\/websocket/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((message) => {
        const text = typeof message === 'string' ? message : message.toString();
        if (text.includes('"phx_join"') && text.includes('realtime:vip-signals:')) {
          held();
          void released.then(() => server.send(message));
        } else server.send(message);
      });
      server.onMessage((message) => ws.send(message));
    });
    // The open signals read first (answered before the signal exists), the join held meanwhile.
    const openRead = page.waitForResponse((r) => r.url().includes('/rest/v1/signals?') && r.url().includes('status=in.'), {
      timeout: 30_000,
    });
    await signInAt(page, member, '/dashboard/vip-signals');
    await openRead;
    await joinHeld;
    const id = await publishFarBelow('Published before the page listened.');
    try {
      // Published, and its change gone by with no subscriber: now the join goes through.
      await new Promise((ok) => setTimeout(ok, 1_500));
      release();
      await page.locator(`[data-signal="${id}"]`).waitFor({ timeout: 10_000 });
    } finally {
      await closePending(id);
    }
  });

  it('a signal published while the first read is on its way appears when its change arrives', async () => {
    const member = await newMember('premium', 'vipread');
    const page = await newPage();
    // The page's reads of the open signals taken before the signal exists are answered by the stack
    // at once, and their answers held back until the page has taken in the signal's change.
    const live = watchTopic(page, 'realtime:vip-signals:', { type: 'INSERT', table: 'signals' });
    let published = false;
    const held = await holdAnswers(page, /\/rest\/v1\/signals\?.*status=in\./, {
      holding: () => !published,
      // The app has taken the change in once it reads the track record again (it does both at once).
      until: () => live.changed.then(() => page.waitForRequest(/\/rest\/v1\/signal_track_record\?/)),
    });
    await signInAt(page, member, '/dashboard/vip-signals');
    await Promise.all([held.taken, live.joined]);
    published = true;
    const id = await publishFarBelow('Published while the first read was on its way.');
    try {
      await page.locator(`[data-signal="${id}"]`).waitFor({ timeout: 10_000 });
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await closePending(id);
    }
  });

  it('an open card follows the analyst and the clock live: break-even, a note, an expiry with no tick', async () => {
    const member = await newMember('premium', 'viplive');
    const page = await newPage();
    await signInAt(page, member, '/dashboard/vip-signals');
    await page.getByRole('heading', { name: 'Open signals' }).waitFor();
    await tick(101);
    const { data: market, error } = await service.rpc('publish_signal', {
      symbol: SYMBOL,
      side: 'long',
      entry_type: 'market',
      stop: 99,
      targets: [110],
      expires_at: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      rationale: 'Breakout over 100.',
    });
    if (error) throw error;
    const live = page.locator(`[data-signal="${(market as { id: number }).id}"]`);
    await expect.poll(() => live.getAttribute('data-status'), { timeout: 10_000 }).toBe('active');
    const { error: moved } = await service.rpc('signal_move_stop_to_break_even', { signal_id: (market as { id: number }).id });
    if (moved) throw moved;
    await live.getByText('Stop: 101.00 (was 99.00)').waitFor({ timeout: 10_000 });
    await live.getByRole('list', { name: 'History' }).getByText('Stop moved to break-even').waitFor();
    const { error: noted } = await service.rpc('add_signal_note', {
      signal_id: (market as { id: number }).id,
      note: 'Holding over the **earnings** gap.',
    });
    if (noted) throw noted;
    await live.getByRole('list', { name: 'History' }).getByText('earnings').waitFor({ timeout: 10_000 });
    await live.scrollIntoViewIfNeeded();
    await screenshot(page, 'vip-signals-live-card-1280');

    // A pending signal whose symbol gets no tick: the periodic job expires it on time, and its card follows.
    const { data: pending, error: published } = await service.rpc('publish_signal', {
      symbol: SYMBOL,
      side: 'long',
      entry_type: 'limit',
      entry_low: 90,
      entry_high: 91,
      stop: 89,
      targets: [95],
      expires_at: new Date(Date.now() + 2_000).toISOString(),
      rationale: 'Deep pullback only.',
    });
    if (published) throw published;
    const waiting = page.locator(`[data-signal="${(pending as { id: number }).id}"]`);
    await expect.poll(() => waiting.getAttribute('data-status'), { timeout: 10_000 }).toBe('pending');
    await new Promise((r) => setTimeout(r, 2_500));
    const { error: expiry } = await service.rpc('expire_signals');
    if (expiry) throw expiry;
    await expect.poll(() => waiting.getAttribute('data-status'), { timeout: 10_000 }).toBe('expired');
    expect(
      await page
        .getByRole('region', { name: 'Closed signals' })
        .locator(`[data-signal="${(pending as { id: number }).id}"]`)
        .count(),
    ).toBe(1);
  }, 90_000);

  it('the closed signals page beyond 50 (newest closing first), each with its full history', async () => {
    const closedCount = async () =>
      (await service.from('signals').select('id', { count: 'exact', head: true }).not('closed_at', 'is', null)).count ?? 0;
    // Enough closed signals for two pages: published a second from their expiry, then expired.
    const missing = 55 - (await closedCount());
    if (missing > 0) {
      for (let i = 0; i < missing; i += 1) {
        const { error } = await service.rpc('publish_signal', {
          symbol: SYMBOL,
          side: 'long',
          entry_type: 'limit',
          entry_low: 50,
          entry_high: 51,
          stop: 49,
          targets: [60],
          expires_at: new Date(Date.now() + 1_500).toISOString(),
          rationale: `Paging filler ${i}.`,
        });
        if (error) throw error;
      }
      await new Promise((r) => setTimeout(r, 1_600));
      const { error } = await service.rpc('expire_signals');
      if (error) throw error;
    }
    const total = await closedCount();
    expect(total).toBeGreaterThan(50);
    const { data: oldest } = await service
      .from('signals')
      .select('id')
      .not('closed_at', 'is', null)
      .order('closed_at')
      .order('id')
      .limit(1)
      .single();
    const member = await newMember('premium', 'vippages');
    const page = await newPage(PHONE);
    await signInAt(page, member, '/dashboard/vip-signals');
    const closed = page.getByRole('region', { name: 'Closed signals' });
    const cards = closed.getByTestId('signal-card');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(50);
    for (let pages = 1; pages * 50 < total; pages += 1) {
      await closed.getByRole('button', { name: 'Show older signals' }).click();
      await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(Math.min(total, (pages + 1) * 50));
    }
    expect(await closed.getByRole('button', { name: 'Show older signals' }).count()).toBe(0);
    const ids = await cards.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-signal'))));
    expect(new Set(ids).size).toBe(total);
    const last = closed.locator(`[data-signal="${oldest!.id}"]`);
    await last.scrollIntoViewIfNeeded();
    const history = await last.getByRole('list', { name: 'History' }).textContent();
    expect(history).toContain('Published');
    await screenshot(page, 'vip-signals-oldest-360');
  }, 180_000);

  it("an admin publishes from the console's form, previewed on the chart; the database checks the terms and audits it", async () => {
    const admin = await newMember('free', 'vipadmin');
    const { error } = await service.from('admins').insert({ user_id: admin.id });
    if (error) throw error;
    const page = await newPage();
    await signInAt(page, admin, '/admin/signals');
    await page.getByRole('heading', { level: 1, name: 'Signals' }).waitFor();
    await setUpTwoFactor(page);
    const form = page.getByRole('form', { name: 'Publish a signal' });
    await form.getByLabel('Symbol').fill(SYMBOL);
    await page.getByRole('option', { name: SYMBOL }).click();
    await form.getByRole('textbox', { name: 'Entry zone low' }).fill('95');
    await form.getByRole('textbox', { name: 'Entry zone high' }).fill('96');
    await form.getByRole('textbox', { name: 'Stop' }).fill('97'); // above the zone: refused
    await form.getByRole('textbox', { name: 'Target 1' }).fill('110');
    await form.getByRole('textbox', { name: 'Rationale (markdown)' }).fill('Deep pullback to **95**.');
    const chart = page.getByRole('region', { name: 'Preview on the chart' }).getByTestId('candle-chart');
    await expect.poll(() => chart.getAttribute('data-lines')).toBe('Entry@96|Entry@95|Stop@97|T1@110');
    await form.getByRole('button', { name: 'Publish signal' }).click();
    await page.getByText('The stop must be below the entry.').waitFor();
    await form.getByRole('textbox', { name: 'Stop' }).fill('93');
    await expect.poll(() => chart.getAttribute('data-lines')).toBe('Entry@96|Entry@95|Stop@93|T1@110');
    await screenshot(page, 'vip-signals-console-1280');
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await chart.scrollIntoViewIfNeeded();
    await screenshot(page, 'vip-signals-console-360');
    await form.getByRole('button', { name: 'Publish signal' }).click();
    await page.getByText(`Signal on ${SYMBOL} published.`).waitFor();
    const { data: rows } = await service
      .from('signals')
      .select('id, analyst_id, entry_low, entry_high, stop, targets, status')
      .eq('symbol', SYMBOL)
      .eq('analyst_id', admin.id);
    expect(rows).toEqual([
      { id: expect.any(Number), analyst_id: admin.id, entry_low: 95, entry_high: 96, stop: 93, targets: [110], status: 'pending' },
    ]);
    const { data: audit } = await service
      .from('audit_log')
      .select('action, actor_role')
      .eq('target_table', 'signals')
      .eq('target_id', String(rows![0]!.id));
    expect(audit).toEqual([{ action: 'signal.publish', actor_role: 'admin' }]);
  }, 120_000);

  it('an admin acts on open signals from the console: the database refuses what it refuses, each event joins the history and the audit log', async () => {
    const symbol = 'VIPACT';
    let at = Date.now() + 60_000;
    const tickAt = async (price: number) => {
      const { error } = await service.rpc('record_ticks', {
        ticks: [{ symbol, price, volume: 10, at: new Date((at += 60_000)).toISOString() }],
      });
      if (error) throw error;
    };
    const { error: symbolError } = await service
      .from('market_symbols')
      .insert({ symbol, company_name: 'VIP Actions Test', on_watchlist: false, position: 96 });
    if (symbolError) throw symbolError;
    try {
      await tickAt(101);
      const admin = await newMember('free', 'vipactor');
      const { error } = await service.from('admins').insert({ user_id: admin.id });
      if (error) throw error;
      const { data: signal, error: publishError } = await service.rpc('publish_signal', {
        symbol,
        side: 'long',
        entry_type: 'limit',
        entry_low: 99,
        entry_high: 100,
        stop: 97,
        targets: [106],
        expires_at: new Date(Date.now() + 5 * 86_400_000).toISOString(),
        rationale: 'Retest of **100**.',
      });
      if (publishError) throw publishError;
      const page = await newPage();
      await signInAt(page, admin, '/admin/signals');
      await setUpTwoFactor(page);
      const openCard = page
        .getByRole('region', { name: 'Open signals' })
        .locator(`[data-testid="signal-card"][data-signal="${signal.id}"]`);
      const actions = openCard.getByRole('group', { name: `Actions on the ${symbol} signal #${signal.id}` });
      const history = openCard.getByRole('list', { name: 'History' });
      await actions.waitFor();

      // Pending: the database refuses a break-even stop, and says why.
      await actions.getByRole('button', { name: 'Move stop to break-even' }).click();
      await openCard.getByText("Only an active signal's stop can move to break-even.").waitFor();

      await tickAt(99.5);
      await expect.poll(() => openCard.getAttribute('data-status'), { timeout: 10_000 }).toBe('active');
      await actions.getByRole('button', { name: 'Move stop to break-even' }).click();
      await expect.poll(() => history.textContent(), { timeout: 10_000 }).toContain('Stop moved to break-even at 99.50');
      expect(await openCard.getByText('Stop: 99.50 (was 97.00)').count()).toBe(1);
      // Twice: refused as is.
      await actions.getByRole('button', { name: 'Move stop to break-even' }).click();
      await openCard.getByText('The stop is already at break-even.').waitFor();

      await actions.getByRole('button', { name: 'Add note' }).click();
      const noteDialog = page.getByRole('dialog', { name: `Add a note to the ${symbol} signal #${signal.id}` });
      await noteDialog.getByRole('textbox', { name: 'Note (markdown)' }).fill('Earnings **tomorrow**: holding through.');
      await noteDialog.getByRole('button', { name: 'Add note' }).click();
      await noteDialog.waitFor({ state: 'detached' });
      await expect.poll(() => history.textContent(), { timeout: 10_000 }).toContain('Earnings tomorrow: holding through.');
      await openCard.scrollIntoViewIfNeeded();
      await screenshot(page, 'vip-signals-console-actions-1280');
      await expectAccessible(page);

      await tickAt(103);
      await page.setViewportSize(PHONE);
      await actions.getByRole('button', { name: 'Close at market' }).click();
      const confirm = page.getByRole('dialog', { name: `Close the ${symbol} signal #${signal.id} at market?` });
      await confirm.waitFor();
      await page.waitForFunction(() => document.getAnimations().length === 0);
      await screenshot(page, 'vip-signals-console-close-360');
      await confirm.getByRole('button', { name: 'Close signal' }).click();
      await openCard.waitFor({ state: 'detached', timeout: 10_000 });

      const { data: row } = await service
        .from('signals')
        .select('status, result_r, events:signal_events(kind, price, note, actor_id)')
        .eq('id', signal.id)
        .order('id', { referencedTable: 'events' })
        .single();
      // risk 2.5 from the fill at 99.5, closed at 103: +1.4 R
      expect(row).toMatchObject({ status: 'closed', result_r: 1.4 });
      expect(row!.events.map((e) => [e.kind, e.actor_id])).toEqual([
        ['published', null],
        ['triggered', null],
        ['stop_moved', admin.id],
        ['note', admin.id],
        ['closed', admin.id],
      ]);
      const { data: audit } = await service
        .from('audit_log')
        .select('action, actor_role')
        .eq('target_table', 'signals')
        .eq('target_id', String(signal.id))
        .order('id');
      expect(audit).toEqual([
        { action: 'signal.publish', actor_role: 'service_role' },
        { action: 'signal.move_stop', actor_role: 'admin' },
        { action: 'signal.note', actor_role: 'admin' },
        { action: 'signal.close', actor_role: 'admin' },
      ]);
    } finally {
      await service.from('market_symbols').delete().eq('symbol', symbol);
    }
  }, 150_000);

  it("an admin makes a member an analyst from Members; the analyst reaches only the console's Signals page and publishes there at aal2; revoked, they are sent away", async () => {
    const symbol = 'VIPANL';
    const { error: symbolError } = await service
      .from('market_symbols')
      .insert({ symbol, company_name: 'VIP Analyst Test', on_watchlist: false, position: 97 });
    if (symbolError) throw symbolError;
    try {
      const { error: tickError } = await service.rpc('record_ticks', {
        ticks: [{ symbol, price: 50, volume: 10, at: new Date(Date.now() + 60_000).toISOString() }],
      });
      if (tickError) throw tickError;
      const [admin, analyst] = await Promise.all([newMember('free', 'vipgranter'), newMember('free', 'vipanalyst')]);
      const { error } = await service.from('admins').insert({ user_id: admin.id });
      if (error) throw error;

      // Before: a member who is neither is sent to the dashboard.
      const analystPage = await newPage();
      await signInAt(analystPage, analyst, '/admin/signals');
      await expectPath(analystPage, '/dashboard');

      const adminPage = await newPage();
      await signInAt(adminPage, admin, '/admin/members');
      await setUpTwoFactor(adminPage);
      await adminPage.getByRole('textbox', { name: 'Search' }).fill(analyst.email);
      const row = adminPage.locator(`[data-testid="member-row"][data-email="${analyst.email}"]`);
      await expect.poll(() => adminPage.getByTestId('member-row').count(), { timeout: 10_000 }).toBe(1);
      const grant = async (item: string) => {
        await adminPage.getByRole('button', { name: `Actions for ${analyst.name}` }).click();
        await adminPage.getByRole('menuitem', { name: item }).click();
        await adminPage.getByRole('menu').waitFor({ state: 'detached' });
      };
      await grant('Make analyst');
      await adminPage.getByRole('status').getByText(`Now an analyst (publishes VIP signals): ${analyst.name}.`).waitFor();
      await row.getByText('Analyst', { exact: true }).waitFor();
      await screenshot(adminPage, 'vip-signals-members-analyst-1280');
      await expectAccessible(adminPage);
      await adminPage.setViewportSize(PHONE);
      await adminPage.waitForFunction(() => document.getAnimations().length === 0);
      await screenshot(adminPage, 'vip-signals-members-analyst-360');
      const { data: granted } = await service
        .from('audit_log')
        .select('action, actor_id')
        .eq('target_table', 'analysts')
        .eq('target_id', analyst.id)
        .order('id');
      expect(granted).toEqual([{ action: 'member.grant_analyst', actor_id: admin.id }]);

      // The analyst: the profile menu's link, the console with Signals only; other sections send them there.
      await analystPage.goto(analystPage.url());
      await analystPage.getByRole('button', { name: 'Profile' }).click();
      await analystPage.getByRole('link', { name: 'Signals console' }).click();
      await analystPage.getByRole('heading', { level: 1, name: 'Signals' }).waitFor();
      const nav = analystPage.getByRole('navigation', { name: 'Admin sections' });
      expect(await nav.getByRole('link').allTextContents()).toEqual(['Signals']);
      for (const path of ['/admin', '/admin/members', '/admin/audit']) {
        await analystPage.goto(new URL(path, analystPage.url()).href);
        await expectPath(analystPage, '/admin/signals');
      }
      await analystPage.getByRole('heading', { level: 1, name: 'Signals' }).waitFor();
      const form = analystPage.getByRole('form', { name: 'Publish a signal' });
      // aal1: the database refuses; the console asks for the two-factor step first.
      expect(await form.getByRole('button', { name: 'Publish signal' }).isDisabled()).toBe(true);
      await setUpTwoFactor(analystPage);
      await form.getByLabel('Symbol').fill(symbol);
      await analystPage.getByRole('option', { name: symbol }).click();
      await form.getByText('Market', { exact: true }).click();
      await form.getByRole('textbox', { name: 'Stop' }).fill('47');
      await form.getByRole('textbox', { name: 'Target 1' }).fill('56');
      await form.getByRole('textbox', { name: 'Rationale (markdown)' }).fill('Breakout over **50**.');
      await form.getByRole('button', { name: 'Publish signal' }).click();
      await analystPage.getByText(`Signal on ${symbol} published.`).waitFor();
      const { data: rows } = await service.from('signals').select('id, analyst_id, status, fill_price').eq('symbol', symbol);
      expect(rows).toEqual([{ id: expect.any(Number), analyst_id: analyst.id, status: 'active', fill_price: 50 }]);
      const own = analystPage.locator(`[data-testid="signal-card"][data-signal="${rows![0]!.id}"]`);
      await own.getByRole('group', { name: `Actions on the ${symbol} signal #${rows![0]!.id}` }).waitFor();
      await own.scrollIntoViewIfNeeded();
      await screenshot(analystPage, 'vip-signals-analyst-console-1280');
      await expectAccessible(analystPage);
      await analystPage.setViewportSize(PHONE);
      await analystPage.getByRole('button', { name: 'Open the admin menu' }).click();
      await analystPage.waitForFunction(() => document.getAnimations().length === 0);
      await screenshot(analystPage, 'vip-signals-analyst-menu-360');
      const { data: audit } = await service
        .from('audit_log')
        .select('action, actor_role')
        .eq('target_table', 'signals')
        .eq('target_id', String(rows![0]!.id));
      expect(audit).toEqual([{ action: 'signal.publish', actor_role: 'analyst' }]);

      // Revoked: the console sends them to the dashboard again.
      await adminPage.setViewportSize(DESKTOP);
      await grant('Revoke analyst');
      await adminPage.getByRole('status').getByText(`Analyst rights revoked: ${analyst.name}.`).waitFor();
      await analystPage.goto(new URL('/admin/signals', analystPage.url()).href);
      await expectPath(analystPage, '/dashboard');
    } finally {
      await service.from('market_symbols').delete().eq('symbol', symbol);
    }
  }, 180_000);
});
