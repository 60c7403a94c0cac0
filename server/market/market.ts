/**
 * The market module: live tickers and candles from the engine's trades, pre-launch history on the
 * first start, and (when the config says so) the simulator that trades through the real engine.
 * Tickers and candles work with the simulator off too: user trades feed them the same way.
 */
import type { Bar, KlineReq, Ticker, Trade } from '@contract/market';
import { KLINE_INTERVALS, type KlineInterval } from '@contract/primitives';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { toUnits } from '../money';
import { ensureHistory } from './history-setup';
import { KlineBook } from './kline-book';
import { barsBefore, barsSince, loadSimStates, saveSimStates, upsertBars } from './market-store';
import { DAY_MS, MINUTE_MS } from './intervals';
import { DEFAULT_SIM_PARAMS, type SimParams } from './sim-params';
import { Simulator } from './simulator';
import { findSymbol, SYMBOLS } from './symbols';
import { TickerBook } from './ticker-book';

export interface Market {
  start(): Promise<void>;
  stop(): Promise<void>;
  tickers(): Ticker[];
  ticker(symbol: string): Ticker | undefined;
  /** Bars opened before `endTime` (default: all, including the live bar), oldest first. */
  klines(req: KlineReq): Promise<Bar[]>;
  /** The previous and the current bar, oldest first. */
  currentBars(symbol: string, interval: KlineInterval): Bar[];
}

export interface MarketOptions {
  sim: SimParams;
  /** how often changed candles and the simulator state are written */
  persistMs: number;
  now: () => number;
}

const DEFAULT_LIMIT = 500;
const ROLL_MS = 1000;
/** how often tickers waiting for their 250 ms gap are looked at */
const TICKER_FLUSH_MS = 100;

export function createMarket(ctx: Omit<AppContext, 'market'>, options: Partial<MarketOptions> = {}): Market {
  const opts: MarketOptions = { sim: DEFAULT_SIM_PARAMS, persistMs: 2000, now: Date.now, ...options };
  const klines = new KlineBook(ctx.bus);
  const tickers = new TickerBook(ctx.bus);
  const simulator = ctx.config.market ? new Simulator(ctx, opts.sim) : null;
  const timers: NodeJS.Timeout[] = [];
  let persisting: Promise<void> = Promise.resolve();

  const onTrade = (symbol: string, trade: Trade) => {
    const price = toUnits(trade.price);
    const qty = toUnits(trade.qty);
    klines.applyTrade(symbol, price, qty, trade.ts);
    tickers.add(symbol, price, qty, trade.ts);
  };

  async function persist(): Promise<void> {
    const bars = klines.takeDirty();
    const states = simulator?.states() ?? [];
    if (bars.length === 0 && states.length === 0) return;
    try {
      await ctx.serial.run(async (trx) => {
        await upsertBars(trx, bars);
        await saveSimStates(trx, states, opts.now());
      });
    } catch (err) {
      klines.requeue(bars);
      console.error('market: saving candles failed', err);
    }
  }
  const schedulePersist = () => {
    persisting = persisting.then(persist);
  };

  async function load(now: number): Promise<void> {
    for (const def of SYMBOLS) {
      for (const interval of KLINE_INTERVALS)
        klines.restore(def.symbol, interval, await barsBefore(ctx.db, def.symbol, interval, Number.MAX_SAFE_INTEGER, 2), now);
      tickers.seed(def.symbol, await barsSince(ctx.db, def.symbol, '5m', now - DAY_MS));
    }
  }

  return {
    async start() {
      const now = opts.now();
      await ensureHistory(ctx, { seed: ctx.config.seed, now, bars: opts.sim.historyBars, sim: opts.sim });
      await load(now);
      ctx.bus.on('trade', onTrade);
      timers.push(setInterval(() => klines.roll(opts.now()), ROLL_MS));
      timers.push(setInterval(() => tickers.flush(opts.now()), TICKER_FLUSH_MS));
      timers.push(setInterval(() => tickers.touchAll(), MINUTE_MS));
      timers.push(setInterval(schedulePersist, opts.persistMs));
      if (simulator) await simulator.start([...(await loadSimStates(ctx.db)).values()]);
    },
    async stop() {
      for (const t of timers.splice(0)) clearInterval(t);
      ctx.bus.off('trade', onTrade);
      await simulator?.stop();
      schedulePersist();
      await persisting;
    },
    tickers: () => tickers.tickers(opts.now()),
    ticker: (symbol) => tickers.ticker(symbol, opts.now()),
    async klines(req) {
      if (!findSymbol(req.symbol)) throw new AppError(404, 'unknownSymbol');
      const limit = req.limit ?? DEFAULT_LIMIT;
      const end = req.endTime ?? Number.MAX_SAFE_INTEGER;
      const byTime = new Map((await barsBefore(ctx.db, req.symbol, req.interval, end, limit)).map((b) => [b.t, b]));
      for (const b of klines.unsaved(req.symbol, req.interval)) if (b.t < end) byTime.set(b.t, b);
      const bars = [...byTime.values()].sort((a, b) => a.t - b.t).slice(-limit);
      return klines.wire(req.symbol, bars);
    },
    currentBars: (symbol, interval) => klines.currentBars(symbol, interval),
  };
}
