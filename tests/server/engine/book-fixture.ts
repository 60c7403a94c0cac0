/** Small helpers for the pure book tests: decimal strings in, ids out. */
import { toUnits } from '../../../server/money';
import { OrderBook } from '../../../server/engine/order-book';
import type { Taker } from '../../../server/engine/types';

export const u = toUnits;

export function newBook(): OrderBook {
  return new OrderBook({ symbol: 'BTCUSDT', pricePrecision: 2, qtyPrecision: 4 });
}

let nextId = 1;

export function limit(userId: number, side: 'buy' | 'sell', price: string, qty: string): Taker {
  return { id: nextId++, userId, side, type: 'limit', price: u(price), qty: u(qty) };
}

export function marketSell(userId: number, qty: string): Taker {
  return { id: nextId++, userId, side: 'sell', type: 'market', qty: u(qty) };
}

export function marketBuy(userId: number, quote: string): Taker {
  return { id: nextId++, userId, side: 'buy', type: 'market', quote: u(quote) };
}

/** Places resting orders (no crossing expected) and returns their ids. */
export function seed(book: OrderBook, orders: Taker[]): number[] {
  for (const o of orders) book.execute(o);
  return orders.map((o) => o.id);
}
