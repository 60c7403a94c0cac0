/**
 * 24 h tickers of every symbol, from trades. A symbol's ticker goes out on the bus at most once per
 * 250 ms: the first change after a quiet period at once, later ones when the 250 ms are up.
 */
import type { Ticker } from '@contract/market';
import type { Bus } from '../bus';
import { fromUnits, toUnits } from '../money';
import type { BarUnits } from './bar';
import { findBook, LISTED_BOOKS, type ListedBook } from './listed-books';
import { changePercent, TickerWindow } from './ticker-window';

export const TICKER_MIN_GAP_MS = 250;
const QUOTE_DECIMALS = 2;

export class TickerBook {
  private readonly windows = new Map<string, TickerWindow>();
  private readonly lastSent = new Map<string, number>();
  private readonly due = new Set<string>();

  constructor(private readonly bus: Bus) {
    for (const def of LISTED_BOOKS) {
      const w = new TickerWindow();
      // until history or a trade says otherwise, a spot pair stands at its catalogue price
      if (def.startPrice !== null) w.setLast(toUnits(def.startPrice));
      this.windows.set(def.symbol, w);
    }
  }

  /** Seeds the window with stored bars of the last 24 h (oldest first). */
  seed(symbol: string, bars: readonly BarUnits[]): void {
    this.windows.get(symbol)?.seed(bars);
  }

  add(symbol: string, price: bigint, qty: bigint, ts: number): void {
    const w = this.windows.get(symbol);
    if (!w) return;
    w.add(price, qty, ts);
    this.due.add(symbol);
    this.flush(ts);
  }

  /** Publishes the tickers that changed and whose 250 ms gap is over. */
  flush(now: number): void {
    for (const symbol of this.due) {
      if (now - (this.lastSent.get(symbol) ?? -Infinity) < TICKER_MIN_GAP_MS) continue;
      this.due.delete(symbol);
      this.lastSent.set(symbol, now);
      const ticker = this.ticker(symbol, now);
      if (ticker) this.bus.emit('ticker', ticker);
    }
  }

  /** The window slid (old trades left it): every ticker may have changed. */
  touchAll(): void {
    for (const def of LISTED_BOOKS) this.due.add(def.symbol);
  }

  ticker(symbol: string, now: number): Ticker | undefined {
    const def = findBook(symbol);
    const stats = this.windows.get(symbol)?.stats(now);
    return def && stats ? toTicker(def, stats, now) : undefined;
  }

  tickers(now: number): Ticker[] {
    return LISTED_BOOKS.flatMap((def) => this.ticker(def.symbol, now) ?? []);
  }
}

function toTicker(def: ListedBook, s: NonNullable<ReturnType<TickerWindow['stats']>>, now: number): Ticker {
  const p = def.pricePrecision;
  return {
    symbol: def.symbol,
    last: fromUnits(s.last, p),
    open24h: fromUnits(s.open, p),
    high24h: fromUnits(s.high, p),
    low24h: fromUnits(s.low, p),
    vol24h: fromUnits(s.vol, def.qtyPrecision),
    quoteVol24h: fromUnits(s.quoteVol, QUOTE_DECIMALS),
    change24h: changePercent(s.last, s.open),
    ts: now,
  };
}
