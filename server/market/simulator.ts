// The simulated market (a MarketDataProvider): every 1-2 s (jittered), one round of ticks for every
// watchlist symbol from the price process in model.ts, handed to the sink. A round waits for the
// previous one to be written, so a slow database slows the simulator instead of piling up requests.
import { MarketModel, type SessionKind } from './model.ts';
import type { MarketDataProvider, SymbolSnapshot, TickSink } from './provider.ts';

export interface SimulatorOptions {
  session?: SessionKind;
  /** Shortest and longest pause between rounds. */
  minTickMs?: number;
  maxTickMs?: number;
  seed?: number;
  /** Told when a round fails to be written (the simulator keeps going). */
  onError?: (error: unknown) => void;
}

export class MarketSimulator implements MarketDataProvider {
  readonly name = 'simulator';
  readonly simulated = true;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<void> = Promise.resolve();
  private stopped = false;
  private readonly minTickMs: number;
  private readonly maxTickMs: number;

  constructor(private readonly options: SimulatorOptions = {}) {
    this.minTickMs = options.minTickMs ?? 1000;
    this.maxTickMs = options.maxTickMs ?? 2000;
  }

  private model: MarketModel | null = null;

  private modelOf(symbols: SymbolSnapshot[]): MarketModel {
    return new MarketModel(symbols, {
      session: this.options.session ?? 'always',
      tickMs: (this.minTickMs + this.maxTickMs) / 2,
      seed: this.options.seed ?? Date.now() % 2 ** 31,
    });
  }

  start(symbols: SymbolSnapshot[], sink: TickSink): void {
    this.model = this.modelOf(symbols);
    const schedule = () => {
      if (this.stopped) return;
      const wait = this.minTickMs + Math.random() * (this.maxTickMs - this.minTickMs);
      this.timer = setTimeout(() => {
        const ticks = this.model!.step(new Date());
        this.inFlight = (ticks.length ? sink(ticks) : Promise.resolve()).catch((e: unknown) => this.options.onError?.(e)).finally(schedule);
      }, wait);
      this.timer.unref();
    };
    schedule();
  }

  /** A new process from the symbols' latest prices (the live quotes), which carry on from where they were. */
  update(symbols: SymbolSnapshot[]): void {
    this.model = this.modelOf(symbols);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.inFlight;
  }
}
