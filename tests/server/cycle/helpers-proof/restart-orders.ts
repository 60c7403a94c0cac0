/**
 * The orders and prices of the cycle restart test. The index is flat within each server run (PRICE_SCRIPT), and the
 * runs after the kill share one price per symbol, so each order's outcome follows from its symbol and direction
 * whichever restart settled it: BTC falls, ETH rises, XAU stays (a tie), XAG falls.
 */
import type { CycleCategory, CycleDirection, CycleOutcome } from '@contract/cycle';

export const BEFORE_KILL: Record<string, string> = { BTCUSDT: '64000.00', ETHUSDT: '3000.00', XAUUSDT: '2350.00', XAGUSDT: '28.000' };
export const AFTER_KILL: Record<string, string> = { BTCUSDT: '63000.00', ETHUSDT: '3100.00', XAUUSDT: '2350.00', XAGUSDT: '27.500' };

const CATEGORY: Record<string, CycleCategory> = { BTCUSDT: 'crypto', ETHUSDT: 'crypto', XAUUSDT: 'commodities', XAGUSDT: 'commodities' };

export function expectedOutcome(symbol: string, direction: CycleDirection): CycleOutcome {
  const [before, after] = [Number(BEFORE_KILL[symbol]), Number(AFTER_KILL[symbol])];
  if (before === after) return 'tie';
  return after > before === (direction === 'up') ? 'win' : 'lose';
}

export interface RestartOrder {
  /** which of the two users sends it */
  user: 0 | 1;
  symbol: string;
  direction: CycleDirection;
  periodSeconds: number;
  stake: string;
}

/** every symbol both ways, on every period, ties included */
export const ORDERS: RestartOrder[] = [
  { user: 0, symbol: 'BTCUSDT', direction: 'up', periodSeconds: 30, stake: '100.00' },
  { user: 0, symbol: 'BTCUSDT', direction: 'down', periodSeconds: 30, stake: '50.00' },
  { user: 0, symbol: 'ETHUSDT', direction: 'up', periodSeconds: 30, stake: '20.00' },
  { user: 0, symbol: 'XAUUSDT', direction: 'up', periodSeconds: 30, stake: '10.00' },
  { user: 0, symbol: 'XAGUSDT', direction: 'down', periodSeconds: 60, stake: '30.00' },
  { user: 0, symbol: 'BTCUSDT', direction: 'up', periodSeconds: 120, stake: '15.00' },
  { user: 1, symbol: 'ETHUSDT', direction: 'down', periodSeconds: 30, stake: '40.00' },
  { user: 1, symbol: 'XAUUSDT', direction: 'down', periodSeconds: 60, stake: '25.00' },
  { user: 1, symbol: 'XAGUSDT', direction: 'up', periodSeconds: 300, stake: '12.34' },
  { user: 1, symbol: 'BTCUSDT', direction: 'down', periodSeconds: 300, stake: '99.99' },
];

/** The n-th order of the burst sent while the server is killed: the table again, round and round, 30 s and 60 s. */
export function burstOrder(n: number): RestartOrder {
  const base = ORDERS[n % ORDERS.length]!;
  return { ...base, periodSeconds: n % 2 === 0 ? 30 : 60, stake: `${10 + (n % 7)}.00` };
}

export const placeBody = (o: RestartOrder, clientId: string) => ({
  category: CATEGORY[o.symbol]!,
  symbol: o.symbol,
  direction: o.direction,
  periodSeconds: o.periodSeconds,
  stake: o.stake,
  clientId,
});
