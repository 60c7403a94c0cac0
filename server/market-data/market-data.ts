/**
 * Market data: live tickers and candles folded from the engine's trades (whoever traded, bots or
 * users), and the reads REST and the gateway answer from. It listens to the bus and never sends
 * the engine a command; the candles it changed wait in memory until their owner persists them.
 */
import type { Kysely } from 'kysely';
import type { Bar, KlineReq, Ticker, Trade } from '@contract/market';
import { KLINE_INTERVALS, type KlineInterval } from '@contract/primitives';
import type { Bus } from '../bus';
import { DAY_MS, MINUTE_MS } from '../catalogue/intervals';
import { AppError } from '../errors';
import { toUnits } from '../money';
import type { Database } from '../store/schema';
import { KlineBook } from './kline-book';
import { baseQty, findBook, LISTED_BOOKS } from './listed-books';
import { barsBefore, barsSince, type StoredBar } from './kline-store';
import { TickerBook } from './ticker-book';

/** What REST and the gateway read. */
export interface MarketReads {
  tickers(): Ticker[];
  ticker(symbol: string): Ticker | undefined;
  /** Bars opened before `endTime` (default: all, including the live bar), oldest first. */
  klines(req: KlineReq): Promise<Bar[]>;
  /** The previous and the current bar, oldest first. */
  currentBars(symbol: string, interval: KlineInterval): Bar[];
}

export interface MarketData extends MarketReads {
  /** Loads the stored candles, with the live bars rolled on to `at`, and starts following trades. */
  start(at: number): Promise<void>;
  stop(): void;
  /** Candles changed since the last call, to be written; hand them back with `requeue` if writing failed. */
  takeDirty(): StoredBar[];
  requeue(bars: readonly StoredBar[]): void;
}

const DEFAULT_LIMIT = 500;
const ROLL_MS = 1000;
/** how often tickers waiting for their 250 ms gap are looked at */
const TICKER_FLUSH_MS = 100;

export function createMarketData(deps: { bus: Bus; db: Kysely<Database> }, now: () => number): MarketData {
  const klines = new KlineBook(deps.bus);
  const tickers = new TickerBook(deps.bus);
  const timers: NodeJS.Timeout[] = [];

  const onTrade = (symbol: string, trade: Trade) => {
    const book = findBook(symbol);
    if (!book) return;
    const price = toUnits(trade.price);
    const qty = baseQty(book, toUnits(trade.qty));
    klines.applyTrade(symbol, price, qty, trade.ts);
    tickers.add(symbol, price, qty, trade.ts);
  };

  async function load(at: number): Promise<void> {
    for (const def of LISTED_BOOKS) {
      for (const interval of KLINE_INTERVALS)
        klines.restore(def.symbol, interval, await barsBefore(deps.db, def.symbol, interval, Number.MAX_SAFE_INTEGER, 2), at);
      tickers.seed(def.symbol, await barsSince(deps.db, def.symbol, '5m', at - DAY_MS));
    }
  }

  return {
    async start(at) {
      await load(at);
      deps.bus.on('trade', onTrade);
      timers.push(setInterval(() => klines.roll(now()), ROLL_MS));
      timers.push(setInterval(() => tickers.flush(now()), TICKER_FLUSH_MS));
      timers.push(setInterval(() => tickers.touchAll(), MINUTE_MS));
    },
    stop() {
      for (const t of timers.splice(0)) clearInterval(t);
      deps.bus.off('trade', onTrade);
    },
    takeDirty: () => klines.takeDirty(),
    requeue: (bars) => klines.requeue(bars),
    tickers: () => tickers.tickers(now()),
    ticker: (symbol) => tickers.ticker(symbol, now()),
    async klines(req) {
      if (!findBook(req.symbol)) throw new AppError(404, 'unknownSymbol');
      const limit = req.limit ?? DEFAULT_LIMIT;
      const end = req.endTime ?? Number.MAX_SAFE_INTEGER;
      const byTime = new Map((await barsBefore(deps.db, req.symbol, req.interval, end, limit)).map((b) => [b.t, b]));
      for (const b of klines.unsaved(req.symbol, req.interval)) if (b.t < end) byTime.set(b.t, b);
      const bars = [...byTime.values()].sort((a, b) => a.t - b.t).slice(-limit);
      return klines.wire(req.symbol, bars);
    },
    currentBars: (symbol, interval) => klines.currentBars(symbol, interval),
  };
}
