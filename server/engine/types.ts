/** Shapes shared by the pure order book, the matcher and the spot service. Amounts are bigint units (1e8). */
import type { Level } from '@contract/market';
import type { OrderSide } from '@contract/spot';

/** What the book needs to know about a symbol: the tick and the lot size, as decimal places. */
export interface BookSpec {
  symbol: string;
  pricePrecision: number;
  qtyPrecision: number;
}

/** A limit order sitting in the book; `remaining` is the only field that changes while it rests. */
export interface Resting {
  id: number;
  userId: number;
  side: OrderSide;
  price: bigint;
  remaining: bigint;
}

/**
 * An incoming order. Limit: `price` and `qty`. Market sell: `qty`. Market buy: `quote` (USDT to
 * spend); `qty` is then ignored.
 */
export interface Taker {
  id: number;
  userId: number;
  side: OrderSide;
  type: 'limit' | 'market';
  price?: bigint;
  qty?: bigint;
  quote?: bigint;
}

/** One match between the taker and a resting order, always at the maker's price. */
export interface Fill {
  makerId: number;
  makerUserId: number;
  price: bigint;
  qty: bigint;
  /** price x qty in quote units, rounded down: what the buyer pays and the seller receives */
  quote: bigint;
  /** the maker's remaining quantity after this fill (0: the maker is done) */
  makerRemaining: bigint;
}

/** Why the walk over the book stopped. */
export type StopReason = 'filled' | 'limitPrice' | 'bookExhausted';

/**
 * Everything one command does to a book, computed without touching it, so the service can persist
 * the result first and apply it only after the transaction committed.
 */
export interface BookPlan {
  fills: Fill[];
  /** resting orders removed without a fill: a cancel, or self-trade prevention */
  cancels: Resting[];
  /** the taker's remainder that rests (limit orders only) */
  rest: Resting | null;
  filledQty: bigint;
  filledQuote: bigint;
  stop: StopReason;
}

/** Changed levels of one command, absolute quantities ("0" removes), with the book's new seq. */
export interface DepthChange {
  seq: number;
  bids: Level[];
  asks: Level[];
}
