/**
 * A protocol-correct synthetic market feed for one symbol (docs/protocol.md): a book that moves
 * around a drifting mid price, trades and tickers at fixed rates, with real sequence numbers and
 * checksums. The UI bench plays it into the page at a known rate, which the live simulator cannot
 * promise.
 */
import type { Level, Ticker, Trade, Bar } from '@contract/market';
import { depthChecksum } from '../../src/streams/depth-checksum';

export interface FeedRates {
  depthPerSecond: number;
  tradesPerSecond: number;
  tickersPerSecond: number;
}

/** Levels kept on each side of the mid, on a fixed price grid, so the book stays the size of a real one. */
const SIDE_LEVELS = 40;

export class SyntheticBook {
  private bids = new Map<number, number>();
  private asks = new Map<number, number>();
  seq = 1;
  mid: number;
  /** distance between levels: about 2 bp of the start price, a whole number of price ticks */
  private readonly step: number;
  private rnd: () => number;

  constructor(
    readonly symbol: string,
    start: number,
    readonly pricePrecision: number,
    readonly qtyPrecision: number,
    seed = 7,
  ) {
    this.mid = start;
    let s = seed >>> 0;
    this.rnd = () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
    const tickSize = 10 ** -pricePrecision;
    this.step = Math.max(1, Math.round((start * 0.0002) / tickSize)) * tickSize;
    for (let k = 1; k <= SIDE_LEVELS; k++) {
      this.bids.set(this.levelPrice('bids', k), this.size());
      this.asks.set(this.levelPrice('asks', k), this.size());
    }
  }

  /** The k-th grid price below (bids) or above (asks) the mid, k >= 1; never on the mid itself. */
  private levelPrice(side: 'bids' | 'asks', k: number): number {
    const n = side === 'bids' ? Math.ceil(this.mid / this.step) - k : Math.floor(this.mid / this.step) + k;
    return Number((n * this.step).toFixed(this.pricePrecision));
  }

  private size = () => Number((0.01 + this.rnd() * 2).toFixed(this.qtyPrecision));
  private fmt = (p: number, q: number): Level => [p.toFixed(this.pricePrecision), q.toFixed(this.qtyPrecision)];

  private sorted(): { bids: Level[]; asks: Level[] } {
    const bids = [...this.bids].sort((a, b) => b[0] - a[0]).map(([p, q]) => this.fmt(p, q));
    const asks = [...this.asks].sort((a, b) => a[0] - b[0]).map(([p, q]) => this.fmt(p, q));
    return { bids, asks };
  }

  snapshot() {
    return this.sorted();
  }

  /**
   * One update of a few levels: absolute quantities, "0" removes. The mid drifts; levels that the
   * mid crossed or that fell more than SIDE_LEVELS steps behind it are removed, so the book never
   * crosses and stays bounded. seq rises by one and the checksum is that of the book after it.
   */
  update() {
    this.mid += (this.rnd() - 0.5) * this.step;
    const changed = { bids: [] as Level[], asks: [] as Level[] };
    for (let i = 0; i < 3; i++) {
      const side = this.rnd() < 0.5 ? 'bids' : 'asks';
      const book = side === 'bids' ? this.bids : this.asks;
      const price = this.levelPrice(side, 1 + Math.floor(this.rnd() * SIDE_LEVELS));
      const remove = book.has(price) && this.rnd() < 0.15;
      const qty = remove ? 0 : this.size();
      if (remove) book.delete(price);
      else book.set(price, qty);
      changed[side].push(this.fmt(price, qty));
    }
    const lowestBid = this.levelPrice('bids', SIDE_LEVELS);
    const highestAsk = this.levelPrice('asks', SIDE_LEVELS);
    for (const [p] of this.bids) {
      if (p < this.mid && p >= lowestBid) continue;
      this.bids.delete(p);
      changed.bids.push(this.fmt(p, 0));
    }
    for (const [p] of this.asks) {
      if (p > this.mid && p <= highestAsk) continue;
      this.asks.delete(p);
      changed.asks.push(this.fmt(p, 0));
    }
    this.seq++;
    const { bids, asks } = this.sorted();
    return { ...changed, checksum: depthChecksum(bids, asks) };
  }

  trade(id: number): Trade {
    const side = this.rnd() < 0.5 ? 'buy' : 'sell';
    return { id, price: this.mid.toFixed(this.pricePrecision), qty: this.size().toFixed(this.qtyPrecision), side, ts: Date.now() };
  }

  ticker(open: number): Ticker {
    const last = this.mid.toFixed(this.pricePrecision);
    const change = (((this.mid - open) / open) * 100).toFixed(2);
    return {
      symbol: this.symbol,
      last,
      open24h: open.toFixed(this.pricePrecision),
      high24h: (open * 1.03).toFixed(this.pricePrecision),
      low24h: (open * 0.97).toFixed(this.pricePrecision),
      vol24h: '1234.5',
      quoteVol24h: '79000000',
      change24h: change,
      ts: Date.now(),
    };
  }

  bar(intervalMs: number): Bar {
    const t = Math.floor(Date.now() / intervalMs) * intervalMs;
    const c = this.mid.toFixed(this.pricePrecision);
    return {
      t,
      o: c,
      h: (this.mid * 1.0005).toFixed(this.pricePrecision),
      l: (this.mid * 0.9995).toFixed(this.pricePrecision),
      c,
      v: '1.5',
    };
  }
}
