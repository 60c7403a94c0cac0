/**
 * One read over every book: a perpetual's name (`BTCUSDT-PERP`) goes to the futures service, a spot pair's to the spot
 * engine, so market/depth, market/trades and the depth and trades channels serve both alike.
 */
import type { DepthSnapshot, Trade } from '@contract/market';
import { findPerpetual } from '../catalogue/perpetuals';

export interface BookReads {
  /** top `limit` levels a side with the book's seq */
  depth(symbol: string, limit?: number): DepthSnapshot;
  /** newest first */
  recentTrades(symbol: string, limit?: number): Trade[];
}

export function everyBook(spot: BookReads, futures: BookReads): BookReads {
  const books = (symbol: string) => (findPerpetual(symbol) ? futures : spot);
  return {
    depth: (symbol, limit) => books(symbol).depth(symbol, limit),
    recentTrades: (symbol, limit) => books(symbol).recentTrades(symbol, limit),
  };
}
