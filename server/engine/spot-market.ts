/** One tradable symbol in memory: its book, its fee rates and its latest public trades. */
import type { Trade } from '@contract/market';
import { toUnits } from '../money';
import type { SymbolDef } from '../catalogue/symbols';
import { OrderBook } from './order-book';

/** How many public trades each symbol keeps in memory (recentTrades, trades channel snapshots). */
export const RECENT_TRADES = 500;

export class SpotMarket {
  readonly book: OrderBook;
  readonly makerRate: bigint;
  readonly takerRate: bigint;
  lastPrice: bigint | null = null;
  /** oldest first; trimmed in chunks so adding a trade stays O(1) amortised */
  private trades: Trade[] = [];

  constructor(readonly def: SymbolDef) {
    this.book = new OrderBook({ symbol: def.symbol, pricePrecision: def.pricePrecision, qtyPrecision: def.qtyPrecision });
    this.makerRate = toUnits(def.makerFee);
    this.takerRate = toUnits(def.takerFee);
  }

  get base(): string {
    return this.def.base;
  }

  get quote(): string {
    return this.def.quote;
  }

  record(trade: Trade, price: bigint): void {
    this.trades.push(trade);
    if (this.trades.length >= 2 * RECENT_TRADES) this.trades = this.trades.slice(-RECENT_TRADES);
    this.lastPrice = price;
  }

  /** Newest first. */
  recent(limit = RECENT_TRADES): Trade[] {
    const n = Math.min(limit, RECENT_TRADES, this.trades.length);
    const out: Trade[] = [];
    for (let i = this.trades.length - 1; out.length < n; i--) out.push(this.trades[i]!);
    return out;
  }
}
