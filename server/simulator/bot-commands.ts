/** What the bots decide (pure planners) and what the simulator then sends to the spot engine. */
import type { OrderSide } from '@contract/spot';

/** A resting order of a bot, in units. */
export interface BotOrder {
  id: string;
  side: OrderSide;
  price: bigint;
  remaining: bigint;
}

/** Book levels in units, best first on both sides. */
export interface BookUnits {
  bids: [price: bigint, qty: bigint][];
  asks: [price: bigint, qty: bigint][];
}

export type BotCommand =
  | { kind: 'cancel'; orderId: string }
  | { kind: 'limit'; side: OrderSide; price: bigint; quantity: bigint }
  | { kind: 'market-buy'; quoteAmount: bigint }
  | { kind: 'market-sell'; quantity: bigint };
