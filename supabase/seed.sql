-- Demo content for a fresh database (local stack, `supabase db reset`): demo accounts, the 15-module
-- course with its quizzes, the 12 channels, a watchlist with deterministic price history, upcoming
-- sessions dated relative to the seed time, alerts and welcome messages. Runs as the superuser after
-- the migrations. Prices come from integer hashes and numeric arithmetic (no random(), no floats) so
-- PGlite and PostgreSQL produce identical bars for the same seed date.

-- Seed writes are no dashboard edits: the audit log skips them (migrations/20261129110000_dashboard_operator.sql).
-- The stand-in's migrator sets this too; the Supabase CLI (db reset, db push --include-seed) does not.
select set_config('tradecraft.seeding', 'on', true);

-- ---------------------------------------------------------------------------------------------
-- demo accounts (local only; password Tradecraft-demo-1). The profiles trigger creates their rows.
-- ---------------------------------------------------------------------------------------------
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select
  '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email,
  '$2a$10$oQOHitvAMLAdi38ReX7rEeJaGcCahyoCOx2944yReKW/MJvbRMjTy', now(),
  '{"provider":"email","providers":["email"]}', jsonb_build_object('display_name', u.display_name),
  now(), now(), '', '', '', ''
from (values
  ('d1a7c0de-0000-4000-8000-000000000001'::uuid, 'learner@tradecraft.local', 'Lena Learner'),
  ('d1a7c0de-0000-4000-8000-000000000002'::uuid, 'premium@tradecraft.local', 'Priya Premium'),
  ('d1a7c0de-0000-4000-8000-000000000003'::uuid, 'admin@tradecraft.local', 'Alex Admin')
) as u (id, email, display_name);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
  'email', now(), now(), now()
from auth.users u
where u.email like '%@tradecraft.local';

update public.subscriptions s set type = 'premium'
where s.user_id in ('d1a7c0de-0000-4000-8000-000000000002', 'd1a7c0de-0000-4000-8000-000000000003');

insert into public.admins (user_id) values ('d1a7c0de-0000-4000-8000-000000000003');

-- ---------------------------------------------------------------------------------------------
-- course
-- ---------------------------------------------------------------------------------------------
insert into public.modules (id, level, position, title, description, duration, lesson_count, thumbnail) values
  (1, 'BEGINNER', 1, 'Market Fundamentals',
   'What a stock, an exchange and a market really are: how prices form from bids and asks, who the participants are, bull and bear markets, and how to read a quote.',
   '12:45', 4, 'building-bank'),
  (2, 'BEGINNER', 2, 'Basic Trading Concepts',
   'Market, limit and stop orders, going long and short, position size and profit and loss, so your first trades do exactly what you intend.',
   '15:20', 5, 'notes'),
  (3, 'BEGINNER', 3, 'Reading Charts & Basic Technical Analysis',
   'Candlesticks, timeframes, trends, support and resistance, and volume: the vocabulary of every chart you will read from here on.',
   '18:30', 6, 'chart-candle'),
  (4, 'BEGINNER', 4, 'Essential Indicators',
   'Moving averages, RSI, MACD and Bollinger Bands: what each one calculates, what it is good for, and why no indicator works alone.',
   '16:10', 5, 'ruler-2'),
  (5, 'INTERMEDIATE', 5, 'Advanced Technical Analysis',
   'Chart patterns, Fibonacci retracements, divergences and multi-timeframe analysis, and how to tell a real breakout from a false one.',
   '22:15', 6, 'zoom-in'),
  (6, 'INTERMEDIATE', 6, 'Financial Data Literacy',
   'Reading income statements, balance sheets and cash flow; EPS, P/E and free cash flow; and why stocks move on expectations rather than results.',
   '19:40', 5, 'file-spreadsheet'),
  (7, 'INTERMEDIATE', 7, 'Sector & Industry Analysis',
   'How sectors behave through the economic cycle, sector rotation, relative strength and comparing companies with their true peers.',
   '17:55', 5, 'building-factory-2'),
  (8, 'INTERMEDIATE', 8, 'Market Cycles & Timing',
   'Accumulation, markup, distribution and markdown; leading and lagging indicators, the yield curve, seasonality, and the limits of timing.',
   '20:05', 5, 'refresh'),
  (9, 'ADVANCED', 9, 'Market Makers & Order Flow',
   'Who is on the other side of your trade: market makers, the order book, Level 2, slippage, liquidity and VWAP.',
   '21:30', 6, 'arrows-exchange'),
  (10, 'ADVANCED', 10, 'Options Trading',
   'Calls and puts, strikes and expiries, the contract multiplier, time decay and the Greeks, and why buying options caps your loss.',
   '25:45', 7, 'scale'),
  (11, 'ADVANCED', 11, 'Risk Management & Psychology',
   'The 1% rule, position sizing from the stop, reward-to-risk, the maths of drawdowns, and the habits that keep emotions out of your trading.',
   '23:10', 6, 'brain'),
  (12, 'ADVANCED', 12, 'Alternative Investments',
   'REITs, gold, commodity futures and private markets: what they add to a portfolio, how they are traded, and the risks that come with them.',
   '18:25', 5, 'world'),
  (13, 'ADVANCED', 13, 'Advanced Strategies & Systems',
   'Turning ideas into rules: backtesting, avoiding overfitting, trend-following and mean-reversion systems, and measuring expectancy.',
   '24:40', 6, 'settings'),
  (14, 'ADVANCED', 14, 'News & Event Trading',
   'Earnings, economic reports and central bank decisions: expectations, volatility crush, gaps, and how to manage risk around scheduled events.',
   '19:15', 5, 'news'),
  (15, 'ADVANCED', 15, 'Professional Trading Concepts',
   'Trading like a business: journals, volatility-based sizing, drawdown, the Sharpe ratio and daily loss limits.',
   '26:30', 7, 'trophy');

