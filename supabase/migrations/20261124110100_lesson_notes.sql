-- The lessons of all 15 modules, with their notes: real teaching text for a beginner, written by us.
-- One source for both kinds of database, like the question bank: the lessons live in
-- private.add_lessons(), which this migration runs (an existing database, where the modules are already
-- there, gets them now) and supabase/seeds/lessons.sql runs again after seed.sql creates the modules (a
-- fresh database, where migrations run before the seed). It adds only what is missing: a module without
-- its row, or a position already taken (for example by an admin's own lesson), is skipped. A lesson's
-- planned length is its share of the module's duration until its video is uploaded.

create function private.add_lessons()
returns integer
language plpgsql
volatile
set search_path = ''
as $fn$
declare
  v_added integer;
begin
  insert into public.lessons (module_id, position, title, notes, duration_seconds)
  select s.module_id, s.position, s.title, btrim(s.notes, E'\n'),
    (split_part(m.duration, ':', 1)::integer * 60 + split_part(m.duration, ':', 2)::integer)
      / count(*) over (partition by s.module_id)
  from (
    values
    (1, 1, 'What a Stock Really Is', $md$
## Owning a piece of a business

A **stock** (also called a share or equity) is a small slice of ownership in a company. When a company wants money to grow — to build a factory, hire people or develop a product — it can borrow, or it can sell part of itself to investors. Selling shares is the second route. Each share is one equal unit of that ownership, so if a company has 100 million shares and you own 100, you own one millionth of the business.

Owning shares gives you two things:

- **A claim on the company's value.** If the business grows and earns more, each share of it becomes worth more to other investors.
- **Rights as an owner.** Shareholders usually vote on important matters such as electing the board of directors, and many companies pay part of their profit to shareholders as **dividends**.

Owning a stock does **not** mean the company owes you anything. Unlike a bond, there is no promise of repayment. If the company fails, shareholders are paid last, after lenders and suppliers, and often get nothing.

## Private and public companies

Most companies are private: their shares are held by founders, employees and a few investors and cannot be bought by the public. When a company "goes public" in an **initial public offering (IPO)**, it sells shares to the public for the first time, and from then on those shares trade on a stock exchange. The company receives money only in that first sale. After that, when you buy a share you buy it from another investor, not from the company.

## Why a share price moves

A share's price is simply the last price at which a buyer and a seller agreed to trade. It moves because investors keep changing their minds about what the company is worth: new earnings, a new product, a lawsuit, interest rates or the general mood of the market all change how much people are willing to pay. In the short run, prices can move far from any reasonable estimate of value; over long periods, they tend to follow the company's profits.

## Key points

1. A share is a unit of ownership, not a loan.
2. Your possible loss on a share you own is limited to what you paid for it; your possible gain has no fixed ceiling.
3. After the IPO, shares change hands between investors, and the price is whatever they agree on.
4. Price and value are not the same thing — learning to tell them apart is a large part of this course.
$md$),
    (1, 2, 'Exchanges and the People in the Market', $md$
## What an exchange does

A **stock exchange** is an organised marketplace where buyers and sellers of shares meet under one set of rules. The best-known US exchanges are the **New York Stock Exchange (NYSE)** and **Nasdaq**. Today almost all trading is electronic: orders arrive as messages, and the exchange's computers match buyers with sellers in fractions of a second.

An exchange gives the market three things a beginner relies on without noticing:

- **Rules** about who may trade, how orders are matched and what information companies must publish.
- **Transparency**: the prices and sizes of trades are published, so everyone sees the same quotes.
- **Liquidity**: by gathering many buyers and sellers in one place, it becomes easy to trade quickly near the current price.

The regular US session runs from **9:30 a.m. to 4:00 p.m. Eastern Time** on weekdays. There are also pre-market and after-hours sessions, but fewer people trade then, so prices can jump and spreads are wider.

## Who you are trading with

Every trade has two sides. When you buy, someone sells. It helps to know who those people are:

- **Retail traders and investors** — individuals like you, trading through a broker.
- **Institutional investors** — pension funds, mutual funds, insurance companies and hedge funds. They manage huge sums, so their buying and selling moves prices the most.
- **Market makers** — firms that continuously offer to both buy and sell a stock, earning the small difference between the two prices. They keep the market liquid (Module 9 covers them in depth).
- **Companies themselves**, which issue new shares or buy back their own.

## Your broker

You cannot send orders to an exchange directly. A **broker** opens an account for you, holds your cash and shares, and routes your orders to the market. Choose a broker that is regulated in your country, protects client assets, and is clear about its fees. A broker does not guarantee profits and does not set prices: prices come from the market.

## Indexes: the market in one number

When the news says "the market was up 1% today", it usually means an **index** such as the S&P 500 (500 large US companies) or the Nasdaq Composite. An index tracks the combined performance of a basket of stocks. You cannot buy an index directly, but you can buy funds that track it.

## Key points

1. Exchanges match orders under common rules and publish prices to everyone.
2. Large institutions drive most of the volume; you are a small participant in a big crowd.
3. Your broker is your gateway to the market, not your adviser.
$md$),
    (1, 3, 'How Prices Form: Bids, Asks and the Spread', $md$
## Two prices, not one

At any moment a stock has not one price but two:

- The **bid** is the highest price a buyer is currently willing to pay.
- The **ask** (or offer) is the lowest price a seller is currently willing to accept.

If a quote shows bid $49.98 and ask $50.00, you can sell right away at $49.98 or buy right away at $50.00. The gap between them — here two cents — is the **spread**. Every time you buy at the ask and later sell at the bid, you pay the spread. In busy, heavily traded stocks it is a cent or two; in small, quiet stocks it can be much wider, which is a hidden cost of trading them.

## The order book

Behind the bid and ask is a queue of waiting orders called the **order book**. Buyers who want to pay less than the ask leave orders at lower prices; sellers who want more than the bid leave orders at higher prices. For example:

| Bid size | Bid | Ask | Ask size |
|---|---|---|---|
| 300 | 49.98 | 50.00 | 200 |
| 500 | 49.97 | 50.01 | 400 |
| 800 | 49.96 | 50.02 | 1,000 |

A trade happens only when a buyer and a seller agree. That occurs when someone is impatient enough to **cross the spread**: a buyer who takes the 200 shares offered at $50.00, or a seller who hits the 300 shares bid at $49.98.

## Why prices move

Prices move when one side is more eager than the other. If buyers keep taking everything offered at $50.00, the sellers there run out and the next trades happen at $50.01, then $50.02. The "price" you see on a chart is just the price of the **last trade**. So a rising price means that, for a while, buyers were willing to pay up more urgently than sellers were willing to sell. It does not mean there were "more buyers than sellers" — every share bought was sold by someone.

## Liquidity

A stock is **liquid** when it trades in large volume with a tight spread and plenty of size in the book. You can get in and out quickly near the quoted price. An **illiquid** stock may have a wide spread and little size, so a modest order can push the price against you.

## Key points

1. You buy at the ask and sell at the bid; the spread is a cost you pay on every round trip.
2. The order book shows waiting orders; trades happen when someone crosses the spread.
3. Price moves come from urgency on one side, not from an imbalance in the number of shares.
4. Prefer liquid stocks while you learn: tighter spreads mean cheaper, fairer fills.
$md$),
    (1, 4, 'Reading a Quote, and Bull and Bear Markets', $md$
## Reading a stock quote

A quote screen packs a lot into a few lines. Here is what the common fields mean:

- **Ticker** — the short code that identifies the stock, such as AAPL or MSFT.
- **Last** — the price of the most recent trade.
- **Change** — how far the last price is from the previous day's closing price, in dollars and percent.
- **Bid / Ask** — the best prices to sell and buy right now, often with their sizes.
- **Open, High, Low** — the first trade of today's session and the highest and lowest prices since.
- **Volume** — how many shares have traded today. Compare it with the **average volume**: a day with three times the usual volume means something is drawing attention.
- **Market capitalisation** — share price times the number of shares: what the market values the whole company at.
- **52-week range** — the lowest and highest prices of the past year, a quick sense of where the price sits in its recent history.
- **P/E ratio** and **dividend yield** — valuation figures you will meet in Module 6.

A quote is a snapshot. The same stock can look "up 3%" at noon and "down 1%" at the close, so always check the time of the data you are reading.

## Bull and bear markets

Markets move in long waves as well as daily wiggles.

- A **bull market** is a sustained rise in prices, usually with optimism, growing earnings and rising participation.
- A **bear market** is a sustained fall, commonly defined as a decline of **20% or more** from a recent high. Pessimism dominates and even good companies fall.
- A **correction** is a smaller drop, often taken as 10% to 20%, that interrupts a longer trend.

Bull markets have historically lasted longer than bear markets, but bear markets tend to fall faster. Both feel permanent while you are inside them, which is exactly why they are dangerous: in a bull market people take too much risk, and in a bear market they sell at the worst time.

## What this means for a beginner

You do not need to predict the next bear market. You do need to know which environment you are in, because the same strategy behaves very differently in each. Buying every dip works well in a bull market and can be ruinous in a bear market. Later modules show how trends, cycles and risk rules help you adapt.

## Key points

1. Read the last price together with the change, volume and the day's range, and note the time.
2. A bear market is a fall of 20% or more; a correction is a smaller pullback.
3. Recognise the market you are in before choosing how to trade it.
$md$),
    (2, 1, 'Market Orders: Speed Over Price', $md$
## What a market order does

A **market order** tells your broker: "buy (or sell) this many shares now, at the best price available." It is the simplest order and it almost always fills immediately during regular hours. A market buy takes shares from the lowest asks in the order book; a market sell hands shares to the highest bids.

## The price is not guaranteed

The catch is that you choose the quantity, not the price. If the ask is $50.00 for 200 shares and you send a market order for 500, the first 200 fill at $50.00 and the rest at the next prices up, perhaps $50.01 and $50.02. The difference between the price you expected and the average price you got is called **slippage**.

Slippage is small in liquid stocks during calm markets. It becomes large when:

- the stock is thinly traded and the book has little size;
- the market is moving fast, for example right after news;
- you trade at the open or in pre-market and after-hours sessions, when spreads are wide.

A market order placed while the market is closed waits and fills at the next open, which can be far from the last price you saw if news arrived overnight.

## When a market order makes sense

Use a market order when getting the trade done matters more than the last few cents: exiting a losing position that has hit your exit point, or trading a very liquid stock with a one-cent spread and a modest order size. Avoid it in illiquid stocks, in fast markets and outside regular hours.

## A worked example

You want to buy 100 shares. The quote is bid $24.90, ask $25.00, and 1,000 shares are offered at $25.00. A market buy fills at $25.00, costing $2,500 plus any commission. If you sold immediately with a market sell, you would receive $24.90 per share: you would lose $10 simply to the spread. This is why very frequent trading of wide-spread stocks is expensive.

## Key points

1. A market order guarantees execution, not price.
2. Slippage grows with order size, thin liquidity and fast markets.
3. Check the spread and the size on offer before you send one.
4. Do not leave market orders to fill at the open after overnight news.
$md$),
    (2, 2, 'Limit Orders: Price Over Speed', $md$
## Naming your price

A **limit order** sets the worst price you will accept:

- A **buy limit** at $48 fills only at $48 **or lower**.
- A **sell limit** at $55 fills only at $55 **or higher**.

You control the price, but you give up the certainty of a fill. If the market never trades at your limit, nothing happens. If it touches your price only briefly, you may be partly filled or not filled at all, because other orders at that price were there first.

## Where limit orders sit

A buy limit below the current ask, or a sell limit above the current bid, does not trade immediately: it joins the order book and waits. It becomes part of the bid or the ask that other traders see. Orders at the same price are usually filled in the order they arrived — first come, first served.

A buy limit placed **above** the current ask behaves like a market order with a safety cap: it fills at the ask straight away but can never pay more than your limit. Many traders use this instead of a plain market order to protect themselves against slippage.

## How long an order lives

Every order has a **time in force**:

- **Day** orders expire at the end of the session if not filled.
- **Good-til-canceled (GTC)** orders stay active across days until filled or cancelled (brokers often cap this, for example at 90 days).

A forgotten GTC order can fill weeks later when you no longer want it, so review your open orders regularly.

## When to use limit orders

Limit orders suit most situations for a beginner: entering at a planned price, taking profit at a target, and trading anything with a wide spread. The cost is occasionally missing a trade that ran away without you. That is usually a cheap price to pay for discipline.

## Worked example

A stock trades at $51.20. Your plan says the area near $50 has held several times, so you place a buy limit for 100 shares at $50.10. Two days later the price dips to $50.05 and your order fills at $50.10 or better. Had the price turned at $50.30, you would have no position — and no loss.

## Key points

1. A limit order guarantees the price (or better), not the fill.
2. Buy limits sit below the market, sell limits above it, waiting in the book.
3. Know the time in force of every order you leave working.
$md$),
    (2, 3, 'Stop Orders: Planning Your Exit', $md$
## What a stop order is

A **stop order** stays dormant until the price reaches a level you choose, the **stop price**. Then it becomes an active order. Traders use stops mainly to limit losses: you decide in advance where your idea is proven wrong and let the order act when you might hesitate.

- A **sell stop** is placed **below** the current price. If you bought at $40 and set a sell stop at $37, the order activates when the stock trades at $37 or lower.
- A **buy stop** is placed **above** the current price. Short sellers use it to cap losses, and some traders use it to enter when price breaks above a level.

## Stop-market and stop-limit

When the stop price is reached, what kind of order appears?

- A **stop-market** order becomes a market order. It will fill, but in a fast fall the price can be below your stop. If a stock closes at $38 and opens the next day at $33 after bad news, a $37 stop fills near $33. This is called a **gap**, and no ordinary stop protects you from it.
- A **stop-limit** order becomes a limit order at a price you set. It will not fill below your limit, but in a fast fall it may not fill at all, leaving you holding a losing position.

For protecting against losses, most beginners should prefer stop-market orders: a worse fill is better than no exit.

## Trailing stops

A **trailing stop** follows the price. A sell trailing stop of $2 on a stock at $50 sits at $48; if the stock rises to $56, the stop moves up to $54. It never moves down. This locks in part of a gain while leaving the trade room to run.

## Where to put a stop

Place stops where the market would prove your idea wrong, not at a round number of dollars you are willing to lose. For a long trade that is typically just below a recent swing low or a support level, leaving a little room for normal noise. Then size the position so that, if the stop is hit, you lose only a small, planned part of your account — Module 11 shows the arithmetic.

## Key points

1. A stop order waits for a trigger price, then becomes a market or limit order.
2. Stops do not protect against gaps; size your positions knowing that.
3. Put stops where your reason for the trade fails, and decide before you enter.
$md$),
    (2, 4, 'Going Long and Going Short', $md$
## Long: profit when the price rises

**Going long** means buying something in the hope that its price will rise, then selling it later. Buy 100 shares at $20 and sell at $25, and you make $5 × 100 = $500 before costs. If the price falls to $17 and you sell, you lose $300. The most you can lose on a long stock position is the full amount you paid, if the price goes to zero.

## Short: profit when the price falls

**Going short** (short selling) reverses the order of the trade. You borrow shares through your broker, sell them now, and hope to buy them back later at a lower price to return them.

- Short 100 shares at $50, buy back at $42: profit ($50 − $42) × 100 = $800.
- Short 100 shares at $50, buy back at $58: loss ($58 − $50) × 100 = $800.

The asymmetry is important. A stock can only fall to zero, so a short seller's gain is capped at the price sold. But a stock can rise without any limit, so a short seller's **potential loss is unlimited**. A sudden surge, sometimes called a **short squeeze**, can force many short sellers to buy back at once, pushing the price even higher.

## The costs and rules of shorting

Short selling needs a **margin account**, and it has costs a long position does not:

- a **borrow fee** for the shares, which can be high for hard-to-borrow stocks;
- any **dividends** paid while you are short must be paid by you to the lender;
- the broker can ask for more collateral, or **recall** the shares, at inconvenient times.

## Margin in one paragraph

Buying **on margin** means borrowing money from your broker to buy more than your cash allows. It magnifies gains and losses alike and charges interest. If your account value falls below the required level, you receive a **margin call**: deposit more money or reduce positions, or the broker will sell for you. Beginners should learn with cash accounts and small positions first.

## Key points

1. Long positions profit from rises; short positions profit from falls.
2. A long position's loss is capped at what you paid; a short position's loss is not capped.
3. Shorting and margin add costs and forced-exit risks — treat them as advanced tools.
$md$),
    (2, 5, 'Position Size, Profit and Loss', $md$
## Profit and loss, step by step

**Profit and loss (P&L)** on a stock trade is the price change times the number of shares, minus costs:

> P&L = (exit price − entry price) × shares − commissions and fees

For a short position the price difference is reversed: (entry − exit) × shares.

Example: buy 200 shares at $15.40, sell at $16.10. The gain is $0.70 × 200 = $140. With $2 of fees on each side, the net profit is $136. While a position is open, the gain or loss is **unrealised**; it becomes **realised** only when you close the trade.

## Percent returns

A $136 profit means little on its own. On a $3,080 position it is about a 4.4% return; on a $30,000 account it is about 0.45% of the account. Traders measure results against the **account**, because that is the money at risk.

Remember that gains and losses are not symmetrical in percent terms. A 50% loss needs a 100% gain to get back to where you started. That single fact is why controlling losses matters more than finding big winners.

## Position size: how many shares?

**Position size** is the number of shares you buy. Beginners often pick a round number of shares or spend whatever cash they have. A better approach starts from risk:

1. Decide the most you will lose on this trade — for example 1% of a $10,000 account, which is $100.
2. Decide where your stop goes — say the entry is $50 and the stop $48, a risk of $2 per share.
3. Divide: $100 ÷ $2 = **50 shares**.

With this method a trade with a wide stop gets fewer shares and a trade with a tight stop gets more, but the money at risk stays the same. Module 11 builds on it.

## Costs add up

Commissions, spreads, fees and slippage are paid on every trade. If your average winning trade is small, costs can take a large share of it. Keep a record of what you really pay; it is often more than you think.

## Key points

1. P&L = price change × shares − costs; it is realised only when you close.
2. Judge results as a percentage of your account, and respect the maths of losses.
3. Size positions from the money you are willing to risk and the distance to your stop.
$md$),
    (3, 1, 'Candlesticks: Four Prices in One Shape', $md$
## Anatomy of a candle

A **candlestick** summarises trading over one period — a minute, an hour, a day — with four prices:

- **Open**: the first trade of the period.
- **High**: the highest trade.
- **Low**: the lowest trade.
- **Close**: the last trade.

The thick part, the **body**, spans the open and the close. The thin lines above and below, the **wicks** or **shadows**, reach to the high and the low. If the close is above the open, the candle is **bullish** (usually drawn green or hollow). If the close is below the open, it is **bearish** (usually red or filled).

## What the shape tells you

A candle is a short story about the fight between buyers and sellers during that period:

- A **long bullish body** with small wicks: buyers were in control from start to finish.
- A **long upper wick**: buyers pushed the price up, but sellers drove it back down before the close. The high was rejected.
- A **long lower wick**: sellers pushed down, buyers brought it back. The low was rejected.
- A **doji**, where open and close are almost equal: neither side won. After a long move it can signal hesitation.

## A few well-known patterns

- **Hammer**: a small body near the top of the range with a long lower wick, appearing after a decline. It shows that sellers could not hold the lows.
- **Shooting star**: the mirror image after a rise, with a long upper wick.
- **Engulfing**: a candle whose body completely covers the previous candle's body in the opposite direction, showing a sharp shift in control.

## Use candles in context

A single candle means little on its own. A hammer in the middle of a sideways range is noise; a hammer at a well-tested support level, on higher volume, after a long fall, is worth attention. Always ask **where** a candle appears and **what came before it**. Also remember that a candle is not finished until its period ends: a daily hammer at 11 a.m. can be a bearish candle by the close.

## Key points

1. Each candle shows open, high, low and close; the body is open-to-close, the wicks reach the extremes.
2. Long wicks show rejected prices; long bodies show control by one side.
3. Patterns matter only in context — location, trend and volume.
4. Judge a candle only after it has closed.
$md$),
    (3, 2, 'Timeframes: Choosing Your Lens', $md$
## The same market, different pictures

A chart's **timeframe** is the period each candle covers. On a **daily** chart each candle is one trading day; on a **5-minute** chart each candle is five minutes. The same stock can be in an uptrend on the weekly chart, a downtrend on the daily chart and going sideways on the hourly chart — all at once. None of these views is wrong; they answer different questions.

## Common timeframes and who uses them

| Timeframe | Typical user | Typical holding time |
|---|---|---|
| 1-minute to 15-minute | day traders | minutes to hours |
| 1-hour to 4-hour | short-term swing traders | hours to days |
| Daily | swing and position traders | days to weeks |
| Weekly, monthly | investors, position traders | months to years |

## Noise and signal

Shorter timeframes show more detail but also more **noise**: random moves caused by individual orders that mean nothing for the bigger picture. Longer timeframes smooth the noise away but react slowly. Beginners usually do best on **daily charts**: there is time to think, analysis can be done outside market hours, and the signals are more reliable.

## Matching timeframe to plan

Pick the timeframe that matches how long you intend to hold a trade, and make your decisions on it. A common mistake is to enter on a daily-chart idea and then panic out because of a scary 5-minute candle. If your idea was built on the daily chart, judge it on the daily chart, and put your stop where the daily picture would be proven wrong.

## Looking up one level

Even when you trade on one timeframe, glance at the next longer one. If you trade the daily chart, the weekly chart tells you the direction of the tide. Trades taken in the direction of the higher timeframe's trend tend to have the wind behind them. Module 5 develops this into full multi-timeframe analysis.

## Key points

1. The timeframe is the period of one candle; every timeframe tells a different, valid story.
2. Shorter timeframes carry more noise; daily charts suit most beginners.
3. Decide and manage a trade on the timeframe you planned it on.
4. Check the next longer timeframe for the main direction.
$md$),
    (3, 3, 'Trends: Higher Highs and Lower Lows', $md$
## What a trend is

A **trend** is the general direction prices are moving over a chosen timeframe. Prices never move in straight lines; they move in waves. The direction of those waves defines the trend:

- An **uptrend** makes **higher highs and higher lows**: each rally peaks above the last, and each pullback stops above the last low.
- A **downtrend** makes **lower highs and lower lows**.
- A **sideways range** makes neither: highs and lows stay roughly level.

The turning points of the waves are called **swing highs** and **swing lows**. Mark them on a chart and the trend becomes obvious.

## Trendlines

A **trendline** connects swing points. In an uptrend, draw it under at least two rising swing lows; in a downtrend, across at least two falling swing highs. A third touch that holds makes the line more meaningful. Trendlines are guides, not laws: prices often poke through them briefly, and a line drawn on a few points is subjective. Do not move a line to make it fit after the fact.

## When does a trend end?

An uptrend is in doubt when the price fails to make a new high and then falls **below the last higher low**. That break of structure is a clearer signal than a crossed trendline. Until it happens, the uptrend is, by definition, still intact, even if the latest pullback feels frightening.

## Why trends matter

"The trend is your friend" is a cliché because it is useful. Trading in the direction of the trend means that the general flow of buying or selling supports you, and mistakes are more forgiving. Trading against the trend — buying in a downtrend because the price "looks cheap" — means fighting that flow. For a beginner, a simple rule helps: look for long trades in uptrends and stay out, or stay small, in downtrends and messy ranges.

## Worked example

A daily chart shows swing lows at $42, $45 and $47.50 and swing highs at $48, $51 and $54. That is an uptrend. A pullback to $49 keeps it intact. A fall below $47.50, the last higher low, would break the structure and tell you the uptrend is no longer clear.

## Key points

1. Uptrends make higher highs and higher lows; downtrends the reverse.
2. A break of the last swing low (or high) is the clearest sign a trend is failing.
3. Trade with the trend on your timeframe; be cautious against it.
$md$),
    (3, 4, 'Support and Resistance', $md$
## Floors and ceilings

**Support** is a price area where falling prices have repeatedly stopped and turned up: buyers have shown up there before. **Resistance** is an area where rising prices have repeatedly stalled: sellers have shown up there before. They are best thought of as **zones**, not exact lines, because different buyers and sellers react at slightly different prices.

## Why they work

Support and resistance come from memory and money. Traders who bought at $30 and watched the price fall to $25 often sell when it returns to $30, just to break even — that creates resistance. Traders who missed buying at $25 the first time often buy if it returns there — that creates support. Round numbers, previous highs and lows, and levels where heavy volume traded tend to be the strongest.

## How to draw them

1. Use a daily chart with several months of history.
2. Mark places where the price turned more than once.
3. Draw a zone around the cluster of turns rather than a line through a single wick.
4. Keep only the most obvious levels — if you need to squint, it is not a level others are watching.

## Role reversal

When the price breaks clearly through resistance and stays above it, that old resistance often becomes new **support** on a later pullback. The same works in reverse: broken support tends to become resistance. This "role reversal" is one of the most useful patterns in technical analysis.

## Using levels in a plan

Levels give you a map for decisions:

- **Entries**: buying near support in an uptrend puts you close to a natural stop.
- **Stops**: place them just beyond the zone — below support for a long trade — where the level would be proven broken.
- **Targets**: the next resistance above is a reasonable place to take profit.

Levels are not guarantees. Each test of a level uses up some of the orders waiting there, and levels tested many times in a short period are more likely to break.

## Key points

1. Support and resistance are zones where prices turned before.
2. They exist because traders remember prices where they bought or sold.
3. Broken resistance often becomes support, and broken support resistance.
4. Use levels to plan entries, stops and targets, never as certainties.
$md$),
    (3, 5, 'Volume: The Force Behind a Move', $md$
## What volume measures

**Volume** is the number of shares traded during a period. On most charts it appears as bars under the price. Volume does not say whether buyers or sellers "won" — every share traded had a buyer and a seller — but it shows **how much interest and conviction** was behind a move.

## Reading volume with price

Look at volume relative to its recent average, not as a raw number:

- **Rising price on rising volume**: many participants are willing to pay higher prices. The move is well supported.
- **Rising price on falling volume**: the rally is continuing with less and less participation. It may be tiring.
- **Falling price on heavy volume**: strong selling; often institutions leaving.
- **A breakout through resistance on heavy volume** is more believable than one on light volume, which is more likely to fail and fall back.

## Volume spikes

A day with three or four times the average volume marks an important event: earnings, news, an index change, or large funds buying or selling. Spikes at the end of a long decline sometimes show **capitulation** — the last sellers giving up — and can mark a low. Spikes after a long rise can show **exhaustion**. Neither is certain; treat them as reasons to look closer.

## Volume and liquidity

Volume also tells you whether you can trade a stock comfortably. A stock that trades a few thousand shares a day will have wide spreads and large slippage. As a rule of thumb, keep your order size a tiny fraction of the average daily volume, and prefer stocks that trade at least several hundred thousand shares a day while you learn.

## A worked example

A stock has traded sideways between $18 and $20 for two months on about 1 million shares a day. One morning it closes at $20.80 on 3.5 million shares. The breakout above $20 is backed by heavy participation. If, instead, it had closed at $20.30 on 700,000 shares, the same breakout would deserve more suspicion.

## Key points

1. Volume shows participation and conviction, not who won.
2. Compare volume with its average; moves on heavy volume carry more weight.
3. Breakouts on light volume fail more often.
4. Low volume also means poor liquidity and higher trading costs.
$md$),
    (3, 6, 'Putting It Together: Reading a Chart Step by Step', $md$
## A routine beats a hunch

Beginners often look at a chart and react to the last few candles. A short routine, followed the same way every time, turns a chart into a structured set of answers. Here is one that uses everything from this module.

## Step 1 — Start with the bigger picture

Open the **weekly** chart. Is the stock trending up, down or sideways over the past year? Note the major highs and lows. This is the tide.

## Step 2 — Define the trend on your trading timeframe

Switch to the **daily** chart. Mark the last few swing highs and lows. Are they rising, falling or flat? Write it down in one word.

## Step 3 — Mark the key levels

Draw the two or three most obvious **support and resistance zones** near the current price. Where is the nearest floor? The nearest ceiling? How much room is there between the price and each?

## Step 4 — Read the latest candles

Look at the last few candles **at those levels**. Are there long wicks rejecting a level? A strong bullish body closing above resistance? A doji showing hesitation?

## Step 5 — Check volume

Is the latest move supported by above-average volume, or drifting on thin trading?

## Step 6 — Form a plan, or pass

Only now decide. A well-formed plan names:

- the **entry** (for example, a buy limit near support in an uptrend);
- the **stop** (just beyond the level where the idea fails);
- the **target** (the next resistance);
- the **size** (from your risk per trade).

If the picture is unclear — trend and levels disagree, volume is thin, the stop would be far away — the best decision is **no trade**. There are always other charts.

## Keep records

Save a screenshot of the chart with your marks and your plan before you enter. Later, compare what you expected with what happened. This is the beginning of a trading journal, which Module 15 develops.

## Key points

1. Go from the long timeframe to the short one, and from structure to detail.
2. Trend, levels, candles and volume each answer a different question.
3. A complete plan has entry, stop, target and size; "no trade" is a valid outcome.
$md$),
    (4, 1, 'Moving Averages', $md$
## Smoothing the noise

A **moving average (MA)** is the average closing price over the last *n* periods, recalculated each period so that it "moves" along the chart. A 20-day moving average adds the last 20 closes and divides by 20; tomorrow it drops the oldest close and adds the newest. The result is a smooth line that shows the direction of the trend with the day-to-day noise filtered out.

## Simple and exponential

- The **simple moving average (SMA)** weights every close equally.
- The **exponential moving average (EMA)** gives more weight to recent closes, so it reacts faster to new moves — and also gets fooled by noise more often.

Neither is better; they trade speed for stability.

## Popular lengths

- **20-period**: short-term trend, often hugged by strong trends.
- **50-period**: medium-term trend, widely watched on daily charts.
- **200-period**: the long-term trend. Many investors consider a stock above its 200-day average to be in a long-term uptrend.

Because so many traders watch the same lengths, prices sometimes react around them, which makes them act a little like support and resistance.

## How traders use them

1. **Trend filter**: only look for long trades when the price is above a rising 50-day MA.
2. **Dynamic support**: in a strong uptrend, pullbacks often stop near the 20- or 50-day MA.
3. **Crossovers**: when a shorter MA crosses above a longer one, the trend may be turning up. The 50-day crossing above the 200-day is called a **golden cross**; crossing below is a **death cross**.

## The lag problem

A moving average is built from past prices, so it always **lags**. By the time a crossover happens, much of the move may be over. In sideways markets, prices weave back and forth through the average and crossovers give one false signal after another, a problem called **whipsaw**. Moving averages work best in trending markets and poorly in ranges, so first decide which one you are in.

## Worked example

The daily closes of the last five days are 10, 11, 12, 11 and 13. Their 5-day SMA is (10 + 11 + 12 + 11 + 13) ÷ 5 = 11.4. If tomorrow closes at 14, the oldest close (10) drops out: (11 + 12 + 11 + 13 + 14) ÷ 5 = 12.2.

## Key points

1. A moving average shows the trend's direction by averaging recent closes.
2. EMAs react faster than SMAs; both lag.
3. Use MAs as trend filters and dynamic levels; distrust crossovers in sideways markets.
$md$),
    (4, 2, 'RSI: Measuring Momentum', $md$
## What RSI calculates

The **Relative Strength Index (RSI)**, created by J. Welles Wilder, compares the size of recent up-moves with recent down-moves, usually over **14 periods**, and expresses the result on a scale from **0 to 100**. If nearly all recent closes were higher than the one before, RSI is near 100; if nearly all were lower, it is near 0. It measures **momentum** — the speed and persistence of price changes — not value.

## Overbought and oversold

The classic readings are:

- **Above 70**: "overbought" — prices have risen fast.
- **Below 30**: "oversold" — prices have fallen fast.

The common mistake is to read these as sell and buy signals. They are not. In a strong uptrend, RSI can stay above 70 for weeks while the price keeps climbing; shorting because "RSI is overbought" is one of the classic beginner losses. Overbought means strong, not necessarily finished.

## Better ways to use RSI

1. **Trend confirmation**: in healthy uptrends, RSI tends to stay between roughly 40 and 80, with pullbacks finding a floor near 40–50. In downtrends it tends to stay between about 20 and 60.
2. **Pullback timing**: in an uptrend, an RSI dip towards 40 combined with price reaching support can mark a lower-risk entry.
3. **Divergence**: when price makes a new high but RSI makes a lower high, upward momentum is fading. This is a warning, not a signal by itself; Module 5 treats divergences in detail.

## Settings

The 14-period default suits most uses. Shorter settings make RSI jump around and hit the extremes more often; longer settings make it smoother and slower. Change the settings only with a reason, and never to make past signals look better.

## Worked example

A stock in a clear daily uptrend pulls back for five days to its rising 50-day moving average, and RSI falls from 72 to 43. A bullish candle then closes off the moving average. Trend, level and momentum agree, which makes a long trade with a stop below the pullback's low a reasonable plan. RSI alone at 43 would mean very little.

## Key points

1. RSI measures momentum on a 0–100 scale, usually over 14 periods.
2. Overbought and oversold describe speed, not a reversal.
3. Use RSI to confirm a trend, time pullbacks and spot fading momentum.
$md$),
    (4, 3, 'MACD: Trend and Momentum Together', $md$
## The three parts of MACD

The **Moving Average Convergence Divergence (MACD)** indicator, developed by Gerald Appel, is built from exponential moving averages:

- The **MACD line** is the 12-period EMA minus the 26-period EMA.
- The **signal line** is a 9-period EMA of the MACD line.
- The **histogram** is the MACD line minus the signal line, drawn as bars.

When the short EMA is above the long one, the MACD line is **positive**: the short-term trend is stronger than the longer-term trend. When it is below, the MACD line is **negative**.

## Reading MACD

- **Above and below zero**: MACD above zero suggests upward momentum; below zero, downward. A cross of the zero line is the same event as the 12 EMA crossing the 26 EMA.
- **Signal-line crossovers**: the MACD line crossing above its signal line suggests momentum turning up; crossing below, turning down. These come earlier than zero-line crosses but produce more false signals.
- **The histogram** shows whether momentum is accelerating or slowing. Shrinking bars mean the two lines are converging — the move is losing speed, even if the price is still rising.

## What MACD is good for

MACD is best at confirming the **direction and strength** of a trend. Many traders use it as a filter: they take long trades only when MACD is above zero, and use the histogram shrinking as an early warning to tighten a stop or take partial profit.

## Its limits

Like every moving-average tool, MACD **lags** price. In sideways markets its lines cross back and forth around zero and generate whipsaws. Its values are in price units, so they cannot be compared between a $10 stock and a $500 stock. And its readings have no fixed "overbought" level the way RSI does.

## Worked example

After a two-month decline a stock starts to base. The MACD line, still below zero, crosses above its signal line, and the histogram turns positive. A week later the price breaks above its recent range and the MACD line crosses zero. The early crossover was a hint; the zero-line cross together with the price breakout is the confirmation.

## Key points

1. MACD = 12 EMA − 26 EMA, with a 9 EMA signal line and a histogram of their difference.
2. Zero-line position shows direction; crossovers and the histogram show changes in momentum.
3. MACD confirms trends well and struggles in ranges, like all lagging indicators.
$md$),
    (4, 4, 'Bollinger Bands: Measuring Volatility', $md$
## How the bands are built

**Bollinger Bands**, created by John Bollinger, surround the price with three lines:

- a **middle band**: usually the 20-period simple moving average;
- an **upper band**: the middle band plus **two standard deviations** of the last 20 closes;
- a **lower band**: the middle band minus two standard deviations.

A standard deviation measures how spread out recent prices are. When prices swing widely, the bands widen; when prices are calm, the bands contract. So the bands show **volatility** as well as a range around the average.

## Common readings

- **The squeeze**: when the bands narrow to their tightest in months, volatility is unusually low. Low volatility tends to be followed by high volatility, so a squeeze often comes before a large move. It does not say in which direction; wait for the price to break out.
- **Walking the band**: in a strong uptrend, prices can close at or near the upper band day after day. Touching the upper band is therefore **not** a sell signal on its own; it often shows strength.
- **Mean reversion in ranges**: in a sideways market with flat bands, moves to the outer bands often turn back towards the middle. This is where fading the bands can work.

## Statistics, loosely

Under a normal distribution about 95% of values fall within two standard deviations. Prices are not normally distributed — large moves happen more often than the bell curve suggests — so treat the bands as a rough guide to "unusually far from average", not a precise probability.

## Combining the bands with other tools

Bands tell you where price is relative to recent volatility. They say nothing about the trend's direction by themselves. Pair them with trend structure (Lesson 3.3) and momentum (RSI, MACD): a touch of the lower band in an uptrend, at support, with RSI turning up, is more meaningful than a lower-band touch in a downtrend.

## Worked example

A stock's bands narrow to their tightest in six months while it trades between $31 and $32. Then a daily candle closes at $32.90, outside the upper band, on twice the usual volume. The squeeze has resolved upward; a trader might buy with a stop back inside the range, below $31.50.

## Key points

1. Bollinger Bands = 20-period SMA ± 2 standard deviations.
2. Narrow bands signal low volatility that often precedes a big move.
3. Band touches are not signals alone; read them with the trend.
$md$),
    (4, 5, 'Why No Indicator Works Alone', $md$
## Indicators are views of the same data

Every indicator in this module — moving averages, RSI, MACD, Bollinger Bands — is calculated from the same few numbers: past prices (and sometimes volume). They do not see anything the chart does not already show. They reorganise it to make certain features easier to spot. This has two consequences:

1. They all **lag** to some degree, because they use the past.
2. Several indicators of the same kind tell you the same thing. Adding RSI, the stochastic oscillator and another momentum tool to one chart does not give you three confirmations; it gives you one opinion three times.

## Categories, not collections

Group indicators by what they measure and pick one from each group at most:

| Question | Tool |
|---|---|
| Which way is the trend? | price structure, moving averages |
| How strong is the move? | RSI or MACD |
| How volatile is the market? | Bollinger Bands (or ATR, Module 15) |
| Is there participation? | volume |

## Confluence

A trade idea is stronger when **independent** pieces of evidence agree: the trend is up, the price pulled back to support, momentum is recovering, and volume rose on the bounce. This is called **confluence**. Each piece on its own fails often; together they filter out many weak setups.

## Markets change character

An indicator that works beautifully in a trending market can lose money steadily in a choppy one, and vice versa. Moving-average crossovers shine in trends and whipsaw in ranges; band-fading works in ranges and is crushed by trends. Identify the market condition first, then choose the tool that suits it.

## Avoid the two classic traps

- **Indicator overload**: a chart with ten lines is harder to read, not easier. Most professional charts show price, volume and one or two indicators.
- **Curve-fitting**: adjusting settings until past signals look perfect. The past never repeats exactly, and settings tuned to it tend to fail on new data. Module 13 covers this in depth.

## Key points

1. Indicators transform price data; they add convenience, not new information.
2. Use at most one indicator per question: trend, momentum, volatility, participation.
3. Look for agreement between independent clues, and match the tool to the market condition.
4. Keep charts simple and settings standard unless you have a tested reason.
$md$),
    (5, 1, 'Reversal Patterns: Tops and Bottoms', $md$
## When a trend runs out

Trends end, and they often end in recognisable shapes. A **reversal pattern** is a price formation that tends to appear at the end of a trend. None of them is certain, but they give a structured way to notice that the balance between buyers and sellers has changed.

## Double top and double bottom

A **double top** forms when the price rallies to a high, pulls back, rallies again to about the same high, and fails. The low between the two peaks is the **neckline**. The pattern is only complete when the price closes **below the neckline**; before that, it is just a range. A **double bottom** is the mirror image after a decline, completed by a close above the neckline.

## Head and shoulders

The **head and shoulders** top has three peaks: a left shoulder, a higher head, and a right shoulder that is lower than the head. A neckline connects the lows between them. The story: buyers make a new high (the head), fail to hold it, then cannot even reach that high on the next attempt (the right shoulder) — the sequence of higher highs is broken. A close below the neckline completes the pattern. The **inverse head and shoulders** marks bottoms.

## Measuring a target

A traditional way to estimate the move after a completed pattern is to measure its **height** — from the head (or the peaks) to the neckline — and project it from the breakout point. If a head is at $60 and the neckline at $52, the height is $8, so a break of $52 points towards roughly $44. Treat this as a rough guide for where to take profit, not a promise.

## Confirmation and the retest

- Wait for a **close** beyond the neckline, ideally on increased volume.
- Prices often come back to **retest** the broken neckline from the other side before moving on. That retest can give a second, lower-risk entry, with a stop just back across the neckline.

## Common errors

Beginners see patterns everywhere and act before they are complete. A "double top" that never breaks its neckline is simply a range, and many bullish trends pause in shapes that look like tops. Patterns are also more reliable on daily and weekly charts than on very short timeframes.

## Key points

1. Double tops/bottoms and head and shoulders mark possible ends of trends.
2. A pattern is complete only when the neckline breaks on a closing basis.
3. The pattern's height gives a rough target; a retest of the neckline is common.
$md$),
    (5, 2, 'Continuation Patterns: Flags and Triangles', $md$
## Pauses in a trend

Strong trends do not move in a straight line; they pause to "catch their breath" before continuing. **Continuation patterns** are the shapes these pauses often take. They matter because they offer entries in the direction of an existing trend with a clear place for a stop.

## Flags and pennants

A **flag** forms after a sharp, almost vertical move (the **flagpole**). The price then drifts slightly against the trend in a small, tidy channel, usually on falling volume — that is the flag. A **pennant** is the same idea, but the pause forms a small symmetrical triangle. A breakout from the flag in the direction of the pole, on rising volume, signals that the trend is resuming. A common target projects the length of the flagpole from the breakout.

## Triangles

- An **ascending triangle** has a flat top (sellers holding a fixed price) and rising lows (buyers paying a little more each time). It usually breaks upward.
- A **descending triangle** has a flat bottom and falling highs and usually breaks downward.
- A **symmetrical triangle** has converging highs and lows; it shows indecision and often breaks in the direction of the prior trend, but less reliably.

Volume typically contracts as a triangle develops and expands on the breakout.

## Rectangles

A **rectangle** is a sideways range between clear support and resistance inside a trend. It is a pause, and the break of its boundary in the trend's direction is the signal.

## Planning a trade on a continuation pattern

1. Confirm there is a real prior trend (the flagpole or the move before the triangle).
2. Wait for a close outside the pattern, ideally on higher volume.
3. Place the stop inside the pattern — for a bullish flag, below the flag's low.
4. Set a target with the measured move or the next resistance, and check the reward-to-risk.

## What can go wrong

Patterns fail. A flag can turn into a deeper correction; a triangle can break the "wrong" way. That is why the stop belongs where the pattern would be invalidated, and why you should never add to a position because the pattern "has to" work.

## Key points

1. Flags, pennants, triangles and rectangles are pauses within a trend.
2. The breakout in the trend's direction, ideally on volume, is the signal.
3. The pattern itself gives a logical stop location and a rough target.
$md$),
    (5, 3, 'Fibonacci Retracements', $md$
## Measuring pullbacks

After a strong move, prices usually give back part of it before the trend continues. **Fibonacci retracements** are horizontal levels that divide a move into standard proportions so you can see how deep a pullback is. The ratios come from the Fibonacci number sequence and are conventionally **23.6%, 38.2%, 50% and 61.8%** (50% is not a Fibonacci ratio, but traders use it). Some also use 78.6%.

## Drawing them

In an uptrend, draw from the **swing low** to the **swing high** of the move you are measuring. The tool marks the levels between them. Example: a move from $40 to $60 is $20 long.

| Retracement | Calculation | Price |
|---|---|---|
| 23.6% | 60 − 0.236 × 20 | $55.28 |
| 38.2% | 60 − 0.382 × 20 | $52.36 |
| 50% | 60 − 0.5 × 20 | $50.00 |
| 61.8% | 60 − 0.618 × 20 | $47.64 |

In a downtrend, draw from the swing high to the swing low, and the levels show how far a bounce has retraced.

## How traders use the levels

- **Shallow pullbacks** (to 23.6–38.2%) are typical of strong trends.
- **Moderate pullbacks** to 50–61.8% are common in healthy trends and are popular entry zones.
- A pullback that goes well beyond **61.8%** suggests the move may be failing rather than pausing.

The levels are most useful where they **coincide** with other evidence: a prior support level, a rising moving average, a bullish candle. A 50% retracement that lands exactly on old resistance-turned-support is far more interesting than a 50% level in empty space.

## A healthy dose of scepticism

There is no law of nature that makes markets respect these ratios. Part of their effect comes from the fact that many traders watch them. The choice of swing points is also subjective, and different traders will draw slightly different levels. Treat Fibonacci levels as **zones of interest** and always wait for the price to show a reaction there.

## Key points

1. Retracements measure pullbacks as 23.6%, 38.2%, 50% and 61.8% of a move.
2. Draw low to high in uptrends, high to low in downtrends.
3. Levels matter most where they overlap with support, moving averages or candle signals.
$md$),
    (5, 4, 'Divergences', $md$
## When price and momentum disagree

A **divergence** happens when price and a momentum indicator, such as RSI or MACD, move in different directions. Momentum indicators measure the speed of a move; a divergence says the move is continuing but with less force behind it.

## Regular (classic) divergences

- **Bearish divergence**: the price makes a **higher high**, but the indicator makes a **lower high**. Buyers pushed to a new high, but with less momentum than before. It warns that an uptrend may be tiring.
- **Bullish divergence**: the price makes a **lower low**, but the indicator makes a **higher low**. Sellers made a new low with less momentum. It warns that a downtrend may be tiring.

## Hidden divergences

Hidden divergences point the other way — towards **continuation**:

- **Hidden bullish**: price makes a **higher low**, the indicator a **lower low**. In an uptrend, the pullback looked deep on the indicator but price held up well — often a buying opportunity in the trend.
- **Hidden bearish**: price makes a **lower high**, the indicator a **higher high**, in a downtrend.

## How to spot them correctly

1. Compare **swing points with swing points**: price highs with indicator highs at the same moments, price lows with indicator lows.
2. Use clear, significant swings on your trading timeframe, not tiny wiggles.
3. Draw a line across the two price points and one across the two indicator points; if the lines slope in opposite directions, you have a divergence.

## Why divergence is a warning, not a signal

Strong trends can show divergence after divergence while they keep going. Momentum naturally slows after the fastest part of a move, so a bearish divergence in a powerful uptrend often leads only to a sideways pause. Use divergence as a reason to **tighten a stop, take partial profit or stop adding** — and for a reversal trade, wait for the price itself to confirm, for example by breaking the last swing low.

## Worked example

A stock rallies to $82, pulls back, then makes a new high at $85. RSI read 78 at the first high but only 66 at the second. That bearish divergence tells a trader holding a long position to move the stop up under the last swing low. Only a fall below that swing low would confirm a change of trend.

## Key points

1. Regular divergences warn of a weakening trend; hidden divergences suggest continuation.
2. Compare matching swing points on price and indicator.
3. Act on a divergence only with confirmation from price.
$md$),
    (5, 5, 'Multi-Timeframe Analysis', $md$
## Three views of one trade

**Multi-timeframe analysis** means studying the same market on several timeframes, from long to short, so that each decision is made on the view best suited to it. A common approach uses three, each about four to six times the next:

| Role | Swing trader | Day trader |
|---|---|---|
| Trend (the tide) | weekly | daily or 4-hour |
| Setup (the wave) | daily | 1-hour or 15-minute |
| Entry (the ripple) | 4-hour or 1-hour | 5-minute |

## Working top-down

1. **Long timeframe — direction.** Decide whether you want to be a buyer, a seller or neither. Only trade in the direction of this trend, or at least not against it.
2. **Middle timeframe — setup.** Find the pattern you trade: a pullback to support, a flag, a retracement to the 50% level. This is where the trade idea lives.
3. **Short timeframe — timing.** Zoom in for a precise entry with a tight, logical stop: for example, a break above the small downtrend line of the pullback.

The short timeframe refines the entry; it must never overrule the longer view. If the daily setup is a pullback in an uptrend, a bearish 5-minute candle is not a reason to go short.

## Why it helps

- **Fewer trades against the tide.** Many losing trades are good setups on one timeframe that run into the opposite trend on a longer one.
- **Better reward-to-risk.** Entering on a shorter timeframe allows a tighter stop for the same idea, so the potential reward is larger compared with the risk.
- **Clearer targets.** Levels from the long timeframe are where big moves stall; they make natural targets.

## Conflicts between timeframes

Sometimes the timeframes disagree: weekly uptrend, daily downtrend. That is a correction within a larger trend. You can wait for the daily chart to turn back up (trading with the weekly tide), or stay out. Taking the daily short means trading against the bigger trend, with smaller size and quick targets if at all.

## Key points

1. Use a long timeframe for direction, a middle one for the setup, a short one for the entry.
2. Shorter timeframes refine decisions made on longer ones; they never override them.
3. When timeframes conflict, the longer trend usually wins — wait or stand aside.
$md$),
    (5, 6, 'Real Breakouts and False Breakouts', $md$
## What a breakout is

A **breakout** happens when the price moves beyond a well-defined level — resistance, the top of a range, a pattern's neckline — that has contained it. Breakouts can start large moves because orders cluster around such levels: stops of short sellers above resistance, buy orders of traders waiting for the break. When the level gives way, those orders fire together.

## The false breakout

A **false breakout** (or "fakeout") pushes through the level and then quickly falls back inside. Traders who bought the break are trapped with losses, and their exit selling can push the price sharply the other way. False breakouts are very common; many levels are broken briefly before the real move, if any.

## Signs of a real breakout

- **A close beyond the level**, not just an intraday poke. On a daily chart, wait for the daily close.
- **Higher volume** than average on the breakout candle: participation behind the move.
- **A strong candle**: a large body closing near its high (for an upside break), not a long upper wick.
- **Context**: a break in the direction of the larger trend, after a tightening range or a squeeze, works more often than one against the trend.
- **Follow-through**: the next session holds above the level rather than slipping back.

## Signs of a likely failure

- Breakout on **light volume**, or late in the day with no follow-through.
- A long **wick** back inside the range on the breakout candle.
- A break straight into a nearby higher-timeframe resistance.
- A stock that has already run a long way before reaching the level.

## Ways to trade breakouts

1. **Buy the close** beyond the level, with a stop back inside the range.
2. **Buy the retest**: wait for the price to return to the broken level and hold it as support. Fewer fills, but a tighter stop and better confirmation.
3. **Fade the failure**: when a breakout falls back inside the range, the trapped traders' exits can fuel a move the other way — an advanced tactic.

Whichever you choose, define the invalidation point first: if the price closes back inside the range, the breakout idea is wrong.

## Key points

1. Breakouts are breaks of levels where orders cluster; many of them fail.
2. Closing basis, volume, candle strength and trend context separate real from false.
3. A retest of the broken level offers a lower-risk entry; a close back inside means exit.
$md$),
    (6, 1, 'The Income Statement', $md$
## What it answers

The **income statement** (also called the profit and loss statement) answers one question: **did the company make money over this period?** Public companies publish it every quarter and every year. It reads from the top line, revenue, down to the bottom line, net income.

## Line by line

- **Revenue** (sales): the money earned from selling goods and services. This is the "top line".
- **Cost of goods sold (COGS)**: the direct cost of making what was sold — materials, production labour.
- **Gross profit** = revenue − COGS. Dividing by revenue gives the **gross margin**, a sign of pricing power.
- **Operating expenses**: salaries, marketing, research and development, rent.
- **Operating income** = gross profit − operating expenses. It shows how profitable the core business is.
- **Interest and taxes**: the cost of debt and the tax bill.
- **Net income** = what is left for shareholders. This is the "bottom line".

## A small example

| Line | Amount |
|---|---|
| Revenue | $500 million |
| COGS | $300 million |
| Gross profit | $200 million (40% margin) |
| Operating expenses | $120 million |
| Operating income | $80 million (16% margin) |
| Interest and taxes | $30 million |
| Net income | $50 million (10% margin) |

## What to look for

1. **Growth**: is revenue rising from year to year, and faster or slower than before?
2. **Margins**: are gross and operating margins stable, widening or shrinking? Shrinking margins with rising revenue can mean the company is buying growth with discounts.
3. **Quality of earnings**: one-off items — a gain from selling a building, a restructuring charge — can make a single quarter look better or worse than the business really is. Companies often report "adjusted" figures that remove them; read what was removed and why.

## Its limits

The income statement uses **accrual accounting**: revenue is recorded when earned, not when cash arrives, and costs like depreciation spread the price of long-lived assets over years. So a company can show a profit while running short of cash. That is why the next two lessons look at the balance sheet and the cash flow statement.

## Key points

1. The income statement runs from revenue to net income over a period.
2. Gross, operating and net margins show profitability at each stage.
3. Look at trends over several periods and beware of one-off items.
4. Profit is not cash — read the other statements too.
$md$),
    (6, 2, 'The Balance Sheet', $md$
## A snapshot on one date

Where the income statement covers a period, the **balance sheet** is a photograph of a single date: everything the company **owns**, everything it **owes**, and what is left for the owners. It always balances:

> **Assets = Liabilities + Shareholders' equity**

## Assets: what the company owns

- **Current assets** can turn into cash within a year: cash, short-term investments, **accounts receivable** (money customers owe), inventory.
- **Non-current assets** last longer: property, plant and equipment, long-term investments, and **intangibles** such as patents and **goodwill** (the premium paid above book value when buying other companies).

## Liabilities: what it owes

- **Current liabilities** are due within a year: accounts payable to suppliers, short-term debt, wages owed.
- **Non-current liabilities**: long-term debt, leases, pension obligations.

## Equity: what belongs to shareholders

**Shareholders' equity** (book value) is what would be left if all assets were sold at their recorded values and all debts paid. It grows with retained profits and shrinks with losses, dividends and share buybacks.

## Ratios that tell a story

- **Current ratio** = current assets ÷ current liabilities. Below 1 means the company owes more in the next year than it holds in short-term assets — not always fatal, but worth a question.
- **Debt-to-equity** = total debt ÷ equity. High debt magnifies results in both directions and makes the company vulnerable when rates rise or profits fall.
- **Cash versus debt**: a company with more cash than debt (net cash) has room to survive a bad year.
- **Book value per share** = equity ÷ shares outstanding; compared with the share price it gives the price-to-book ratio.

## Warning signs

- Receivables or inventory growing much faster than revenue: customers may not be paying, or products may not be selling.
- Goodwill making up a large part of assets: past acquisitions that could be written down.
- Debt rising year after year while profits stay flat.

## Key points

1. The balance sheet shows assets, liabilities and equity on one date, and always balances.
2. Liquidity (current ratio) and leverage (debt-to-equity) show financial strength.
3. Compare balance sheets over time to see where the company is heading.
$md$),
    (6, 3, 'The Cash Flow Statement', $md$
## Following the money

The **cash flow statement** shows the actual cash that came in and went out during a period. Because it ignores accounting estimates, many investors consider it the hardest statement to dress up. It has three sections.

## 1. Operating cash flow

Cash generated by the everyday business. It starts from net income and adjusts for items that are not cash:

- adds back **depreciation and amortisation** (an expense on paper, no cash leaves);
- subtracts increases in **receivables** and **inventory** (sales recorded, cash not yet in);
- adds increases in **payables** (costs recorded, cash not yet paid).

A healthy company usually has operating cash flow close to or above its net income over time. Profits that never turn into cash are a red flag.

## 2. Investing cash flow

Cash spent on or received from long-term assets: buying equipment and buildings (**capital expenditures**, or capex), acquisitions, buying or selling investments. It is usually negative for a growing company, which is normal.

## 3. Financing cash flow

Cash from and to the providers of money: borrowing and repaying debt, issuing new shares, buying back shares, paying dividends.

## Free cash flow

The most quoted figure from this statement is **free cash flow (FCF)**:

> **FCF = operating cash flow − capital expenditures**

It is the cash the business produces after maintaining and growing its asset base — the money truly available to pay debt, dividends, buybacks or acquisitions. A company with steady, growing free cash flow can fund itself; one with persistently negative free cash flow must keep borrowing or issuing shares, which **dilutes** existing shareholders.

## A quick example

Operating cash flow $120 million, capex $45 million: FCF is $75 million. If the company paid $30 million in dividends and $20 million in buybacks, it covered both from its own cash and kept $25 million.

## Reading the three together

Net income tells you about profitability, the balance sheet about strength, and the cash flow statement about whether profits are real and how the company is financed. A business that reports growing profits, shrinking cash flow and rising debt deserves far more scrutiny than its headlines suggest.

## Key points

1. Operating, investing and financing sections show where cash came from and went.
2. Free cash flow = operating cash flow − capex.
3. Profits should turn into cash over time; if not, ask why.
$md$),
    (6, 4, 'EPS, P/E and Valuation Basics', $md$
## Earnings per share

**Earnings per share (EPS)** spreads net income across the shares:

> **EPS = net income ÷ shares outstanding**

A company earning $50 million with 25 million shares has an EPS of $2.00. "Diluted" EPS also counts shares that could be created from options and convertible securities, so it is the more conservative figure. EPS can rise because profits grow — or because the company bought back shares, so check which.

## The price-to-earnings ratio

The **P/E ratio** compares the share price with EPS:

> **P/E = share price ÷ EPS**

At $40 a share and EPS of $2, the P/E is 20: investors pay $20 for each $1 of annual earnings. **Trailing P/E** uses the last twelve months' earnings; **forward P/E** uses analysts' estimates for the next twelve months.

## What a P/E means

A high P/E usually means investors expect fast growth; a low P/E means they expect slow growth, decline or trouble. Neither is good or bad by itself:

- A P/E of 40 can be reasonable for a company doubling its profits.
- A P/E of 8 can be expensive for a company whose profits are about to collapse.

Compare P/E ratios only between **similar companies** (same industry, similar growth) and with the company's own history. P/E is meaningless when earnings are negative or temporarily depressed.

## Other common measures

- **Price-to-sales (P/S)**: useful for young companies without profits.
- **Price-to-book (P/B)**: price compared with book value per share; common for banks and insurers.
- **Free cash flow yield** = free cash flow per share ÷ price. A 5% FCF yield means the business produces cash equal to 5% of its price each year.
- **Dividend yield** = annual dividend ÷ price.

## The PEG ratio

The **PEG ratio** divides P/E by the expected earnings growth rate (in percent). A P/E of 30 with 30% growth gives a PEG of 1. It is a rough way to compare companies with different growth rates, and only as good as the growth estimate.

## Key points

1. EPS is net income per share; check whether it grew from profits or buybacks.
2. P/E shows how much the market pays for a dollar of earnings, driven by growth expectations.
3. Compare valuation ratios with true peers and with history, never in isolation.
$md$),
    (6, 5, 'Expectations, Not Results, Move Stocks', $md$
## The puzzle of good news falling

Beginners are often baffled when a company reports record profits and its stock falls. The explanation is that prices already reflect what investors **expect**. When results arrive, the market reacts to the **difference between the result and the expectation**, not to whether the result is good in absolute terms.

## Where expectations come from

Before each earnings report, analysts publish estimates of revenue and EPS. The average is the **consensus estimate**. Companies also give **guidance** about future quarters. Beyond the published numbers there is an informal "whisper" expectation built from recent price moves: a stock that rose 25% into the report has high hopes priced in.

## Beat, miss and guidance

- **Beat**: results above consensus. **Miss**: below.
- A beat can still lead to a fall if it is smaller than hoped, if margins shrank, or — very often — if **guidance** for the next quarter disappoints. Markets look forward, so the outlook frequently matters more than the quarter just finished.
- A miss can lead to a rise if the outlook improves or the news was less bad than feared.

## "Buy the rumour, sell the news"

When a widely anticipated event — a product launch, an approval, an index inclusion — finally happens, the buying that anticipated it is already done. Traders who bought early take profits, and the price can fall on the "good" news. The reverse also happens: stocks often bottom while the news is still terrible, because the worst is already priced in.

## What this means in practice

1. Before an event, ask what is **priced in**: how far the stock has run, what the consensus expects, what the options market implies (Module 14).
2. Judge results on **surprise and outlook**, not on headlines such as "record revenue".
3. Do not assume a fundamental story will show up in the price quickly; markets can ignore good businesses for long periods and love poor ones for a while.

## Fundamentals and trading

Financial data tells you what a business is worth over years; price action tells you what traders are doing now. Combining them — a fundamentally strong company in a technical uptrend — is a sound approach for many swing and position traders.

## Key points

1. Prices reflect expectations; they move on the surprise.
2. Guidance and outlook often matter more than the quarter reported.
3. Ask what is priced in before any scheduled event.
$md$),
    (7, 1, 'Sectors and Industries: Mapping the Market', $md$
## Why group companies

No company exists alone. Its sales, costs and share price are shaped by the industry it belongs to and by the economy around it. Grouping companies into **sectors** and **industries** lets you see those shared forces and compare like with like.

## The standard map

Most markets use the **Global Industry Classification Standard (GICS)**, which sorts companies into 11 sectors, each divided into industry groups, industries and sub-industries:

| Sector | Examples of what it contains |
|---|---|
| Information Technology | software, semiconductors, hardware |
| Health Care | pharmaceuticals, biotechnology, medical devices, care providers |
| Financials | banks, insurers, asset managers |
| Consumer Discretionary | carmakers, retailers, hotels, restaurants |
| Consumer Staples | food, beverages, household products |
| Communication Services | telecoms, media, interactive platforms |
| Industrials | aerospace, machinery, transport |
| Energy | oil and gas producers, refiners, services |
| Materials | chemicals, metals, mining, packaging |
| Utilities | electricity, gas and water suppliers |
| Real Estate | REITs and property developers |

## Cyclical and defensive

Sectors react differently to the economy:

- **Cyclical** sectors — consumer discretionary, industrials, materials, financials, energy — earn much more in booms and much less in recessions. People postpone a new car, not toothpaste.
- **Defensive** sectors — consumer staples, utilities, health care — sell things people buy in any economy, so their profits are steadier. They tend to fall less in downturns and lag in strong rallies.
- **Growth-oriented** areas such as technology are often driven more by long-term adoption and interest rates than by the short-term cycle.

## Sector ETFs

Each sector can be traded through **sector ETFs**, funds that hold the sector's main stocks. They make it easy to follow how a whole sector is doing and to compare sectors on one chart.

## How this helps a trader

A large part of any stock's move comes from its sector and the market as a whole. A strong stock in a strong sector has a tailwind; a strong stock in a collapsing sector is swimming against the current. Before trading a stock, check how its sector ETF is trending.

## Key points

1. GICS sorts companies into 11 sectors and finer industries.
2. Cyclical sectors swing with the economy; defensive sectors are steadier.
3. A stock's sector trend is part of its story — check it before you trade.
$md$),
    (7, 2, 'Sectors Through the Economic Cycle', $md$
## The business cycle

Economies expand and contract in a recurring, irregular pattern called the **business cycle**. A simplified version has four phases:

1. **Early cycle (recovery)**: the economy emerges from recession; interest rates are low; credit starts flowing; profits rebound from depressed levels.
2. **Mid cycle (expansion)**: growth is steady; employment and spending rise; this is usually the longest phase.
3. **Late cycle (slowdown)**: growth peaks; inflation and interest rates tend to rise; costs squeeze margins.
4. **Recession (contraction)**: output and profits fall; unemployment rises; central banks cut rates.

No two cycles are identical in length or shape, and the phases are recognised clearly only in hindsight.

## Which sectors tend to lead

Studies of past cycles show typical, though not reliable, patterns:

| Phase | Sectors that have often done relatively well |
|---|---|
| Early | financials, consumer discretionary, industrials, real estate |
| Mid | technology, communication services, industrials |
| Late | energy, materials, health care, consumer staples |
| Recession | consumer staples, utilities, health care |

The logic: early in a recovery, low rates and pent-up demand help rate-sensitive and cyclical businesses; late in the cycle, rising prices help producers of raw materials and energy; in recession, investors seek steady earnings and dividends.

## The market moves first

Stock prices anticipate the economy, often by six months or more. The stock market frequently bottoms while economic news is still getting worse, and peaks while the economy still looks strong. So sectors tend to rotate **before** the phase they benefit from is obvious in the data.

## Using the cycle sensibly

Treat the cycle as a **backdrop**, not a trading signal. It tells you which sectors have the wind behind them in the current environment and which face headwinds. Combine it with price: a sector that the cycle favours **and** that is showing a strong trend and rising relative strength (Lesson 7.4) is a better hunting ground than a sector favoured by theory alone.

## Key points

1. The business cycle moves through recovery, expansion, slowdown and recession.
2. Different sectors have historically led in different phases, for understandable reasons.
3. Markets anticipate the cycle; confirm any cycle view with price action.
$md$),
    (7, 3, 'Sector Rotation', $md$
## Money on the move

**Sector rotation** is the movement of investment money from one group of sectors to another as investors' expectations change. Large funds cannot sell the market as a whole every time conditions shift; instead, they shift weight — out of sectors they expect to lag, into sectors they expect to lead. Those flows are big enough to create trends that last months.

## What drives rotation

- **The economic outlook**: expectations of faster growth favour cyclicals; fears of slowdown favour defensives.
- **Interest rates**: rising rates tend to hurt long-duration growth stocks and rate-sensitive sectors such as real estate and utilities, and can help banks; falling rates often do the opposite.
- **Inflation**: higher inflation has tended to favour energy and materials.
- **Themes and valuations**: sectors that became very expensive can lose money to cheaper ones even without an economic trigger.

## Risk-on and risk-off

A simple way to read rotation is by mood:

- **Risk-on**: money flows into cyclical and high-growth sectors, small caps outperform, defensive sectors lag.
- **Risk-off**: money flows into staples, utilities, health care and bonds; cyclical and speculative stocks lag.

Watching which sectors lead on up days and which hold up on down days tells you which mood dominates.

## Spotting rotation on charts

1. Put the sector ETFs side by side and compare their performance over 1, 3 and 6 months.
2. Look for changes in leadership: a sector that lagged for months starting to outperform, or a leader starting to fade.
3. Confirm with relative strength lines (next lesson) and with volume.

## Rotation and the broad market

Healthy bull markets often rotate: when one sector rests, another leads, and the index keeps climbing. A market where leadership narrows to a few sectors — or where only defensives are rising — is showing caution under the surface, even if the index is still near its highs.

## Key points

1. Rotation is money moving between sectors as expectations about growth, rates and inflation change.
2. Risk-on favours cyclicals and growth; risk-off favours defensives.
3. Track leadership with sector ETFs; narrowing or defensive leadership is a warning sign.
$md$),
    (7, 4, 'Relative Strength', $md$
## Strong compared with what?

**Relative strength** compares how one security performs against another, usually a benchmark such as the S&P 500 or its sector ETF. It is not the same as the RSI indicator from Module 4, despite the similar name: RSI measures a stock's momentum against its own past, while relative strength compares two different securities.

## The relative strength line

The simplest tool is the **ratio line**: divide the stock's price by the benchmark's price each day and plot the result.

- A **rising** line means the stock is outperforming the benchmark.
- A **falling** line means it is underperforming — even if its price is rising, it is rising more slowly than the market.
- A **flat** line means it is moving in step with the benchmark.

The level of the line has no meaning on its own; only its direction matters.

## Why relative strength matters

Leadership tends to persist for a while. Stocks and sectors that outperform over several months have tended to keep outperforming for some time afterwards, a tendency researchers call **momentum**. Relative strength lets you focus on leaders instead of laggards:

1. Find the **sectors** with rising relative strength against the market.
2. Within them, find the **stocks** with rising relative strength against their sector.
3. Apply your chart setups only to those.

## Strength in weak markets

One of the most useful signals appears during market declines. A stock that holds near its highs while the index falls — its relative strength line making new highs — is being supported by buyers. When the market recovers, such stocks are often the first to break out.

## Cautions

- Relative strength looks backwards; leadership does change, sometimes abruptly.
- A stock outperforming a falling market can still lose money. Relative strength tells you what to prefer, not whether to be in the market at all.
- Compare with the right benchmark: a small biotech against its industry, not against a mega-cap index.

## Key points

1. Relative strength compares a security with a benchmark; a rising ratio line means outperformance.
2. Leadership tends to persist, so focus on strong sectors and the strongest stocks in them.
3. Strength during market weakness is a valuable clue.
$md$),
    (7, 5, 'Comparing a Company With Its True Peers', $md$
## Context for every number

A P/E of 25, a 12% operating margin or 8% revenue growth means nothing until you know what **similar companies** achieve. Peer comparison turns raw figures into judgements: cheap or expensive, strong or weak, leader or laggard.

## Choosing true peers

Peers are companies that compete for the same customers with a similar business model, not merely companies in the same broad sector. Ask:

- Do they sell the **same kind of product** to the **same customers**?
- Is the **business model** similar — subscriptions versus one-off sales, asset-heavy versus asset-light?
- Are they of a **comparable size and stage** — a young, fast-growing firm and a mature giant are hard to compare?
- Do they operate in **similar markets** — a domestic retailer and a global one face different conditions?

A software company selling subscriptions to large businesses and one selling games to consumers share a sector but few economics.

## What to compare

| Area | Measures |
|---|---|
| Growth | revenue growth, EPS growth |
| Profitability | gross, operating and net margins; return on equity |
| Financial strength | debt-to-equity, net cash, interest cover |
| Cash generation | free cash flow margin |
| Valuation | P/E, price-to-sales, EV/EBITDA, FCF yield |
| Market behaviour | relative strength, volatility |

Put four to six peers in a simple table. Patterns appear quickly: the company with the highest margins and growth usually deserves a higher valuation; a company with average growth but the highest valuation needs a very good reason.

## Leaders and laggards

In most industries one or two companies hold structural advantages — scale, brand, technology, network effects. They tend to keep higher margins and attract institutional money. When trading, prefer the **industry leader** during sector uptrends; laggards often rally last and fall first.

## A note on EV/EBITDA

**Enterprise value (EV)** is market capitalisation plus debt minus cash: roughly the price of buying the whole business. Dividing it by **EBITDA** (earnings before interest, taxes, depreciation and amortisation) gives a valuation that is less distorted by different debt levels than P/E, which is why it is popular for comparing peers.

## Key points

1. Figures only make sense compared with true peers: same customers, model, size and markets.
2. Compare growth, profitability, strength, cash and valuation side by side.
3. Leaders usually earn their premium; question any valuation that its numbers do not support.
$md$),
    (8, 1, 'Accumulation and Markup', $md$
## Four phases of a market cycle

Individual stocks, sectors and whole markets tend to move through a repeating sequence of four phases, an idea associated with the market analyst Richard Wyckoff:

1. **Accumulation** — a base after a decline.
2. **Markup** — an uptrend.
3. **Distribution** — a top.
4. **Markdown** — a downtrend.

This lesson covers the first two; the next covers the other two.

## Accumulation: the quiet base

After a long decline, selling eventually dries up. The price stops making new lows and moves sideways in a range, often for months. News is usually still bad, and most people have lost interest. Under the surface, patient, well-informed buyers are gradually building positions at prices they consider cheap — without pushing the price up, which would make their buying more expensive.

Signs of accumulation:

- a sideways range after a downtrend, with the lows holding;
- volume higher on up days than on down days within the range;
- sharp drops below the range that quickly reverse (sometimes called a **spring** or shakeout);
- moving averages flattening out after falling.

## Markup: the trend begins

Markup begins when the price breaks out of the accumulation range, often on rising volume. The uptrend then develops its familiar structure of higher highs and higher lows. Early in markup, few believe the move; later, good news appears, the story spreads, and more buyers join. Pullbacks are bought, and the broken top of the range often becomes support.

## Why the phases matter for a trader

Each phase calls for a different approach:

- In **accumulation**, trend-following tools give confusing signals; range tactics or patience work better.
- The **transition** from accumulation to markup — the breakout — is one of the best times to buy, because the risk is clear: the price should not fall back into the range.
- In **markup**, buying pullbacks in the trend is the natural strategy.

## Cautions

Phases are easy to label on an old chart and hard to identify in real time. A range after a decline may be accumulation, or just a pause before the next leg down. Let the breakout confirm the phase before you commit.

## Key points

1. Markets cycle through accumulation, markup, distribution and markdown.
2. Accumulation is a base where informed buyers absorb supply quietly.
3. The breakout into markup offers a clear, defined-risk entry; confirm it rather than guess.
$md$),
    (8, 2, 'Distribution and Markdown', $md$
## Distribution: the crowded top

After a long markup, the trend slows. The price moves sideways again, but this time near the highs, with excitement and good news everywhere. Those who bought early are now **selling to latecomers**, gradually, so as not to crash the price. This is **distribution**.

Signs of distribution:

- a wide, choppy range after a long uptrend;
- heavy volume on down days and weaker volume on rallies;
- new highs that fail quickly — breakouts above the range that fall back inside (sometimes called an **upthrust**);
- momentum divergences (Module 5) as the price makes marginal new highs;
- leading stocks of the move starting to break down while the index still holds.

## Markdown: the decline

Markdown starts when the price breaks below the distribution range, and the structure turns into lower highs and lower lows. Early in markup the news was bad and prices rose; early in markdown the news is often still good and prices fall. Rallies are sold, and the broken bottom of the range becomes resistance. Late in markdown, fear takes over, and the decline can accelerate into a **capitulation** on very high volume before a new accumulation begins.

## The emotional cycle

The phases mirror the crowd's emotions: disbelief and fear during accumulation, hope and then optimism during markup, excitement and greed during distribution, denial, anxiety and finally panic during markdown. Being aware of this helps you notice when your own feelings match the crowd's at the extremes — feeling most confident near tops and most afraid near bottoms.

## Trading the late phases

- In **distribution**, protect gains: tighten stops, take partial profits, stop adding to longs.
- The **breakdown** from distribution gives the clearest signal that the uptrend is over; long positions should be closed.
- In **markdown**, avoid buying "cheap" stocks against the trend. Experienced traders may short rallies into resistance; beginners are usually better off in cash.

## Key points

1. Distribution is a top where early buyers sell to late ones, with failing breakouts and heavy selling volume.
2. Markdown is a downtrend of lower highs and lower lows, often ending in capitulation.
3. Each phase has a fitting strategy — and a matching emotion to be wary of.
$md$),
    (8, 3, 'Leading and Lagging Indicators', $md$
## Reading the economy's direction

Economic indicators are published statistics that describe the economy. They are grouped by **timing** relative to the business cycle:

- **Leading indicators** tend to change **before** the economy does.
- **Coincident indicators** move **with** the economy.
- **Lagging indicators** change **after** the economy has turned.

## Leading indicators

- **Stock prices** — the market itself anticipates the economy.
- **Building permits and housing starts** — construction is planned months ahead.
- **New orders** for manufactured goods and the **purchasing managers' indexes (PMIs)** — readings above 50 indicate expansion, below 50 contraction.
- **Initial jobless claims** — a rise signals that companies are starting to lay people off.
- **Consumer expectations** surveys.
- **The yield curve** — covered in the next lesson.

## Coincident indicators

- industrial production, personal income, retail sales and employment levels (nonfarm payrolls).

These confirm where the economy is now.

## Lagging indicators

- **The unemployment rate** — it often keeps rising after a recession has ended, because companies hire cautiously.
- **Inflation** measured by consumer prices, which reacts slowly.
- **Corporate profits** as reported, and the level of business loans.

## Why it matters to traders

Because markets look ahead, **lagging** data are mostly already priced in; bad unemployment numbers during a recovery rarely stop a rising market. **Leading** data, and especially **surprises** against expectations, are what move prices. A trader watching for a turn in the cycle pays attention to PMIs, claims, housing and the yield curve rather than to the unemployment rate.

## Use a dashboard, not a single light

Every indicator gives false signals, and revisions can change the picture after the fact. Economists combine several leading indicators into composite indexes for exactly this reason. Watch a small set together and look for a consistent change of direction across them, rather than reacting to any one release.

## Key points

1. Leading indicators change before the economy, coincident with it, lagging after it.
2. Markets respond mainly to leading data and to surprises.
3. Combine several leading indicators; no single one is reliable alone.
$md$),
    (8, 4, 'The Yield Curve', $md$
## Interest rates by maturity

Governments borrow for different lengths of time: three months, two years, ten years, thirty years. The interest rate (yield) on each maturity, plotted from shortest to longest, forms the **yield curve**.

- A **normal** curve slopes **upward**: lenders usually demand higher yields to tie up money for longer.
- A **flat** curve has similar yields across maturities.
- An **inverted** curve slopes **downward**: short-term rates are above long-term rates.

## What shapes the curve

Short-term yields are anchored by the **central bank's policy rate** — in the US, the Federal Reserve's federal funds rate. Long-term yields reflect the market's expectations for growth, inflation and future policy rates over many years. When the central bank raises short rates to fight inflation while investors expect slower growth ahead, the curve flattens and can invert.

## Inversion as a warning

In the United States, an inversion of the spread between the 10-year and 2-year (or 3-month) Treasury yields has preceded most recessions of the past several decades. The logic: investors accept lower long-term yields because they expect the economy to weaken and rates to fall. But the signal has important limits:

- The **lag** is long and variable — often between several months and two years.
- Stocks have frequently kept rising for a long time after an inversion.
- It is not infallible; the relationship can change as markets and policy evolve.

Historically, the moment of danger has often come when the curve **steepens again** after an inversion, as the central bank starts cutting rates because the economy is weakening.

## What rates mean for stocks and sectors

- Rising long-term yields make future profits worth less today, which weighs most on **growth stocks** whose profits lie far in the future.
- A steeper curve tends to help **banks**, which borrow short and lend long.
- **Utilities** and **real estate**, valued for their income, compete with bonds and often suffer when yields rise.

## Key points

1. The yield curve plots government bond yields from short to long maturities.
2. Inversion (short above long) has often preceded recessions, with a long and variable lag.
3. Rate moves shift sector leadership; watch yields as part of your market backdrop.
$md$),
    (8, 5, 'Seasonality and the Limits of Timing', $md$
## Calendar patterns

**Seasonality** refers to tendencies linked to the calendar. Some well-known ones in US stocks:

- **"Sell in May and go away"**: historically, the November–April period has produced higher average returns than May–October.
- **The January effect**: small stocks have sometimes outperformed in January, possibly after year-end selling for tax reasons.
- **Year-end strength**: the last weeks of December have often been positive.
- **The presidential cycle**: the third year of a US presidential term has historically been strong on average.
- Individual sectors have seasonal rhythms linked to their business, for example retailers around the holiday season.

## Why to be careful

These patterns are **averages** over many years, with large variation around them. Some years behave in the opposite way, and the difference between "good" and "bad" months is small compared with a single year's ordinary swings. Once a pattern becomes widely known, traders act on it early, which tends to weaken or shift it. And with enough data mining, someone can find a "pattern" for any date by pure chance. Use seasonality at most as a mild tilt, never as the reason for a trade.

## The limits of market timing

Market timing means trying to be in the market for the rises and out for the falls. It sounds simple and is very hard:

- To succeed you must be right **twice** — when to get out and when to get back in.
- Many of the market's **best days** have occurred close to its worst days, during volatile periods. Investors who leave in fear often miss the rebound. Studies of long-term index returns show that missing only a handful of the best days cuts returns dramatically.
- Economic signals such as the yield curve have long and variable lags.

## A practical stance

Instead of predicting turns, **respond to evidence**:

- Let price trends tell you when conditions have changed (a long-term moving average is a simple example).
- Adjust your **exposure** gradually — smaller positions, fewer trades — when conditions deteriorate, rather than going all in or all out.
- Keep risk per trade constant so that no single timing mistake can do serious damage.

## Key points

1. Seasonal tendencies exist on average but vary widely from year to year.
2. Timing requires two correct decisions, and the best days cluster near the worst.
3. Respond to trends and manage exposure rather than predicting the exact turn.
$md$),
    (9, 1, 'Market Makers: The Other Side of Your Trade', $md$
## Who sells when you want to buy

When you press "buy" on a liquid stock, your order fills almost instantly. Often there is no other investor who happened to want to sell at that same moment. The counterparty is frequently a **market maker**: a firm that continuously quotes a price to buy (the bid) and a price to sell (the ask) and stands ready to trade at those prices.

## How market makers earn money

A market maker aims to buy at the bid and sell at the ask, earning the **spread** many thousands of times a day. It does not want to bet on the direction of the price. The danger for it is **inventory risk**: if it buys a lot of shares just before the price falls, it loses. So it manages its inventory constantly — adjusting quotes, hedging and widening the spread when prices are volatile or when it suspects the other side knows something it does not.

## Why they matter to you

- **Liquidity**: market makers make it possible to trade instantly at a fair price in normal conditions.
- **Spreads reflect risk**: in calm, busy stocks, competition between market makers keeps spreads to a cent. Around news, at the open or in thinly traded stocks, spreads widen because the risk of quoting is higher.
- **Liquidity can vanish**: in sudden shocks, market makers may widen their quotes dramatically or step back, which is why stop orders can fill far from their trigger.

## Payment for order flow

Many commission-free retail brokers are paid by wholesale market makers to send them customers' orders — **payment for order flow**. The market maker profits from trading against many small, uninformed orders; in exchange, it usually fills them at or slightly better than the public quote. The arrangement is legal and disclosed in the US, but it is a reason to check your broker's execution quality reports.

## A myth to drop

Market makers are not usually "hunting your stop" personally. Prices do often run through obvious levels where many stops sit, but that reflects liquidity: large orders need many opposite orders to fill, and clusters of stops provide them. The practical lesson is the same either way — avoid placing stops exactly at the most obvious round numbers.

## Key points

1. Market makers quote both sides and earn the spread while managing inventory risk.
2. Spreads widen and liquidity thins when risk rises — at the open, on news, in small stocks.
3. Many retail orders are filled by wholesalers through payment for order flow.
$md$),
    (9, 2, 'The Order Book', $md$
## Every waiting order, in price order

The **order book** lists all the **limit orders** waiting to be filled for a stock on a given venue: buy orders (bids) on one side, sell orders (asks) on the other. The highest bid and the lowest ask form the **top of the book** — the quote you see on any screen. Below them are deeper price levels with more orders.

## Makers and takers

- A **limit order** that waits in the book **adds** liquidity; its sender is called a **maker**.
- A **market order**, or a limit order that crosses the spread and fills immediately, **removes** liquidity; its sender is a **taker**.

Many exchanges charge takers a small fee and pay makers a small rebate, to reward those who provide liquidity.

## Matching rules

Most stock exchanges match orders by **price-time priority**: the best price fills first, and among orders at the same price, the one that arrived first fills first. If you place a buy limit at $20.00 behind 10,000 shares already bid there, your order fills only after those 10,000 shares are filled or cancelled.

## Depth and market impact

**Depth** is how many shares are waiting at each level. A deep book absorbs large orders with little price change; a thin book does not. Suppose the ask side looks like this:

| Price | Shares offered |
|---|---|
| $20.02 | 300 |
| $20.03 | 500 |
| $20.05 | 1,200 |

A market order to buy 1,000 shares fills 300 at $20.02, 500 at $20.03 and 200 at $20.05: an average of about $20.03, already higher than the quote. The larger your order relative to the depth, the more you move the price against yourself. This is **market impact**.

## The book is not the whole story

- Large traders often hide their size using **iceberg orders**, which show only a small part of the total at a time.
- Orders can be cancelled in milliseconds, so displayed size may disappear as the price approaches.
- US stocks trade on many exchanges and off-exchange venues at once, so any single book shows only part of the market.

## Key points

1. The order book lists waiting limit orders; its top is the bid and ask.
2. Makers add liquidity with resting orders; takers remove it.
3. Price-time priority decides who fills first; depth decides your market impact.
$md$),
    (9, 3, 'Level 2 and the Tape', $md$
## Level 1 and Level 2

**Level 1** data is the basic quote: best bid, best ask, their sizes and the last trade. **Level 2** (market depth) shows several price levels on each side, with the sizes waiting there and often the venue or market maker quoting them. It is a window into the order book from the previous lesson.

## Time and sales

The **time and sales** window, also called **the tape**, lists every trade as it happens: time, price and size. Traders combine it with Level 2 to see not only what is offered, but what actually trades. A trade at the ask suggests an aggressive buyer; a trade at the bid, an aggressive seller.

## What traders look for

- **Large resting orders ("walls")**: a big size at one price can slow the price there, acting like very short-term support or resistance.
- **Absorption**: the tape shows large volume trading at a price, yet the price does not move — someone is quietly filling all the opposite orders. When absorption at the ask finally stops, the price can jump.
- **The speed of the tape**: trades printing faster and larger signal rising urgency.
- **Refreshing size**: an offer that keeps reappearing after being hit suggests a larger hidden seller.

## Why to be sceptical

Level 2 is harder to read than it looks:

- Orders can be **cancelled** instantly, and some large displayed orders are placed with no intention of being filled. Deliberately placing orders to mislead others is called **spoofing** and is illegal, but it still occurs.
- **Hidden and iceberg orders** are not shown at all.
- A large share of volume trades **off-exchange**, in places Level 2 does not display.
- Fast, automated firms react to the same information far quicker than any person.

## Who benefits

Level 2 and the tape are most useful to **short-term traders** in liquid stocks, timing entries to the second. For swing and position traders working on daily charts, they add little — the daily close and volume carry the information that matters on that timeframe. If you use Level 2, use it to fine-tune an entry or exit that your chart plan already calls for, not to invent trades.

## Key points

1. Level 2 shows depth at several prices; the tape shows every trade.
2. Walls, absorption and tape speed hint at short-term supply and demand.
3. Displayed orders can vanish or mislead; treat Level 2 as a timing aid, not a signal source.
$md$),
    (9, 4, 'Slippage', $md$
## Expected price versus actual price

**Slippage** is the difference between the price you expected when you decided to trade and the average price at which your order actually filled. Buy expecting $30.00 and fill at $30.06, and you slipped 6 cents per share. On 500 shares, that is $30 — a cost that never appears as a commission but is just as real.

## Where slippage comes from

1. **Crossing the spread**: a market order buys at the ask and sells at the bid, so a round trip always costs at least the spread.
2. **Insufficient depth**: an order larger than the size at the best price walks through several levels of the book.
3. **Price movement**: in fast markets the quote changes between your decision and the fill.
4. **Gaps**: a stop order triggered by an overnight gap fills at the opening price, which can be far beyond the stop.

## When slippage is worst

- At the **open and close**, when orders pile up and spreads can be wide.
- Around **news and economic releases**, when market makers widen their quotes.
- In **small, illiquid stocks** with thin books.
- With **stop-market orders** in sharp moves, since they become market orders at the worst moment.

## How to reduce it

- Trade **liquid** instruments and keep your size small relative to the depth and daily volume.
- Use **limit orders** for entries and profit targets.
- For urgent orders, use a **marketable limit** — a limit placed a little beyond the current quote — which fills immediately but caps the damage.
- Avoid trading in the first minutes after the open or during releases unless that is your strategy.
- Break very large orders into smaller pieces.

## Count it honestly

Many strategies that look profitable on paper fail because they ignore slippage. When you record trades (and especially when you test strategies, Module 13), subtract realistic costs: the spread plus some slippage on every market entry and exit. A strategy that trades often with small targets is the most sensitive to this.

## Key points

1. Slippage is the gap between the expected and actual fill price.
2. It grows with spreads, thin depth, fast markets and gaps.
3. Limit orders, liquid markets and sensible timing keep it down; always include it in your results.
$md$),
    (9, 5, 'Liquidity', $md$
## What liquidity means

**Liquidity** is the ability to buy or sell a meaningful quantity quickly, at a price close to the last trade, without moving the market much. It has several faces:

- **Tightness**: a narrow bid-ask spread.
- **Depth**: plenty of size waiting at and near the best prices.
- **Resilience**: after a large trade, new orders arrive quickly and the price recovers.
- **Volume**: shares traded per day, a rough everyday proxy for all of the above.

## Liquid and illiquid markets

Large companies in major indexes, major currency pairs and the biggest ETFs are highly liquid: spreads of a cent, millions of shares a day. Small companies, thinly traded ETFs and many penny stocks are illiquid: wide spreads, small sizes, and prices that jump on modest orders.

## Why liquidity matters to a trader

1. **Cost**: spreads and slippage are lower in liquid markets.
2. **Exit risk**: in an illiquid stock you may be unable to sell when you need to without crashing the price. Getting in is easy; getting out can be the problem.
3. **Chart reliability**: patterns and levels in illiquid stocks are distorted by single large orders and gaps.
4. **Manipulation risk**: thin markets are easier to push around, which is why many pump-and-dump schemes use tiny stocks.

## Liquidity changes

Liquidity is not constant. It is typically highest in the middle of the session's busiest hours and near the close, and thinner before the open, after hours, around holidays and in the minutes around major news. In a crisis, liquidity can dry up across the whole market at once, precisely when everyone wants to sell. Good risk management assumes that the liquidity you see today will be worse when you most need it.

## A practical rule of thumb

Keep each position small relative to the stock's average daily volume — many traders keep an order below 1% of it — and prefer stocks with tight spreads. If closing your position would take a large share of a day's volume, the position is too large for that stock.

## Key points

1. Liquidity is tight spreads, deep books, quick recovery and healthy volume.
2. It lowers costs, makes exits possible and charts more reliable.
3. Liquidity disappears when it is needed most; size positions for the bad day.
$md$),
    (9, 6, 'VWAP: The Day''s Fair Price', $md$
## What VWAP is

The **volume-weighted average price (VWAP)** is the average price of all trades during the session, where each price is weighted by the number of shares traded at it:

> **VWAP = Σ (price × volume) ÷ Σ volume**

It starts fresh at the open and updates through the day. Charting platforms usually compute each bar's typical price as (high + low + close) ÷ 3 and weight it by the bar's volume.

## A small calculation

| Trade | Price | Shares | Price × shares |
|---|---|---|---|
| 1 | $10.00 | 1,000 | $10,000 |
| 2 | $10.20 | 3,000 | $30,600 |
| 3 | $10.10 | 1,000 | $10,100 |

VWAP = $50,700 ÷ 5,000 = **$10.14**. A simple average of the three prices would be $10.10; VWAP leans towards the price where most shares traded.

## Why institutions use it

Large funds often judge their traders against VWAP: buying below the day's VWAP, or selling above it, means they did better than the average participant. Many execution algorithms aim to trade **in line with VWAP** by spreading an order through the day in proportion to normal volume. This makes VWAP a level that large participants genuinely care about.

## How traders read it

- **Price above VWAP**: buyers have been in control today; the average buyer of the day is in profit. Intraday traders often prefer long trades here.
- **Price below VWAP**: sellers in control; the average buyer is at a loss.
- **VWAP as support or resistance**: in intraday trends, pullbacks often stop near VWAP; reclaiming or losing VWAP can mark a shift in control.
- **Anchored VWAP** starts the calculation from a chosen event — an earnings gap, a major low — to show the average cost of everyone who bought since.

## Limits

Standard VWAP is an **intraday** tool that resets each session; it means little on daily charts without anchoring. It lags more and more as the day goes on, because the early volume keeps weighing on it. And like every average, it describes the past.

## Key points

1. VWAP is the volume-weighted average price of the session.
2. Institutions use it as a benchmark, which gives it real significance intraday.
3. Above VWAP suggests buyers in control, below it sellers; anchored VWAP extends the idea.
$md$),
    (10, 1, 'What an Option Is', $md$
## A right, not an obligation

An **option** is a contract that gives its buyer the **right, but not the obligation**, to buy or sell an underlying asset — such as 100 shares of a stock — at a fixed price, on or before a fixed date. The buyer pays for that right; the seller (the **writer**) receives the payment and takes on the obligation to deliver or to buy if the buyer chooses to use the right.

## The vocabulary

- **Underlying**: the asset the option is on, for example a stock or an ETF.
- **Call**: the right to **buy** the underlying.
- **Put**: the right to **sell** the underlying.
- **Strike price**: the fixed price at which the underlying can be bought or sold.
- **Expiration date**: the last day the option exists.
- **Premium**: the price of the option, paid by the buyer to the seller.
- **Exercise**: using the right. **Assignment**: the seller being required to fulfil it.

## American and European style

**American-style** options (most US stock options) can be exercised at any time up to expiration. **European-style** options (many index options) can be exercised only at expiration. In practice, most option traders never exercise: they **close** their position by selling the option back in the market before it expires.

## Why people trade options

- **Leverage**: a small premium controls a large amount of stock, so percentage gains and losses are large.
- **Defined risk for buyers**: the most an option buyer can lose is the premium paid.
- **Hedging**: an investor can buy puts to protect a portfolio against a fall, like insurance.
- **Income**: sellers collect premiums in exchange for taking on obligations.

## Where they trade

Listed options are standardised contracts traded on options exchanges and guaranteed by a clearing house, so you do not depend on the individual who sold to you. Your broker must approve you for options trading, usually in levels, with buying simple calls and puts at the lowest level and selling uncovered options at the highest.

## Key points

1. An option gives the buyer a right and the seller an obligation, for a premium.
2. Calls are rights to buy, puts rights to sell, at the strike price until expiration.
3. Most positions are closed in the market rather than exercised.
4. Options offer leverage and hedging — and demand that you understand exactly what you hold.
$md$),
    (10, 2, 'Call Options', $md$
## Betting on a rise, with limited risk

Buying a **call** gives you the right to buy the underlying at the strike price until expiration. You buy calls when you expect the price to **rise**, by enough and soon enough.

## Payoff at expiration

At expiration a call is worth its **intrinsic value**: the amount by which the stock price exceeds the strike, or zero if it does not.

> **Call value at expiry = max(0, stock price − strike)**

Example: you buy one call with a $50 strike for a premium of $2.00 per share. One contract covers 100 shares, so you pay $200.

| Stock at expiry | Call value per share | Profit or loss on the contract |
|---|---|---|
| $45 | $0 | −$200 |
| $50 | $0 | −$200 |
| $52 | $2 | $0 (break-even) |
| $55 | $5 | +$300 |
| $60 | $10 | +$800 |

The **break-even** price at expiration is **strike + premium** = $52. Your loss can never exceed the $200 premium, however far the stock falls; your gain grows as long as the stock keeps rising.

## In, at and out of the money

- **In the money (ITM)**: stock price above the strike — the call has intrinsic value.
- **At the money (ATM)**: stock price near the strike.
- **Out of the money (OTM)**: stock price below the strike — the call's price is all time value.

OTM calls are cheap, but the stock must move a long way for them to pay; most expire worthless. ITM calls cost more, behave more like the stock and are more likely to keep some value.

## Selling calls

The **seller** of a call receives the premium and must sell the stock at the strike if assigned. A seller who owns the shares is writing a **covered call**: they collect income but give up gains above the strike. A seller who does not own the shares has a **naked call**, with theoretically unlimited risk if the stock soars — not a position for beginners.

## Key points

1. A call gains when the underlying rises above strike + premium by expiry.
2. A call buyer's maximum loss is the premium paid.
3. OTM calls are cheap because they usually expire worthless; choose strikes deliberately.
$md$),
    (10, 3, 'Put Options', $md$
## The right to sell

Buying a **put** gives you the right to sell the underlying at the strike price until expiration. A put gains value when the price **falls**. Traders buy puts to profit from declines; investors buy them to protect shares they own.

## Payoff at expiration

> **Put value at expiry = max(0, strike − stock price)**

Example: one put with a $100 strike costs $3.00 per share, or $300 for the contract of 100 shares.

| Stock at expiry | Put value per share | Profit or loss on the contract |
|---|---|---|
| $105 | $0 | −$300 |
| $100 | $0 | −$300 |
| $97 | $3 | $0 (break-even) |
| $90 | $10 | +$700 |
| $80 | $20 | +$1,700 |

Break-even at expiry is **strike − premium** = $97. The maximum loss is the $300 premium. The maximum gain is large but limited, because the stock cannot fall below zero: here at most ($100 − $3) × 100 = $9,700.

Compare this with short selling the stock (Module 2): the put also profits from a fall, but its loss is capped at the premium instead of being unlimited, at the cost of paying for time.

## Puts as insurance

An investor holding 100 shares at $100 who buys a $95 put has a **protective put**. If the stock collapses to $70, the put lets them sell at $95, limiting the loss on the shares to $5 per share plus the premium. Like any insurance, it costs money every period it is held, and most of the time it expires unused.

## Moneyness for puts

It is the reverse of calls:

- **In the money**: stock price **below** the strike.
- **Out of the money**: stock price **above** the strike.

## Selling puts

A put **seller** receives the premium and must buy the stock at the strike if assigned. A **cash-secured put** keeps enough cash to buy the shares; it is a way to be paid while waiting to buy a stock at a lower price. The risk is real: if the stock falls far below the strike, the seller must still buy at the strike.

## Key points

1. A put gains when the underlying falls below strike − premium by expiry.
2. A put buyer's maximum loss is the premium; protective puts work as insurance.
3. Put sellers take on the obligation to buy at the strike, even in a collapse.
$md$),
    (10, 4, 'Strikes, Expiries and the Contract Multiplier', $md$
## Reading an option chain

Options are listed in an **option chain**: for each expiration date, a table of strikes with the call and put prices side by side. Each row shows the bid, ask, last price, volume and **open interest** (the number of contracts currently open). As with stocks, you buy at the ask and sell at the bid, and spreads on options are often wide, especially on less-traded strikes.

## The multiplier

A standard US stock option covers **100 shares**. Prices are quoted **per share**, so the cost of one contract is the quoted premium × 100:

- A call quoted at $1.45 costs **$145** per contract.
- Ten contracts at $0.80 cost **$800** and control 1,000 shares.

Forgetting the multiplier is a classic beginner error; always compute the money at risk in dollars before you trade.

## Choosing a strike

The strike sets how far the stock must move for the option to pay, and what you pay for that:

- **In the money**: higher premium, higher chance of ending with value, behaves more like the stock.
- **At the money**: the most time value; balanced cost and sensitivity.
- **Out of the money**: cheap, low chance of paying off, large percentage gains only if a big move happens.

A useful question is: "If my forecast for the stock is right, where do I expect it to be, and by when?" Choose a strike that pays in that scenario, not simply the cheapest one.

## Choosing an expiration

Options exist with many expiries: weekly, monthly and longer-dated (over a year, called LEAPS). The trade-off:

- **Short-dated** options are cheaper but lose value quickly and leave little time to be right.
- **Longer-dated** options cost more but decay more slowly and survive temporary moves against you.

Give your idea more time than you think it needs. A correct forecast that arrives a week after expiry earns nothing.

## Expiration and exercise

At expiration, options that are in the money by a small amount (in the US, usually $0.01 or more) are typically **exercised automatically**, which can leave you with 100 shares per contract — or a short stock position — that you may not have the money for. Close or roll positions before expiry unless you truly intend to exercise.

## Key points

1. One contract = 100 shares; cost = quoted premium × 100.
2. The strike sets the move required; the expiry sets the time allowed.
3. Choose both from your forecast, and close positions before automatic exercise.
$md$),
    (10, 5, 'Time Value and Time Decay', $md$
## Two parts of a premium

Every option premium can be split into:

- **Intrinsic value**: what the option would be worth if exercised now — for a call, max(0, stock − strike); for a put, max(0, strike − stock).
- **Time value** (extrinsic value): everything above intrinsic value. It is the price of the **possibility** that the option becomes more valuable before expiry.

Example: a stock at $53, a $50 call priced at $4.20. Intrinsic value is $3.00; time value is $1.20. An out-of-the-money option is **all** time value.

## What drives time value

1. **Time to expiration**: more time means more chances for a favourable move.
2. **Volatility**: the more the stock is expected to swing, the more valuable the possibility. The market's current estimate of future volatility, derived from option prices, is called **implied volatility (IV)**.
3. **Distance from the strike**: time value is largest at the money and shrinks for deep in- or out-of-the-money options.
4. Interest rates and dividends have smaller effects.

## Time decay

As expiration approaches, time value shrinks, reaching **zero at expiry**, when only intrinsic value remains. This erosion is **time decay**. It is not steady: it is slow for options with months left and **accelerates** in the final weeks, particularly for at-the-money options.

For the **buyer**, time decay is a cost that accrues every day, even when the stock does not move. For the **seller**, it is the main source of profit: they earn the time value if nothing much happens.

## Volatility crush

Implied volatility often rises before known events like earnings and falls sharply right after, once the uncertainty is resolved. Options lose time value suddenly even if the stock moves in the buyer's favour — the **volatility crush** covered in Module 14. Buying options just before an event means paying for inflated time value.

## What it means for a buyer

- You need to be right about **direction, size and timing**.
- Avoid holding short-dated options through periods where you expect nothing to happen.
- Consider longer expiries, and plan to exit before the steepest decay.

## Key points

1. Premium = intrinsic value + time value.
2. Time value depends on time, implied volatility and distance from the strike.
3. Time decay speeds up near expiry; it is the buyer's cost and the seller's income.
$md$),
    (10, 6, 'The Greeks', $md$
## Measuring an option's sensitivities

An option's price depends on several things at once. The **Greeks** measure how much the price changes when one of them changes, holding the others steady. They are estimates from pricing models, but they give a practical feel for how a position will behave.

## Delta — sensitivity to the stock price

**Delta** is the expected change in the option's price for a $1 move in the stock.

- Calls have delta between **0 and 1**; puts between **−1 and 0**.
- At the money, delta is about **0.50** (or −0.50 for puts). Deep in the money it approaches 1 (or −1); far out of the money, 0.
- Example: a call with delta 0.40 should gain about $0.40 per share — $40 per contract — if the stock rises $1.

Delta is also a rough gauge of the probability that the option finishes in the money, and of how many shares the position behaves like: one contract with delta 0.40 acts like about 40 shares.

## Gamma — how fast delta changes

**Gamma** is the change in delta for a $1 move in the stock. It is highest for at-the-money options close to expiry, which is why such options can swing wildly. Buyers have positive gamma (moves help them increasingly), sellers negative gamma.

## Theta — time decay per day

**Theta** is the expected change in the option's price from one day passing, all else equal. For buyers it is negative: a theta of −0.05 means the option loses about $5 per contract per day. It grows as expiry approaches, especially at the money.

## Vega — sensitivity to volatility

**Vega** is the change in price for a one-percentage-point change in implied volatility. Longer-dated options have more vega. A buyer gains when implied volatility rises and loses when it falls, even if the stock does not move.

## Rho — sensitivity to interest rates

**Rho** measures the effect of interest-rate changes. It is usually small for short-dated options and matters more for long-dated ones.

## Putting them together

A trader who buys an at-the-money call a week before expiry holds high gamma and high negative theta: a fast move helps a lot, a quiet week costs a lot. A seller of that call holds the opposite. Before any option trade, look at delta (direction), theta (the cost of waiting) and vega (exposure to volatility).

## Key points

1. Delta: price move per $1 in the stock. Gamma: change in delta.
2. Theta: daily time decay. Vega: sensitivity to implied volatility. Rho: to interest rates.
3. The Greeks describe how a position will behave before you take it.
$md$),
    (10, 7, 'Why Buying Options Caps Your Loss, and Selling Does Not', $md$
## The buyer's defined risk

When you **buy** an option, the premium is the most you can lose. If the trade goes wrong, the option expires worthless and you lose what you paid — no more, no matter how far the stock moves against you. This makes buying calls and puts a **defined-risk** way to take a directional view, and it is why brokers allow it at the lowest options level.

Defined risk is not the same as low risk. Options are leveraged, so it is easy to lose the entire premium, and many options do expire worthless. A trader who spends a large share of the account on options can lose it quickly. Size option purchases so that losing the **whole premium** fits your risk per trade — for example, 1% of the account.

## The seller's open-ended risk

The **seller** of an option receives the premium up front, and that premium is their **maximum gain**. Their potential loss is much larger:

- A **naked call** seller must deliver shares at the strike however high the stock goes: the loss is **unlimited** in theory.
- A **naked put** seller must buy shares at the strike even if the stock falls towards zero: the loss can be nearly the whole strike value.

Selling options wins often — small, frequent gains from time decay — and occasionally loses big. A single sharp move can wipe out many months of collected premiums. This payoff shape tempts beginners because it feels safe until the day it is not.

## Limiting a seller's risk

Sellers can define their risk too:

- A **covered call** is backed by owned shares.
- A **cash-secured put** is backed by the cash to buy the shares.
- A **spread** combines a sold option with a bought option further out of the money: for example, selling a $50 put and buying a $45 put. The bought option caps the maximum loss at the difference between the strikes minus the premium received.

## A beginner's path

1. Learn with small, **bought** calls and puts, sized as if the premium is already lost.
2. Move to covered calls and cash-secured puts on stocks you would be happy to own.
3. Only then study spreads. Leave naked selling to experienced traders with large, well-managed accounts.

## Key points

1. An option buyer risks only the premium; a seller's risk can far exceed the premium received.
2. Defined risk is not small risk — size purchases as if the premium is lost.
3. Covered positions and spreads let sellers cap their losses.
$md$),
    (11, 1, 'The 1% Rule', $md$
## Survival first

The first job of a trader is to **stay in the game**. Every strategy has losing streaks; the question is whether your account survives them long enough for your edge to show. The **1% rule** is the simplest protection: never risk more than **1% of your account** on a single trade.

"Risk" here means the amount you lose if your stop is hit — not the size of the position. With a $20,000 account, 1% is **$200**. You can buy $10,000 of stock with a stop 2% below entry and still risk only $200.

## Why so small?

Losing streaks are longer than intuition suggests. Even a strategy that wins half its trades will, over a few hundred trades, very likely see eight or ten losses in a row at some point. Compare what such a streak does:

| Risk per trade | Account after 10 straight losses |
|---|---|
| 1% | about 90% of the start |
| 2% | about 82% |
| 5% | about 60% |
| 10% | about 35% |

At 1%, a bad streak is an annoyance. At 10%, it is a disaster that needs almost a tripling to recover.

## Risk stays proportional

Because the 1% is measured on the **current** account, risk shrinks automatically after losses and grows after gains. During a drawdown you trade smaller, which slows the damage; as the account grows, your position sizes grow with it.

## Adapting the rule

- Many professionals risk between **0.25% and 2%** per trade. 1% is a sensible default while you learn; 0.5% is better still for your first months.
- Consider the **total risk** of all open positions too. Five open trades at 1% each, all in the same sector, can behave like one 5% trade if the sector falls together. Many traders cap total open risk at around 5–6%.
- Small accounts make 1% feel tiny. That is the point: you are buying experience cheaply.

## What the rule does not do

It does not protect you from gaps past your stop, from trading without a stop, or from moving a stop further away once in a trade. The rule works only together with the habits in the rest of this module.

## Key points

1. Risk at most 1% of the current account per trade — the loss if the stop is hit.
2. Small risk per trade makes losing streaks survivable.
3. Watch total open risk and correlation, not just each trade alone.
$md$),
    (11, 2, 'Position Sizing From the Stop', $md$
## Size is the output, not the input

Most beginners decide how many shares to buy first and think about the stop later, if at all. Professional sizing works the other way round. You decide **where the trade is wrong** (the stop) and **how much you will lose if it is** (your risk), and the position size follows.

## The formula

> **Shares = (account × risk %) ÷ (entry price − stop price)**

For a short position, the denominator is (stop price − entry price).

## Worked example

- Account: $25,000. Risk per trade: 1% = **$250**.
- Entry: $64.00. Stop below the last swing low: $61.50. Risk per share: **$2.50**.
- Shares: $250 ÷ $2.50 = **100 shares**, a position of $6,400.

Now a second trade in the same account with a tight stop:

- Entry $64.00, stop $63.00: risk per share $1.00.
- Shares: $250 ÷ $1.00 = **250 shares**, a position of $16,000.

The positions differ greatly in size, yet both lose the same $250 if stopped out. That is the goal: **every trade risks the same**, so no single trade dominates your results.

## Practical checks

1. **Round down** to whole shares, never up.
2. **Cap the position** at what your account can actually hold, and at a sensible share of it. A very tight stop can produce a position larger than your account allows.
3. **Include costs**: with wide spreads or expected slippage, add them to the risk per share.
4. **Gaps**: a stock that often gaps may lose more than planned overnight; reduce size for it, or for holding through earnings.

## The stop comes from the chart, not the wallet

Do not place a stop at "$1 below my entry because that is what I can afford". Place it where the market would prove the idea wrong — beyond support, below a swing low, outside a pattern — and let the size shrink to fit. If the logical stop is so far away that the position becomes tiny, the trade may not be worth taking.

## Key points

1. Shares = money at risk ÷ risk per share.
2. Equal risk per trade, different position sizes.
3. Stops come from the chart; size adapts to them — never the other way round.
$md$),
    (11, 3, 'Reward-to-Risk and Win Rate', $md$
## Two numbers that decide profitability

Whether a trading approach makes money depends on two things together:

- **Win rate**: the share of trades that are profitable.
- **Reward-to-risk**: how much the average winner makes compared with how much the average loser loses.

A high win rate with tiny winners can lose money; a low win rate with large winners can be very profitable.

## Planning reward-to-risk

Before entering, measure:

- **Risk** = entry − stop.
- **Reward** = target − entry.

Entry $40, stop $38, target $46: risk $2, reward $6, a **3:1** reward-to-risk ratio (often written **3R**: the gain is three times the amount risked, **R**).

## The break-even win rate

For a given ratio, the win rate needed just to break even (before costs) is:

> **Break-even win rate = 1 ÷ (1 + reward-to-risk)**

| Reward-to-risk | Break-even win rate |
|---|---|
| 1:1 | 50% |
| 2:1 | 33% |
| 3:1 | 25% |
| 0.5:1 | 67% |

With 2:1 trades you can be wrong on 6 trades out of 10 and still come out ahead: 4 winners × 2R = 8R, minus 6 losers × 1R = 6R, a net gain of 2R.

## Targets must be realistic

A 5:1 ratio on paper is worthless if the price never reaches the target. Targets should come from the chart — the next resistance, a measured move — not from a wish. Higher targets are reached less often; there is always a trade-off between ratio and win rate. Many swing traders look for at least 2:1 at entry and skip trades that do not offer it.

## Let winners work, cut losers

The most common way traders ruin a good ratio is emotional: closing winners early to "lock in a profit" and holding losers hoping they come back. That shrinks the average win and enlarges the average loss. Decide exits in advance, and use rules (a trailing stop, a partial exit at 1R with the rest at target) rather than feelings.

## Key points

1. Profitability depends on win rate and reward-to-risk together.
2. Break-even win rate = 1 ÷ (1 + ratio); at 2:1, a little over one winner in three is enough.
3. Take targets from the chart, and protect your ratio from early exits and held losers.
$md$),
    (11, 4, 'The Mathematics of Drawdowns', $md$
## What a drawdown is

A **drawdown** is the decline of your account from its highest value to a later low, measured in percent. If your account peaks at $50,000 and falls to $40,000, you are in a 20% drawdown until it makes a new high. The largest such decline in a record is the **maximum drawdown**.

## Losses and recoveries are not symmetric

After a loss, you have less capital working for you, so you need a **larger percentage gain** to get back:

> **Gain needed to recover = loss ÷ (1 − loss)**

| Drawdown | Gain needed to recover |
|---|---|
| 10% | 11% |
| 20% | 25% |
| 30% | 43% |
| 40% | 67% |
| 50% | 100% |
| 75% | 300% |

Small drawdowns are easy to recover from; large ones can take years or never be recovered. This table is the strongest argument for small risk per trade.

## How drawdowns build

Drawdowns come from losing streaks, from a few oversized losses, or from many correlated positions falling together. Risking 1% per trade keeps a streak of ten losses near a 10% drawdown; risking 5% per trade takes the same streak to about 40%.

## The psychological side

Drawdowns hurt more than the numbers suggest. Deep in a drawdown, traders tend to do the worst possible things: increase size to "win it back", abandon a sound strategy at its low point, or stop following their rules. A drawdown you can tolerate emotionally is usually much smaller than one you think you can tolerate on paper.

## Managing a drawdown

Decide your response **in advance**:

- At a **10%** drawdown, cut risk per trade in half.
- At **15–20%**, stop trading live, review your journal and trade on paper until you find the cause.
- Return to normal size only after recovering part of the loss with smaller trades.

These thresholds are examples; the point is to have them written down before you need them.

## Key points

1. A drawdown is the fall from peak to trough, in percent.
2. Recovery needs a larger gain than the loss: 50% down needs 100% up.
3. Small risk per trade keeps drawdowns shallow; plan your response before they happen.
$md$),
    (11, 5, 'Emotions and Biases', $md$
## Your brain is not built for trading

The instincts that serve us in daily life — avoid pain, follow the group, trust recent experience — often work against us in markets. Knowing the common patterns does not make you immune, but it lets you notice them and lean on rules instead.

## Fear and greed

- **Fear** makes traders skip valid setups after a few losses, exit winners too early, and sell at the bottom of a decline.
- **Greed** makes them oversize positions, chase prices that have already run, and ignore their targets hoping for more.

## Common biases

- **Loss aversion**: losses hurt roughly twice as much as equal gains feel good. The result is holding losing trades too long (to avoid realising the pain) and cutting winners early (to secure the pleasure). This pattern is called the **disposition effect**.
- **Confirmation bias**: looking only for information that supports your position and dismissing what contradicts it.
- **Recency bias**: giving too much weight to the last few trades or days. Three wins feel like a proven strategy; three losses feel like a broken one.
- **Overconfidence**: after a winning run, believing skill is higher than it is, and increasing risk.
- **Anchoring**: fixing on a price — what you paid, a previous high — as if the market cares about it.
- **Sunk cost**: refusing to exit because of what has already been lost.

## Revenge trading and FOMO

**Revenge trading** is jumping straight into another trade after a loss to win the money back, usually larger and with no setup. **FOMO** (fear of missing out) is chasing a move because everyone else seems to be profiting. Both replace a plan with an emotion; both are among the fastest ways to turn a small loss into a large one.

## Practical defences

1. **Decide before you enter**: entry, stop, target and size, written down. During the trade, you execute — you do not re-decide.
2. **Use orders**: a stop order in the market cannot hesitate.
3. **Pause after losses**: for example, stop trading for the day after two losses in a row.
4. **Keep a journal** of emotions as well as numbers, to see your own patterns.
5. **Trade a size you can ignore**: if a position keeps you awake, it is too big.

## Key points

1. Fear and greed distort exits, entries and size.
2. Loss aversion, confirmation, recency and overconfidence are the classic traps.
3. Pre-commitment, automatic orders and breaks after losses keep emotions out of decisions.
$md$),
    (11, 6, 'Habits and the Trading Plan', $md$
## A plan turns intentions into rules

A **trading plan** is a written document that describes how you trade. It exists so that, in the heat of the moment, you follow decisions you made calmly. It does not need to be long, but it must be specific enough that someone else could follow it.

## What a plan contains

1. **Goals and limits**: what you are trying to achieve, and the maximum you are prepared to lose per trade, per day and per month.
2. **Markets and timeframes**: which instruments you trade, on which charts, at what times.
3. **Setups**: the exact conditions for entering, for example "daily uptrend, pullback to rising 50-day MA, bullish candle on above-average volume".
4. **Exits**: where stops go, how targets are set, when to trail or take partial profits.
5. **Position sizing**: the risk per trade and the formula from Lesson 11.2.
6. **Routine**: what you do before, during and after each session.
7. **Review**: how and when you evaluate your results and update the plan.

## Daily habits

- **Before the session**: check the market backdrop, economic calendar and open positions; prepare a short watchlist with levels and planned orders.
- **During**: take only trades that match the plan; place stops immediately; avoid staring at every tick of open positions.
- **After**: record every trade in your journal — the setup, the reasons, the result, and how you felt — and note one thing to improve.

## Rules for bad days

Write down what happens when things go wrong. A **daily loss limit** (for example, three times your per-trade risk) ends the session automatically. A set number of consecutive losses triggers a break. These rules matter most precisely when you least want to follow them.

## Improving the plan

Change the plan on a schedule — weekly or monthly, based on the journal — not in the middle of a trade or after a single loss. Change one thing at a time so you can see its effect.

## Consistency over brilliance

Most of a trader's long-term result comes from doing ordinary things reliably: sizing correctly, respecting stops, taking only planned setups. A boring, consistent process beats an exciting, improvised one.

## Key points

1. A written plan defines markets, setups, exits, sizing, routine and review.
2. Daily routines and loss limits protect you on bad days.
3. Revise the plan on a schedule, from journal evidence, one change at a time.
$md$),
    (12, 1, 'REITs: Owning Property Through the Stock Market', $md$
## What a REIT is

A **real estate investment trust (REIT)** is a company that owns, and usually operates, income-producing property — offices, apartments, warehouses, shopping centres, data centres, cell towers — or finances it through mortgages. Listed REITs trade on stock exchanges like any share, so you can own a slice of a large property portfolio with a single small purchase.

## The dividend rule

In the United States, a company qualifies as a REIT by meeting several rules, the best known being that it must distribute **at least 90% of its taxable income** to shareholders as dividends. In exchange, it generally pays no corporate income tax on what it distributes. That is why REITs typically have **higher dividend yields** than most stocks. The dividends are usually taxed as ordinary income rather than at the lower rate for qualified dividends, which matters for taxable accounts.

## Kinds of REITs

- **Equity REITs** own properties and earn rents. Most listed REITs are of this kind.
- **Mortgage REITs** lend to property owners or buy mortgage securities, earning interest. They are far more sensitive to interest rates and credit, and often use heavy leverage.
- Sectors within equity REITs behave differently: warehouses and data centres have grown with e-commerce and cloud computing; offices and malls have faced structural pressure.

## How REITs are valued

Because property is depreciated on paper even when it holds its value, net income understates a REIT's earning power. Analysts use **funds from operations (FFO)** — roughly net income plus depreciation, minus gains from property sales — and compare price to FFO instead of the P/E ratio.

## What drives REIT prices

- **Interest rates**: REITs borrow heavily and compete with bonds for income-seeking investors, so rising rates usually weigh on them.
- **The economy and occupancy**: rents and vacancy rates follow business and consumer demand.
- **Property-type trends**, such as remote work for offices.

## Their place in a portfolio

REITs give exposure to real estate with the **liquidity** of a stock, unlike owning a building directly. But they behave partly like stocks: in market sell-offs they often fall with everything else. Their diversification benefit is real over long periods, but smaller than the word "real estate" suggests.

## Key points

1. REITs own or finance income-producing property and trade like shares.
2. US REITs must distribute at least 90% of taxable income, giving high yields.
3. Value them on FFO; watch interest rates and property-type trends.
$md$),
    (12, 2, 'Gold and Precious Metals', $md$
## Why people own gold

Gold pays no interest and no dividend, yet central banks and investors hold large amounts of it. Its appeal comes from a few lasting qualities:

- It is **nobody's liability**: unlike a bond or a bank deposit, it does not depend on a borrower's promise.
- It has a long history as a **store of value**, and its supply grows slowly.
- It tends to attract buyers during **crises and uncertainty**, when confidence in financial assets falls.

## What moves the price

- **Real interest rates**: interest rates minus inflation. Because gold pays nothing, holding it costs the interest you could earn elsewhere. When real rates are low or negative, that cost is small and gold has tended to do well; when real rates rise, gold has tended to struggle.
- **The US dollar**: gold is priced in dollars, so a weaker dollar often coincides with a higher gold price, and vice versa.
- **Fear and demand**: geopolitical shocks, financial stress and central-bank buying add demand; jewellery and industrial use play a smaller role.

## Gold as an inflation hedge

Gold is often called an inflation hedge, and over very long periods it has roughly kept its purchasing power. Over shorter periods the link is weak: gold has gone through long stretches of falling prices even while inflation continued. Think of it more as insurance against extreme outcomes than as a precise hedge.

## Ways to own it

- **Physical gold** (coins, bars): direct ownership, but with storage, insurance and dealer spreads.
- **Gold ETFs** backed by physical metal: simple and liquid, with a small annual fee.
- **Gold miners' shares**: companies whose profits are leveraged to the gold price, but which also carry business risks — costs, debt, management, politics. They often move more than gold itself, in both directions.
- **Futures**: used by professionals, with leverage (next lesson).

## Silver and other metals

Silver, platinum and palladium are also precious metals, but much of their demand is **industrial**, so they behave partly like commodities tied to the economic cycle. Silver is typically more volatile than gold.

## Key points

1. Gold is valued as a store of value outside the financial system and a crisis hedge.
2. Real interest rates, the dollar and fear are its main drivers.
3. Physical gold, ETFs, miners and futures carry different risks; miners add company risk.
$md$),
    (12, 3, 'Commodity Futures', $md$
## What a futures contract is

A **futures contract** is a standardised agreement, traded on an exchange, to buy or sell a set quantity of something — crude oil, wheat, copper, gold, or a financial index — at a set price on a future date. Unlike an option, **both sides are obligated**. Most traders never deliver or receive the goods; they close their position before expiry.

## Standard contract sizes

Each contract has a fixed size. A standard crude oil contract covers **1,000 barrels**, so a $1 move in the oil price changes the contract's value by $1,000. Smaller "micro" and "mini" contracts exist for many markets, covering a fraction of the standard size.

## Margin and leverage

Futures traders do not pay the full contract value. They post an **initial margin**, a good-faith deposit that is often only a small percentage of the contract's value. Every day, gains and losses are settled in cash (**marked to market**). If losses push the account below the **maintenance margin**, the broker issues a margin call. This leverage means a small price move can produce a gain or loss larger than the margin posted — losses can exceed the initial deposit.

## Who trades futures

- **Hedgers**: producers and users of the commodity. A farmer sells wheat futures to lock in a price for the harvest; an airline buys fuel futures to lock in its costs.
- **Speculators**: traders seeking to profit from price moves, who provide liquidity and take on the risk hedgers want to shed.

## Contango, backwardation and rolling

Futures for different delivery months trade at different prices:

- In **contango**, later contracts are priced **higher** than near ones (often reflecting storage and financing costs).
- In **backwardation**, later contracts are **lower** (often a sign of tight current supply).

A fund or trader holding futures must **roll** positions from the expiring contract to the next one. In contango, rolling means selling cheaper and buying dearer, again and again, which is why many commodity ETFs lag the spot price over time.

## A caution for beginners

Futures combine leverage, daily settlement and overnight moves in markets that trade almost around the clock. They are valuable tools, but start with micro contracts, a paper account or commodity ETFs, and only after mastering risk management.

## Key points

1. Futures oblige both sides to trade a standard quantity at a set price on a future date.
2. Small margins create high leverage; losses can exceed the deposit.
3. Contango and rolling costs affect long-term returns of commodity funds.
$md$),
    (12, 4, 'Private Markets', $md$
## Beyond the stock exchange

**Private markets** are investments in assets that do not trade on public exchanges:

- **Private equity**: buying stakes in private companies, often buying whole businesses with borrowed money (**leveraged buyouts**) to improve and sell them years later.
- **Venture capital**: funding young, fast-growing start-ups in exchange for equity, knowing most will fail and a few may succeed spectacularly.
- **Private credit**: loans made directly to companies by funds rather than banks.
- **Private real estate and infrastructure**: buildings, toll roads, energy networks owned outside listed markets.

## Why investors use them

- Access to companies and projects that are not available on the stock market — many firms now stay private much longer than in the past.
- Potentially **higher returns** to compensate for tying up money for years (an **illiquidity premium**).
- Returns that appear smoother than public markets.

## The catches

1. **Illiquidity**: money is typically committed to a fund for **seven to ten years or more**, with limited ways to get it back early.
2. **High fees**: a traditional structure charges around 2% of assets a year plus about 20% of profits above a threshold.
3. **Valuation**: assets are valued periodically by the managers rather than by daily trading. The smoothness of reported returns partly reflects this infrequent valuation, not lower real risk.
4. **Wide dispersion**: the difference between the best and worst managers is much larger than in public markets, and the best funds are hard to access.
5. **Access rules**: many private funds are limited to accredited or professional investors with substantial wealth or income.

## For an individual trader

Newer vehicles — listed private-equity firms, interval funds, business development companies — offer some exposure with smaller minimums, each with its own fees and liquidity limits. Read the redemption terms carefully: "you can sell quarterly, up to a limit" is very different from selling a share instantly. For most people learning to trade, private markets are something to understand, not a place to start.

## Key points

1. Private markets include private equity, venture capital, private credit and real assets.
2. They offer access and a possible illiquidity premium in exchange for locked-up money and high fees.
3. Smooth reported returns partly reflect infrequent valuation; the real risks remain.
$md$),
    (12, 5, 'Alternatives in a Portfolio', $md$
## Why add alternatives at all

The main reason to hold alternative investments — real estate, gold, commodities, private assets — is **diversification**: owning things whose returns do not move in lockstep with stocks and bonds, so that the whole portfolio's swings are smaller for a given expected return.

## Correlation in one idea

**Correlation** measures how two assets move together, from +1 (always together) through 0 (unrelated) to −1 (always opposite). Combining assets with low correlation reduces the portfolio's overall volatility. Two stocks in the same industry might have a correlation of 0.8; stocks and gold have historically had a correlation near zero over long periods, though it varies.

## Correlations change in a crisis

A hard lesson of market history is that in severe sell-offs, correlations between many risky assets **rise towards 1**: investors sell whatever they can, and things that seemed diversified fall together. REITs and commodity producers often behave like stocks in a crash. Assets that have held up better in crises, such as high-quality government bonds and sometimes gold, are valuable precisely for that reason — but no asset is guaranteed to protect you every time.

## Matching the tool to the job

| Alternative | What it can add | What to watch |
|---|---|---|
| REITs | income, property exposure | interest-rate sensitivity, stock-like falls |
| Gold | crisis and currency hedge | no income, long flat periods |
| Commodities | inflation sensitivity | roll costs, high volatility |
| Private assets | access, illiquidity premium | fees, lock-ups, valuation lag |

## Sizing and rebalancing

Alternatives are usually held as a **modest slice** of a portfolio — often between 5% and 20% in total, depending on goals. Set a target weight and **rebalance** periodically: sell some of what has risen above target and buy what has fallen below. Rebalancing enforces buying low and selling high, and keeps the portfolio's risk where you intended.

## Complexity is a cost

Each alternative brings its own fees, taxes and mechanics. If you cannot explain how an investment makes money, what can go wrong and how you would exit, it does not belong in your portfolio yet. Simple, liquid, low-cost vehicles are usually the right start.

## Key points

1. Alternatives earn their place through low correlation with stocks and bonds.
2. Correlations rise in crises; diversification is weaker exactly when it is most wanted.
3. Keep alternatives a modest, rebalanced slice, and understand each one before owning it.
$md$),
    (13, 1, 'From Idea to Rules', $md$
## Why write rules

Discretionary trading — deciding each trade by judgement — is flexible, but it is hard to measure and easy to corrupt with emotion. A **trading system** is a set of explicit rules that define every decision: what to trade, when to enter, when to exit and how much to risk. Because the rules are precise, a system can be tested on past data, followed consistently and improved deliberately.

## Start from a reason

A good system begins with an idea about **why** the market should behave in a certain way, not with a search through indicators. Examples:

- "Strong trends tend to persist because information spreads gradually and large funds build positions over weeks" — a trend-following idea.
- "Short-term overreactions in quality stocks tend to partly reverse" — a mean-reversion idea.

An idea with a plausible reason is more likely to keep working than a pattern found by chance.

## The parts of a complete system

1. **Universe**: which instruments — for example, the 500 largest US stocks with average volume above 1 million shares.
2. **Setup filter**: conditions that must be true to consider a trade — for example, price above its 200-day moving average.
3. **Entry trigger**: the exact event — for example, a close at a new 20-day high.
4. **Initial stop**: where the trade is wrong — for example, 2 × ATR below the entry (Module 15 explains ATR).
5. **Exit rules**: targets, trailing stops, time stops.
6. **Position sizing**: risk per trade and the formula.
7. **Portfolio limits**: maximum number of positions, total risk, sector concentration.

## Test your wording

A rule is precise enough when two people applying it to the same chart would reach the same decision. "Buy when the trend looks strong" fails; "buy at the next open after a daily close above the highest close of the previous 20 days" passes. Ambiguity is where emotion sneaks back in.

## Keep it simple

Systems with few rules and few adjustable settings are easier to understand, test and trust. Each extra condition may improve the past results a little while making the system more fragile in the future. Start with the simplest version of the idea and add a rule only when it has a clear reason.

## Key points

1. A system turns a trading idea into explicit rules for every decision.
2. Begin with a reason the market should behave as expected.
3. Define universe, setup, entry, stop, exits, sizing and portfolio limits precisely.
$md$),
    (13, 2, 'Backtesting', $md$
## Testing on the past

A **backtest** applies a system's rules to historical data to see how it would have performed. It cannot prove a system will work in the future, but it can quickly show that an idea **does not** work, and it reveals a system's character: how often it wins, how large its drawdowns are, how long its losing streaks last.

## Doing it properly

1. **Use enough data**: many years and many trades — ideally hundreds — covering rising, falling and sideways markets. Ten trades prove nothing.
2. **Include costs**: commissions, spreads and realistic slippage on every entry and exit.
3. **Avoid look-ahead bias**: each decision may use only information available at that moment. A rule that uses today's close to buy at today's open is impossible in reality. Signals from a close usually mean entering at the next open.
4. **Avoid survivorship bias**: test on the stocks that existed at the time, including those later delisted or bankrupt. Testing only today's index members ignores all the losers that dropped out.
5. **Use adjusted data**: prices adjusted for splits (and, where relevant, dividends), so gaps from corporate actions are not mistaken for market moves.

## What to measure

- **Total and annual return**, compared with simply holding an index.
- **Maximum drawdown** and the longest time spent below a previous peak.
- **Number of trades, win rate, average win and average loss**.
- **Expectancy** per trade (Lesson 13.6).
- **Consistency**: results by year, and by market conditions.

## Reading the results honestly

Ask whether you could have lived through the worst period. A system with a 40% maximum drawdown will, sooner or later, produce one in real time, and most people abandon a system in the middle of such a drawdown. Remember too that a backtest is an optimistic estimate: live results are usually somewhat worse.

## Paper trading: the next step

After a convincing backtest, trade the system **on paper** or with very small size for a while. This **forward test** catches mistakes in the rules, data problems and practical issues — orders that cannot really be filled, signals arriving at inconvenient times — before real money is at stake.

## Key points

1. Backtests show a system's character and quickly eliminate bad ideas.
2. Use long data, realistic costs, and guard against look-ahead and survivorship bias.
3. Judge drawdowns as well as returns, and forward-test before going live.
$md$),
    (13, 3, 'Overfitting: When a Backtest Lies', $md$
## Fitting the noise

**Overfitting** (or curve-fitting) happens when a system is tuned so closely to past data that it captures random noise instead of a lasting pattern. Such a system looks superb in its backtest and disappoints, often badly, in live trading. It is the most common way system traders fool themselves.

## How it happens

- **Too many parameters**: every setting you can adjust — a moving average length, an RSI threshold, a stop distance — is a way to fit the past. With enough settings, any data can be made to look profitable.
- **Optimisation without limits**: testing thousands of combinations and picking the best one. The best of many random results is still random.
- **Rules added to remove specific losing trades**: "don't trade on Tuesdays in March" fixes the past and predicts nothing.
- **Re-testing on the same data** after each change, so the data silently shapes the rules.

## Warning signs

- Very smooth results with tiny drawdowns.
- Performance that collapses when a setting changes slightly (50-day works, 48- and 52-day do not).
- A system that works only in one market or one period.
- Many rules, with no clear reason for each.

## Defences

1. **Out-of-sample testing**: split the data. Develop the system on one part (for example, the earlier 70%) and test it **once** on the rest. If it fails there, do not tweak and re-test — that turns the out-of-sample data into in-sample data.
2. **Walk-forward analysis**: repeatedly optimise on a window of past data and test on the following period, rolling through history.
3. **Robustness checks**: look for broad plateaus of good settings, not sharp peaks. Test on other markets and periods.
4. **Fewer parameters**: prefer standard, round settings and simple rules with a reason.
5. **Expect worse**: assume live performance will be noticeably below the backtest, and check whether the system is still worth trading then.

## A useful attitude

Treat your backtest like a sceptical scientist treats their own experiment: try hard to break it. A system that survives honest attempts to break it deserves a small live trial; a system that only survives when protected does not.

## Key points

1. Overfitting tunes a system to past noise; it fails on new data.
2. Many parameters, heavy optimisation and special-case rules are the usual causes.
3. Out-of-sample and walk-forward tests, robustness checks and simplicity are the defences.
$md$),
    (13, 4, 'Trend-Following Systems', $md$
## The idea

**Trend following** buys markets that are rising and sells (or avoids) markets that are falling, and holds positions as long as the trend lasts. It does not try to predict tops or bottoms. It aims to capture the middle of large moves, accepting that it will enter late and exit late.

## Typical rules

- **Entry**: a **breakout** — for example, a close above the highest close of the past 50 days — or a moving-average signal, such as the 50-day crossing above the 200-day.
- **Exit**: a trailing stop or an opposite signal — for example, a close below the lowest close of the past 20 days, or a trailing stop of a few times the average true range.
- **Sizing**: equal risk per trade, usually based on volatility, so calm and wild markets carry similar risk.
- **Diversification**: applied across many markets or stocks, because big trends are rare in any single one.

## The character of trend following

Trend-following systems typically have:

- a **low win rate** — often 30–45% — with many small losses from false breakouts;
- a **few large winners** that pay for all the losses and more;
- **long flat or losing periods** in sideways markets, followed by strong gains when big trends appear.

This profile is psychologically hard. Most trades lose, and the system gives back part of each big gain before its trailing exit triggers. Many traders abandon trend following just before the trend that would have made their year.

## Why it can work

Trends can persist because information spreads gradually, because large investors build and unwind positions over weeks, and because people under-react and then over-react to news. Trend following has a long record across many asset classes, though with long periods of weak results.

## Making it your own

- Use **long enough** lookbacks for your timeframe; very short breakouts mostly catch noise.
- Never **cut winners** by taking small fixed profits: the large winners are the whole point.
- Judge the system over **many trades and years**, not over a few weeks.

## Key points

1. Trend following enters on breakouts or moving-average signals and exits on trailing stops.
2. Expect a low win rate, small losses and rare big winners.
3. Its success depends on diversification, patience and letting winners run.
$md$),
    (13, 5, 'Mean-Reversion Systems', $md$
## The idea

**Mean reversion** assumes that prices which move unusually far from their recent average in a short time tend to move part of the way back. Instead of following moves, a mean-reversion system **fades** them: it buys sharp short-term drops and sells sharp short-term rises, expecting a snap-back.

## Typical rules

- **Filter**: trade only in the direction of the longer trend — for example, buy short-term dips only when the price is above its 200-day moving average. This avoids catching falling knives in real downtrends.
- **Entry**: an oversold reading on a short-term measure, such as a 2- or 3-day RSI below 10, a close below the lower Bollinger Band, or several down days in a row.
- **Exit**: a return towards the mean — for example, a close above the 5-day moving average or a short-term RSI back above 50 — or a **time stop** after a few days if nothing happens.
- **Stop**: some systems use wide stops or none, relying on small size; this is dangerous, and beginners should always define a maximum loss.

## The character of mean reversion

It is the mirror image of trend following:

- a **high win rate** — often 60–75%;
- **small average winners** and occasional **large losers** when a drop keeps going;
- short holding periods, often a few days.

The danger lies in the rare case where a "temporary" drop is the start of a collapse — bad news, a fraud, a market crash. Without a stop or a position limit, one such trade can erase dozens of winners.

## Where it works best

Mean reversion tends to work better in **range-bound markets**, in broad indexes and large, liquid stocks, and over **short horizons**. It tends to suffer in strong trends, in crashes, and in individual stocks facing genuine bad news.

## Combining approaches

Because trend following and mean reversion thrive in different conditions, some traders run both. Their results often have low correlation, which smooths the overall equity curve — another application of diversification, this time across strategies.

## Key points

1. Mean reversion fades short-term extremes, expecting a move back towards the average.
2. Filter with the long-term trend, and always cap the loss per trade.
3. Expect many small wins and occasional large losses; it suits ranges and liquid markets.
$md$),
    (13, 6, 'Expectancy: Measuring an Edge', $md$
## The one number that summarises a system

**Expectancy** is the average amount a system makes or loses **per trade** over many trades. A positive expectancy means an edge; zero or negative means none.

> **Expectancy = (win rate × average win) − (loss rate × average loss)**

## Worked example

Over 200 trades:

- 80 winners (40%), average win $450;
- 120 losers (60%), average loss $200.

Expectancy = 0.40 × $450 − 0.60 × $200 = $180 − $120 = **$60 per trade**.

Over the next 200 trades, you would expect to make around $12,000 — not evenly, but on average.

## Expectancy in R

It is often clearer to measure in multiples of the amount risked per trade (**R**). If every trade risks 1R and the average win is 2.25R while the average loss is 1R:

Expectancy = 0.40 × 2.25R − 0.60 × 1R = **0.30R per trade**.

Measuring in R lets you compare systems and periods independently of account size, and translate results straight into money: at $200 per R, 0.30R is $60.

## Why both halves matter

- A 70% win rate with average win 0.5R and average loss 1.5R gives 0.7 × 0.5 − 0.3 × 1.5 = **−0.10R**: losing, despite winning most trades.
- A 35% win rate with average win 3R and average loss 1R gives 0.35 × 3 − 0.65 × 1 = **+0.40R**: strongly winning, despite losing most trades.

## Sample size and confidence

Expectancy from 20 trades is mostly luck. The fewer the trades and the more variable the results, the less you can trust the number. Aim for at least 100 trades — ideally more — before drawing conclusions, and look at whether expectancy is stable across different years and market conditions.

## Costs and frequency

Expectancy should be measured **after costs**. A system with a small positive expectancy per trade can be turned negative by commissions and slippage. On the other hand, a small but reliable expectancy applied over many trades can produce good results — total profit is expectancy × number of trades.

## Key points

1. Expectancy = win rate × average win − loss rate × average loss.
2. Measure it in R to compare systems and account sizes.
3. Trust it only over many trades and after costs.
$md$),
    (14, 1, 'Earnings Season', $md$
## Four times a year

Listed companies report their results every quarter. In the US, most large companies report within a few weeks after each quarter ends, so **earnings season** brings a concentrated wave of reports in January–February, April–May, July–August and October–November. Dates are announced in advance; a good economic and earnings calendar lists them.

## What a report contains

- The **income statement** figures: revenue, margins, EPS (Module 6).
- **Guidance**: management's outlook for the next quarter or year.
- The **earnings call**, where executives discuss results and answer analysts' questions. Tone and details from the call can move the stock as much as the numbers.

Most US companies report **before the open or after the close**, so the price reaction shows up as a **gap** at the next session's open.

## What moves the stock

As Module 6 explained, the market reacts to **surprises against expectations**: revenue and EPS versus consensus, margins, and above all guidance. A stock that beat estimates but lowered its outlook can fall hard; a stock that missed but reassured investors can rise.

## The expected move

Options prices reveal how big a move the market expects. Implied volatility rises into the report, and the price of an at-the-money **straddle** (a call plus a put at the same strike) for the nearest expiry after the report gives a rough estimate of the expected move in either direction. If the straddle costs $6 on a $100 stock, the market is pricing a move of roughly 6%.

## Trading choices around earnings

1. **Avoid the event**: close or reduce positions before the report. For most swing traders this is the default — a gap can jump straight past any stop.
2. **Hold with smaller size**: size the position so that a gap of two or three times the expected move would still be an acceptable loss.
3. **Trade the reaction**: wait for the report and the first part of the session, then trade the new trend or the gap with a defined stop. This gives up the surprise but keeps the risk measurable.

## Sector read-throughs

Early reporters in an industry give clues about their peers: a large retailer's comments on consumer spending or a chipmaker's view of demand can move the whole sector. Following the first reports of the season helps you anticipate the mood.

## Key points

1. Earnings arrive in seasons, usually outside market hours, and cause gaps.
2. Surprise and guidance drive the reaction; options show the expected move.
3. Decide in advance whether to avoid, size down or trade the reaction.
$md$),
    (14, 2, 'Economic Reports', $md$
## The calendar that moves everything

Scheduled economic releases can move entire markets in seconds. Knowing when they are due — and what is expected — is basic preparation for any trading day. An **economic calendar** lists each release with its time, the previous value and the **consensus forecast**.

## The reports that matter most (US)

| Report | What it measures | Usual timing |
|---|---|---|
| Employment Situation (nonfarm payrolls) | jobs added, unemployment rate, wages | first Friday of the month, 8:30 a.m. ET |
| Consumer Price Index (CPI) | consumer inflation | mid-month, 8:30 a.m. ET |
| Producer Price Index (PPI) | inflation at the producer level | monthly |
| Personal consumption expenditures (PCE) price index | the Fed's preferred inflation gauge | end of the month |
| Gross domestic product (GDP) | total output, quarterly, with revisions | quarterly |
| Retail sales | consumer spending | monthly |
| Purchasing managers' indexes (ISM) | manufacturing and services activity | start of the month |
| Weekly jobless claims | new unemployment filings | Thursdays |

## Surprises, again

The market reacts to the difference between the actual figure and the consensus, and to revisions of earlier figures. The same surprise can mean different things depending on the backdrop: when inflation is the main worry, strong jobs data can push stocks **down**, because it suggests the central bank will keep rates high. Ask what the market is most concerned about at the moment, and read each release through that lens.

## What happens at release time

In the seconds around a major release, liquidity thins, spreads widen and prices can spike in both directions before settling. Stop orders can fill far from their prices. Futures and currency markets react first, often before the stock market opens, because many reports come out at 8:30 a.m. ET.

## Practical habits

1. Check the calendar every morning, and know the high-impact releases of the week.
2. Avoid opening new positions in the minutes just before a major release.
3. If you hold positions, make sure their size can handle a sharp move.
4. Let the first reaction settle: the initial spike is often partly reversed once the details are digested.

## Key points

1. Jobs, inflation, GDP, retail sales and PMIs are the key US releases.
2. Markets move on surprises, interpreted through the market's current worries.
3. Liquidity thins at release time — plan around the calendar.
$md$),
    (14, 3, 'Central Bank Decisions', $md$
## The most powerful price in the market

The **short-term interest rate** set by a central bank influences every other price: borrowing costs, bond yields, currencies, and the value investors place on future company profits. In the US, the **Federal Reserve** sets a target range for the **federal funds rate** through its **Federal Open Market Committee (FOMC)**, which meets **eight times a year** at scheduled dates.

## The Fed's tools and goals

The Fed has a **dual mandate**: maximum employment and stable prices (it targets 2% inflation over time). Its tools include:

- the **policy rate**;
- **balance-sheet policy** — buying bonds to push long-term yields down (quantitative easing) or letting them run off (quantitative tightening);
- **forward guidance** — statements about the likely future path of policy.

## What comes out on decision day

At 2:00 p.m. ET on decision days, the Fed publishes its **statement**; at some meetings it also publishes projections of its members' rate expectations (the "dot plot"). At 2:30 p.m. the Chair holds a **press conference**. Prices often react twice: first to the statement, then — sometimes in the opposite direction — to the press conference.

## Priced in, once more

Markets usually know the decision in advance: futures prices imply the probability of each outcome, and central banks avoid surprising markets on the day. What moves prices is the **message about the future**: a more aggressive ("hawkish") path of higher rates, or a softer ("dovish") one. A widely expected cut can still send stocks down if the message suggests fewer cuts to come.

## How rates reach stocks

- **Higher rates** raise borrowing costs, slow the economy and reduce the present value of future profits — hardest on growth stocks and rate-sensitive sectors.
- **Lower rates** do the reverse, supporting valuations, but cuts driven by a weakening economy can arrive alongside falling earnings.
- Rate expectations also move the **dollar**, which affects multinational companies' earnings and commodities.

## Practical habits

1. Know the meeting dates and the market's expectations beforehand.
2. Expect whipsaws between 2:00 and the end of the press conference; many traders stay flat.
3. Read the direction of the message, not just the decision.

## Key points

1. The FOMC sets US short-term rates at eight scheduled meetings a year.
2. Markets usually know the decision; the guidance about the future moves prices.
3. Rates affect valuations, sectors and the dollar — plan around decision days.
$md$),
    (14, 4, 'Gaps and the Volatility Crush', $md$
## Gaps

A **gap** is a jump between one session's close and the next session's open, with no trading in between. News released outside regular hours — earnings, economic data abroad, company announcements — is the usual cause. Gaps matter to traders because **stop orders cannot protect against them**: a stop at $47 on a stock that closes at $50 and opens at $41 fills near $41.

## Kinds of gaps

- **Common gaps**: small gaps inside ranges, often filled within days.
- **Breakaway gaps**: gaps out of a range or pattern on heavy volume, often at the start of a new trend.
- **Runaway (continuation) gaps**: gaps in the middle of a strong trend, showing urgency.
- **Exhaustion gaps**: gaps late in a long move that quickly reverse.

The old saying "gaps always get filled" is not reliable. Many breakaway gaps on major news never fill, or fill only months later.

## Trading after a gap

- **Gap and go**: a gap on big news that holds its opening range and keeps rising suggests real demand; traders may buy a break of the first minutes' high with a stop below that range.
- **Gap fade**: a gap that fails to hold and falls back through the opening price may continue towards the prior close.
- In both cases, the first 15–30 minutes are noisy; waiting for the opening range to form reduces false signals.

## The volatility crush

Before a scheduled event, uncertainty is high, and options' **implied volatility** (Module 10) rises: buyers pay more for the chance of a big move. Once the news is out, that uncertainty disappears and implied volatility **collapses** — the **volatility crush**. Option premiums shrink at once.

The consequence surprises beginners: you can buy a call before earnings, watch the stock rise the next day, and still **lose money**, because the rise was smaller than the expected move priced into the option, and the collapse in implied volatility took away more value than the move added.

## Practical lessons

1. Size positions held through news as if a gap past your stop will happen.
2. Buying options just before an event means paying for inflated volatility; the move must exceed what is priced in.
3. After the event, implied volatility is lower — options are cheaper, and trading the reaction can be more reasonable.

## Key points

1. Gaps jump past stops; only position size protects you from them.
2. Not every gap fills; breakaway gaps can start trends.
3. Implied volatility collapses after events; option buyers need a move larger than the priced-in one.
$md$),
    (14, 5, 'Managing Risk Around Scheduled Events', $md$
## Known unknowns

Earnings, economic releases and central bank decisions are **scheduled**: you know when they will happen, not what they will say. That makes them the easiest sources of big risk to plan for. Most serious losses around events come not from bad luck but from not checking the calendar.

## Step 1 — Know what is coming

Every week, list the events that touch your positions:

- earnings dates of the companies you hold or watch, and of their large peers;
- high-impact economic releases (jobs, inflation, GDP);
- central bank meetings;
- company-specific events: product launches, regulatory decisions, investor days, index changes.

## Step 2 — Decide per position

For each position with an event before your planned exit, choose one of three actions **in advance**:

1. **Close** the position before the event. Often the best choice for short-term trades: you give up a possible windfall but remove the gap risk entirely.
2. **Reduce** it to a size where a gap of two or three times the expected move would be an acceptable loss.
3. **Hedge** it — for example with a protective put — accepting the cost of the hedge, which is highest just before the event.

Holding a full-size position through an event because "it should be fine" is a decision to gamble.

## Step 3 — Measure the possible damage

Estimate the expected move from the options market (Lesson 14.1) and look at the stock's history of reactions. Ask: if the stock gaps by twice that amount against me, what do I lose, in dollars and in percent of my account? If the answer breaks your risk limits, resize.

## Step 4 — After the event

- Do not chase the first spike; spreads and volatility are extreme in the first minutes.
- Re-evaluate the position from scratch: the news has changed the picture, so the old plan may no longer apply.
- Record the event, your decision and the outcome in your journal, to learn which choice works best for you.

## Portfolio-level events

Some events move almost everything at once — an inflation report or a central bank decision. Count your **total exposure**: ten different long positions are, on such a day, largely one bet on the market's direction.

## Key points

1. Scheduled events are predictable risks — check the calendar every week.
2. Before each event, decide: close, reduce or hedge.
3. Size for a gap larger than expected, and judge total exposure on market-wide event days.
$md$),
    (15, 1, 'Trading as a Business', $md$
## A business mindset

Professional traders treat trading as a **business**, not a hobby or a series of bets. A business has capital, costs, processes, records and a plan for surviving bad years. Thinking this way changes the questions you ask: not "will this trade win?" but "is my process producing a positive return after costs, at a risk I can sustain?"

## Capital

Your trading account is your **working capital**. Protecting it comes first; growth comes from compounding modest returns over time. Only trade with money you can afford to lose without affecting your living costs, debts or emergency savings. Money you need next month makes you trade scared — and scared traders break their rules.

## Costs

Every business tracks its costs. For a trader they include:

- commissions, fees and spreads;
- slippage;
- data, charting software and platform subscriptions;
- financing costs (margin interest, borrow fees);
- **taxes** on gains, which differ by country and holding period;
- your **time** — hours spent that could earn money elsewhere.

A strategy that makes 8% a year before these costs may make little or nothing after them.

## Processes

A business runs on repeatable processes: the **trading plan** (Module 11), a daily routine, a checklist before each trade, and a **journal** to record and review everything (next lesson). Processes make results measurable and improvable.

## Realistic expectations

Beginners often expect to double their money quickly. In reality, even skilled professionals consider consistent annual returns in the teens excellent, and most active traders underperform a simple index fund after costs. The first goal is to **survive and learn** — to trade small, follow rules, and build a record. Income comes later, if at all, and depends heavily on the size of the capital.

## Measuring success

Judge the business over months and years, not days:

- return after all costs, compared with a simple benchmark such as an index fund;
- maximum drawdown and how quickly it was recovered;
- consistency across market conditions;
- how faithfully you followed your own rules.

## Key points

1. Treat trading as a business: protected capital, tracked costs, written processes.
2. Include every cost, from spreads and data to taxes and time.
3. Expect modest returns; survival and a reliable process come first.
$md$),
    (15, 2, 'The Trading Journal', $md$
## Memory is not data

Traders remember their big wins and their painful losses, and forget everything in between. A **trading journal** replaces memory with a record. It is the single most effective tool for improving, because it shows what you actually do — not what you think you do.

## What to record for every trade

- **Date, instrument, direction** (long or short).
- **Setup**: which of your plan's setups it was, with a chart screenshot at entry.
- **Entry, stop, target, size**, and the amount risked (1R).
- **Exit price and reason**: stop, target, trailing exit, discretionary.
- **Result** in money and in R, after costs.
- **Mistakes**: any rule broken — early entry, moved stop, oversizing.
- **State of mind**: calm, rushed, tired, angry, overconfident.

A spreadsheet is enough. Many traders also keep a short daily note about the market and their own behaviour.

## Reviewing the journal

A journal is only useful if you read it. Once a week or once a month:

1. Calculate **win rate, average win, average loss and expectancy** (Module 13), overall and **per setup**.
2. Find your **best and worst setups**. Many traders discover that one or two setups make all the money and the rest lose.
3. Count the **cost of mistakes**: the total R lost on trades where you broke a rule. This number is often larger than the total loss of the period.
4. Look for **patterns by time and state**: losses clustered on Mondays, in the first half hour, after a big win, when tired.
5. Decide **one change** for the next period.

## Process over outcome

Grade each trade on whether you followed your plan, separately from whether it made money. A well-executed trade that lost is a **good trade**; a rule-breaking trade that won is a **bad trade** that happened to pay. Rewarding bad trades because they won teaches exactly the habits that eventually ruin accounts.

## Key points

1. Journal every trade: setup, levels, size, result in R, mistakes and state of mind.
2. Review regularly — per-setup statistics and the cost of mistakes are the most revealing.
3. Judge trades on process, not outcome, and change one thing at a time.
$md$),
    (15, 3, 'Volatility-Based Position Sizing', $md$
## Not all markets move alike

A $100 stock that typically moves $1 a day and a $100 stock that typically moves $5 a day carry very different risk. Buying the same number of shares of each would make the second position five times riskier. **Volatility-based sizing** adjusts position size so that each position carries a similar amount of risk.

## Average true range (ATR)

The most common volatility measure for this is the **average true range (ATR)**, introduced by J. Welles Wilder. For each day, the **true range** is the largest of:

- today's high − today's low;
- |today's high − yesterday's close|;
- |today's low − yesterday's close|.

Including the previous close captures gaps. ATR is the average of the true range, usually over **14 days**. An ATR of $2.40 means the stock has recently moved about $2.40 a day from extreme to extreme.

## ATR-based stops

Stops that are too tight get hit by ordinary noise. Setting the stop a multiple of ATR away — commonly **1.5 to 3 × ATR** — adapts it to each market's normal movement. For a long trade entered at $80 with ATR $2, a 2 × ATR stop sits at $76.

## ATR-based size

Combine the ATR stop with the sizing formula from Module 11:

> **Shares = (account × risk %) ÷ (ATR multiple × ATR)**

Example: $40,000 account, 1% risk = $400. ATR $2, stop 2 × ATR = $4 per share. Shares = $400 ÷ $4 = **100**.

The same account trading a calmer stock with ATR $0.80 would buy $400 ÷ $1.60 = **250** shares. Each position risks $400, but the number of shares reflects each stock's behaviour.

## Benefits

- Positions contribute **comparable risk**, so no single volatile name dominates results.
- Sizes shrink automatically when markets become wild, and grow when they calm down.
- Stops sit outside normal noise, reducing pointless stop-outs.

## Limits

ATR measures **recent** volatility; it cannot predict a sudden shock. After a quiet period, ATR is low and sizes are large — exactly when a volatility spike would hurt most. Keep hard caps on position size and on total exposure regardless of what the formula says.

## Key points

1. ATR measures typical daily movement, including gaps.
2. Set stops in multiples of ATR and size so that each position risks the same amount.
3. Cap sizes anyway: low recent volatility is not a promise of calm.
$md$),
    (15, 4, 'Managing Drawdowns Like a Professional', $md$
## Drawdowns are part of the job

Every trader, including the best, goes through drawdowns. Module 11 showed the mathematics: deep drawdowns need much larger gains to recover. A professional does not try to avoid drawdowns altogether — that is impossible — but manages them with **rules decided in advance**, so that a bad period stays a bad period and never becomes the end of the account.

## Know what is normal for your strategy

From your backtest and journal, estimate your strategy's typical losing streaks and drawdowns. If a strategy with a historical maximum drawdown of 12% is down 8%, that is within its normal range. If it is down 20%, something may have changed — in the market or in how you execute it. Without this reference, you cannot tell bad luck from a broken method.

## A drawdown ladder

Write down graduated responses, for example:

| Drawdown from peak | Response |
|---|---|
| 5% | review recent trades for rule breaks |
| 10% | halve risk per trade |
| 15% | trade only the best setup, at reduced size |
| 20% | stop live trading; review, paper trade, return gradually |

The exact numbers depend on your strategy and risk per trade. The principle is to **reduce exposure as losses grow**, which slows the decline and protects the capital you need to recover.

## Diagnose before you change

In a drawdown, ask in order:

1. **Am I following my rules?** Most drawdowns that exceed the normal range involve execution errors: oversizing, skipped stops, revenge trades. The journal answers this.
2. **Has the market changed?** A trend strategy in a choppy market, or a mean-reversion strategy in a crash, will struggle for a while without being broken.
3. **Is the edge gone?** Only after the first two, and with enough evidence, consider changing the strategy itself.

## Coming back

Return to normal size **gradually**, after a period of good execution at reduced size. Increasing size to win back losses quickly is the most common way a manageable drawdown becomes a catastrophic one.

## Key points

1. Know your strategy's normal drawdowns so you can recognise an abnormal one.
2. Cut exposure in steps as the drawdown deepens, following written rules.
3. Check execution first, market conditions second, the strategy last; rebuild size slowly.
$md$),
    (15, 5, 'The Sharpe Ratio and Other Performance Measures', $md$
## Return is only half the story

Two traders both made 20% last year. One had steady monthly gains; the other fell 35% along the way before recovering. Their returns are equal; their **risk** was not. Performance measures that combine return and risk let you compare strategies, traders and funds fairly — and judge your own results honestly.

## The Sharpe ratio

The **Sharpe ratio**, developed by William Sharpe, measures return per unit of volatility:

> **Sharpe ratio = (portfolio return − risk-free rate) ÷ standard deviation of returns**

The **risk-free rate** is the return on a very safe asset, such as short-term government bills. The standard deviation measures how widely returns vary. Both are usually expressed on an annual basis.

Example: a strategy returns 14% a year, the risk-free rate is 4% and the annual standard deviation is 12%. Sharpe = (14 − 4) ÷ 12 ≈ **0.83**.

As rough guides, a Sharpe ratio around 0.5 is ordinary for a broad stock index over long periods, above 1 is good, and above 2 sustained over many years is rare — and a reason to check the numbers for errors or overfitting.

## Its limits

- It treats **upside and downside volatility** the same, though only downside hurts.
- It assumes returns are roughly normally distributed; strategies with rare, large losses (such as selling options) can show a high Sharpe ratio until the big loss arrives.
- It depends on the period measured; a short, lucky period gives a flattering ratio.

## Other useful measures

- **Sortino ratio**: like Sharpe, but divides by **downside** deviation only.
- **Maximum drawdown**: the largest fall from peak to trough.
- **Calmar ratio**: annual return ÷ maximum drawdown.
- **Profit factor**: gross profits ÷ gross losses; above 1 means profitable, and around 1.5 or more is solid for many strategies.
- **Expectancy in R** (Module 13) and **win rate**.

## Using them on yourself

Compute a few of these from your journal every quarter, and compare them with the simple alternative of holding an index fund. If your trading delivers a lower return with a higher drawdown than the index, that is important information — not a failure, but a sign to keep learning before committing more capital.

## Key points

1. Compare results by risk-adjusted measures, not return alone.
2. Sharpe = excess return ÷ volatility; above 1 is good, far above 2 deserves suspicion.
3. Combine Sharpe with drawdown, Sortino, profit factor and expectancy for a full picture.
$md$),
    (15, 6, 'Daily Loss Limits', $md$
## A circuit breaker for the trader

Exchanges halt trading when prices fall too far too fast, to give everyone time to think. A **daily loss limit** is the same idea applied to you: a maximum amount you may lose in one day, after which you **stop trading until the next session**, no matter what.

## Why it is needed

Individual trades have stops, but a bad day can still spiral. After two or three losses, judgement deteriorates: the urge to win it back leads to larger, faster, unplanned trades — revenge trading (Module 11). Most catastrophic trading days are not one bad trade; they are a chain of decisions made in a worsening state of mind. A loss limit breaks the chain mechanically, before the state of mind can.

## Setting the limit

Common ways to set it:

- **A multiple of your risk per trade** — for example, 2 to 3R. With 1% risk per trade, a daily limit of 2–3% of the account.
- **A number of losing trades** — for example, stop after three losses in a row.
- **A giveback rule** — stop if you lose half of a day's peak profit, so good days are not turned into bad ones.

Many proprietary trading firms impose daily loss limits on their traders and close their positions automatically when the limit is hit. They do this because they have seen what happens without one.

## Making it automatic

A limit you must remember to enforce will be broken on exactly the day it matters. Options:

- Write it at the top of your trading plan and daily checklist.
- Use your broker's risk settings, where available, to block new orders after a set loss.
- Tell yourself in advance what you will do when it hits: close the platform, take a walk, write the journal entry.

## Weekly and monthly limits

The same logic extends to longer periods: a weekly limit (for example, 5–6%) and a monthly limit that triggers the drawdown steps of Lesson 15.4. Together they make it impossible for a single bad stretch to do irreparable damage.

## Key points

1. A daily loss limit stops trading for the day once a set loss is reached.
2. It prevents the emotional spiral that turns a bad day into a disaster.
3. Set it in R or as a number of losses, make it automatic, and add weekly and monthly limits.
$md$),
    (15, 7, 'Your Long-Term Development Plan', $md$
## Where you are now

You have covered the whole course: how markets work, orders and risk, charts and indicators, patterns and timeframes, financial statements, sectors and cycles, order flow, options, risk management and psychology, alternative assets, systems, event risk and professional practice. This final lesson turns that knowledge into a plan for the next stage of your development.

## Stage 1 — Practise without pressure

- Choose **one market**, **one timeframe** and **one or two setups** from the course.
- Write your first trading plan using Module 11's template.
- **Paper trade** or trade with very small size for at least a few months and 50–100 trades, keeping a full journal.
- Goal: follow your rules on almost every trade. Profit is not the goal yet.

## Stage 2 — Measure and refine

- Compute expectancy, win rate, drawdown and the cost of mistakes from the journal.
- Keep what works, drop what does not, change **one thing at a time**.
- Goal: a positive expectancy after costs, over a meaningful number of trades.

## Stage 3 — Scale carefully

- Increase size **gradually** — for example, raise risk per trade in small steps only after each period of disciplined, profitable trading.
- Reduce size again at the first sign of broken rules or an abnormal drawdown.
- Goal: the same behaviour at larger size. Many traders find that their discipline changes as the amounts grow; scaling slowly lets you notice.

## Keep learning

- Review one old module a month and compare it with what your journal shows.
- Study markets through their history — past crashes, bubbles and recoveries teach how extreme conditions really feel.
- Discuss trades with other learners, focusing on process rather than tips. Explaining your reasoning exposes its gaps.

## Protect the rest of your life

Trading should fit into a sound financial life: an emergency fund, no high-interest debt, long-term savings invested sensibly. Many successful traders keep most of their wealth in simple long-term investments and trade only a portion. Sleep, health and time away from screens are part of performance, not distractions from it.

## Key points

1. Start with one market, one timeframe, one or two setups, and a journal.
2. Measure, refine one change at a time, then scale slowly.
3. Keep learning, and keep trading a part of a healthy financial life — not all of it.
$md$)
  ) as s (module_id, position, title, notes)
  join public.modules m on m.id = s.module_id
  on conflict (module_id, position) do nothing;
  get diagnostics v_added = row_count;
  return v_added;
end;
$fn$;
comment on function private.add_lessons() is
  'Adds the course''s lessons (all 15 modules, with their notes) where missing; returns how many were added. Run by this migration and by supabase/seeds/lessons.sql.';

revoke execute on function private.add_lessons() from public;

select private.add_lessons();
