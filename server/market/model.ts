// The simulated market's price process, without timers or I/O (simulator.ts drives it; the unit test
// checks its statistical shape). Per symbol and tick:
// - log return r = sqrt(h) * m(f) * z, z standard normal: a random walk with no drift;
// - h follows GARCH(1,1): h' = omega + alpha * eps^2 + beta * h, so calm and busy spells alternate
//   (volatility clustering, fat tails), with a long-run variance matching the symbol's daily volatility;
// - m(f) and the volume follow the time of day f in [0, 1) of the session: busy at the open and the
//   close, quiet at midday (the U shape);
// - the first tick of a session gaps away from the last price (overnight news) and starts a volatile
//   spell;
// - volume per tick = the day's average volume spread over the session's ticks, times the U shape,
//   a log-normal factor and the size of the move (big moves trade more).
// Sessions: 'always' trades around the clock, a session per UTC day (so the demo moves whenever it is
// started); 'nyse' trades weekdays 14:30-21:00 UTC (09:30-16:00 New York in winter, as the seed's
// 15-minute bars) and is closed otherwise.
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import type { SymbolSnapshot, Tick } from './provider.ts';

export type SessionKind = 'always' | 'nyse';

export interface SessionPoint {
  /** Identifies the session (its UTC date). */
  id: string;
  /** Time of day within the session, 0 at the open and 1 at the close. */
  fraction: number;
}

const DAY_MS = 86_400_000;
const NYSE_OPEN_MS = (14 * 60 + 30) * 60_000;
const NYSE_LENGTH_MS = 390 * 60_000;

export function sessionLengthMs(kind: SessionKind): number {
  return kind === 'always' ? DAY_MS : NYSE_LENGTH_MS;
}

/** Where `at` falls in the session, or null while the market is closed. */
export function sessionAt(kind: SessionKind, at: Date): SessionPoint | null {
  const ms = at.getTime();
  const dayStart = Math.floor(ms / DAY_MS) * DAY_MS;
  const id = new Date(dayStart).toISOString().slice(0, 10);
  if (kind === 'always') return { id, fraction: (ms - dayStart) / DAY_MS };
  const weekday = at.getUTCDay();
  const into = ms - dayStart - NYSE_OPEN_MS;
  if (weekday === 0 || weekday === 6 || into < 0 || into >= NYSE_LENGTH_MS) return null;
  return { id, fraction: into / NYSE_LENGTH_MS };
}

/** The U shape of activity over the session, averaging 1 over [0, 1). */
export function intradayShape(fraction: number): number {
  const x = 2 * fraction - 1;
  return (0.55 + 1.8 * x * x) / (0.55 + 1.8 / 3);
}

export interface ModelOptions {
  session: SessionKind;
  /** Expected time between ticks of a symbol, to scale the daily variance and volume to a tick. */
  tickMs: number;
  seed: number;
  /** GARCH(1,1) reaction and persistence (alpha + beta < 1). */
  alpha?: number;
  beta?: number;
  /** Overnight gap as a share of the daily volatility (its standard deviation). */
  gapShare?: number;
}

interface SymbolState {
  symbol: string;
  logPrice: number;
  /** Long-run variance of a tick's log return. */
  tickVariance: number;
  /** Current conditional variance (GARCH). */
  h: number;
  dailyVolatility: number;
  tickVolume: number;
  sessionId: string | null;
}

export class MarketModel {
  private readonly rng: ReturnType<typeof xoroshiro128plus>;
  private readonly states: SymbolState[];
  private readonly alpha: number;
  private readonly beta: number;
  private readonly gapShare: number;
  private spare: number | null = null;

  constructor(
    symbols: SymbolSnapshot[],
    private readonly options: ModelOptions,
  ) {
    this.rng = xoroshiro128plus(options.seed);
    this.alpha = options.alpha ?? 0.06;
    this.beta = options.beta ?? 0.93;
    this.gapShare = options.gapShare ?? 0.6;
    const ticksPerSession = sessionLengthMs(options.session) / options.tickMs;
    this.states = symbols.map((s) => {
      const tickVariance = (s.dailyVolatility * s.dailyVolatility) / ticksPerSession;
      const last = s.at ? sessionAt(options.session, new Date(s.at)) : null;
      return {
        symbol: s.symbol,
        logPrice: Math.log(s.price),
        tickVariance,
        h: tickVariance,
        dailyVolatility: s.dailyVolatility,
        tickVolume: s.dailyVolume / ticksPerSession,
        // A last price from a closed market (after the close, or a daily bar) belongs to an earlier session.
        sessionId: last ? last.id : s.at ? 'before' : null,
      };
    });
  }

  private uniform(): number {
    return uniformFloat64(this.rng);
  }

  /** A standard normal draw (Box-Muller, two at a time). */
  normal(): number {
    if (this.spare !== null) {
      const z = this.spare;
      this.spare = null;
      return z;
    }
    const u = 1 - this.uniform();
    const v = this.uniform();
    const r = Math.sqrt(-2 * Math.log(u));
    this.spare = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  }

  /** One round: a tick per symbol at `at`, or none while the market is closed. */
  step(at: Date): Tick[] {
    const point = sessionAt(this.options.session, at);
    if (!point) return [];
    const shape = intradayShape(point.fraction);
    const omega = (s: SymbolState) => s.tickVariance * (1 - this.alpha - this.beta);
    return this.states.map((s) => {
      let move: number;
      if (s.sessionId !== null && s.sessionId !== point.id) {
        // The open: a gap, and a volatile start.
        move = this.gapShare * s.dailyVolatility * this.normal();
        s.h = s.tickVariance * 4;
      } else {
        const eps = Math.sqrt(s.h) * this.normal();
        move = eps * Math.sqrt(shape);
        s.h = omega(s) + this.alpha * eps * eps + this.beta * s.h;
      }
      s.sessionId = point.id;
      s.logPrice += move;
      const size = Math.min(8, Math.abs(move) / Math.sqrt(s.tickVariance));
      const noise = Math.exp(0.5 * this.normal() - 0.125);
      const volume = Math.max(1, Math.round(s.tickVolume * shape * noise * (0.4 + 0.75 * size)));
      return { symbol: s.symbol, price: Math.round(Math.exp(s.logPrice) * 100) / 100, volume, at: at.toISOString() };
    });
  }
}
