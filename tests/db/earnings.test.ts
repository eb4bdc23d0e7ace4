// The simulated earnings calendar by persona: reports are read by every signed-in member and written
// only by the service role (the market simulator); a released report's actuals gap the price through
// a tick, which the quote, the daily bar and the members' price alerts see; "reports tomorrow" reaches
// members with a price alert on the symbol, once. The simulator's earnings desk schedules each
// stock's next report on a market day (never a fund's) and reports it when due.
import { beforeAll, describe, expect, it } from 'vitest';
import { EarningsDesk, releaseAt, reportsAround } from '../../server/market/earnings.ts';
import { createPersonas, ok, refused, type Personas } from './personas.ts';
import { newYorkDate, weekday } from '../support/market-days.ts';

let p: Personas;
const symbol = `E${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
const fund = `F${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
beforeAll(async () => {
  p = await createPersonas('earnings');
  ok(
    await p.service.from('market_symbols').insert([
      { symbol, company_name: 'Example Widgets Inc.', on_watchlist: false },
      { symbol: fund, company_name: 'Example Index ETF Trust', on_watchlist: false },
    ]),
  );
  ok(await p.service.rpc('record_tick', { symbol, price: 100 }));
  ok(await p.service.rpc('record_tick', { symbol: fund, price: 50 }));
});

describe('earnings reports', () => {
  it('are read by signed-in members and written by nobody but the service role', async () => {
    const report = {
      symbol,
      fiscal_period: 'Q1 2027',
      report_date: weekday(newYorkDate(new Date()), 1),
      timing: 'after_close',
      eps_estimate: 1,
      revenue_estimate: 1e9,
    };
    refused(await p.visitor.from('earnings_calendar').select('id'), 401);
    for (const who of [p.learner.client, p.premium.client, p.admin.client]) {
      refused(await who.from('earnings_reports').insert(report), [401, 403]);
      refused(await who.rpc('record_earnings_result', { report_id: 1, eps_actual: 1, revenue_actual: 1 }), [401, 403]);
      refused(await who.rpc('notify_earnings_tomorrow'), [401, 403]);
    }
    const [row] = ok(await p.service.from('earnings_reports').insert(report).select('id'));
    for (const who of [p.learner.client, p.premium.client, p.admin.client]) {
      refused(await who.from('earnings_reports').update({ eps_estimate: 9 }).eq('id', row!.id), [401, 403]);
      refused(await who.from('earnings_reports').update({ eps_estimate: 9 }).gte('id', 0), [401, 403]);
      refused(await who.from('earnings_reports').delete().eq('id', row!.id), [401, 403]);
      refused(await who.from('earnings_reports').delete().gte('id', 0), [401, 403]);
    }
    const seen = ok(
      await p.learner.client
        .from('earnings_calendar')
        .select('symbol, company_name, eps_estimate, simulated, reported_at')
        .eq('id', row!.id)
        .single(),
    );
    expect(seen).toEqual({ symbol, company_name: 'Example Widgets Inc.', eps_estimate: 1, simulated: true, reported_at: null });
    // Not released yet: no results.
    refused(await p.service.rpc('record_earnings_result', { report_id: row!.id, eps_actual: 1.2, revenue_actual: 1.1e9 }), 400);
    ok(await p.service.from('earnings_reports').delete().eq('id', row!.id));
  });

  it('"reports tomorrow" reaches members with a price alert on the symbol, once', async () => {
    const tomorrow = weekday(newYorkDate(new Date()), 1);
    ok(await p.learner.client.from('price_alerts').insert({ symbol, direction: 'above', level: 150 }));
    const [row] = ok(
      await p.service
        .from('earnings_reports')
        .insert({ symbol, fiscal_period: 'Q2 2027', report_date: tomorrow, timing: 'before_open', eps_estimate: 2, revenue_estimate: 2e9 })
        .select('id'),
    );
    expect(ok(await p.service.rpc('notify_earnings_tomorrow'))).toBeGreaterThanOrEqual(1);
    ok(await p.service.rpc('notify_earnings_tomorrow'));
    const rows = ok(await p.learner.client.from('notifications').select('kind, title, link').like('title', `${symbol} reports %`));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.title).toMatch(new RegExp(`^${symbol} reports (tomorrow|on Monday) before the open$`));
    expect(rows[0]!.link).toBe('/dashboard/earnings-calendar');
    expect(ok(await p.other.client.from('notifications').select('id').like('title', `${symbol} reports %`))).toEqual([]);
    ok(await p.service.from('earnings_reports').delete().eq('id', row!.id));
  });

  it('a released report gaps the price by its surprise, as a tick that fires price alerts, once', async () => {
    const [alert] = ok(await p.other.client.from('price_alerts').insert({ symbol, direction: 'above', level: 105 }).select('id'));
    const yesterday = weekday(newYorkDate(new Date()), -1);
    const [row] = ok(
      await p.service
        .from('earnings_reports')
        .insert({ symbol, fiscal_period: 'Q3 2027', report_date: yesterday, timing: 'after_close', eps_estimate: 1, revenue_estimate: 1e9 })
        .select('id'),
    );
    // EPS 20% above, revenue 5% above: a gap of 0.5 × 20 + 0.2 × 5 = 11%.
    expect(Number(ok(await p.service.rpc('record_earnings_result', { report_id: row!.id, eps_actual: 1.2, revenue_actual: 1.05e9 })))).toBe(
      111,
    );
    refused(await p.service.rpc('record_earnings_result', { report_id: row!.id, eps_actual: 1.2, revenue_actual: 1.05e9 }), 409);
    const shown = ok(
      await p.learner.client
        .from('earnings_calendar')
        .select('eps_actual, eps_surprise_percent, revenue_surprise_percent, price_before, price_after, gap_percent')
        .eq('id', row!.id)
        .single(),
    );
    expect(shown).toEqual({
      eps_actual: 1.2,
      eps_surprise_percent: 20,
      revenue_surprise_percent: 5,
      price_before: 100,
      price_after: 111,
      gap_percent: 11,
    });
    expect(Number(ok(await p.learner.client.from('market_quotes').select('price').eq('symbol', symbol).single()).price)).toBe(111);
    const fired = ok(await p.other.client.from('price_alerts').select('fired_at, fired_price').eq('id', alert!.id).single());
    expect(fired.fired_at).not.toBeNull();
    expect(Number(fired.fired_price)).toBe(111);
    expect(
      ok(await p.other.client.from('notifications').select('kind').eq('kind', 'price_alert').like('title', `%${symbol}%`)),
    ).toHaveLength(1);
  });
});

