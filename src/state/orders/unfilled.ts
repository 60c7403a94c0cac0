import type { Order } from '@contract/spot';
import { sub } from '../../decimal';

/** A market buy is entrusted with a USDT amount to spend; every other order with a base quantity. */
export function isEntrustedInQuote(order: Order): boolean {
  return order.type === 'market' && order.side === 'buy';
}

/**
 * What an order left unfilled, in the unit it was entrusted in. `remainingQty` is what still rests
 * in the book (docs/api.md), so it is 0 once an order is cancelled; the record shows what never
 * filled: entrusted minus filled. A filled order left nothing, even a market buy whose last USDT
 * could not buy one more lot.
 */
export function unfilledOf(order: Order): string {
  if (order.status === 'filled') return '0';
  return isEntrustedInQuote(order) ? sub(order.quoteAmount, order.filledQuote) : sub(order.quantity, order.filledQty);
}
