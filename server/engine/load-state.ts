/**
 * Rebuilds the engine's memory from the database after a start: every open order back into its
 * book in original time priority (ids are handed out in acceptance order), each book's depth seq,
 * the last ids, and the latest public trades and last price of every symbol.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../store/schema';
import type { LastIds } from './command-context';
import type { OpenOrders } from './open-orders';
import { toPublicTrade } from './order-view';
import { RECENT_TRADES, type SpotMarket } from './spot-market';
import { loadLastIds, loadOpenOrders, loadRecentTrades, loadSeqs } from './spot-store';

export async function loadState(trx: Transaction<Database>, markets: ReadonlyMap<string, SpotMarket>, open: OpenOrders): Promise<LastIds> {
  const seqs = await loadSeqs(trx);
  for (const [symbol, seq] of seqs) {
    const market = markets.get(symbol);
    if (market) market.book.seq = seq;
  }
  for (const order of await loadOpenOrders(trx)) {
    const market = markets.get(order.symbol);
    if (!market) throw new Error(`open order ${order.id} is for ${order.symbol}, which is no longer in the catalogue`);
    market.book.restore({
      id: order.id,
      userId: order.userId,
      side: order.side,
      price: order.price,
      remaining: order.quantity - order.filledQty,
    });
    open.update(order);
  }
  for (const market of markets.values()) {
    const rows = await loadRecentTrades(trx, market.def.symbol, RECENT_TRADES);
    for (const row of rows.reverse()) market.record(toPublicTrade(row, market), BigInt(row.price));
  }
  return loadLastIds(trx);
}
