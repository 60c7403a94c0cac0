/**
 * One read over every book: a perpetual's name (`BTCUSDT-PERP`) goes to the futures service, a spot pair's to the spot
 * engine. The gateway hands it on where it reads books, so depth and trades channels serve both alike.
 */
import { findPerpetual } from '../catalogue/perpetuals';
import type { GatewayDeps } from './deps';

export function everyBook(deps: Pick<GatewayDeps, 'spot' | 'futures'>): GatewayDeps['spot'] {
  const { spot, futures } = deps;
  const perp = (symbol: string) => findPerpetual(symbol) !== undefined;
  return {
    depth: (symbol, limit) => (perp(symbol) ? futures.depth(symbol, limit) : spot.depth(symbol, limit)),
    recentTrades: (symbol, limit) => (perp(symbol) ? futures.recentTrades(symbol, limit) : spot.recentTrades(symbol, limit)),
    openOrders: (userId, req) => spot.openOrders(userId, req),
  };
}
