import type { Ticker } from '@contract/market';

export interface TickersMsg {
  readonly type: 'snapshot' | 'update';
  readonly data: readonly Ticker[];
}

/** All-market tickers by symbol: a snapshot (every symbol) replaces the map, an update overwrites the symbols it carries. */
export function applyTickers(tickers: ReadonlyMap<string, Ticker>, msg: TickersMsg): ReadonlyMap<string, Ticker> {
  const next = msg.type === 'snapshot' ? new Map<string, Ticker>() : new Map(tickers);
  for (const ticker of msg.data) next.set(ticker.symbol, ticker);
  return next;
}