describe("the simulator's earnings desk", () => {
  it('schedules the next report of each stock on a market day, none for a fund, and reports what is due with a gap', async () => {
    const desk = new EarningsDesk(p.service, () => undefined);
    await desk.run([
      { symbol, price: 111 },
      { symbol: fund, price: 50 },
    ]);
    const rows = ok(
      await p.service
        .from('earnings_calendar')
        .select('symbol, report_date, release_at, reported_at, gap_percent, simulated')
        .in('symbol', [symbol, fund])
        .order('report_date'),
    );
    expect(rows.filter((r) => r.symbol === fund)).toEqual([]);
    const upcoming = rows.filter((r) => r.reported_at === null);
    expect(upcoming.length).toBeGreaterThanOrEqual(1);
    for (const r of rows) expect([1, 2, 3, 4, 5]).toContain(new Date(`${r.report_date}T12:00:00Z`).getUTCDay());
    expect(rows.every((r) => r.simulated)).toBe(true);
    // A report due now: the desk records its actuals and moves the price.
    const dueDate = weekday(weekday(newYorkDate(new Date()), -1), -1);
    ok(await p.service.from('earnings_reports').delete().eq('symbol', symbol).eq('report_date', dueDate));
    const due = ok(
      await p.service
        .from('earnings_reports')
        .insert({ symbol, fiscal_period: 'Q4 2027', report_date: dueDate, timing: 'before_open', eps_estimate: 1.5, revenue_estimate: 3e9 })
        .select('id'),
    );
    const before = Number(ok(await p.service.from('market_quotes').select('price').eq('symbol', symbol).single()).price);
    expect(await desk.run([{ symbol, price: before }])).toEqual([symbol]);
    const done = ok(
      await p.service.from('earnings_calendar').select('reported_at, price_before, price_after, gap_percent').eq('id', due[0]!.id).single(),
    );
    expect(done.reported_at).not.toBeNull();
    expect(Number(done.price_before)).toBe(before);
    expect(Number(ok(await p.service.from('market_quotes').select('price').eq('symbol', symbol).single()).price)).toBe(
      Number(done.price_after),
    );
    expect(await desk.run([{ symbol, price: before }])).toEqual([]);
  });

  it('once a report is out, the one after it is on the calendar too (a report day, after its release)', async () => {
    const stock = `N${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
    ok(await p.service.from('market_symbols').insert({ symbol: stock, company_name: 'Example Gears Inc.', on_watchlist: false }));
    ok(await p.service.rpc('record_tick', { symbol: stock, price: 40 }));
    try {
      const { next, following } = reportsAround(stock, 40, new Date());
      // The desk runs a minute after the next report's release (a later clock for the scheduling; the
      // database, on the real clock, leaves the report itself unreleased): the following one is
      // scheduled too, so the calendar is never without this stock's next report.
      const now = new Date(releaseAt(next).getTime() + 60_000);
      await new EarningsDesk(p.service, () => undefined).run([{ symbol: stock, price: 40 }], now);
      const rows = ok(await p.service.from('earnings_calendar').select('report_date').eq('symbol', stock).order('report_date'));
      expect(rows.map((r) => r.report_date)).toContain(following.report_date);
      expect(new Date(`${following.report_date}T12:00:00Z`).getTime()).toBeGreaterThan(new Date(`${next.report_date}T12:00:00Z`).getTime());
    } finally {
      await p.service.from('market_symbols').delete().eq('symbol', stock);
    }
  });
});
