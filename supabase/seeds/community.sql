-- A community that looks lived-in (local stack and `supabase db reset` only): 36 members besides the
-- demo accounts (17 of them premium, through subscriptions.type like the premium demo account), about
-- 350 messages over the past three weeks with questions answered, analysis shared, alerts and
-- headlines, replies in threads, mentions and reactions, pinned notes, answers (going / interested)
-- to the upcoming live sessions, and read positions for the demo accounts so their sidebar shows
-- unread counts. Runs as the superuser after seed.sql, so the posting limits do not apply, but every
-- post keeps the posting rules: free members post only in free channels (tutorial-help), premium
-- channels and freemium chat carry premium authors only, the alert channels (market-alerts,
-- breaking-news) the team's posts only; every reply is later than its parent and everything is in
-- the past. Mentions are recorded by the database's own trigger. Times are relative to the seed
-- time. Avatars: the initials-on-colour avatar the app draws for every member (colour from the
-- member's id, src/features/dashboard/lib/avatar-color.ts), so nothing is stored or fetched.

-- Seed writes are no dashboard edits: the audit log skips them (migrations/20261129110000_dashboard_operator.sql).
-- The stand-in's migrator sets this too; the Supabase CLI (db reset, db push --include-seed) does not.
select set_config('tradecraft.seeding', 'on', true);

-- ---------------------------------------------------------------------------------------------
-- members. They cannot sign in: no password (an empty encrypted_password, as Auth stores it for
-- users without one, never matches). Only the three demo accounts of seed.sql have the demo password.
-- ---------------------------------------------------------------------------------------------
create temporary table seed_members (key text primary key, id uuid not null, name text not null, premium boolean not null, joined interval not null);
insert into seed_members (key, id, name, premium, joined)
select v.key, ('c0ffee00-0000-4000-8000-' || lpad(v.n::text, 12, '0'))::uuid, v.name, v.premium, v.joined::interval
from (values
  (1, 'maya', 'Maya Chen', true, '120 days'), (2, 'jordan', 'Jordan Blake', false, '95 days'),
  (3, 'sam', 'Samuel Okafor', true, '200 days'), (4, 'nina', 'Nina Petrova', false, '40 days'),
  (5, 'diego', 'Diego Alvarez', true, '150 days'), (6, 'hana', 'Hana Suzuki', true, '33 days'),
  (7, 'marcus', 'Marcus Reed', true, '310 days'), (8, 'fatima', 'Fatima Khan', false, '28 days'),
  (9, 'liam', 'Liam O''Connor', false, '62 days'), (10, 'sofia', 'Sofia Rossi', true, '180 days'),
  (11, 'kwame', 'Kwame Mensah', false, '25 days'), (12, 'emma', 'Emma Lindqvist', false, '75 days'),
  (13, 'raj', 'Raj Patel', true, '240 days'), (14, 'chloe', 'Chloé Martin', false, '24 days'),
  (15, 'ben', 'Ben Carter', false, '90 days'), (16, 'aisha', 'Aisha Bello', true, '130 days'),
  (17, 'tom', 'Tom Nguyen', false, '23 days'), (18, 'grace', 'Grace Kim', true, '55 days'),
  (19, 'oliver', 'Oliver Hughes', true, '275 days'), (20, 'lucia', 'Lucía Fernández', false, '22 days'),
  (21, 'noah', 'Noah Schmidt', true, '48 days'), (22, 'zara', 'Zara Ahmed', false, '36 days'),
  (23, 'ethan', 'Ethan Brooks', true, '160 days'), (24, 'mei', 'Mei Wong', false, '30 days'),
  (25, 'david', 'David Cohen', true, '110 days'), (26, 'isabel', 'Isabel Santos', true, '205 days'),
  (27, 'yusuf', 'Yusuf Demir', false, '26 days'), (28, 'clara', 'Clara Weber', false, '70 days'),
  (29, 'andre', 'André Dubois', false, '45 days'), (30, 'kenji', 'Kenji Watanabe', true, '260 days'),
  (31, 'olivia', 'Olivia Turner', false, '22 days'), (32, 'mateo', 'Mateo Silva', false, '38 days'),
  (33, 'amara', 'Amara Nwosu', false, '27 days'), (34, 'victor', 'Victor Ivanov', true, '190 days'),
  (35, 'ruby', 'Ruby Walsh', false, '21 days'), (36, 'theo', 'Theo Laurent', true, '58 days')
) as v (n, key, name, premium, joined);
insert into seed_members (key, id, name, premium, joined) values
  ('lena', 'd1a7c0de-0000-4000-8000-000000000001', 'Lena Learner', false, '0 days'),
  ('priya', 'd1a7c0de-0000-4000-8000-000000000002', 'Priya Premium', true, '0 days'),
  ('alex', 'd1a7c0de-0000-4000-8000-000000000003', 'Alex Admin', true, '0 days');

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select
  '00000000-0000-0000-0000-000000000000', m.id, 'authenticated', 'authenticated',
  m.key || '@community.tradecraft.local',
  '', now() - m.joined,
  '{"provider":"email","providers":["email"]}', jsonb_build_object('display_name', m.name),
  now() - m.joined, now() - m.joined, '', '', '', ''
from seed_members m
where m.id::text like 'c0ffee00-%';

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select m.id::text, m.id, jsonb_build_object('sub', m.id::text, 'email', m.key || '@community.tradecraft.local', 'email_verified', true),
  'email', now() - m.joined, now() - m.joined, now() - m.joined
from seed_members m
where m.id::text like 'c0ffee00-%';

-- They joined weeks ago: their unread counts start from then.
update public.profiles p set created_at = now() - m.joined
from seed_members m where p.id = m.id and m.id::text like 'c0ffee00-%';

update public.subscriptions s set type = 'premium'
from seed_members m where s.user_id = m.id and m.premium and m.id::text like 'c0ffee00-%';

-- ---------------------------------------------------------------------------------------------
-- conversations: (key, channel, author, thread parent, how long ago, body). @{key} becomes a mention.
-- ---------------------------------------------------------------------------------------------
create temporary table seed_posts (key text primary key, channel text not null, author text, parent text, ago interval not null, kind text not null default 'chat', body text not null);
insert into seed_posts (key, channel, author, parent, ago, body) values
  -- #tutorial-help: questions answered
  ('th01', 'tutorial-help', 'nina', null, '20 days 6 hours', 'Module 2 question: if I place a limit order to buy at $50 and the stock opens at $48, what price do I get?'),
  ('th01a', 'tutorial-help', 'sam', 'th01', '20 days 5 hours', 'Usually $48 or close to it. A buy limit means "$50 or better", and $48 is better. The limit is a ceiling, not a target.'),
  ('th01b', 'tutorial-help', 'nina', 'th01', '20 days 4 hours', 'Oh, that makes sense. So a limit can only ever help me on price, it just might not fill.'),
  ('th01c', 'tutorial-help', 'alex', 'th01', '20 days 3 hours', 'Exactly. The trade-off is certainty of price against certainty of execution. Market orders are the opposite.'),
  ('th02', 'tutorial-help', 'hana', null, '19 days 2 hours', 'What is the difference between a stop order and a stop-limit order? The quiz in Module 2 tripped me up.'),
  ('th02a', 'tutorial-help', 'marcus', 'th02', '19 days 1 hour', 'A stop turns into a market order when the stop price trades, so it fills but maybe at a worse price. A stop-limit turns into a limit order, so you control the price but it might not fill in a fast drop.'),
  ('th02b', 'tutorial-help', 'hana', 'th02', '19 days', 'So for protecting a position, a plain stop is safer because it actually gets me out?'),
  ('th02c', 'tutorial-help', 'marcus', 'th02', '18 days 23 hours', 'For most beginners, yes. Just know that on a gap down you can be filled well below your stop.'),
  ('th03', 'tutorial-help', 'kwame', null, '18 days 5 hours', 'Is a green candle always a day the price went up?'),
  ('th03a', 'tutorial-help', 'sofia', 'th03', '18 days 4 hours', 'Not quite. Green means it closed above where it opened that period. If it gapped down at the open and then rose a little, the candle is green but the stock can still be down on the day.'),
  ('th03b', 'tutorial-help', 'kwame', 'th03', '18 days 3 hours', 'Mind blown. Thanks @{sofia}!'),
  ('th04', 'tutorial-help', 'chloe', null, '17 days 8 hours', 'How much of my account should I risk on one trade? The videos say 1 to 2% but that feels tiny.'),
  ('th04a', 'tutorial-help', 'raj', 'th04', '17 days 7 hours', 'It feels tiny until you have five losers in a row, which happens to everyone. At 1% you are down about 5%. At 10% you are down about 41% and need a 70% gain to get back.'),
  ('th04b', 'tutorial-help', 'ben', 'th04', '17 days 6 hours', 'Also note it is the amount you lose if the stop is hit, not the size of the position. With a tight stop the position can be much bigger than 1% of the account.'),
  ('th04c', 'tutorial-help', 'chloe', 'th04', '17 days 5 hours', 'That second point is what I was missing. Risk = (entry - stop) x shares. Got it.'),
  ('th05', 'tutorial-help', 'tom', null, '16 days 3 hours', 'What does "volume" actually count? Shares or dollars?'),
  ('th05a', 'tutorial-help', 'grace', 'th05', '16 days 2 hours', 'Shares traded in that period. Every share bought was also sold, so it is counted once per trade, not twice.'),
  ('th06', 'tutorial-help', 'lucia', null, '15 days 7 hours', 'Module 4 at 06:10: why does RSI above 70 not mean I should sell?'),
  ('th06a', 'tutorial-help', 'diego', 'th06', '15 days 6 hours', 'Because strong trends can stay "overbought" for weeks. RSI measures momentum, not value. Many traders only act on it when price also breaks a level.'),
  ('th06b', 'tutorial-help', 'lucia', 'th06', '15 days 5 hours', 'So it is a warning light, not a signal on its own.'),
  ('th06c', 'tutorial-help', 'diego', 'th06', '15 days 4 hours', 'That is a good way to put it.'),
  ('th07', 'tutorial-help', 'zara', null, '14 days 9 hours', 'Can someone explain bid, ask and spread like I am five?'),
  ('th07a', 'tutorial-help', 'emma', 'th07', '14 days 8 hours', 'Bid: the highest price someone will pay right now. Ask: the lowest price someone will sell at. The spread is the gap between them, and it is a small cost you pay every time you buy at the ask and sell at the bid.'),
  ('th07b', 'tutorial-help', 'zara', 'th07', '14 days 7 hours', 'So a wide spread is worse for me as a trader. Clear, thanks!'),
  ('th08', 'tutorial-help', 'yusuf', null, '13 days 4 hours', 'Passed Module 3 with 80%. Is it worth retaking for 100%?'),
  ('th08a', 'tutorial-help', 'alex', 'th08', '13 days 3 hours', 'Only if the questions you missed are ones you want to understand. The Quiz Master badge is nice, but the review screen showing why each answer is right is the real value.'),
  ('th09', 'tutorial-help', 'olivia', null, '12 days 6 hours', 'What is the difference between a moving average crossing and price crossing the average?'),
  ('th09a', 'tutorial-help', 'oliver', 'th09', '12 days 5 hours', 'Price crossing a 50-day average reacts fast and gives more false signals. A 50-day crossing a 200-day is slower and rarer. Neither predicts; both describe the trend changing.'),
  ('th10', 'tutorial-help', 'amara', null, '11 days 2 hours', 'Why do my P&L numbers differ from my broker''s? I think I forgot commissions.'),
  ('th10a', 'tutorial-help', 'ethan', 'th10', '11 days 1 hour', 'Commissions, fees, and also the fill price. Your plan said $100 but the fill might have been $100.07. Always use your actual fills.'),
  ('th10b', 'tutorial-help', 'amara', 'th10', '11 days', 'Checked, it was the fills plus a small regulatory fee. Thanks @{ethan}.'),
  ('th11', 'tutorial-help', 'mateo', null, '9 days 5 hours', 'Module 5 at 11:20: how do I draw Fibonacci retracements? From the low to the high or the other way round?'),
  ('th11a', 'tutorial-help', 'kenji', 'th11', '9 days 4 hours', 'In an uptrend, from the swing low to the swing high; the levels then show how far the pullback has come back. In a downtrend, from the high to the low.'),
  ('th11b', 'tutorial-help', 'mateo', 'th11', '9 days 3 hours', 'And 61.8% is just a common level people watch, not magic?'),
  ('th11c', 'tutorial-help', 'kenji', 'th11', '9 days 2 hours', 'Right. It matters most when it lines up with something else, like old support or a moving average.'),
  ('th12', 'tutorial-help', 'ruby', null, '7 days 8 hours', 'Is paper trading worth it or should I start with a small real account?'),
  ('th12a', 'tutorial-help', 'isabel', 'th12', '7 days 7 hours', 'Both. Paper trade until you can follow your own rules for a month. Then go small and real: your emotions only show up when the money is real.'),
  ('th12b', 'tutorial-help', 'theo', 'th12', '7 days 6 hours', 'Agree. My paper results were great and my first real month was a mess. Same setups, different head.'),
  ('th13', 'tutorial-help', 'clara', null, '5 days 3 hours', 'What does "the stock is up on heavy volume" mean and why does it matter?'),
  ('th13a', 'tutorial-help', 'victor', 'th13', '5 days 2 hours', 'More shares changed hands than usual. A move on heavy volume shows many participants agree; a move on light volume is easier to reverse.'),
  ('th14', 'tutorial-help', 'andre', null, '3 days 6 hours', 'How do I calculate a P/E ratio? Module 6 went quickly.'),
  ('th14a', 'tutorial-help', 'aisha', 'th14', '3 days 5 hours', 'Share price divided by earnings per share over the last 12 months. $100 share price and $5 EPS is a P/E of 20: investors pay $20 for each $1 of yearly profit.'),
  ('th14b', 'tutorial-help', 'andre', 'th14', '3 days 4 hours', 'And a high P/E means the market expects growth, not that the stock is automatically expensive?'),
  ('th14c', 'tutorial-help', 'aisha', 'th14', '3 days 3 hours', 'Yes. Compare it with the company''s own history and its peers, not with the whole market.'),
  ('th15', 'tutorial-help', 'fatima', null, '1 day 5 hours', 'Module 1 at 04:30: what is a market maker?'),
  ('th15a', 'tutorial-help', 'jordan', 'th15', '1 day 4 hours', 'A firm that keeps posting both a bid and an ask, so there is always someone to trade with. They earn the spread in return.'),
  ('th16', 'tutorial-help', 'liam', null, '6 hours', 'Does a stop loss protect me overnight if the stock gaps down?'),
  ('th16a', 'tutorial-help', 'sam', 'th16', '5 hours', 'Only partly. The stop triggers at the open, but the fill is at the first available price, which can be well below your stop. That is why position size matters more than the stop itself.'),
  ('th17', 'tutorial-help', 'mei', null, '2 hours', 'Starting the course today! Any tips for Module 1?'),
  ('th17a', 'tutorial-help', 'grace', 'th17', '1 hour 30 minutes', 'Take notes on the vocabulary: bid, ask, spread, volume, market cap. Everything later builds on them. And welcome!'),

  -- #general: introductions, habits, wins and losses
  ('ge01', 'general', 'maya', null, '21 days', 'Morning everyone. Three months into trading and the biggest lesson so far: a plan written before the open beats any idea I have during it.'),
  ('ge01a', 'general', 'raj', 'ge01', '20 days 23 hours', 'Same here. I write entry, stop, target and size in a note before the bell. If it is not in the note, I do not take it.'),
  ('ge02', 'general', 'diego', null, '19 days 4 hours', 'Journal check: who keeps a trading journal, and what do you record?'),
  ('ge02a', 'general', 'sofia', 'ge02', '19 days 3 hours', 'Setup, entry, exit, size, and one line on how I felt. The feelings column has taught me the most.'),
  ('ge02b', 'general', 'ethan', 'ge02', '19 days 2 hours', 'Screenshots of the chart at entry and exit. Looking back at 50 of them shows patterns you cannot see trade by trade.'),
  ('ge02c', 'general', 'diego', 'ge02', '19 days 1 hour', 'Great ideas. Adding screenshots from today.'),
  ('ge03', 'general', 'oliver', null, '17 days 2 hours', 'Honest post: took three revenge trades after a stop-out today and turned a small loss into my worst day of the month.'),
  ('ge03a', 'general', 'isabel', 'ge03', '17 days 1 hour', 'Been there. My rule now: after two losses in a day I close the platform. The market is open tomorrow.'),
  ('ge03b', 'general', 'marcus', 'ge03', '17 days', 'Thanks for posting this, it helps more people than the screenshots of big wins.'),
  ('ge04', 'general', 'kenji', null, '15 days 1 hour', 'Finished all 15 modules and got the certificate today. The options module was the hardest for me.'),
  ('ge04a', 'general', 'alex', 'ge04', '15 days', 'Congratulations @{kenji}! Share the verification link in your profile if you like.'),
  ('ge04b', 'general', 'aisha', 'ge04', '14 days 23 hours', 'Well done! Module 12 took me two tries too.'),
  ('ge05', 'general', 'victor', null, '13 days 5 hours', 'What time zone is everyone in? I am in Central Europe, so the US open is 15:30 for me.'),
  ('ge05a', 'general', 'sam', 'ge05', '13 days 4 hours', 'West Africa here, 14:30. Perfect for after work.'),
  ('ge05b', 'general', 'ethan', 'ge05', '13 days 3 hours', 'US Pacific. 6:30 a.m. coffee and charts.'),
  ('ge06', 'general', 'raj', null, '11 days 6 hours', 'Reminder for newer members: a good trade can lose money and a bad trade can make money. Judge the process, not one result.'),
  ('ge07', 'general', 'sofia', null, '9 days 2 hours', 'Small win: first month where I followed my max-loss rule every single day. P&L was flat, but I have never been this calm.'),
  ('ge07a', 'general', 'maya', 'ge07', '9 days 1 hour', 'That is the real win. Consistency first, profits follow.'),
  ('ge08', 'general', 'marcus', null, '6 days 4 hours', 'Book recommendations for beginners? Preferably about risk and psychology rather than indicators.'),
  ('ge08a', 'general', 'oliver', 'ge08', '6 days 3 hours', 'Look for anything on probabilistic thinking and position sizing. And re-watch Module 13 here, it covers the core of it.'),
  ('ge09', 'general', 'isabel', null, '3 days 2 hours', 'Quiet week ahead of the inflation numbers. I am trading half size until they are out.'),
  ('ge09a', 'general', 'diego', 'ge09', '3 days 1 hour', 'Same. No reason to guess the number when you can react to it.'),
  ('ge10', 'general', 'aisha', null, '1 day 2 hours', 'Hello from Lagos! Premium for a week now. @{priya} your opening range video was great.'),
  ('ge10a', 'general', 'priya', 'ge10', '1 day 1 hour', 'Thank you @{aisha}! Next session is this week, bring questions.'),
  ('ge11', 'general', 'ethan', null, '3 hours', 'Anyone else find that their best trades are the boring ones they almost skipped?'),
  ('ge11a', 'general', 'kenji', 'ge11', '2 hours 30 minutes', 'Every time. The exciting ones are usually the ones I chased.'),
  ('ge12', 'general', 'victor', null, '40 minutes', 'Futures are flat this morning. Patience until the first 15 minutes are done.'),

  -- #daily-watchlist
  ('dw01', 'daily-watchlist', 'alex', null, '14 days 18 hours', 'Watchlist for the week: SPY near its 50-day, NVDA building a base, AAPL ahead of its product event. Levels in the chart channel.'),
  ('dw01a', 'daily-watchlist', 'maya', 'dw01', '14 days 17 hours', 'Is the NVDA base on the daily or the weekly?'),
  ('dw01b', 'daily-watchlist', 'alex', 'dw01', '14 days 16 hours', 'Daily. About six weeks of sideways action on falling volume.'),
  ('dw02', 'daily-watchlist', 'sam', null, '10 days 17 hours', 'MSFT holding above last month''s high three days in a row. On my list for a pullback entry.'),
  ('dw03', 'daily-watchlist', 'raj', null, '7 days 18 hours', 'AMZN: gap up on earnings is holding. I want to see it stay above the gap before I do anything.'),
  ('dw03a', 'daily-watchlist', 'oliver', 'dw03', '7 days 17 hours', 'Good rule. Gaps that fill in the first day often keep falling.'),
  ('dw04', 'daily-watchlist', 'diego', null, '4 days 18 hours', 'TSLA is the widest-range name on the list this week. Half size if you trade it.'),
  ('dw05', 'daily-watchlist', null, null, '1 day 18 hours', 'Today''s watchlist is up: SPY, QQQ, AAPL, MSFT, NVDA, AMZN and TSLA with yesterday''s close and change.'),
  ('dw06', 'daily-watchlist', 'sofia', null, '5 hours', 'QQQ relative strength against SPY turning up again. Tech leading this morning.'),

  -- #technical-analysis
  ('ta01', 'technical-analysis', 'marcus', null, '20 days 2 hours', 'SPY daily: higher highs and higher lows since the spring. Until a lower low prints, the trend is up.'),
  ('ta01a', 'technical-analysis', 'hana', 'ta01', '20 days 1 hour', 'How do you define a swing low? I keep drawing them in different places.'),
  ('ta01b', 'technical-analysis', 'marcus', 'ta01', '20 days', 'Simple version: a bar whose low is lower than the two bars on each side. Stick to one definition and use it every time.'),
  ('ta02', 'technical-analysis', 'noah', null, '18 days 6 hours', 'Drew support on AAPL at the last three lows. Does it matter that they are not exactly the same price?'),
  ('ta02a', 'technical-analysis', 'kenji', 'ta02', '18 days 5 hours', 'No, support is a zone, not a line. If three lows are within about 1% of each other, treat the whole range as support.'),
  ('ta03', 'technical-analysis', 'grace', null, '16 days 4 hours', 'Practising with Bollinger Bands on NVDA. Price walked along the upper band for a week. Is that a sell signal?'),
  ('ta03a', 'technical-analysis', 'sofia', 'ta03', '16 days 3 hours', 'In a strong trend price can ride the band. A close back inside the bands after a walk is more telling than the touch itself.'),
  ('ta03b', 'technical-analysis', 'grace', 'ta03', '16 days 2 hours', 'That is what happened on Friday, interesting. Thanks!'),
  ('ta04', 'technical-analysis', 'theo', null, '14 days 3 hours', 'MACD question: the lines crossed but the histogram was already shrinking for days. Which one leads?'),
  ('ta04a', 'technical-analysis', 'raj', 'ta04', '14 days 2 hours', 'The histogram is the distance between the lines, so it shrinks before they cross. It leads the crossover by design.'),
  ('ta05', 'technical-analysis', 'noah', null, '12 days 2 hours', 'Is a head and shoulders on a 15-minute chart as meaningful as on a daily?'),
  ('ta05a', 'technical-analysis', 'diego', 'ta05', '12 days 1 hour', 'Patterns on longer timeframes involve more money and more time, so they tend to matter more. On 15 minutes, treat it as short-term only.'),
  ('ta06', 'technical-analysis', 'david', null, '10 days 4 hours', 'QQQ weekly chart: first close above the 10-week average in a month. Watching for follow-through.'),
  ('ta07', 'technical-analysis', 'sam', null, '8 days 2 hours', 'Divergence on MSFT: price made a higher high, RSI made a lower high. Not a short signal on its own, but I tightened my stop.'),
  ('ta07a', 'technical-analysis', 'david', 'ta07', '8 days 1 hour', 'Is tightening the stop the usual response to divergence?'),
  ('ta07b', 'technical-analysis', 'sam', 'ta07', '8 days', 'It is mine. Momentum fading is a reason to protect gains, not a reason to flip short.'),
  ('ta08', 'technical-analysis', 'theo', null, '6 days 5 hours', 'Volume profile on SPY shows most trading near the middle of the last month''s range. Breakouts from there need volume to stick.'),
  ('ta09', 'technical-analysis', 'oliver', null, '4 days 3 hours', 'Multi-timeframe check before any trade: weekly for trend, daily for levels, hourly for entry. Saves me from fighting the bigger picture.'),
  ('ta09a', 'technical-analysis', 'david', 'ta09', '4 days 2 hours', 'Going to try this. Right now I only look at the 5-minute and get chopped up.'),
  ('ta09b', 'technical-analysis', 'oliver', 'ta09', '4 days 1 hour', 'That was me last year. Zooming out is the cheapest edge there is.'),
  ('ta10', 'technical-analysis', 'hana', null, '2 days 4 hours', 'First time spotting a bull flag before it broke out. Did not trade it, but I am happy I saw it.'),
  ('ta10a', 'technical-analysis', 'marcus', 'ta10', '2 days 3 hours', 'Seeing it is step one. Next time write down where your entry and stop would have been and track it.'),
  ('ta11', 'technical-analysis', 'kenji', null, '8 hours', 'SPY back at the 50-day for the third time this quarter. Each bounce weaker. I am cautious here.'),

  -- #market-alerts (alerts by the team, and the discussion under them)
  ('ma01', 'market-alerts', 'alex', null, '16 days 1 hour', 'AAPL gapped 3% higher on its product event. Wait for the first 30 minutes before judging whether the gap holds.'),
  ('ma02', 'market-alerts', 'alex', null, '12 days 3 hours', 'Oil up 4% on supply news. Energy names moving; airlines under pressure.'),
  ('ma03', 'market-alerts', 'alex', null, '8 days 4 hours', 'VIX above 20 for the first time in a month. Expect wider ranges; consider smaller positions.'),
  ('ma04', 'market-alerts', 'alex', null, '5 days 1 hour', 'MSFT new all-time high on heavy volume.'),
  ('ma05', 'market-alerts', 'alex', null, '2 days 2 hours', 'TSLA down 6% premarket after delivery numbers. Spreads are wide before the open.'),

  -- #earnings-calendar
  ('ec01', 'earnings-calendar', 'alex', null, '10 days 2 hours', 'Big week: three of our watchlist names report. Remember that options prices rise before earnings and drop right after.'),
  ('ec01a', 'earnings-calendar', 'noah', 'ec01', '10 days 1 hour', 'Is that the "volatility crush" from Module 12?'),
  ('ec01b', 'earnings-calendar', 'alex', 'ec01', '10 days', 'Yes. You can be right on direction and still lose on options if the move is smaller than what was priced in.'),
  ('ec02', 'earnings-calendar', 'david', null, '6 days 2 hours', 'NVDA beat on revenue but guided lower and the stock fell. Expectations matter more than the results.'),
  ('ec03', 'earnings-calendar', 'alex', null, '1 day 3 hours', 'Earnings Week Preview is on the calendar: answer Going on its card for a reminder the day before.'),

  -- #expert-analysis (premium)
  ('ex01', 'expert-analysis', 'alex', null, '20 days 1 hour', 'Framework for the month: trade with the daily trend only, risk 1% per idea, no more than three open positions. Pinning this.'),
  ('ex02', 'expert-analysis', 'marcus', null, '18 days 3 hours', 'NVDA plan: buy a close above the six-week base, stop under the base low, first target at the prior high. Reward to risk about 2.5 to 1.'),
  ('ex02a', 'expert-analysis', 'raj', 'ex02', '18 days 2 hours', 'Would you add on the first pullback after the breakout or keep it at one entry?'),
  ('ex02b', 'expert-analysis', 'marcus', 'ex02', '18 days 1 hour', 'One entry. Adding is fine if the first part is already in profit and the total risk stays within 1%.'),
  ('ex03', 'expert-analysis', 'oliver', null, '14 days 4 hours', 'Sector rotation this month: money leaving utilities and staples into semiconductors. Risk-on behaviour.'),
  ('ex03a', 'expert-analysis', 'sofia', 'ex03', '14 days 3 hours', 'Relative strength lines confirm it. XLK versus XLU turned up two weeks ago.'),
  ('ex04', 'expert-analysis', 'kenji', null, '11 days 5 hours', 'Iron condor on SPY for the monthly expiry: short strikes outside the expected move, defined risk. Taking it off at half the credit.'),
  ('ex04a', 'expert-analysis', 'isabel', 'ex04', '11 days 4 hours', 'Why close at 50% instead of holding to expiry?'),
  ('ex04b', 'expert-analysis', 'kenji', 'ex04', '11 days 3 hours', 'The last half of the credit carries most of the risk. Taking profits early improves the odds over many trades.'),
  ('ex05', 'expert-analysis', 'ethan', null, '8 days 6 hours', 'Post-mortem on my MSFT trade: entered early before the breakout confirmed, stopped out, then it broke out. Lesson: wait for the close.'),
  ('ex05a', 'expert-analysis', 'priya', 'ex05', '8 days 5 hours', 'Good write-up. Early entries have a better price but a lower hit rate. Track both in your journal and see which pays.'),
  ('ex06', 'expert-analysis', 'aisha', null, '5 days 3 hours', 'Rates watch: the 10-year yield is near its recent high. Growth stocks have been sensitive to every move there.'),
  ('ex07', 'expert-analysis', 'victor', null, '2 days 5 hours', 'Position sizing example for the group: $20,000 account, 1% risk is $200. Entry $50, stop $48, so 100 shares. Position is $5,000 but risk is $200.'),
  ('ex07a', 'expert-analysis', 'sam', 'ex07', '2 days 4 hours', 'Worth pinning. This is the one calculation every new member should do before every trade.'),
  ('ex08', 'expert-analysis', 'alex', null, '4 hours', 'Weekly levels update: SPY support at the 50-day, resistance at the recent high. @{marcus} and @{kenji} will cover setups in Thursday''s session.'),

  -- #live-sessions (premium)
  ('ls01', 'live-sessions', 'alex', null, '13 days 2 hours', 'Recording notes from Monday''s outlook: key levels, the calendar, and the Q&A on stop placement are in the pinned summary.'),
  ('ls01a', 'live-sessions', 'diego', 'ls01', '13 days 1 hour', 'The stop placement part was gold. Thanks for going slowly through it.'),
  ('ls02', 'live-sessions', 'priya', null, '6 days 1 hour', 'Thanks to everyone who joined the opening range session. Question for next time: how do you handle a range that is unusually wide?'),
  ('ls02a', 'live-sessions', 'ethan', 'ls02', '6 days', 'I cut size in proportion: if the range is twice normal, I take half the shares so the risk stays the same.'),
  ('ls03', 'live-sessions', 'sofia', null, '20 hours', 'Question for tomorrow''s outlook: how do you adjust plans in the week of an inflation report?'),

  -- more questions and answers
  ('th18', 'tutorial-help', 'noah', null, '19 days 9 hours', 'What is market capitalisation and why do people say "large cap"?'),
  ('th18a', 'tutorial-help', 'david', 'th18', '19 days 8 hours', 'Share price times the number of shares. Large caps are the biggest companies; they usually move less and trade more easily than small caps.'),
  ('th19', 'tutorial-help', 'emma', null, '16 days 9 hours', 'Is it bad to buy a stock at its all-time high? Feels like buying at the top.'),
  ('th19a', 'tutorial-help', 'oliver', 'th19', '16 days 8 hours', 'Not by itself. At an all-time high nobody who bought earlier is sitting on a loss waiting to sell. Many trend followers buy exactly there, with a stop.'),
  ('th19b', 'tutorial-help', 'emma', 'th19', '16 days 7 hours', 'Never thought about the "no one waiting to break even" part. Thanks.'),
  ('th20', 'tutorial-help', 'jordan', null, '14 days 2 hours', 'What is the difference between a day order and good-till-cancelled?'),
  ('th20a', 'tutorial-help', 'ben', 'th20', '14 days 1 hour', 'A day order expires at the close if it has not filled. Good-till-cancelled stays until it fills or you cancel it, which is easy to forget. Check your open orders every morning.'),
  ('th21', 'tutorial-help', 'grace', null, '10 days 3 hours', 'Module 7: what does "defensive sector" mean?'),
  ('th21a', 'tutorial-help', 'aisha', 'th21', '10 days 2 hours', 'Sectors whose sales hold up in a slowdown because people keep buying them: utilities, healthcare, consumer staples like food and household goods.'),
  ('th22', 'tutorial-help', 'zara', null, '8 days 6 hours', 'How do I know which timeframe to use? There are so many.'),
  ('th22a', 'tutorial-help', 'raj', 'th22', '8 days 5 hours', 'Pick by how long you plan to hold. Holding days to weeks: daily chart for decisions, weekly for context. Holding minutes to hours: 5 or 15 minutes, with the daily for context.'),
  ('th22b', 'tutorial-help', 'zara', 'th22', '8 days 4 hours', 'I hold for a few days, so the daily it is.'),
  ('th23', 'tutorial-help', 'theo', null, '4 days 8 hours', 'Why does my stock drop on the ex-dividend date?'),
  ('th23a', 'tutorial-help', 'sam', 'th23', '4 days 7 hours', 'The dividend is leaving the company, so the price is adjusted down by about the dividend amount that morning. You have not lost anything: you get the cash.'),
  ('th24', 'tutorial-help', 'chloe', null, '2 days 6 hours', 'Does anyone else find the quizzes harder than the videos? Module 8 got me twice.'),
  ('th24a', 'tutorial-help', 'kwame', 'th24', '2 days 5 hours', 'Yes! Re-watching with the notes open helped. The review after each attempt explains every answer.'),
  ('th24b', 'tutorial-help', 'chloe', 'th24', '2 days 4 hours', 'Passed on the third try, 90%. The explanation of diversification finally clicked.'),

  -- more from #general
  ('ge13', 'general', 'david', null, '18 days 7 hours', 'Tip: set price alerts at your levels instead of staring at the screen all day. My trading got better when I watched less.'),
  ('ge13a', 'general', 'noah', 'ge13', '18 days 6 hours', 'This. Screen time makes me want to do something, and doing something is usually the mistake.'),
  ('ge14', 'general', 'theo', null, '16 days 6 hours', 'Question for the long-timers: how long before you were consistently profitable?'),
  ('ge14a', 'general', 'marcus', 'ge14', '16 days 5 hours', 'About two years, and the first one was mostly learning to lose small. Anyone promising faster is selling something.'),
  ('ge14b', 'general', 'sam', 'ge14', '16 days 4 hours', 'Similar for me. The turning point was trading one setup only for three months.'),
  ('ge15', 'general', 'hana', null, '12 days 7 hours', 'Just upgraded to premium. The expert analysis channel is a lot to take in, any advice where to start?'),
  ('ge15a', 'general', 'raj', 'ge15', '12 days 6 hours', 'Start with the pinned framework post, then follow one or two people whose style matches yours. And welcome!'),
  ('ge16', 'general', 'grace', null, '10 days 5 hours', 'Took my first real trade today: 10 shares of an ETF, stop set before I clicked buy. Small, but I followed the plan.'),
  ('ge16a', 'general', 'sofia', 'ge16', '10 days 4 hours', 'Congratulations! Small size while you learn is exactly right.'),
  ('ge16b', 'general', 'alex', 'ge16', '10 days 3 hours', 'Great start @{grace}. Write it up in your journal while it is fresh.'),
  ('ge17', 'general', 'noah', null, '7 days 3 hours', 'Does anyone trade only one or two hours a day? Wondering if that is enough.'),
  ('ge17a', 'general', 'oliver', 'ge17', '7 days 2 hours', 'Most of my trades happen in the first and last hour. The middle of the day is often slow and choppy.'),
  ('ge18', 'tutorial-help', 'kwame', null, '5 days 6 hours', 'Completed Module 6 on financial statements. Reading a real income statement is far less scary now.'),
  ('ge18a', 'tutorial-help', 'diego', 'ge18', '5 days 5 hours', 'Nice! Try reading the one for a company you use every day, it sticks better.'),

  -- more analysis
  ('ta12', 'technical-analysis', 'raj', null, '17 days 3 hours', 'AMZN weekly: inside week after a big range. Whichever side breaks first usually sets the next move. Levels are the high and low of last week.'),
  ('ta12a', 'technical-analysis', 'hana', 'ta12', '17 days 2 hours', 'What is an inside week?'),
  ('ta12b', 'technical-analysis', 'raj', 'ta12', '17 days 1 hour', 'A week whose high and low both fall within the previous week''s range. It shows the market pausing.'),
  ('ta13', 'technical-analysis', 'isabel', null, '11 days 4 hours', 'Gap on TSLA from last month is still open. Gaps are not obliged to fill, but they often act as a magnet or a support zone.'),
  ('ta14', 'technical-analysis', 'ethan', null, '3 days 7 hours', 'Reminder that indicators are derived from price. If you can read the candles and the volume, the indicators mostly confirm what you already see.'),
  ('ta14a', 'technical-analysis', 'grace', 'ta14', '3 days 6 hours', 'Good point. I had six indicators on my chart and could not see the price anymore.'),
  ('ex09', 'expert-analysis', 'raj', null, '16 days 2 hours', 'Earnings season plan: no new swing positions in a name the week it reports. The gap risk is not worth the edge.'),
  ('ex09a', 'expert-analysis', 'oliver', 'ex09', '16 days 1 hour', 'Same rule here, unless the position is already well in profit and the stop is above my entry.'),
  ('ex10', 'expert-analysis', 'sofia', null, '6 days 6 hours', 'Breadth check: fewer than half of S&P 500 stocks are above their 50-day average while the index is near its high. Narrow rallies tend to be fragile.'),
  ('ex10a', 'expert-analysis', 'ethan', 'ex10', '6 days 5 hours', 'Useful. Which chart do you use for that?'),
  ('ex10b', 'expert-analysis', 'sofia', 'ex10', '6 days 4 hours', 'The percentage of S&P 500 members above their 50-day moving average. Most charting platforms have it as a market breadth symbol.'),
  ('ex11', 'expert-analysis', 'priya', null, '1 day 4 hours', 'Opening range plan for tomorrow: first 15 minutes define the range, trade only a break in the direction of the daily trend, stop at the other side of the range.');

-- A second wave: more of the questions beginners really ask (answered in threads), the discussion
-- that follows the team's alerts, trade reviews, and the headlines of the past weeks. Free members
-- post only where free members may (tutorial-help); the alert channels carry the team's posts only.
insert into seed_posts (key, channel, author, parent, ago, kind, body) values
  -- #tutorial-help
  ('th17b', 'tutorial-help', 'maya', 'th17', '1 hour 10 minutes', 'chat', 'Welcome @{mei}! Learning before you risk anything is the best way to start.'),
  ('th25', 'tutorial-help', 'jordan', null, '20 days 2 hours', 'chat', 'Module 1: what is the difference between a stock and an ETF?'),
  ('th25a', 'tutorial-help', 'maya', 'th25', '20 days 1 hour', 'chat', 'An ETF is a basket of many stocks (or bonds) that trades like a single stock. SPY holds the companies of the S&P 500, so one share spreads your money across all of them.'),
  ('th25b', 'tutorial-help', 'jordan', 'th25', '20 days', 'chat', 'So one SPY share is a tiny slice of the whole index. Nice.'),
  ('th26', 'tutorial-help', 'fatima', null, '19 days 6 hours', 'chat', 'Why is the price in my broker''s app slightly different from the chart here?'),
  ('th26a', 'tutorial-help', 'theo', 'th26', '19 days 5 hours', 'chat', 'Different data feeds and delays. Free quotes are often delayed or come from one exchange only. For learning it does not matter; for live orders, trust your broker''s quote.'),
  ('th27', 'tutorial-help', 'olivia', null, '18 days 9 hours', 'chat', 'Module 2 at 09:15: what does "going long" mean exactly?'),
  ('th27a', 'tutorial-help', 'isabel', 'th27', '18 days 8 hours', 'chat', 'Buying with the aim of selling higher later. Long: you own it and want it to rise. Short: you sold borrowed shares and want it to fall.'),
  ('th27b', 'tutorial-help', 'olivia', 'th27', '18 days 7 hours', 'chat', 'Simple. Half the battle is the jargon.'),
  ('th28', 'tutorial-help', 'ruby', null, '17 days 2 hours', 'chat', 'Is there a minimum amount of money you need to start trading stocks?'),
  ('th28a', 'tutorial-help', 'david', 'th28', '17 days 1 hour', 'chat', 'Many brokers have no minimum and offer fractional shares. The practical minimum is an amount where risking 1% per trade still makes sense after fees. Until then, learn and paper trade.'),
  ('th29', 'tutorial-help', 'amara', null, '16 days 5 hours', 'chat', 'What is a "gap" on a chart?'),
  ('th29a', 'tutorial-help', 'hana', 'th29', '16 days 4 hours', 'chat', 'An empty space between one candle and the next, usually overnight: the stock opens above the previous high (gap up) or below the previous low (gap down), often after news.'),
  ('th29b', 'tutorial-help', 'amara', 'th29', '16 days 3 hours', 'chat', 'That explains the blank space on the daily chart after earnings.'),
  ('th30', 'tutorial-help', 'yusuf', null, '15 days 2 hours', 'chat', 'Should my stop be a percentage, like 5%, or at a level on the chart?'),
  ('th30a', 'tutorial-help', 'marcus', 'th30', '15 days 1 hour', 'chat', 'A chart level, then size the position to fit it. A fixed 5% ignores where the idea is actually wrong. If support is at $47 and you buy at $50, the stop goes a little under $47.'),
  ('th30b', 'tutorial-help', 'yusuf', 'th30', '15 days', 'chat', 'And if that stop is far away, I buy fewer shares rather than moving the stop closer?'),
  ('th30c', 'tutorial-help', 'marcus', 'th30', '14 days 23 hours', 'chat', 'Exactly that.'),
  ('th31', 'tutorial-help', 'nina', null, '14 days 4 hours', 'chat', 'Module 3: what is a doji?'),
  ('th31a', 'tutorial-help', 'grace', 'th31', '14 days 3 hours', 'chat', 'A candle whose open and close are almost equal, so the body is a thin line: indecision. On its own it means little; after a long run it can hint that the move is tiring.'),
  ('th32', 'tutorial-help', 'lucia', null, '13 days 7 hours', 'chat', 'How do dividends work? Do I need to hold the stock on the payment date?'),
  ('th32a', 'tutorial-help', 'aisha', 'th32', '13 days 6 hours', 'chat', 'You need to own it before the ex-dividend date. Buy on or after that date and the seller gets the dividend. The payment can come weeks later and you still receive it.'),
  ('th32b', 'tutorial-help', 'lucia', 'th32', '13 days 5 hours', 'chat', 'So the ex-date is the one that matters. Thanks @{aisha}!'),
  ('th33', 'tutorial-help', 'tom', null, '12 days 3 hours', 'chat', 'I keep mixing up volatility and volume. Are they related?'),
  ('th33a', 'tutorial-help', 'noah', 'th33', '12 days 2 hours', 'chat', 'Volume is how many shares trade; volatility is how far the price swings. They often rise together on news days, but a stock can trade heavy volume and barely move.'),
  ('th34', 'tutorial-help', 'kwame', null, '11 days 6 hours', 'chat', 'Module 4: simple or exponential moving average, which one should I use?'),
  ('th34a', 'tutorial-help', 'oliver', 'th34', '11 days 5 hours', 'chat', 'The EMA weighs recent prices more, so it turns sooner and gives more false signals; the SMA is smoother and slower. Pick one and learn how it behaves on your stocks. Consistency matters more than the choice.'),
  ('th35', 'tutorial-help', 'clara', null, '10 days 8 hours', 'chat', 'What does "liquidity" mean in Module 9?'),
  ('th35a', 'tutorial-help', 'kenji', 'th35', '10 days 7 hours', 'chat', 'How easily you can buy or sell without moving the price. Liquid stocks trade millions of shares a day with a one-cent spread; in illiquid ones the spread is wide and your own order can move the price.'),
  ('th35b', 'tutorial-help', 'clara', 'th35', '10 days 6 hours', 'chat', 'So as a beginner I should stick to liquid names. Makes sense.'),
  ('th36', 'tutorial-help', 'ben', null, '9 days 9 hours', 'chat', 'Module 5 asks about the neckline of a head and shoulders. Where exactly do I draw it?'),
  ('th36a', 'tutorial-help', 'raj', 'th36', '9 days 8 hours', 'chat', 'Connect the two lows on either side of the head. The line may slope a little. The pattern only counts once price closes below it.'),
  ('th37', 'tutorial-help', 'chloe', null, '8 days 2 hours', 'chat', 'Is it normal to feel anxious with a position open, even a small one?'),
  ('th37a', 'tutorial-help', 'sofia', 'th37', '8 days 1 hour', 'chat', 'Very normal. It gets easier when the stop and target are set before you enter, so there is nothing left to decide while the trade is open.'),
  ('th37b', 'tutorial-help', 'ethan', 'th37', '8 days', 'chat', 'Also notice how often you look at it. I set price alerts at my stop and target and close the chart.'),
  ('th37c', 'tutorial-help', 'chloe', 'th37', '7 days 23 hours', 'chat', 'Going to try the alerts. Thank you both.'),
  ('th38', 'tutorial-help', 'emma', null, '6 days 9 hours', 'chat', 'What is the difference between realised and unrealised P&L?'),
  ('th38a', 'tutorial-help', 'victor', 'th38', '6 days 8 hours', 'chat', 'Unrealised is the gain or loss on a position you still hold, and it moves with the price. Realised is what you lock in when you close the trade.'),
  ('th39', 'tutorial-help', 'liam', null, '6 days 2 hours', 'chat', 'Module 10: if I buy a call option, what is the most I can lose?'),
  ('th39a', 'tutorial-help', 'kenji', 'th39', '6 days 1 hour', 'chat', 'The premium you paid: one contract covers 100 shares, so a call at $2.50 costs $250 and that is the maximum loss. Selling options is different, the risk there can be much larger.'),
  ('th39b', 'tutorial-help', 'liam', 'th39', '6 days', 'chat', 'Good, buying is defined risk. I will leave selling alone until I understand it.'),
  ('th40', 'tutorial-help', 'mateo', null, '5 days 7 hours', 'chat', 'Why does my limit order sometimes not fill even though the price touched my level?'),
  ('th40a', 'tutorial-help', 'sam', 'th40', '5 days 6 hours', 'chat', 'Orders at the same price fill in the order they arrived. If the price only touches your level and turns, the earlier orders in the queue get filled first. A fill is only likely once price trades through your level.'),
  ('th41', 'tutorial-help', 'zara', null, '4 days 3 hours', 'chat', 'What is a trailing stop?'),
  ('th41a', 'tutorial-help', 'diego', 'th41', '4 days 2 hours', 'chat', 'A stop that follows the price up, a set distance or percentage below the highest price since you entered, and never moves down. It lets a winner run while keeping part of the gain.'),
  ('th42', 'tutorial-help', 'andre', null, '2 days 9 hours', 'chat', 'Module 8: what does an inverted yield curve mean?'),
  ('th42a', 'tutorial-help', 'theo', 'th42', '2 days 8 hours', 'chat', 'Short-term government bonds paying more than long-term ones. It has often come before recessions, but the timing is very loose, sometimes a year or two. A backdrop, not a trade signal.'),
  ('th43', 'tutorial-help', 'nina', null, '1 day 8 hours', 'chat', 'Passed all four BEGINNER modules! On to Module 5.'),
  ('th43a', 'tutorial-help', 'alex', 'th43', '1 day 7 hours', 'chat', 'Well done @{nina}! Module 5 builds on support and resistance, so a quick look back at Module 3 first will help.'),
  ('th43b', 'tutorial-help', 'nina', 'th43', '1 day 6 hours', 'chat', 'Will do, thanks!'),
  ('th44', 'tutorial-help', 'jordan', null, '20 hours', 'chat', 'What is slippage?'),
  ('th44a', 'tutorial-help', 'priya', 'th44', '19 hours', 'chat', 'The difference between the price you expected and the price you got. It is larger with market orders, in fast markets and in thinly traded stocks.'),
  ('th45', 'tutorial-help', 'ruby', null, '9 hours', 'chat', 'How can I tell if a stock is in an uptrend on the weekly chart?'),
  ('th45a', 'tutorial-help', 'maya', 'th45', '8 hours', 'chat', 'Same rule as on the daily: higher highs and higher lows. Many traders also check that price is above a rising 30- or 40-week average.'),
  ('th45b', 'tutorial-help', 'ruby', 'th45', '7 hours', 'chat', 'Checked SPY, it is. Thanks!'),
  ('th46', 'tutorial-help', 'kwame', null, '50 minutes', 'chat', 'Module 6: what is free cash flow, in plain words?'),

  -- #general (premium members)
  ('ge20', 'general', 'noah', null, '12 days 1 hour', 'chat', 'Saw the oil alert this morning: why would airlines fall when oil rises?'),
  ('ge20a', 'general', 'sofia', 'ge20', '12 days', 'chat', 'Fuel is one of their biggest costs. Higher oil means lower expected profits, and the market reprices that straight away.'),
  ('ge20b', 'general', 'noah', 'ge20', '11 days 23 hours', 'chat', 'Second-order effects like that are easy to miss. Thanks.'),
  ('ge21', 'general', 'hana', null, '2 days 1 hour', 'chat', 'After this morning''s TSLA alert: do premarket prices usually hold into the open?'),
  ('ge21a', 'general', 'victor', 'ge21', '2 days', 'chat', 'Sometimes. Premarket volume is thin, so moves can shrink or grow a lot once the regular session starts.'),
  ('ge21b', 'general', 'raj', 'ge21', '1 day 23 hours', 'chat', 'I wait for the first 15 minutes before I trust any premarket level.'),
  ('ge22', 'general', 'grace', null, '20 days 5 hours', 'chat', 'How many symbols do you each follow? My list is at 40 and I cannot keep up.'),
  ('ge22a', 'general', 'oliver', 'ge22', '20 days 4 hours', 'chat', 'Ten to fifteen. If a name has not given me a setup in a month, it comes off the list.'),
  ('ge22b', 'general', 'isabel', 'ge22', '20 days 3 hours', 'chat', 'Seven. The same seven every day, until I know how they move.'),
  ('ge22c', 'general', 'grace', 'ge22', '20 days 2 hours', 'chat', 'Cutting mine to twelve tonight.'),
  ('ge23', 'general', 'aisha', null, '17 days 4 hours', 'chat', 'What do you do after a big losing day?'),
  ('ge23a', 'general', 'marcus', 'ge23', '17 days 3 hours', 'chat', 'Stop for the day, write down what happened while it is fresh, and trade half size the next day.'),
  ('ge23b', 'general', 'david', 'ge23', '17 days 2 hours', 'chat', 'Go for a walk. Literally. An hour away from the screen before I even think about it.'),
  ('ge24', 'general', 'kenji', null, '14 days 1 hour', 'chat', 'Weekends are for reviewing, not for predicting Monday. I go through every trade of the week with its screenshots.'),
  ('ge25', 'general', 'david', null, '11 days 3 hours', 'chat', 'Anyone tracking win rate against average win and loss? Mine: 42% winners, but the average winner is 2.3 times the average loser.'),
  ('ge25a', 'general', 'ethan', 'ge25', '11 days 2 hours', 'chat', 'That is a positive expectancy: 0.42 × 2.3 − 0.58 × 1 ≈ +0.39R per trade. Keep doing exactly that.'),
  ('ge25b', 'general', 'david', 'ge25', '11 days 1 hour', 'chat', 'Seeing it as R per trade makes the losing streaks much easier to sit through.'),
  ('ge26', 'general', 'theo', null, '8 days 5 hours', 'chat', 'Anyone else doing the chart exercises in the course? The support and resistance one was harder than I expected.'),
  ('ge26a', 'general', 'noah', 'ge26', '8 days 4 hours', 'chat', 'Yes, I picked the wrong swing low twice. Good practice though.'),
  ('ge27', 'general', 'priya', null, '4 days 6 hours', 'chat', 'Thursday''s live session is on opening range breakouts. Bring a chart you traded, good or bad.'),
  ('ge27a', 'general', 'hana', 'ge27', '4 days 5 hours', 'chat', 'I will bring my NVDA trade from Tuesday. A bad one, so plenty to learn from.'),
  ('ge28', 'general', 'sam', null, '1 day 6 hours', 'chat', 'Check-in for the newer members: what is one habit you have changed since joining?'),
  ('ge28a', 'general', 'grace', 'ge28', '1 day 5 hours', 'chat', 'I set the stop before I place the order. Every time.'),
  ('ge28b', 'general', 'theo', 'ge28', '1 day 5 hours', 'chat', 'I stopped trading the first five minutes after the open.'),
  ('ge28c', 'general', 'hana', 'ge28', '1 day 4 hours', 'chat', 'Journal every evening, even on days without trades.'),
  ('ge28d', 'general', 'sam', 'ge28', '1 day 3 hours', 'chat', 'Love these. Small habits, big difference.'),
  ('ge29', 'general', 'maya', null, '1 hour 10 minutes', 'chat', 'Quiet open so far. Sitting on your hands is a position too.'),

  -- #technical-analysis
  ('ta15', 'technical-analysis', 'victor', null, '19 days 3 hours', 'chat', 'AAPL daily: three touches of the same resistance zone in two months. A close above it on volume would be the signal; until then it is a range.'),
  ('ta15a', 'technical-analysis', 'hana', 'ta15', '19 days 2 hours', 'chat', 'Where would the stop go on a breakout like that?'),
  ('ta15b', 'technical-analysis', 'victor', 'ta15', '19 days 1 hour', 'chat', 'Back inside the range, under the breakout day''s low. If price falls back in, the breakout has failed.'),
  ('ta16', 'technical-analysis', 'isabel', null, '15 days 1 hour', 'chat', 'Switching NVDA between 1D and 1W here is a lesson in itself: the daily looks choppy, the weekly is a clean uptrend.'),
  ('ta17', 'technical-analysis', 'david', null, '13 days 2 hours', 'chat', 'Drawing a trendline on QQQ from the lows: do you connect the wicks or the bodies?'),
  ('ta17a', 'technical-analysis', 'kenji', 'ta17', '13 days 1 hour', 'chat', 'Either, as long as you are consistent. Wicks show the true extremes, bodies ignore the spikes. I use wicks on the daily.'),
  ('ta18', 'technical-analysis', 'noah', null, '9 days 6 hours', 'chat', 'MSFT pulling back to its 20-day average on lower volume. Healthy pullback, or am I seeing what I want to see?'),
  ('ta18a', 'technical-analysis', 'sam', 'ta18', '9 days 5 hours', 'chat', 'The lower volume is the healthy part. Wait for a day that closes back up, with volume, before you enter.'),
  ('ta18b', 'technical-analysis', 'noah', 'ta18', '9 days 4 hours', 'chat', 'Alert set for it. Thanks.'),
  ('ta19', 'technical-analysis', 'aisha', null, '5 days 4 hours', 'chat', 'TSLA''s average true range is about twice SPY''s in percentage terms. Same dollar risk means far fewer shares.'),
  ('ta20', 'technical-analysis', 'grace', null, '1 day 3 hours', 'chat', 'My first annotated chart: SPY with support, resistance and the 50-day. They all line up around the same zone, which I read as important.'),
  ('ta20a', 'technical-analysis', 'marcus', 'ta20', '1 day 2 hours', 'chat', 'Good read. When several tools point at one zone, more traders are watching it, so the reactions there tend to be stronger.'),

  -- #expert-analysis (premium)
  ('ex12', 'expert-analysis', 'marcus', null, '19 days 5 hours', 'chat', 'Trade review, AMZN: entry on the pullback to the 20-day, stop under the swing low, out at 2R. Nothing clever; the plan did the work.'),
  ('ex12a', 'expert-analysis', 'theo', 'ex12', '19 days 4 hours', 'chat', 'Do you take the whole position off at 2R or scale out?'),
  ('ex12b', 'expert-analysis', 'marcus', 'ex12', '19 days 3 hours', 'chat', 'Half at 2R, the rest with the stop moved to break-even. It keeps me in the big moves without giving the trade back.'),
  ('ex13', 'expert-analysis', 'isabel', null, '15 days 6 hours', 'chat', 'Volatility note: with the VIX low, option premiums are cheap and daily ranges narrow. Breakout trades tend to struggle in that regime; patience pays.'),
  ('ex14', 'expert-analysis', 'raj', null, '12 days 5 hours', 'chat', 'Correlation check before adding a position: NVDA, MSFT and QQQ together are mostly one bet. Three positions at 1% risk each can behave like one at 3%.'),
  ('ex14a', 'expert-analysis', 'grace', 'ex14', '12 days 4 hours', 'chat', 'Never thought of it that way. How do you handle it?'),
  ('ex14b', 'expert-analysis', 'raj', 'ex14', '12 days 3 hours', 'chat', 'I cap the total risk per theme, say 2% for large-cap tech, however many tickers it is spread over.'),
  ('ex15', 'expert-analysis', 'kenji', null, '7 days 3 hours', 'chat', 'Put credit spread on QQQ, as an example: sell a 5-point spread below support for about a third of its width. Maximum loss is defined; I exit if support breaks, whatever the P&L.'),
  ('ex15a', 'expert-analysis', 'hana', 'ex15', '7 days 2 hours', 'chat', 'Where is the break-even on that?'),
  ('ex15b', 'expert-analysis', 'kenji', 'ex15', '7 days 1 hour', 'chat', 'The short strike minus the credit received. Below it the trade loses, at most the width minus the credit.'),
  ('ex16', 'expert-analysis', 'oliver', null, '3 days 2 hours', 'chat', 'Month to date: 9 trades, 4 winners, net +3.1R. Both big losses came from entering before the daily close. Same lesson as @{ethan}''s post: wait for the close.'),

  -- #daily-watchlist
  ('dw07', 'daily-watchlist', 'marcus', null, '18 days 17 hours', 'chat', 'AAPL made an inside day yesterday. Above its high I look long; below its low I stay out.'),
  ('dw08', 'daily-watchlist', 'isabel', null, '12 days 18 hours', 'chat', 'NVDA gap-fill level is yesterday''s close. Watching for buyers there.'),
  ('dw08a', 'daily-watchlist', 'theo', 'dw08', '12 days 17 hours', 'chat', 'Good spot, that level is also the 20-day average.'),
  ('dw09', 'daily-watchlist', 'kenji', null, '2 days 17 hours', 'chat', 'SPY sits between the 50-day below and last week''s high above. Inside that box I do nothing.'),

  -- #earnings-calendar
  ('ec04', 'earnings-calendar', 'aisha', null, '13 days 3 hours', 'chat', 'The calendar gives the date, not the time: many companies report after the close, so the move shows up the next morning.'),
  ('ec04a', 'earnings-calendar', 'david', 'ec04', '13 days 2 hours', 'chat', 'That caught me last quarter. I held through an after-hours report without realising it.'),
  ('ec05', 'earnings-calendar', 'alex', null, '8 days 2 hours', 'chat', 'Notes from "How to Read an Earnings Report": revenue, EPS, margins and guidance, and why guidance usually moves the stock the most.'),
  ('ec06', 'earnings-calendar', 'noah', null, '3 days 1 hour', 'chat', 'AMZN reports next week. The options market implies a move of about 7% either way.'),
  ('ec06a', 'earnings-calendar', 'raj', 'ec06', '3 days', 'chat', 'Useful number: if your stop is inside the implied move, the gap can jump right over it.'),

  -- #live-sessions (premium)
  ('ls04', 'live-sessions', 'alex', null, '13 days 5 hours', 'chat', 'Weekly Market Outlook starts in 15 minutes. The session card says when the room opens.'),
  ('ls05', 'live-sessions', 'hana', null, '6 days 2 hours', 'chat', 'Could the next session cover sizing when the stop has to be very wide?'),
  ('ls05a', 'live-sessions', 'priya', 'ls05', '6 days 1 hour', 'chat', 'It is on the agenda. Short answer: fewer shares, same dollar risk.'),
  ('ls06', 'live-sessions', 'grace', null, '3 hours', 'chat', 'First live session for me tomorrow. Anything I should prepare?'),
  ('ls06a', 'live-sessions', 'sofia', 'ls06', '2 hours 30 minutes', 'chat', 'Have your watchlist open and one question ready. The notes go up here afterwards.'),

  -- #market-alerts (the team)
  ('ma06', 'market-alerts', 'alex', null, '18 days 2 hours', 'alert', 'QQQ closed below its 20-day average for the first time in six weeks. The weekly trend is still up; tighten stops on short-term longs.'),
  ('ma07', 'market-alerts', 'alex', null, '10 days 1 hour', 'alert', 'NVDA breaking out of its six-week base on 1.8 times average volume. The level to hold is the top of the base.'),
  ('ma08', 'market-alerts', 'alex', null, '6 days 4 hours', 'alert', 'Unusual volume in AMZN ahead of earnings. Option spreads are wide: use limit orders.'),
  ('ma09', 'market-alerts', 'alex', null, '1 day 1 hour', 'alert', 'SPY gapped down 0.8% at the open on rate worries. First support is yesterday''s low.'),

  -- #breaking-news (the team and the calendar bot)
  ('bn01', 'breaking-news', 'alex', null, '20 days 4 hours', 'alert', 'The central bank held rates steady, as expected. The statement left the door open to a cut later this year; bonds rallied and growth stocks led.'),
  ('bn02', 'breaking-news', 'alex', null, '18 days 1 hour', 'alert', 'Monthly jobs report: payrolls above expectations, unemployment rate unchanged. Yields rose on the release.'),
  ('bn03', 'breaking-news', 'alex', null, '16 days 6 hours', 'alert', 'Oil jumps on a supply cut announcement. Energy names up before the open; airlines and transports lower.'),
  ('bn04', 'breaking-news', null, null, '14 days 2 hours', 'bot', 'Economic calendar: consumer prices came in line with forecasts. Core inflation slowed slightly for a second month.'),
  ('bn05', 'breaking-news', 'alex', null, '12 days 5 hours', 'alert', 'Retail sales weaker than expected. Consumer discretionary stocks under pressure at the open.'),
  ('bn06', 'breaking-news', 'alex', null, '10 days 3 hours', 'alert', 'Reports say chip export rules are under review. Semiconductors volatile; NVDA down 3% before the open.'),
  ('bn07', 'breaking-news', null, null, '8 days 1 hour', 'bot', 'Economic calendar: producer prices rose more than forecast. Watch the 10-year yield; rate-sensitive sectors may react.'),
  ('bn08', 'breaking-news', 'alex', null, '6 days 2 hours', 'alert', 'Big tech earnings week starts. Three of our watchlist names report; dates are in #earnings-calendar.'),
  ('bn09', 'breaking-news', null, null, '4 days 5 hours', 'bot', 'Economic calendar: weekly jobless claims at a two-month low. Futures little changed.'),
  ('bn10', 'breaking-news', 'alex', null, '2 days 3 hours', 'alert', 'TSLA quarterly deliveries below estimates. Shares down about 6% before the open.'),
  ('bn11', 'breaking-news', null, null, '1 day 6 hours', 'bot', 'Economic calendar: the manufacturing survey is back above 50, signalling expansion for the first time in four months.'),

  -- the course channels: the guide's welcome
  ('tu01', 'intermediate', null, null, '21 days', 'bot', 'Welcome to #intermediate! Modules 5 to 8 build on the basics: chart patterns, financial statements, sectors and market cycles. Questions go to #tutorial-help with the module and timestamp.'),
  ('tu02', 'advanced', null, null, '21 days', 'bot', 'Welcome to #advanced! Modules 9 to 15 cover order flow, options, risk, systems and trading as a business. Take your time: each builds on the last.');

-- The team's alerts also appear in the alerts panel of their channel (and notify the members who may read it).
insert into public.market_alerts (channel_id, symbol, headline, detail, severity, created_by, created_at)
select a.channel, a.symbol, a.headline, p.body, a.severity, 'd1a7c0de-0000-4000-8000-000000000003', now() - p.ago
from (values
  ('ma06', 'market-alerts', 'QQQ', 'QQQ closes below its 20-day average', 'info'),
  ('ma07', 'market-alerts', 'NVDA', 'NVDA breaking out of its six-week base', 'watch'),
  ('ma09', 'market-alerts', 'SPY', 'SPY gaps down 0.8% at the open', 'watch'),
  ('bn03', 'breaking-news', null, 'Oil jumps on a supply cut announcement', 'watch'),
  ('bn10', 'breaking-news', 'TSLA', 'TSLA deliveries below estimates', 'urgent')
) as a (key, channel, symbol, headline, severity)
join seed_posts p on p.key = a.key;

-- The bot posts the watchlist every weekday morning (9:00 ET is about 14:00 UTC).
insert into seed_posts (key, channel, author, parent, ago, body)
select 'bot' || d, 'daily-watchlist', null, null, now() - (date_trunc('day', now() - d * interval '1 day') + interval '14 hours'),
  'Good morning! The watchlist for ' || to_char(now() - d * interval '1 day', 'FMDay DD Mon') || ' is up: SPY, QQQ, AAPL, MSFT, NVDA, AMZN and TSLA. '
  || (array['Plan your levels before the open.', 'Mark your stops before you mark your targets.', 'Economic data this morning: expect a busy first hour.', 'Quiet calendar today: ranges may be narrow.', 'Size down on the names with the widest ranges.'])[1 + d % 5]
from generate_series(2, 21) as d
where extract(isodow from now() - d * interval '1 day') < 6;

update seed_posts set kind = 'alert' where channel = 'market-alerts' and author = 'alex' and parent is null;
update seed_posts set kind = 'bot' where author is null;

-- @{key} → <@user-id>
update seed_posts p set body = replace(p.body, '@{' || m.key || '}', '<@' || m.id || '>')
from seed_members m where p.body like '%@{' || m.key || '}%';
update seed_posts p set body = replace(p.body, '@{' || m.key || '}', '<@' || m.id || '>')
from seed_members m where p.body like '%@{' || m.key || '}%';

create temporary table seed_ids (key text primary key, id bigint not null);

-- Thread starters, oldest first, then the replies (the database puts each in its parent's channel).
with inserted as (
  insert into public.messages (channel_id, author_id, body, kind, created_at)
  select p.channel, m.id, p.body, p.kind, now() - p.ago
  from seed_posts p left join seed_members m on m.key = p.author
  where p.parent is null
  order by p.ago desc
  returning id, channel_id, body
)
insert into seed_ids (key, id)
select p.key, i.id from inserted i join seed_posts p on p.parent is null and p.channel = i.channel_id and p.body = i.body;

with inserted as (
  insert into public.messages (channel_id, parent_id, author_id, body, kind, created_at)
  select p.channel, s.id, m.id, p.body, p.kind, now() - p.ago
  from seed_posts p join seed_ids s on s.key = p.parent left join seed_members m on m.key = p.author
  order by p.ago desc
  returning id, parent_id, body
)
insert into seed_ids (key, id)
select p.key, i.id from inserted i join seed_ids s on s.id = i.parent_id join seed_posts p on p.parent = s.key and p.body = i.body;

-- ---------------------------------------------------------------------------------------------
-- reactions: members who may post in the channel react to about one message in six, deterministically
-- ---------------------------------------------------------------------------------------------
insert into public.message_reactions (message_id, user_id, reaction, created_at)
select s.id, m.id,
  (array['like', 'like', 'like', 'heart', 'fire', 'rocket', 'eyes', 'check'])[1 + abs(hashtext(m.key || p.key || 'kind')) % 8],
  now() - p.ago + interval '20 minutes'
from seed_posts p
join seed_ids s on s.key = p.key
join public.channels c on c.id = p.channel
join seed_members m on m.key is distinct from p.author
  and (c.access = 'free' or m.premium)
where p.kind <> 'bot'
  and abs(hashtext(m.key || p.key)) % 100 < case when p.parent is null then 9 else 4 end
on conflict do nothing;

-- ---------------------------------------------------------------------------------------------
-- pins (admins pin): the channel welcomes and the framework notes
-- ---------------------------------------------------------------------------------------------
insert into public.pinned_messages (message_id, channel_id, pinned_by, pinned_at)
select m.id, m.channel_id, 'd1a7c0de-0000-4000-8000-000000000003', now() - interval '1 day'
from public.messages m
where m.parent_id is null
  and (m.body like 'Welcome to the Tradecraft community!%' or m.body like 'Stuck on a lesson?%');
insert into public.pinned_messages (message_id, channel_id, pinned_by, pinned_at)
select s.id, p.channel, 'd1a7c0de-0000-4000-8000-000000000003', now() - p.ago + interval '1 hour'
from seed_posts p join seed_ids s on s.key = p.key
where p.key in ('ex01', 'ex07', 'th04', 'ls01');

-- ---------------------------------------------------------------------------------------------
-- answers to the upcoming sessions: about a quarter of the members who may read each one, a third of
-- them going (well under any capacity)
-- ---------------------------------------------------------------------------------------------
insert into public.session_rsvps (session_id, user_id, status)
select s.id, m.id, case when abs(hashtext(m.key || ':' || s.title)) % 3 = 0 then 'going' else 'interested' end
from public.live_sessions s
join public.channels c on c.id = s.channel_id
cross join seed_members m
where s.starts_at > now()
  and (c.access <> 'premium' or m.premium)
  and abs(hashtext(m.key || ':' || s.starts_at::date::text)) % 4 = 0;

-- ---------------------------------------------------------------------------------------------
-- read positions of the demo accounts: read up to a day ago, so the sidebar shows what is new
-- ---------------------------------------------------------------------------------------------
insert into public.channel_reads (user_id, channel_id, last_read_at)
select m.id, c.id, now() - interval '1 day'
from seed_members m
cross join public.channels c
where m.key in ('lena', 'priya', 'alex')
  and (c.access <> 'premium' or m.premium);

drop table seed_ids, seed_posts, seed_members;
