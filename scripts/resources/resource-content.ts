// The downloadable resources of the training program, written by us for a beginner: one free
// worksheet, cheat sheet or checklist per module, and premium bonus files under premium/. Each entry
// becomes a PDF at supabase/storage/resources/<path> (`npm run resources:build`); the
// module_resources rows (migration 20261124120000_module_resources.sql) list them in the app.

export type ResourceKind = 'worksheet' | 'cheat-sheet' | 'checklist';

export interface ResourceSection {
  heading: string;
  text?: string;
  bullets?: string[];
  /** Tick boxes the learner fills in. */
  checklist?: string[];
  /** Questions with lines to write on. */
  blanks?: string[];
}

export interface ResourceDoc {
  /** Key in the `resources` bucket; `premium/…` is for premium members only. */
  path: string;
  moduleId: number;
  kind: ResourceKind;
  title: string;
  summary: string;
  sections: ResourceSection[];
}

export const RESOURCES: ResourceDoc[] = [
  {
    path: 'module-01/reading-a-quote-worksheet.pdf',
    moduleId: 1,
    kind: 'worksheet',
    title: 'Reading a Quote',
    summary:
      'Practise turning a stock quote into plain words: who wants to buy, who wants to sell, and what it costs you to trade right now.',
    sections: [
      {
        heading: 'The parts of a quote',
        bullets: [
          'Bid: the highest price a buyer is willing to pay at this moment. You sell at the bid.',
          'Ask (or offer): the lowest price a seller will accept. You buy at the ask.',
          'Spread: ask minus bid. It is a cost you pay on every round trip, so smaller is better.',
          'Last: the price of the most recent trade. It can be older than the bid and ask.',
          'Volume: how many shares changed hands today. More volume usually means a tighter spread.',
        ],
      },
      {
        heading: 'Practice quote',
        text: 'ACME Corp. Bid 49.95 x 800, Ask 50.05 x 300, Last 50.00, Volume 1,240,000, Day range 48.70 - 50.40.',
        blanks: [
          'If you buy 100 shares with a market order right now, about what price do you pay?',
          'How wide is the spread in dollars, and what does it cost on 100 shares?',
          'How many shares are offered at the ask? What happens if you want to buy 1,000?',
          'Is today a quiet or a busy day for ACME? What would you compare the volume with?',
        ],
      },
      {
        heading: 'Bull or bear?',
        text: 'A bull market is a long rise in prices (often defined as 20% or more from a low); a bear market is a fall of 20% or more from a high. Look up a broad index chart and write which one it is in today, and why you think so.',
        blanks: ['Today the market is in a ... market, because ...'],
      },
    ],
  },
  {
    path: 'module-02/order-types-cheat-sheet.pdf',
    moduleId: 2,
    kind: 'cheat-sheet',
    title: 'Order Types Cheat Sheet',
    summary: 'Which order to use, what it guarantees and what it does not. Keep this beside you when you place your first trades.',
    sections: [
      {
        heading: 'The four orders you need first',
        bullets: [
          'Market order: fills right away at the best price available. Guarantees the fill, not the price.',
          'Limit order: fills only at your price or better. Guarantees the price, not the fill.',
          'Stop order: becomes a market order once the stop price trades. Used to exit a losing trade.',
          'Stop-limit order: becomes a limit order at the stop. It may not fill in a fast market, so it can leave you in a losing trade.',
        ],
      },
      {
        heading: 'Long and short in one line each',
        bullets: [
          'Long: buy first, sell later. You profit if the price rises. Your loss is limited to what you paid.',
          'Short: borrow and sell first, buy back later. You profit if the price falls. Your loss has no ceiling.',
        ],
      },
      {
        heading: 'Profit and loss',
        text: 'P&L = (exit price - entry price) x shares for a long; (entry price - exit price) x shares for a short. Subtract commissions and the spread you paid.',
      },
      {
        heading: 'Before you press the button',
        checklist: [
          'I chose the order type on purpose, not by default.',
          'I checked the number of shares twice.',
          'My stop order is placed at the same time as my entry.',
          'I know what I lose in dollars if the stop is hit.',
        ],
      },
    ],
  },
  {
    path: 'module-03/chart-reading-worksheet.pdf',
    moduleId: 3,
    kind: 'worksheet',
    title: 'Chart Reading Worksheet',
    summary: 'A step-by-step page to fill in for any chart: the candles, the trend, the levels and the volume, before you form an opinion.',
    sections: [
      {
        heading: 'How to read one candle',
        bullets: [
          'The body runs from the open to the close. Green (up): close above open. Red (down): close below open.',
          'The wicks show the highest and lowest prices traded in that period.',
          'A long lower wick means sellers pushed the price down but buyers pushed it back up.',
        ],
      },
      {
        heading: 'Fill this in for the chart in front of you',
        blanks: [
          'Symbol and timeframe (for example SPY, daily):',
          'Trend: are the highs and lows rising (uptrend), falling (downtrend) or flat (range)?',
          'Support: a price where falls have stopped at least twice. Write the level:',
          'Resistance: a price where rises have stopped at least twice. Write the level:',
          'Volume: is it rising on up days or on down days?',
          'What would change my mind about this chart?',
        ],
      },
      {
        heading: 'Remember',
        text: 'Support and resistance are zones, not exact prices. Draw them where several candles turned, and expect the price to poke through a little before it reverses or breaks out.',
      },
    ],
  },
  {
    path: 'module-04/indicator-cheat-sheet.pdf',
    moduleId: 4,
    kind: 'cheat-sheet',
    title: 'Essential Indicators Cheat Sheet',
    summary: 'What each of the four essential indicators calculates, what it is good for and the trap to avoid with it.',
    sections: [
      {
        heading: 'Moving averages (20, 50, 200)',
        text: 'The average closing price of the last N bars. Price above a rising average suggests an uptrend. Trap: averages lag, so a crossover arrives after the move has started.',
      },
      {
        heading: 'RSI (14)',
        text: 'Compares the size of recent gains with recent losses on a 0-100 scale. Above 70 is called overbought, below 30 oversold. Trap: in a strong trend RSI can stay above 70 for weeks.',
      },
      {
        heading: 'MACD (12, 26, 9)',
        text: 'The difference between a fast and a slow exponential average, with a signal line. Crossovers show momentum changing. Trap: in a sideways market it gives one false signal after another.',
      },
      {
        heading: 'Bollinger Bands (20, 2)',
        text: 'A 20-bar average with bands two standard deviations above and below. Narrow bands mean quiet prices, which often come before a big move. Trap: touching a band is not a signal by itself.',
      },
      {
        heading: 'One rule for all of them',
        checklist: [
          'I use an indicator to confirm what price already shows, never on its own.',
          'I use at most two indicators at once.',
          'I wrote down what the indicator must do to prove my idea wrong.',
        ],
      },
    ],
  },
  {
    path: 'module-05/breakout-checklist.pdf',
    moduleId: 5,
    kind: 'checklist',
    title: 'Real or False Breakout?',
    summary: 'A checklist for the moment the price leaves a pattern, so you can tell a breakout worth trading from a trap.',
    sections: [
      {
        heading: 'Before the breakout',
        checklist: [
          'The pattern (range, triangle, flag) is clear on the chart without squinting.',
          'The higher timeframe trend points the same way as the breakout.',
          'I marked the level in advance, not after the candle moved.',
        ],
      },
      {
        heading: 'When it happens',
        checklist: [
          'The candle closes beyond the level, not just a wick through it.',
          'Volume is clearly above its recent average.',
          'There is no divergence on RSI against the move.',
        ],
      },
      {
        heading: 'After the breakout',
        bullets: [
          'A retest of the broken level that holds is a second chance to enter with a tight stop.',
          'A close back inside the pattern means the breakout failed: exit, do not hope.',
          'Fibonacci retracements (38.2%, 50%, 61.8%) show where a pullback often pauses.',
        ],
      },
    ],
  },
  {
    path: 'module-06/financial-statements-worksheet.pdf',
    moduleId: 6,
    kind: 'worksheet',
    title: 'Financial Statements Worksheet',
    summary: 'Pull the key numbers out of a company report and turn them into the ratios investors actually use.',
    sections: [
      {
        heading: 'From the income statement',
        blanks: ['Revenue this year and last year (growth in %):', 'Net income and earnings per share (EPS):'],
      },
      {
        heading: 'From the balance sheet and cash flow statement',
        blanks: ['Cash and total debt:', 'Operating cash flow minus capital spending = free cash flow:'],
      },
      {
        heading: 'Ratios',
        bullets: [
          "P/E = share price / EPS. Compare it with the company's peers and its own history, not with a magic number.",
          'Free cash flow yield = free cash flow / market value. Cash is harder to dress up than earnings.',
          'Debt / equity shows how much of the company is financed by borrowing.',
        ],
      },
      {
        heading: 'Expectations',
        text: "A stock moves on results compared with what was expected. Write the analysts' EPS estimate next to the reported EPS, and note how the price reacted the next day.",
      },
    ],
  },
  {
    path: 'module-07/sector-rotation-cheat-sheet.pdf',
    moduleId: 7,
    kind: 'cheat-sheet',
    title: 'Sector Rotation Cheat Sheet',
    summary: 'Which sectors tend to lead in each phase of the economic cycle, and how to compare a company with its true peers.',
    sections: [
      {
        heading: 'Typical leaders by phase (tendencies, not rules)',
        bullets: [
          'Early recovery: financials, consumer discretionary, industrials.',
          'Mid cycle: technology, communication services.',
          'Late cycle: energy, materials.',
          'Slowdown: utilities, consumer staples, health care.',
        ],
      },
      {
        heading: 'Relative strength',
        text: "Divide a sector's price by the index price and chart the result. A rising line means the sector is beating the market, even if both are falling.",
      },
      {
        heading: 'True peers',
        checklist: [
          'Same customers and the same way of making money.',
          'Similar size and growth rate.',
          'Compared on the same ratios over the same period.',
        ],
      },
    ],
  },
  {
    path: 'module-08/market-cycle-checklist.pdf',
    moduleId: 8,
    kind: 'checklist',
    title: 'Where Are We in the Cycle?',
    summary: 'A monthly checklist to place the market in its cycle without pretending you can time the exact top or bottom.',
    sections: [
      {
        heading: 'The four phases',
        bullets: [
          'Accumulation: prices flat after a fall, volume quiet, news still bad.',
          'Markup: higher highs and higher lows, more buyers each week.',
          'Distribution: prices flat after a rise, big swings, news still good.',
          'Markdown: lower highs and lower lows.',
        ],
      },
      {
        heading: 'Each month, check',
        checklist: [
          'Is the index above or below its 200-day moving average?',
          'Is the yield curve (10-year minus 2-year) inverted, flat or steep?',
          'Are leading indicators (new orders, building permits) rising or falling?',
          'Did I write down my answer last month, and what changed since?',
        ],
      },
      {
        heading: 'The limit of timing',
        text: 'Cycles are clear in hindsight and blurry in real time. Use the cycle to choose how much risk to take, not to predict a date.',
      },
    ],
  },
  {
    path: 'module-09/order-flow-cheat-sheet.pdf',
    moduleId: 9,
    kind: 'cheat-sheet',
    title: 'Order Flow Cheat Sheet',
    summary: 'The words of the order book in one page: liquidity, Level 2, slippage and VWAP.',
    sections: [
      {
        heading: 'Terms',
        bullets: [
          'Market maker: a firm that quotes both a bid and an ask and earns the spread.',
          'Level 2: the list of bids and asks below and above the best prices, with their sizes.',
          'Liquidity: how many shares you can trade near the current price without moving it.',
          'Slippage: the difference between the price you expected and the price you got.',
          'VWAP: the average price of the day weighted by volume. Many institutions measure their fills against it.',
        ],
      },
      {
        heading: 'Cutting slippage',
        checklist: [
          'Use limit orders in thin stocks and in the first minutes after the open.',
          'Keep your order small compared with the size shown at the best prices.',
          'Avoid trading right before and after major news releases.',
        ],
      },
    ],
  },
  {
    path: 'module-10/options-basics-cheat-sheet.pdf',
    moduleId: 10,
    kind: 'cheat-sheet',
    title: 'Options Basics Cheat Sheet',
    summary: 'Calls, puts, the multiplier and the Greeks on one page, with the maths of what you can lose.',
    sections: [
      {
        heading: 'Calls and puts',
        bullets: [
          'A call gives the right to buy 100 shares at the strike price until expiry.',
          'A put gives the right to sell 100 shares at the strike price until expiry.',
          'The premium is quoted per share: a premium of 2.50 costs 2.50 x 100 = 250 dollars.',
          'A buyer can lose at most the premium paid. A seller of an uncovered call can lose without limit.',
        ],
      },
      {
        heading: 'The Greeks',
        bullets: [
          'Delta: how much the option moves for a 1 dollar move in the stock.',
          'Theta: how much value the option loses each day from time decay.',
          'Vega: how much the option moves for a 1 point change in implied volatility.',
          'Gamma: how fast delta changes as the stock moves.',
        ],
      },
      {
        heading: 'Break-even at expiry',
        text: 'Call: strike + premium. Put: strike - premium. If the stock does not get past it by expiry, a bought option loses money even when you were right about the direction.',
      },
    ],
  },
  {
    path: 'module-11/position-size-worksheet.pdf',
    moduleId: 11,
    kind: 'worksheet',
    title: 'Position Size Worksheet',
    summary: 'Size every trade from your stop, so that one loss never costs more than 1% of your account.',
    sections: [
      {
        heading: 'The formula',
        text: 'Shares = (account size x 1%) / (entry price - stop price). Example: 10,000 dollars account, entry 50.00, stop 48.00. Risk = 100 dollars, risk per share = 2.00, so buy 50 shares.',
      },
      {
        heading: 'Your trade',
        blanks: [
          'Account size:',
          'Risk per trade (1% of the account):',
          'Entry price and stop price:',
          'Risk per share (entry - stop):',
          'Shares to buy (risk / risk per share, rounded down):',
          'Target price and reward-to-risk ratio:',
        ],
      },
      {
        heading: 'Drawdown maths',
        bullets: [
          'After a 10% loss you need 11% to get back to even.',
          'After a 25% loss you need 33%.',
          'After a 50% loss you need 100%. Small losses are the only ones you can recover from easily.',
        ],
      },
    ],
  },
  {
    path: 'module-12/alternatives-cheat-sheet.pdf',
    moduleId: 12,
    kind: 'cheat-sheet',
    title: 'Alternative Investments Cheat Sheet',
    summary: 'What REITs, gold, commodity futures and private markets add to a portfolio, and what can go wrong with each.',
    sections: [
      {
        heading: 'At a glance',
        bullets: [
          'REITs: companies that own property and pay out most of their income. Sensitive to interest rates.',
          'Gold: no income, but often holds value when currencies or markets are under stress.',
          'Commodity futures: contracts with leverage and expiry dates. Rolling them costs money in some markets.',
          'Private markets: private equity and credit. Hard to sell, valued rarely, high minimum amounts.',
        ],
      },
      {
        heading: 'Questions to ask before you buy',
        checklist: [
          'How do I get my money out, and how long does it take?',
          'What fees do I pay each year?',
          'How did it behave in the last big market fall?',
        ],
      },
    ],
  },
  {
    path: 'module-13/backtest-checklist.pdf',
    moduleId: 13,
    kind: 'checklist',
    title: 'Backtest Checklist',
    summary: 'Check a trading system before you trust its results: clear rules, honest data and an expectancy you can live with.',
    sections: [
      {
        heading: 'Rules',
        checklist: [
          'Entry, exit, stop and position size are written so that someone else would take the same trades.',
          'The system has few parameters, and small changes to them do not ruin the results.',
        ],
      },
      {
        heading: 'Data',
        checklist: [
          "The test includes stocks that were delisted, not just today's survivors.",
          'Commissions and slippage are included in every trade.',
          'I kept the last part of the data aside and tested on it only once (out of sample).',
        ],
      },
      {
        heading: 'Expectancy',
        text: 'Expectancy = (win rate x average win) - (loss rate x average loss). Example: 40% x 300 - 60% x 100 = 60 dollars per trade. Positive expectancy with a drawdown you can sit through is the goal.',
      },
    ],
  },
  {
    path: 'module-14/event-trading-checklist.pdf',
    moduleId: 14,
    kind: 'checklist',
    title: 'Trading Around Events',
    summary: 'A checklist for earnings, economic reports and central bank decisions, when prices can gap past your stop.',
    sections: [
      {
        heading: 'The week before',
        checklist: [
          'I know the date and time of every scheduled event for the stocks I hold.',
          'I know what the market expects (the consensus estimate).',
          'I decided in advance: hold through the event, reduce or close.',
        ],
      },
      {
        heading: 'What to expect',
        bullets: [
          'Gaps: the price can open far from the last close, past your stop.',
          'Volatility crush: option prices fall right after the event, even if the stock moves.',
          'The first move after news is often reversed within the day.',
        ],
      },
    ],
  },
  {
    path: 'module-15/trading-journal-template.pdf',
    moduleId: 15,
    kind: 'worksheet',
    title: 'Trading Journal Template',
    summary: 'One page per trade: plan, execution and review. A journal turns trading into a business you can improve.',
    sections: [
      {
        heading: 'Plan (before the trade)',
        blanks: ['Setup and reason to enter:', 'Entry, stop, target and position size:', 'What would prove me wrong:'],
      },
      {
        heading: 'Execution',
        blanks: ['Actual entry and exit prices:', 'Did I follow the plan? If not, why:'],
      },
      {
        heading: 'Review',
        blanks: ['Result in dollars and in R (multiples of the risk):', 'What I will repeat or change next time:'],
      },
      {
        heading: 'Daily limits',
        text: 'Set a daily loss limit (for example 2% of the account). When it is hit, stop trading for the day.',
      },
    ],
  },
  // Premium bonus resources: readable by premium members and admins only (storage.objects policy).
  {
    path: 'premium/module-03/support-resistance-playbook.pdf',
    moduleId: 3,
    kind: 'cheat-sheet',
    title: 'Support & Resistance Playbook (Bonus)',
    summary:
      'Three ways to trade a level once you have drawn it: the bounce, the breakout and the retest, each with its entry, stop and target.',
    sections: [
      {
        heading: 'The bounce',
        text: 'Buy near support when a candle shows rejection (a long lower wick or a bullish engulfing candle). Stop: just below the zone. Target: the next resistance.',
      },
      {
        heading: 'The breakout',
        text: 'Buy when a candle closes above resistance on rising volume. Stop: back inside the range. Target: the height of the range added to the breakout level.',
      },
      {
        heading: 'The retest',
        text: 'Wait for the price to come back to the broken resistance, which should now act as support. Enter when it holds. This gives a tighter stop than the breakout itself.',
      },
      {
        heading: 'Checklist',
        checklist: ['The level was touched at least twice.', 'The higher timeframe agrees.', 'My reward is at least twice my risk.'],
      },
    ],
  },
  {
    path: 'premium/module-11/risk-plan-template.pdf',
    moduleId: 11,
    kind: 'worksheet',
    title: 'Personal Risk Plan (Bonus)',
    summary: 'Write the rules that protect your account, once, and sign them. Members review them every month.',
    sections: [
      {
        heading: 'My limits',
        blanks: ['Risk per trade (% of account):', 'Daily loss limit:', 'Weekly loss limit:', 'Maximum open positions:'],
      },
      {
        heading: 'When I break a rule',
        blanks: ['What I do the same day:', 'What I change the next week:'],
      },
      {
        heading: 'Emotions',
        checklist: [
          'I do not increase size after a loss to win it back.',
          'I stop after three losses in a row and review my journal.',
          'I take a break after a big win before the next trade.',
        ],
      },
    ],
  },
  {
    path: 'premium/module-15/weekly-review-template.pdf',
    moduleId: 15,
    kind: 'worksheet',
    title: 'Weekly Performance Review (Bonus)',
    summary: 'Measure your week like a professional desk does: win rate, average R, expectancy and drawdown.',
    sections: [
      {
        heading: 'Numbers',
        blanks: [
          'Trades taken, winners, losers (win rate):',
          'Average win and average loss in R:',
          'Expectancy this week:',
          'Largest drawdown from peak:',
        ],
      },
      {
        heading: 'Process',
        blanks: ['Trades that followed the plan (%):', 'The best trade and why:', 'The worst trade and why:'],
      },
      {
        heading: 'Next week',
        text: 'Choose one thing to improve. Only one: a change you can measure next Friday.',
      },
    ],
  },
];
