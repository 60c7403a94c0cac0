import type { Trade } from '@contract/market';

/** How many trades the trades list keeps (the latest, newest first). */
export const TRADES_LIMIT = 100;

export interface TradesMsg {
  readonly type: 'snapshot' | 'update';
  /** newest first */
  readonly data: readonly Trade[];
}

/**
 * A snapshot replaces the list; an update puts its trades on top. Trades not newer than the newest
 * one held (by id, which only grows) are dropped so that a push repeated around a snapshot does not
 * show a trade twice. The list never grows past TRADES_LIMIT.
 */
export function applyTrades(list: readonly Trade[], msg: TradesMsg): readonly Trade[] {
  if (msg.type === 'snapshot') return msg.data.slice(0, TRADES_LIMIT);
  const newest = list[0];
  const fresh = newest ? msg.data.filter((trade) => trade.id > newest.id) : msg.data;
  if (fresh.length === 0) return list;
  return [...fresh, ...list].slice(0, TRADES_LIMIT);
}
