-- The question banks: ten more questions for every module (positions 6 to 15), so each quiz draws
-- five of fifteen (start_quiz, 20261123137000_quiz_draws.sql). Written by us, beginner level, each with
-- an explanation. One source for both kinds of database: the questions live in
-- private.add_question_bank(), which this migration runs (an existing database, where the modules are
-- already there, gets them now) and seed.sql runs again after it creates the modules (a fresh database,
-- where migrations run before the seed). It adds only what is missing: a module without its row, or a
-- position already taken (for example by an admin's own question), is skipped.

create function private.add_question_bank()
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_added integer;
begin
  with source (module_id, position, question, options, correct_option, explanation) as (
    values
    (1, 6, 'What is a dividend?',
     array['A fee a broker charges per trade', 'A share of a company''s profits paid out to shareholders', 'The difference between the bid and the ask', 'A loan a company takes from its shareholders'],
     1, 'Many established companies pay part of their profit to shareholders as dividends, usually each quarter. They are decided by the board and can be cut or stopped at any time.'),
    (1, 7, 'What is a stock market index such as the S&P 500?',
     array['A single company that represents the whole market', 'A fund that guarantees the market''s return', 'A measure that tracks the combined performance of a group of stocks', 'A list of stocks the exchange recommends buying'],
     2, 'An index follows a defined basket of stocks, such as 500 large US companies, to show how that part of the market is doing. You cannot buy an index itself, only funds that track it.'),
    (1, 8, 'What does liquidity mean for a stock?',
     array['How easily it can be bought or sold without moving the price much', 'How much cash the company holds', 'How often the company pays a dividend', 'How far the price moved today'],
     0, 'A liquid stock trades in large volume with a tight spread, so orders fill quickly near the quoted price. Illiquid stocks can cost you more to get in and out of.'),
    (1, 9, 'Which description fits a bear market?',
     array['A market with very low trading volume', 'A short dip of a few percent in one day', 'A market where only large companies trade', 'A sustained fall in prices, often 20% or more from a recent high'],
     3, 'A bear market is a prolonged decline, commonly defined as 20% or more below a recent peak. Short pullbacks of a few percent happen all the time and are not bear markets.'),
    (1, 10, 'What is a company''s ticker symbol?',
     array['Its ranking on the exchange', 'A short code of letters used to identify its stock when trading', 'The price it listed at on its first day', 'The name of its largest shareholder'],
     1, 'Tickers are short identifiers such as AAPL or MSFT. You use them to look up quotes and place orders; they say nothing about the company''s quality or size.'),
    (1, 11, 'What is an IPO?',
     array['The first time a company sells its shares to the public', 'A company buying back its own shares', 'A stock being removed from an exchange', 'A quarterly earnings report'],
     0, 'In an initial public offering a private company sells shares to public investors for the first time, and the shares then begin trading on an exchange.'),
    (1, 12, 'What is an ETF?',
     array['A loan backed by stocks', 'A type of savings account', 'A fund that holds a basket of assets and trades on an exchange like a stock', 'A contract that expires on a set date'],
     2, 'Exchange-traded funds hold many assets, such as all the stocks in an index, and can be bought and sold during the day like a single share. They make diversification simple.'),
    (1, 13, 'Why is diversification useful for a beginner''s portfolio?',
     array['It guarantees a profit every year', 'It means you never need to review your holdings', 'It removes all market risk', 'It reduces the damage any single holding can do to the whole portfolio'],
     3, 'Spreading money across many companies and sectors means one bad result hurts less. It lowers company-specific risk but cannot remove the risk of the whole market falling.'),
    (1, 14, 'During regular trading hours, when is the main US stock market open?',
     array['9:30 a.m. to 4:00 p.m. Eastern Time, Monday to Friday', '24 hours a day, 7 days a week', '8:00 a.m. to 8:00 p.m. Eastern Time, every day', 'Only in the mornings on weekdays'],
     0, 'The regular session of the NYSE and Nasdaq runs 9:30 a.m. to 4:00 p.m. Eastern on weekdays, except market holidays. Pre-market and after-hours sessions exist but are thinner and more volatile.'),
    (1, 15, 'What is a broker''s role for an individual trader?',
     array['To guarantee that your trades make money', 'To set the prices of the stocks you buy', 'To route your orders to the market and hold your account', 'To decide which stocks you should own'],
     2, 'A broker gives you access to the exchanges: it executes your orders and keeps your cash and securities. Prices are set by the market, and the decisions and the risks stay yours.'),
    (2, 6, 'What does ''going long'' on a stock mean?',
     array['Holding a stock for at least a year', 'Buying it in the hope that the price rises', 'Borrowing shares to sell them', 'Buying and selling on the same day'],
     1, 'A long position profits when the price goes up. The most you can lose on a long stock position is what you paid for it.'),
    (2, 7, 'What is a day trade?',
     array['A trade held for exactly 24 hours', 'Any trade placed before noon', 'A trade that only fills at the closing price', 'Opening and closing the same position within one trading day'],
     3, 'Day traders close their positions before the session ends, so they carry no overnight risk. In the US, frequent day trading in a margin account is subject to the pattern day trader rules.'),
    (2, 8, 'What does a sell limit order at $60 do?',
     array['Sells only at $60 or higher', 'Sells immediately at any price', 'Sells only if the price falls below $60', 'Sells at exactly $60 and never higher'],
     0, 'A sell limit sets the lowest price you accept. If the market is above $60 it can fill there or better; if the price never reaches $60, it does not fill.'),
    (2, 9, 'What does ''buying on margin'' mean?',
     array['Buying only when the spread is small', 'Buying shares with money borrowed from your broker', 'Buying at the day''s lowest price', 'Buying shares that pay a dividend'],
     1, 'Margin is a loan from your broker, secured by your account. It magnifies both gains and losses, charges interest, and can trigger a margin call if your account value falls.'),
    (2, 10, 'What is a margin call?',
     array['A broker''s call offering you a bigger loan', 'A notice that your order was filled', 'A demand to add money or reduce positions because your account fell below the required equity', 'A discount on trading commissions'],
     2, 'When losses shrink your equity below the maintenance requirement, the broker asks you to deposit more or sell. If you do not, it can sell your positions for you, often at bad prices.'),
    (2, 11, 'What does a ''good-til-canceled'' (GTC) order mean?',
     array['It is cancelled at the end of the day', 'It fills only at the opening bell', 'It can be changed only by the broker', 'It stays active across days until it fills or you cancel it'],
     3, 'A day order expires at the close if it has not filled. A GTC order stays working across sessions (brokers often set a limit, such as 90 days), so remember it is there.'),
    (2, 12, 'What does a trailing stop do?',
     array['Moves the stop price up as the price rises, keeping a set distance, and never moves it down', 'Buys more shares as the price rises', 'Cancels itself after one day', 'Fills only at the day''s high'],
     0, 'A trailing stop on a long position follows the price up by a fixed amount or percentage. It locks in part of a gain while giving the trade room, and triggers if the price falls back by that distance.'),
    (2, 13, 'You short 50 shares at $30 and buy them back at $34. Ignoring fees, what is the result?',
     array['A $200 profit', 'A $4 loss', 'A $200 loss', 'A $170 loss'],
     2, 'A short seller loses when the price rises: ($34 − $30) × 50 shares = $200 lost. Always work out the size of the move times the size of the position.'),
    (2, 14, 'What is the ''ask'' price in a quote?',
     array['The last price a trade happened at', 'The lowest price a seller is currently willing to accept', 'The highest price a buyer is currently willing to pay', 'The average price of the day'],
     1, 'The ask (or offer) is what you pay if you buy right away; the bid is what you receive if you sell right away. The gap between them is the spread.'),
    (2, 15, 'Why do trading fees matter more for frequent, small trades?',
     array['Fees are only charged on large trades', 'Frequent traders never pay fees', 'Fees are refunded on winning trades', 'Costs per trade take a larger share of small profits and add up over many trades'],
     3, 'Commissions, spreads and other costs are paid on every trade. If your average profit per trade is small, costs can turn a winning strategy into a losing one.'),
    (3, 6, 'What do the upper and lower wicks (shadows) of a candle show?',
     array['The opening and closing prices', 'The highest and lowest prices reached during the period', 'The trading volume', 'The moving average'],
     1, 'The wicks extend from the body to the period''s high and low. A long upper wick shows that higher prices were reached but rejected before the close.'),
    (3, 7, 'What is a resistance level?',
     array['A price area where selling has tended to stop rises', 'The lowest price of the year', 'A price limit set by the exchange', 'The price at which a company issues new shares'],
     0, 'Resistance is where sellers have repeatedly outweighed buyers. Like support, it is a zone rather than an exact price, and once broken it often becomes support.'),
    (3, 8, 'A downtrend is best described as a series of...',
     array['Higher highs and higher lows', 'Equal highs and equal lows', 'Lower highs and lower lows', 'Gaps up at each open'],
     2, 'In a downtrend each rally peaks below the last one and each decline goes lower. A trend is considered intact until that pattern breaks.'),
    (3, 9, 'On a daily chart, what does each candle represent?',
     array['One minute of trading', 'One week of trading', 'One trade', 'One trading day'],
     3, 'The timeframe of a chart is the period each candle covers. On a daily chart, each candle shows one session''s open, high, low and close.'),
    (3, 10, 'What is a trendline?',
     array['A line drawn along swing lows in an uptrend or swing highs in a downtrend', 'A line showing the average volume', 'The line connecting the opening prices', 'A line the exchange draws on every chart'],
     0, 'Traders draw trendlines through at least two swing points to visualise the direction and slope of a trend. A clean break of the line can be an early sign the trend is changing.'),
    (3, 11, 'What is a doji candle?',
     array['A candle with a very long body', 'A candle whose open and close are almost the same', 'A candle with no wicks', 'A candle that appears only on weekly charts'],
     1, 'A doji has a tiny body because price closed near where it opened. It shows indecision between buyers and sellers, and is more meaningful after a strong move.'),
    (3, 12, 'What is a price gap on a chart?',
     array['A day with no trading volume', 'A missing candle caused by a data error', 'A range where no trading took place, usually between one close and the next open', 'The distance between two trendlines'],
     2, 'Gaps often appear when news arrives while the market is closed, so the next session opens well above or below the previous close. Some gaps fill later, many do not.'),
    (3, 13, 'What is a ''range-bound'' or sideways market?',
     array['A market making new highs every day', 'A market that has stopped trading', 'A market in a strong downtrend', 'A market moving back and forth between support and resistance'],
     3, 'In a range, neither buyers nor sellers take control, so price oscillates between a floor and a ceiling. Trend-following tactics tend to work poorly until the range breaks.'),
    (3, 14, 'Why do many traders prefer a logarithmic price scale on long-term charts?',
     array['Equal percentage moves take up equal vertical distance', 'It hides losing periods', 'It shows volume instead of price', 'It makes every chart look like an uptrend'],
     0, 'On a log scale a move from $10 to $20 looks the same as a move from $100 to $200, since both are +100%. That makes long histories with large price changes easier to compare.'),
    (3, 15, 'A breakout above resistance is more convincing when...',
     array['It happens on a holiday', 'It comes with clearly higher volume than usual', 'Volume is lower than usual', 'The candle closes back below resistance'],
     1, 'Strong volume shows broad participation behind the move. A close back below the old resistance suggests a false breakout.'),
    (4, 6, 'How does an exponential moving average (EMA) differ from a simple one (SMA)?',
     array['It ignores the most recent prices', 'It only uses closing prices from Mondays', 'It gives more weight to recent prices, so it reacts faster', 'It is always above the price'],
     2, 'An EMA weights recent closes more heavily than older ones, so it turns sooner than an SMA of the same length. The trade-off is more false signals.'),
    (4, 7, 'What is a ''golden cross''?',
     array['The 50-day moving average crossing above the 200-day moving average', 'The price touching the upper Bollinger Band', 'RSI crossing above 30', 'Two red candles in a row'],
     0, 'A golden cross is widely read as a sign of a strengthening long-term trend; the opposite, the 50-day crossing below the 200-day, is called a death cross. Both lag the price.'),
    (4, 8, 'An RSI reading below 30 is traditionally read as...',
     array['Overbought', 'Neutral', 'A signal that volume is rising', 'Oversold'],
     3, 'RSI runs from 0 to 100; readings under 30 suggest the price has fallen quickly and may be oversold. In a strong downtrend RSI can stay low for a long time, so it is not a buy signal on its own.'),
    (4, 9, 'What does the Average True Range (ATR) measure?',
     array['The direction of the trend', 'How much a price typically moves in a period (volatility)', 'The ratio of buyers to sellers', 'The average closing price'],
     1, 'ATR averages the true range of recent periods. It says nothing about direction, but it is useful for setting stops and sizing positions to current volatility.'),
    (4, 10, 'What does the MACD histogram show?',
     array['The difference between the MACD line and its signal line', 'Daily trading volume', 'The spread between bid and ask', 'The price''s distance from its all-time high'],
     0, 'The histogram bars grow as the MACD line pulls away from its signal line and shrink as they converge, giving an early view of changing momentum.'),
    (4, 11, 'What does the stochastic oscillator compare?',
     array['Two moving averages of volume', 'The price to its 52-week high', 'The close to the high-low range over a recent period', 'A stock to its sector'],
     2, 'The stochastic shows where the close sits within the recent range, from 0 to 100. Readings above 80 are usually called overbought and below 20 oversold.'),
    (4, 12, 'Why are moving averages called lagging indicators?',
     array['They are published a day late', 'They only work on weekly charts', 'They predict the future price', 'They are calculated from past prices, so they confirm moves after they start'],
     3, 'Because they average past data, moving averages turn after the price has turned. They help identify and confirm trends rather than call tops and bottoms.'),
    (4, 13, 'What is On-Balance Volume (OBV) used for?',
     array['Checking whether volume supports the price trend', 'Measuring the bid-ask spread', 'Calculating dividends', 'Finding the company''s market cap'],
     0, 'OBV adds volume on up days and subtracts it on down days. When OBV rises with price, volume confirms the trend; when they diverge, the trend may be weakening.'),
    (4, 14, 'Price closes above the upper Bollinger Band. What does that tell you by itself?',
     array['The stock must fall tomorrow', 'Price is unusually high relative to its recent average and volatility', 'The company reported earnings', 'Volume was zero'],
     1, 'The bands sit about two standard deviations from a moving average, so a close outside them is unusual. In strong trends, price can ride the band for a while, so it is not an automatic sell.'),
    (4, 15, 'What is the main purpose of combining a trend indicator with a momentum indicator?',
     array['To make the chart look busier', 'To avoid using price at all', 'To get signals that confirm each other from different kinds of information', 'To guarantee that every trade wins'],
     2, 'A trend tool (such as a moving average) and a momentum tool (such as RSI) measure different things. Agreement between them gives more confidence than either alone, but nothing guarantees a result.'),
    (5, 6, 'What does a double bottom pattern look like?',
     array['Two roughly equal lows with a rally between them', 'Two gaps down in a row', 'Two long red candles', 'Two tops at the same level'],
     0, 'A double bottom forms when price tests a low twice and holds. It is usually confirmed only when price breaks above the high of the rally between the two lows.'),
    (5, 7, 'What is a bull flag?',
     array['A long, slow downtrend', 'A brief, slightly downward or sideways pause after a sharp rise', 'A gap down on high volume', 'A pattern that only appears on monthly charts'],
     1, 'A flag is a short consolidation after a strong move, the ''pole''. A bull flag is usually seen as a continuation pattern, with a breakout in the direction of the earlier rise.'),
    (5, 8, 'An ascending triangle has...',
     array['A falling upper line and a flat lower line', 'Two lines sloping apart', 'A flat upper resistance line and rising lows', 'No clear lines at all'],
     2, 'Rising lows pressing against flat resistance show buyers becoming more eager. The pattern is often treated as bullish, with confirmation on a break above the flat line.'),
    (5, 9, 'What is a ''false breakout''?',
     array['A breakout that happens at the open', 'A breakout on very high volume', 'A breakout confirmed by several indicators', 'A move through a level that quickly reverses back inside it'],
     3, 'False breakouts trap traders who bought the break. Waiting for a close beyond the level, or for a retest, reduces but does not remove the risk.'),
    (5, 10, 'What is a pullback in an uptrend?',
     array['A temporary dip against the trend before it resumes', 'The end of the trend', 'A stock being delisted', 'A rise to a new all-time high'],
     0, 'Pullbacks are normal pauses within a trend. Many traders look to enter on pullbacks to support instead of chasing a price that has already run.'),
    (5, 11, 'What does ''confluence'' mean in technical analysis?',
     array['A stock trading on two exchanges', 'Several independent signals pointing to the same price area', 'Two indicators that contradict each other', 'A market with no volume'],
     1, 'When, for example, a Fibonacci level, a moving average and old support line up at the same price, traders treat that area as more significant than any one signal.'),
    (5, 12, 'Why do traders wait for a candle to close before acting on a pattern?',
     array['Because orders can only be placed at the close', 'Because the exchange requires it', 'Because the pattern can change completely before the period ends', 'Because volume is only reported at the close'],
     2, 'An intraday break can reverse before the close, leaving a long wick instead of a breakout. Waiting for the close gives a more reliable signal at the cost of a slightly worse price.'),
    (5, 13, 'Bearish divergence on the RSI happens when...',
     array['Price and RSI both make lower lows', 'RSI rises above 70', 'Volume rises with price', 'Price makes a higher high but RSI makes a lower high'],
     3, 'The new price high is not matched by momentum, a warning that the rise is losing strength. Divergence can persist, so traders wait for price to confirm.'),
    (5, 14, 'What is a ''measured move'' target for a chart pattern?',
     array['Projecting the pattern''s height from the breakout point', 'The previous day''s close', 'The 200-day moving average', 'A fixed 10% gain'],
     0, 'For many patterns traders project the pattern''s height (for example from the head to the neckline) from the breakout to estimate a target. It is a rough guide, not a promise.'),
    (5, 15, 'Why is it useful to know the average daily range of a stock before trading its patterns?',
     array['It tells you the company''s earnings', 'It helps set realistic targets and stops for that stock''s normal movement', 'It replaces the need for a stop', 'It shows who is buying'],
     1, 'A stop tighter than the stock''s normal daily noise will be hit often by random movement. Knowing the typical range helps place stops and targets that make sense.')
  ), inserted as (
    insert into public.quiz_questions (module_id, position, question, options)
    select s.module_id, s.position, s.question, s.options
    from source s
    where exists (select 1 from public.modules m where m.id = s.module_id)
    on conflict (module_id, position) do nothing
    returning id, module_id, position
  )
  insert into public.quiz_answer_keys (question_id, correct_option, explanation)
  select i.id, s.correct_option, s.explanation
  from inserted i
  join source s on s.module_id = i.module_id and s.position = i.position;
  get diagnostics v_added = row_count;
  return v_added;
end;
$$;
comment on function private.add_question_bank() is
  'Adds the bank questions (positions 6-15 of modules 1-5) with their answer keys where missing; returns how many were added. Run by this migration and by seed.sql.';

revoke execute on function private.add_question_bank() from public;

select private.add_question_bank();