insert into public.badges (id, name, description, icon) values
  ('quiz-master', 'Quiz Master', 'Scored 100% on a module quiz.', 'trophy'),
  ('course-graduate', 'Course Graduate', 'Passed all 15 modules and earned the certificate of completion.', 'school');

-- Questions and their answer keys in one statement: options are listed in display order and
-- correct_option is the 0-based index of the right one.
with source (module_id, position, question, options, correct_option, explanation) as (
  values
  (1, 1, 'What does owning one share of a company''s stock represent?',
   array['A small ownership stake in the company', 'A loan you made to the company', 'A guaranteed share of next year''s profits', 'A contract to buy the stock at a later date'],
   0, 'A share is a unit of ownership (equity). Shareholders can benefit from a rising price and dividends, but profits are never guaranteed. Lending money to a company is buying a bond, not a share.'),
  (1, 2, 'What is the main job of a stock exchange such as the NYSE or Nasdaq?',
   array['To set the price of every stock each morning', 'To lend money to investors who want to buy shares', 'To protect investors against trading losses', 'To provide a regulated marketplace where buyers and sellers meet'],
   3, 'Exchanges match buy and sell orders under common rules. They do not set prices: prices come from the balance of supply and demand among traders.'),
  (1, 3, 'A stock''s bid is $50.00 and its ask is $50.05. What is the spread?',
   array['$50.025', '$0.50', '$0.05', '$100.05'],
   2, 'The spread is ask minus bid: $50.05 − $50.00 = $0.05. Buying at the ask and selling straight away at the bid would lose the spread, so it is a real cost of trading.'),
  (1, 4, 'Which description fits a bull market?',
   array['A period of broadly falling prices and pessimism', 'A period of broadly rising prices and optimism', 'A market that is closed for a holiday', 'A market where prices never move'],
   1, 'A bull market is a sustained rise in prices, often defined as 20% or more from a low. Its opposite, a bear market, is a sustained decline of 20% or more from a high.'),
  (1, 5, 'How is a company''s market capitalization calculated?',
   array['Share price × number of shares outstanding', 'Annual revenue × profit margin', 'Number of shares traded today × share price', 'Total cash minus total debt'],
   0, 'Market cap is what the market values the whole company at: price per share times all shares outstanding. It is used to group companies into large-, mid- and small-cap.'),
  (2, 1, 'What does a market order do?',
   array['Executes only at your chosen price or better', 'Executes right away at the best price currently available', 'Waits until the closing bell to execute', 'Cancels itself if it is not filled within a minute'],
   1, 'A market order trades immediately, but the price is not guaranteed. In fast or thinly traded markets you may be filled worse than the last quoted price (slippage).'),
  (2, 2, 'You want to buy a stock only if you can pay $25 or less. Which order do you use?',
   array['A limit order at $25', 'A market order', 'A stop order at $25', 'A trailing stop of $25'],
   0, 'A buy limit order sets the highest price you are willing to pay. It controls the price but may not fill if the stock never trades down to your limit.'),
  (2, 3, 'What is a stop-loss order for?',
   array['Locking in a purchase price weeks in advance', 'Buying more shares every time the price rises', 'Avoiding commissions on losing trades', 'Exiting a position automatically if the price moves against you to a set level'],
   3, 'A stop-loss turns into a market order when the stop price is reached, capping the loss you planned for. In a gap the fill can be worse than the stop price.'),
  (2, 4, 'A short seller profits when...',
   array['The stock price rises', 'The company pays a dividend', 'The stock price falls', 'Trading volume increases'],
   2, 'Short selling means borrowing shares, selling them, and buying them back later. If the price falls you buy back cheaper and keep the difference; if it rises, the loss has no ceiling.'),
  (2, 5, 'You buy 100 shares at $40 and sell them at $43. Ignoring fees, what is your profit?',
   array['$3', '$300', '$43', '$4,300'],
   1, 'Profit per share is $43 − $40 = $3, and 100 shares × $3 = $300. Always multiply the per-share move by the position size to know what a trade really makes or risks.'),
  (3, 1, 'On a candlestick chart, what does a candle''s body show?',
   array['The period''s highest and lowest prices', 'The trading volume of the period', 'The range between the period''s open and close', 'The average price of the period'],
   2, 'The body spans open to close; the thin wicks above and below mark the high and low. A long body means price travelled far between open and close.'),
  (3, 2, 'A green (or hollow) candle usually means...',
   array['The close was below the open', 'The close was above the open', 'The stock made an all-time high', 'Volume was above average'],
   1, 'Green or hollow candles close higher than they opened; red or filled candles close lower. The colour says nothing about volume or records.'),
  (3, 3, 'What is a support level?',
   array['A price area where buying interest has tended to stop declines', 'The highest price the stock has ever reached', 'A minimum price set by regulators', 'The price at which the company buys back shares'],
   0, 'Support is where buyers have repeatedly stepped in. It is an area, not an exact line, and once broken it often turns into resistance.'),
  (3, 4, 'An uptrend is best described as a series of...',
   array['Lower highs and lower lows', 'Equal highs and equal lows', 'Gaps between candles', 'Higher highs and higher lows'],
   3, 'In an uptrend each rally peaks above the last one and each pullback holds above the previous low. A lower low is the first warning that the trend may be ending.'),
  (3, 5, 'Why do traders look at volume together with price?',
   array['Volume tells you the future price', 'Volume is another word for volatility', 'Volume shows how much conviction is behind a price move', 'Volume only matters for options'],
   2, 'A move on heavy volume means many participants agree with it; the same move on light volume is easier to reverse. Volume confirms, it does not predict.'),
  (4, 1, 'What is a 50-day simple moving average?',
   array['The highest close of the last 50 days', 'The closing price exactly 50 days ago', 'The total volume of the last 50 days', 'The average closing price of the last 50 trading days'],
   3, 'An SMA adds the last N closes and divides by N, smoothing out daily noise. Because it uses past prices it always lags the current price.'),
  (4, 2, 'An RSI reading above 70 is traditionally read as...',
   array['Oversold: the stock is cheap', 'A guaranteed reversal', 'Overbought: upward momentum may be stretched', 'A buy signal in every case'],
   2, 'RSI measures the speed of recent gains against losses on a 0-100 scale. Above 70 is called overbought, but in strong trends RSI can stay high for weeks, so treat it as a warning, not a signal on its own.'),
  (4, 3, 'MACD is built from...',
   array['Volume and open interest', 'Two exponential moving averages and the difference between them', 'The bid and the ask', 'Earnings and revenue growth'],
   1, 'MACD is the 12-period EMA minus the 26-period EMA, with a 9-period EMA of that line as the signal line. Crossovers and the histogram show shifts in momentum.'),
  (4, 4, 'Bollinger Bands get wider when...',
   array['Volatility increases', 'The market is closed', 'Volume falls to zero', 'Interest rates rise'],
   0, 'The bands sit two standard deviations around a moving average, so they widen when prices swing more and narrow (a ''squeeze'') when the market goes quiet.'),
  (4, 5, 'Why is it risky to rely on a single indicator?',
   array['Indicators are not allowed for retail traders', 'Indicators only work on weekly charts', 'Brokers change indicator values', 'Indicators are calculated from past prices and can all give false signals'],
   3, 'Every indicator is a transformation of past price or volume, so each one fails in some conditions. Confirm with trend, price action and volume, and always know your exit.'),
  (5, 1, 'A head-and-shoulders top is generally considered...',
   array['A bearish reversal pattern', 'A bullish continuation pattern', 'A sign that volume is drying up', 'An earnings signal'],
   0, 'Three peaks with the middle one highest suggest buyers are losing strength after an uptrend. The pattern is confirmed only when price closes below the neckline.'),
  (5, 2, 'Which Fibonacci retracement levels are most commonly watched?',
   array['10%, 20% and 30%', '100%, 200% and 300%', '1%, 2% and 3%', '38.2%, 50% and 61.8%'],
   3, 'After a strong move, traders watch the 38.2%, 50% and 61.8% retracements for pullbacks to pause. They work best where they line up with other support or resistance.'),
  (5, 3, 'Bullish divergence on the RSI happens when...',
   array['Price and RSI both make new highs', 'RSI crosses above 50', 'Price makes a lower low while RSI makes a higher low', 'Price and volume rise together'],
   2, 'When price sets a new low but momentum does not, selling pressure is weakening. Divergence warns that a reversal is possible; it does not time it.'),
  (5, 4, 'Why check a higher timeframe before entering on a lower one?',
   array['Higher timeframes have lower commissions', 'The higher-timeframe trend gives context and usually dominates', 'Lower timeframes are always wrong', 'Exchanges require it'],
   1, 'A buy signal on a 5-minute chart is weaker if the daily chart is in a downtrend. Trading in the direction of the larger trend improves the odds.'),
  (5, 5, 'Why is a breakout on low volume treated with caution?',
   array['Low-volume breakouts fail and reverse more often', 'Low volume means the stock will be delisted', 'Volume has nothing to do with breakouts', 'It guarantees a gap the next day'],
   0, 'A genuine breakout usually attracts new buyers and heavy volume. Without that participation, price often slips back into its old range, a ''false breakout''.'),
  (6, 1, 'What is earnings per share (EPS)?',
   array['Revenue divided by the number of employees', 'Net income divided by shares outstanding', 'Share price divided by revenue', 'Dividends divided by the share price'],
   1, 'EPS shows how much profit belongs to each share. Comparing EPS with analysts'' estimates is what makes earnings reports move stocks.'),
  (6, 2, 'A P/E ratio of 25 means investors pay...',
   array['$25 for every $1 of annual earnings', '25% interest per year', '$1 for every $25 of revenue', '25 times the company''s cash'],
   0, 'P/E is price divided by earnings per share. A high P/E means the market expects strong growth; it is only meaningful compared with peers and the company''s own history.'),
  (6, 3, 'Which financial statement shows assets, liabilities and equity at one point in time?',
   array['The income statement', 'The cash flow statement', 'The proxy statement', 'The balance sheet'],
   3, 'The balance sheet is a snapshot: assets = liabilities + equity. The income statement and the cash flow statement cover a period, such as a quarter.'),
  (6, 4, 'How is free cash flow usually calculated?',
   array['Revenue minus taxes', 'Net income plus dividends', 'Operating cash flow minus capital expenditures', 'Total assets minus total liabilities'],
   2, 'Free cash flow is the cash left after the business pays to maintain and grow its assets. It funds dividends, buybacks and debt repayment, and is harder to flatter than earnings.'),
  (6, 5, 'A company beats earnings estimates, yet its stock falls. What is the most likely reason?',
   array['The exchange made an error', 'Its guidance or details disappointed expectations already priced in', 'Beating estimates always makes a stock fall', 'Short sellers are forced to sell'],
   1, 'Prices reflect expectations. If investors hoped for more, or the company lowers its outlook, a ''beat'' can still disappoint. Read the guidance, not just the headline number.'),
  (7, 1, 'Which sector is traditionally considered defensive?',
   array['Technology', 'Semiconductors', 'Consumer staples', 'Airlines'],
   2, 'People keep buying food, household goods and medicine in recessions, so staples, utilities and health care tend to hold up better when the economy slows.'),
  (7, 2, 'What is sector rotation?',
   array['Companies changing their industry classification', 'Money moving between sectors as the economic cycle changes', 'Exchanges rotating their trading hours', 'An index being rebalanced every day'],
   1, 'Early in a recovery cyclicals like financials and industrials tend to lead; late in the cycle investors move toward defensive sectors. Following the rotation keeps you on the side of the flows.'),
  (7, 3, 'Why compare a company''s valuation with its industry peers rather than the whole market?',
   array['Peers share similar economics, growth rates and margins', 'The whole market has no valuation', 'Regulators require it', 'Peers always trade at the same price'],
   0, 'A software company and a utility naturally trade at very different multiples. Comparing like with like shows whether a stock is cheap or expensive for what it is.'),
  (7, 4, 'What does a sector''s relative strength against the S&P 500 tell you?',
   array['When the sector''s dividends are paid', 'The date of the next earnings report', 'How much tax you will pay', 'Which areas of the market investors currently favor'],
   3, 'Relative strength divides the sector''s price by the index. A rising line means the sector is outperforming, a useful filter for where to look for long setups.'),
  (7, 5, 'Rising interest rates tend to pressure which stocks the most?',
   array['Banks whose lending margins widen', 'Insurers earning more on their reserves', 'Long-duration growth stocks valued on distant earnings', 'Cash-rich value companies'],
   2, 'Higher rates raise the discount rate applied to future cash flows, which hurts most when those cash flows are far in the future. Banks and insurers can even benefit.'),
  (8, 1, 'What are the four phases of a market cycle?',
   array['Open, high, low, close', 'Bid, ask, last, volume', 'Earnings, guidance, dividend, split', 'Accumulation, markup, distribution, markdown'],
   3, 'Informed buyers accumulate at lows, prices mark up as the crowd joins, holders distribute near the top, and prices mark down. Recognising the phase shapes which setups make sense.'),
  (8, 2, 'Which of these is a leading economic indicator?',
   array['The unemployment rate', 'Last quarter''s GDP', 'New building permits', 'Inflation figures already published'],
   2, 'Leading indicators change before the economy does: builders apply for permits before they build. Unemployment is a lagging indicator that confirms a turn after it has happened.'),
  (8, 3, '''Sell in May and go away'' is an example of...',
   array['An exchange rule', 'A seasonal pattern that does not hold every year', 'A tax regulation', 'A guaranteed strategy'],
   1, 'Seasonal tendencies are averages over many years, and individual years often break them. Use them as background, never as the reason for a trade.'),
  (8, 4, 'Historically, an inverted yield curve (short-term rates above long-term rates) has been watched as...',
   array['A possible warning of recession', 'Proof that stocks must rise', 'A sign that inflation is zero', 'A signal to hold only cash'],
   0, 'When investors accept lower long-term yields than short-term ones, they expect rates and growth to fall. Inversions have preceded most US recessions, though the lag varies a lot.'),
  (8, 5, 'Why is precise market timing so difficult?',
   array['Market timing is illegal', 'Prices only change once a week', 'Charts are not available in real time', 'Markets react to new information that cannot be known in advance'],
   3, 'Prices move on news and shifts in expectations nobody can foresee, and the best days often come right after the worst. Plans that scale in and out beat all-or-nothing timing.'),
  (9, 1, 'What does a market maker do?',
   array['Continuously quotes bid and ask prices, providing liquidity', 'Decides which companies may list', 'Sets interest rates', 'Audits companies'' accounts'],
   0, 'Market makers stand ready to buy at the bid and sell at the ask, earning the spread in return for taking on inventory risk. They make it possible to trade at any moment.'),
  (9, 2, 'What does Level 2 market data show?',
   array['Only the last traded price', 'The company''s quarterly earnings', 'Breaking news headlines', 'The order book: bids and asks at several prices with their sizes'],
   3, 'Level 1 is the best bid and ask; Level 2 shows the depth behind them. Depth hints at where large orders sit, though orders can be cancelled at any time.'),
  (9, 3, 'What is slippage?',
   array['A fee charged by the exchange', 'The spread on a currency pair', 'The difference between the price you expected and the price you got', 'An adjustment for dividends'],
   2, 'Slippage happens when the market moves, or your order is larger than the size available, between decision and fill. Limit orders and liquid stocks reduce it.'),
  (9, 4, 'In a thinly traded stock, a large market order will most likely...',
   array['Fill exactly at the last traded price', 'Move the price as it uses up several levels of the order book', 'Be rejected by the exchange', 'Be spread automatically over several days'],
   1, 'When few shares sit at each price, a big order keeps buying at higher and higher asks. Institutions split large orders into small pieces for this reason.'),
  (9, 5, 'What is VWAP?',
   array['The volume-weighted average price of the session', 'The total value of all warrants', 'A kind of limit order', 'A volatility-weighted percentage'],
   0, 'VWAP weights each trade''s price by its volume. Institutions use it as a benchmark for execution, and intraday traders watch whether price holds above or below it.'),
  (10, 1, 'What does a call option give its buyer?',
   array['The obligation to buy shares at the strike price', 'The right, but not the obligation, to buy at the strike price until expiry', 'The right to sell shares at the strike price', 'A share of the company''s dividends'],
   1, 'A call is a right to buy. The buyer pays a premium for it and uses it only if worthwhile; the seller takes on the obligation to deliver shares if assigned.'),
  (10, 2, 'A put option gains value when...',
   array['The underlying price falls', 'The underlying price rises', 'Nothing changes until expiry', 'Interest rates drop to zero'],
   0, 'A put is a right to sell at the strike price, which becomes more valuable the further the stock falls below it. Puts are used to profit from declines or to insure shares.'),
  (10, 3, 'How many shares does one standard US equity option contract cover?',
   array['1 share', '10 shares', '1,000 shares', '100 shares'],
   3, 'A quoted premium of $2.00 therefore costs $200 per contract. Forgetting the 100× multiplier is one of the most common beginner mistakes.'),
  (10, 4, 'What does theta measure?',
   array['How much an option moves with the stock price', 'How much an option moves with volatility', 'How much value an option loses each day from time decay', 'The probability the option expires worthless'],
   2, 'Time value shrinks as expiry approaches, and faster in the final weeks. Buyers fight theta; sellers collect it.'),
  (10, 5, 'When you buy an option, what is the most you can lose?',
   array['An unlimited amount', 'The premium you paid', 'The strike price', 'Twice the premium'],
   1, 'Buying a call or put limits your loss to the premium, which is lost if the option expires worthless. Selling options is different: losses can far exceed the premium received.'),
  (11, 1, 'Following the 1% rule with a $10,000 account, the most you should risk on one trade is...',
   array['$10', '$1,000', '$100', '$500'],
   2, 'Risking 1% ($100) means even ten losses in a row cost about 10% of the account, a drawdown you can recover from. ''Risk'' is what you lose if the stop is hit, not the position size.'),
  (11, 2, 'Your entry is $50, your stop is $48 and you will risk $200. How many shares do you buy?',
   array['50', '100', '200', '400'],
   1, 'Risk per share is $50 − $48 = $2, and $200 ÷ $2 = 100 shares. Size the position from the stop distance, never from how confident you feel.'),
  (11, 3, 'A trade risks $1 per share to make $3 per share. What is its reward-to-risk ratio?',
   array['3:1', '1:3', '1:1', '4:1'],
   0, 'Reward-to-risk compares the potential gain with the potential loss: $3 ÷ $1 = 3:1. At 3:1 you can be wrong on most trades and still come out ahead.'),
  (11, 4, 'What is ''revenge trading''?',
   array['Trading against a competitor''s positions', 'Following a written trading plan', 'Cutting position size after a loss', 'Taking impulsive trades to win back a loss quickly'],
   3, 'After a loss the urge to get even leads to bigger, unplanned trades, and usually bigger losses. Step away, then return to your plan and your normal size.'),
  (11, 5, 'After losing 50% of an account, what gain do you need to get back to break-even?',
   array['50%', '75%', '100%', '150%'],
   2, '$10,000 becomes $5,000 after a 50% loss, and $5,000 must double to return to $10,000. Losses compound against you, which is why protecting capital comes first.'),
  (12, 1, 'What is a REIT?',
   array['A type of stock option', 'A government savings bond', 'A cryptocurrency token', 'A company that owns or finances income-producing real estate and pays out most of its income'],
   3, 'Real estate investment trusts must distribute most of their taxable income as dividends. They let investors own property exposure through an ordinary listed share.'),
  (12, 2, 'Why do investors often buy gold?',
   array['For its guaranteed income', 'For its high dividend', 'As a hedge against inflation and market stress', 'As a substitute for short-term bonds'],
   2, 'Gold has no earnings or yield, but it has tended to hold value when currencies weaken or markets panic. Its price can still swing widely.'),
  (12, 3, 'What does a commodity futures contract do?',
   array['Gives you shares in a mining company', 'Commits both parties to buy or sell a commodity at a set price on a future date', 'Pays a regular dividend', 'Lasts forever without expiring'],
   1, 'Futures are standardised obligations with an expiry date, usually settled or rolled before delivery. They are traded on margin, so small price moves mean large gains or losses.'),
  (12, 4, 'What risk is typical of alternative investments such as private equity?',
   array['Illiquidity: they can be hard to sell quickly at a fair price', 'They are too easy to trade', 'Their prices never change', 'The government guarantees them'],
   0, 'Many alternatives lock up money for years and are valued only occasionally. Investors should be paid extra for that illiquidity, and only commit money they will not need.'),
  (12, 5, 'Why add assets that have low correlation with stocks?',
   array['To guarantee higher returns', 'To avoid losses entirely', 'To increase leverage', 'To diversify and reduce the swings of the whole portfolio'],
   3, 'Assets that do not move together offset each other, so the portfolio''s ups and downs shrink. Diversification reduces risk; it does not eliminate it.'),
  (13, 1, 'What is backtesting?',
   array['Testing a strategy''s exact rules on historical data', 'Trading with borrowed money', 'Copying another trader''s positions', 'Buying shares after an earnings report'],
   0, 'A backtest shows how fixed rules would have performed in the past. It is only honest if the rules were defined before looking and include fees and slippage.'),
  (13, 2, 'What does overfitting a trading system mean?',
   array['Using too few indicators', 'Trading positions that are too small', 'Always using a stop-loss', 'Tuning the rules so closely to past data that they fail on new data'],
   3, 'With enough parameters any system can fit history perfectly. Test on data the system has never seen (out-of-sample) and prefer simple rules.'),
  (13, 3, 'What results do trend-following systems typically produce?',
   array['Winning more than 95% of trades', 'Steady gains with no losing months', 'Many small losses and fewer, larger wins', 'Profits only in sideways markets'],
   2, 'Trend followers cut losers quickly and let rare big trends run, so the win rate is often below 50%. The discipline is to keep taking the small losses.'),
  (13, 4, 'How is a system''s expectancy calculated?',
   array['Total profit ÷ number of trading days', '(Win rate × average win) − (loss rate × average loss)', 'Largest win − largest loss', 'The win rate on its own'],
   1, 'Expectancy is the average amount a trade makes or loses. A 40% win rate with $300 average wins and $100 average losses gives 0.4×300 − 0.6×100 = $60 per trade.'),
  (13, 5, 'What do mean-reversion strategies assume?',
   array['Prices that stray far from an average tend to move back toward it', 'Trends continue forever', 'Volume predicts earnings', 'Prices never move far'],
   0, 'Mean reversion buys stretched weakness and sells stretched strength. It works in ranges and suffers in strong trends, so it needs firm stops.'),
  (14, 1, 'What does ''buy the rumor, sell the news'' describe?',
   array['A legal disclosure requirement', 'Prices rising before an expected event and falling once it happens', 'A formula for earnings', 'A dividend capture strategy'],
   1, 'When good news is widely expected, traders buy ahead of it. Once it is confirmed there are few new buyers left, and early buyers take profits.'),
  (14, 2, 'Why does implied volatility often fall right after an earnings report?',
   array['The uncertainty of the event has been resolved (a ''volatility crush'')', 'All options expire on that day', 'Exchanges cap volatility after earnings', 'Trading volume drops to zero'],
   0, 'Option prices rise before earnings to reflect the unknown result. Once it is out, that premium disappears, so option buyers can lose money even when they guessed the direction right.'),
  (14, 3, 'Which monthly US report shows how many jobs the economy added?',
   array['A company''s 10-K', 'The Consumer Price Index', 'The quarterly GDP estimate', 'The Employment Situation report (non-farm payrolls)'],
   3, 'Non-farm payrolls are released on the first Friday of most months at 8:30 a.m. Eastern and often move stocks, bonds and currencies sharply.'),
  (14, 4, 'A stock gaps down 15% at the open on bad news. What happens to a stop-loss set 5% below yesterday''s close?',
   array['It is cancelled automatically', 'It fills at exactly 5% down', 'It fills near the much lower opening price, not at the stop price', 'The exchange refunds the difference'],
   2, 'A stop becomes a market order once triggered, and the first available price after a gap may be far below it. Event risk is why position size matters more than the stop.'),
  (14, 5, 'Before a scheduled event like a central bank decision, a disciplined trader...',
   array['Doubles the position to catch the move', 'Reduces size or defines risk, because moves can be sharp in either direction', 'Removes all stops to avoid being shaken out', 'Uses only market orders'],
   1, 'Scheduled events can produce fast moves and wide spreads in both directions. Smaller size, defined-risk positions or simply waiting are all professional choices.'),
  (15, 1, 'What is a trading journal mainly for?',
   array['Filing taxes automatically', 'Sharing tips on social media', 'Recording trades, reasons and emotions to find patterns and improve', 'Replacing your broker''s statements'],
   2, 'Reviewing entries, exits, setups and how you felt reveals which trades actually make money and which habits cost you. You cannot improve what you do not measure.'),
  (15, 2, 'What does volatility-based position sizing (for example with ATR) mean?',
   array['Buying the same number of shares every time', 'Taking smaller positions in more volatile instruments so the risk per trade stays similar', 'Trading only low-priced stocks', 'Ignoring the distance to the stop'],
   1, 'A stock that moves $5 a day needs a wider stop than one that moves $1, so you buy fewer shares to keep the dollar risk constant.'),
  (15, 3, 'What is maximum drawdown?',
   array['The largest peak-to-trough fall in account value', 'The biggest one-day gain', 'The average loss per trade', 'The broker''s margin requirement'],
   0, 'Drawdown measures the pain of a strategy: how much you would have lost from a high before recovering. It tells you whether you could stick with the system in practice.'),
  (15, 4, 'What does the Sharpe ratio measure?',
   array['Total return only', 'Number of trades per year', 'The win rate', 'Return earned per unit of risk (volatility)'],
   3, 'The Sharpe ratio is excess return divided by the standard deviation of returns. Two strategies with the same return are not equal if one is twice as volatile.'),
  (15, 5, 'Why do professional traders set a daily loss limit?',
   array['Because every broker requires one', 'To increase leverage', 'To stop before emotional decisions turn a bad day into a large loss', 'To pay lower fees'],
   2, 'A hard stop for the day protects capital and confidence. The best traders treat stopping after the limit as part of the plan, not as a failure.')
), inserted as (
  insert into public.quiz_questions (module_id, position, question, options)
  select s.module_id, s.position, s.question, s.options from source s
  returning id, module_id, position
)
insert into public.quiz_answer_keys (question_id, correct_option, explanation)
select i.id, s.correct_option, s.explanation
from inserted i
join source s on s.module_id = i.module_id and s.position = i.position;

-- The rest of each module's question bank (positions 6 to 15) has one source, the migration
-- 20261123137100_question_bank.sql. Migrations run before this seed creates the modules, so its
-- function adds them now.
select private.add_question_bank();

-- ---------------------------------------------------------------------------------------------
-- channels
-- ---------------------------------------------------------------------------------------------
insert into public.channels (id, group_name, name, description, type, access, icon, position, level) values
  ('basics', 'BASICS', 'basics',
   'Beginner modules 1-4: how markets work, placing orders, reading charts and the essential indicators.',
   'tutorials', 'free', 'books', 1, 'BEGINNER'),
  ('intermediate', 'BASICS', 'intermediate',
   'Intermediate modules 5-8: advanced chart analysis, financial statements, sectors and market cycles.',
   'tutorials', 'free', 'trending-up', 2, 'INTERMEDIATE'),
  ('advanced', 'BASICS', 'advanced',
   'Advanced modules 9-15: order flow, options, risk, alternatives, systems, event trading and professional practice.',
   'tutorials', 'free', 'target', 3, 'ADVANCED'),
  ('tutorial-help', 'BASICS', 'tutorial-help',
   'Stuck on a lesson? Ask here with the module and timestamp and the community will help you through it.',
   'chat', 'free', 'help', 4, null),
  ('general', 'MARKET DISCUSSION', 'general',
   'Open discussion about markets, trading ideas and the course. Introduce yourself here.',
   'chat', 'freemium', 'message-circle', 5, null),
  ('daily-watchlist', 'MARKET DISCUSSION', 'daily-watchlist',
   'The symbols the community is watching today, with the latest close, change and volume.',
   'watchlist', 'freemium', 'eye', 6, null),
  ('technical-analysis', 'MARKET DISCUSSION', 'technical-analysis',
   'Charts for the watchlist symbols across 1D to 1Y, and a place to share your analysis.',
   'charts', 'freemium', 'chart-candle', 7, null),
  ('market-alerts', 'LIVE UPDATES', 'market-alerts',
   'Price levels, unusual volume and risk notes posted by the Tradecraft team as they happen.',
   'chat', 'freemium', 'alert-triangle', 8, null),
  ('breaking-news', 'LIVE UPDATES', 'breaking-news',
   'Market-moving headlines and economic releases, with what they mean for traders.',
   'chat', 'freemium', 'news', 9, null),
  ('earnings-calendar', 'LIVE UPDATES', 'earnings-calendar',
   'Upcoming earnings and economic events, and the free sessions where we prepare for them.',
   'calendar', 'freemium', 'calendar', 10, null),
  ('expert-analysis', 'PREMIUM', 'expert-analysis',
   'In-depth chart breakdowns and trade plans from experienced traders, for premium members.',
   'charts', 'premium', 'diamond', 11, null),
  ('live-sessions', 'PREMIUM', 'live-sessions',
   'Monthly live trading sessions, market outlooks and Q&A with the experts, for premium members.',
   'calendar', 'premium', 'video', 12, null);

-- ---------------------------------------------------------------------------------------------
-- market data: symbols and deterministic OHLCV bars
-- ---------------------------------------------------------------------------------------------
insert into public.market_symbols (symbol, company_name, position) values
  ('SPY', 'SPDR S&P 500 ETF Trust', 1),
  ('QQQ', 'Invesco QQQ Trust', 2),
  ('AAPL', 'Apple Inc.', 3),
  ('MSFT', 'Microsoft Corporation', 4),
  ('NVDA', 'NVIDIA Corporation', 5),
  ('AMZN', 'Amazon.com, Inc.', 6),
  ('TSLA', 'Tesla, Inc.', 7);

-- A number in [0, 1) from two integers: the first 32 bits of an MD5, so every engine computes the same
-- value. (A linear congruential step of a linear input is linear again: consecutive days drew evenly
-- spaced numbers and the series was a regular sawtooth.)
create function pg_temp.seed_unit(a bigint, b bigint)
returns numeric
language sql
immutable
as $$
  select ('x' || left(md5(a::text || ',' || b::text), 8))::bit(32)::bigint / 4294967296.0;
$$;

-- Daily bars for every weekday of the last 400 days up to yesterday: a random walk of daily returns
-- (uniform in ±vol around a small drift) from a base price.
insert into public.chart_bars (symbol, interval, bucket_start, open, high, low, close, volume)
with params (symbol, seed, base, drift, vol, base_volume) as (
  values
    ('SPY', 11, 430.00, 0.0004, 0.016, 70000000),
    ('QQQ', 12, 360.00, 0.0005, 0.020, 45000000),
    ('AAPL', 13, 172.00, 0.0004, 0.026, 55000000),
    ('MSFT', 14, 325.00, 0.0004, 0.024, 22000000),
    ('NVDA', 15, 95.00, 0.0012, 0.048, 300000000),
    ('AMZN', 16, 135.00, 0.0005, 0.030, 45000000),
    ('TSLA', 17, 215.00, 0.0002, 0.055, 100000000)
), days as (
  select d::date as day, d::date - date '2000-01-01' as day_number
  from generate_series(current_date - 400, current_date - 1, interval '1 day') as d
  where extract(isodow from d) < 6
), closes as (
  select p.symbol, p.seed, p.base_volume, dd.day, dd.day_number,
    round(p.base * exp(sum(p.drift + (pg_temp.seed_unit(dd.day_number, p.seed) - 0.5) * 2 * p.vol)
      over (partition by p.symbol order by dd.day)), 2) as close,
    p.base
  from params p cross join days dd
), opened as (
  select c.*,
    round(coalesce(lag(c.close) over (partition by c.symbol order by c.day), c.base)
      * (1 + (pg_temp.seed_unit(c.day_number, c.seed * 10 + 1) - 0.5) * 0.008), 2) as open
  from closes c
)
select o.symbol, '1d', o.day::timestamp at time zone 'UTC', o.open,
  round(greatest(o.open, o.close) * (1 + pg_temp.seed_unit(o.day_number, o.seed * 10 + 2) * 0.012), 2),
  round(least(o.open, o.close) * (1 - pg_temp.seed_unit(o.day_number, o.seed * 10 + 3) * 0.012), 2),
  o.close,
  (o.base_volume * (0.6 + pg_temp.seed_unit(o.day_number, o.seed * 10 + 4) * 0.8))::bigint
from opened o;

-- 15-minute bars for the last five sessions (09:30-16:00 New York, 14:30-21:00 UTC): a random walk from
-- each day's open pinned to its close (a Brownian bridge of hashed steps), 26 bars a day.
insert into public.chart_bars (symbol, interval, bucket_start, open, high, low, close, volume)
with recent as (
  select b.*, row_number() over (partition by b.symbol order by b.bucket_start desc) as age,
    ascii(b.symbol) * 100 + length(b.symbol) as seed,
    (b.bucket_start::date - date '2000-01-01') * 100 as day_key
  from public.chart_bars b
  where b.interval = '1d'
), steps as (
  select r.symbol, r.bucket_start, r.volume, r.seed, r.day_key, r.open, r.close, k,
    sum(case when k = 0 then 0 else pg_temp.seed_unit(r.day_key + k, r.seed) - 0.5 end)
      over (partition by r.symbol, r.bucket_start order by k) as walk
  from recent r cross join generate_series(0, 26) as k
  where r.age <= 5
), points as (
  select s.symbol, s.bucket_start, s.volume, s.seed, s.day_key, s.k,
    case
      when s.k = 0 then s.open
      when s.k = 26 then s.close
      else round(s.open + (s.close - s.open) * s.k / 26
        + (s.walk - sum(s.walk) filter (where s.k = 26) over (partition by s.symbol, s.bucket_start) * s.k / 26) * 0.008 * s.open, 2)
    end as price
  from steps s
), bars as (
  select p.*, lead(p.price) over (partition by p.symbol, p.bucket_start order by p.k) as next_price
  from points p
)
select b.symbol, '15m', b.bucket_start + interval '14 hours 30 minutes' + b.k * interval '15 minutes',
  b.price,
  round(greatest(b.price, b.next_price) * (1 + pg_temp.seed_unit(b.day_key + b.k, b.seed + 1) * 0.002), 2),
  round(least(b.price, b.next_price) * (1 - pg_temp.seed_unit(b.day_key + b.k, b.seed + 2) * 0.002), 2),
  b.next_price,
  (b.volume / 26 * (0.5 + pg_temp.seed_unit(b.day_key + b.k, b.seed + 3)))::bigint
from bars b
where b.k < 26;

drop function pg_temp.seed_unit(bigint, bigint);

-- ---------------------------------------------------------------------------------------------
-- sessions: recurring series on market days at New York hours (the live trading room meets the
-- first Tuesday of the month for the open, 09:30-11:00); inserting a series schedules the next six
-- weeks. The premium series also get their past occurrences (the recordings list of a later slice).
-- ---------------------------------------------------------------------------------------------
insert into public.live_session_series (channel_id, title, description, host_name, frequency, weekday, week_of_month, local_time, duration_minutes, access, capacity) values
  ('live-sessions', 'Weekly Market Outlook',
   'Key levels on SPY and QQQ, the week''s economic calendar, and the setups we are watching.',
   'Alex Admin', 'weekly', 1, null, '08:30', 60, 'premium', null),
  ('live-sessions', 'Live Trading Room: Opening Range Breakouts',
   'Trade the first 30 minutes with us: defining the range, entries, stops and position size in real time.',
   'Alex Admin', 'monthly', 2, 1, '09:30', 90, 'premium', 25),
  ('live-sessions', 'Options Q&A: Defined-Risk Spreads',
   'Bring your questions on verticals and iron condors; we walk through risk, reward and adjustments.',
   'Priya Premium', 'monthly', 4, 3, '16:15', 60, 'premium', 50),
  ('live-sessions', 'Monthly Portfolio Review',
   'A look back at the month''s trades: what worked, what did not, and what we change next month.',
   'Alex Admin', 'monthly', 5, -1, '16:15', 75, 'premium', null),
  ('earnings-calendar', 'Earnings Week Preview',
   'Which reports matter this week, what the options market expects, and how to size around the release.',
   'Alex Admin', 'monthly', 1, 2, '12:00', 45, 'free', null),
  ('earnings-calendar', 'How to Read an Earnings Report',
   'A live walkthrough of a real quarterly report: revenue, EPS, guidance and the conference call.',
   'Alex Admin', 'monthly', 3, 3, '12:00', 60, 'free', null),
  ('earnings-calendar', 'Jobs Report Breakdown',
   'We read the monthly employment report together right after its 08:30 release and discuss the market reaction.',
   'Alex Admin', 'monthly', 5, 1, '08:45', 30, 'free', null);

select private.generate_series_sessions(now() - interval '70 days', now(), s.id)
from public.live_session_series s
where s.channel_id = 'live-sessions';

-- ---------------------------------------------------------------------------------------------
-- alerts and messages
-- ---------------------------------------------------------------------------------------------
insert into public.market_alerts (channel_id, symbol, headline, detail, severity, created_by, created_at) values
  ('market-alerts', 'NVDA', 'NVDA trading at about twice its average volume',
   'Heavy volume in the first hour. Let the opening range settle before chasing, and size down: daily ranges are wide.',
   'watch', 'd1a7c0de-0000-4000-8000-000000000003', now() - interval '50 minutes'),
  ('market-alerts', 'SPY', 'SPY testing its 50-day moving average',
   'A close below would be the first since the last pullback. Review stops on long positions.',
   'info', 'd1a7c0de-0000-4000-8000-000000000003', now() - interval '3 hours'),
  ('breaking-news', null, 'Consumer price index out tomorrow at 8:30 a.m. ET',
   'Inflation data often moves rate expectations and growth stocks. Expect wider spreads around the release.',
   'urgent', 'd1a7c0de-0000-4000-8000-000000000003', now() - interval '5 hours');

insert into public.messages (channel_id, author_id, body, kind, created_at) values
  ('basics', null,
   'Welcome to #basics! Start with Module 1, Market Fundamentals. After each video take the quiz: 70% completes the module, 100% earns the Quiz Master badge.',
   'bot', now() - interval '2 days'),
  ('tutorial-help', 'd1a7c0de-0000-4000-8000-000000000003',
   'Stuck on a lesson? Post the module and the timestamp, and what you expected to see. Someone will walk you through it.',
   'chat', now() - interval '2 days'),
  ('tutorial-help', 'd1a7c0de-0000-4000-8000-000000000001',
   'Module 3 at 08:40: why does the candle body not include the wicks?',
   'chat', now() - interval '1 day 3 hours'),
  ('tutorial-help', 'd1a7c0de-0000-4000-8000-000000000002',
   'The body is only open to close. The wicks show how far price travelled beyond that during the period: the high and the low.',
   'chat', now() - interval '1 day 2 hours'),
  ('general', 'd1a7c0de-0000-4000-8000-000000000003',
   'Welcome to the Tradecraft community! Introduce yourself: which market do you trade, and what do you want to learn this month?',
   'chat', now() - interval '2 days'),
  ('general', 'd1a7c0de-0000-4000-8000-000000000002',
   'Hi all, Priya here. Mostly swing trading large caps. Working on cutting losers faster this month.',
   'chat', now() - interval '20 hours'),
  ('daily-watchlist', null,
   'Today''s watchlist is up: SPY, QQQ, AAPL, MSFT, NVDA, AMZN and TSLA with the latest close and change.',
   'bot', now() - interval '6 hours'),
  ('technical-analysis', 'd1a7c0de-0000-4000-8000-000000000002',
   'QQQ on the daily: still making higher lows. I am watching the last swing low as my line in the sand.',
   'chat', now() - interval '7 hours'),
  ('market-alerts', 'd1a7c0de-0000-4000-8000-000000000003',
   'NVDA trading at about twice its average volume. Let the opening range settle before chasing.',
   'alert', now() - interval '50 minutes'),
  ('breaking-news', null,
   'Economic calendar: consumer price index tomorrow at 8:30 a.m. ET. Expect wider spreads around the release.',
   'bot', now() - interval '5 hours'),
  ('expert-analysis', 'd1a7c0de-0000-4000-8000-000000000003',
   'Weekly levels thread: SPY support at the 50-day average, resistance at the recent high. Plans below; risk no more than 1% per idea.',
   'chat', now() - interval '4 hours'),
  ('live-sessions', null,
   'The Weekly Market Outlook meets on Mondays at 08:30 New York. Add your questions here and we will answer them live.',
   'bot', now() - interval '3 hours');
