// Market data providers: what moves the watchlist. A provider is handed the watchlist symbols (with
// their last price and recent history) and a sink, and pushes rounds of ticks into the sink until it
// is stopped. The sink (feed.ts) writes each round in one call of public.record_ticks() as the
// service role: the database updates the quotes, rolls the 15-minute and daily bars and fires the
// members' price alerts, and Realtime carries the quotes to the open pages.
//
// The simulator (simulator.ts) is the only provider shipped. A real feed replaces it by implementing
// this interface (subscribe to the vendor's trades or quotes for `symbols`, batch what arrives every
// second or so, call `sink` with simulated = false) and being passed to startMarketFeed() instead;
// the database, the SPA and the price alerts do not change. See docs/features.md, "Live market".

export interface Tick {
  symbol: string;
  /** Last trade price (the database rounds to cents). */
  price: number;
  /** Shares traded since the symbol's previous tick. */
  volume: number;
  /** Time of the trade, ISO 8601. Ticks older than a symbol's last one are ignored. */
  at: string;
}

/** A watchlist symbol as the provider starts from it. */
export interface SymbolSnapshot {
  symbol: string;
  /** Last known price: the live quote, else the last daily close. */
  price: number;
  /** When that price was made (ISO 8601), or null when unknown. */
  at: string | null;
  /** Standard deviation of daily log returns over the recent history (e.g. 0.016). */
  dailyVolatility: number;
  /** Average shares traded a day over the recent history. */
  dailyVolume: number;
}

export type TickSink = (ticks: Tick[]) => Promise<void>;

export interface MarketDataProvider {
  /** Shown in the log line and stored with the quotes (simulated ones are labelled in the UI). */
  readonly name: string;
  readonly simulated: boolean;
  start(symbols: SymbolSnapshot[], sink: TickSink): void;
  /** The symbols changed (an admin added one to the watchlist or took one off): move these from now on. */
  update(symbols: SymbolSnapshot[]): void;
  /** Stops pushing; resolves once no round is in flight. */
  stop(): Promise<void>;
}
