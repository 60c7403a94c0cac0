/** A book's latest public trades and last trade price, as spot and perpetual markets keep them in memory. */
import type { Trade } from '@contract/market';

/** How many public trades each book keeps in memory (recentTrades, trades channel snapshots). */
export const RECENT_TRADES = 500;

export class TradeTape {
  lastPrice: bigint | null = null;
  /** oldest first; trimmed in chunks so adding a trade stays O(1) amortised */
  private trades: Trade[] = [];

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
