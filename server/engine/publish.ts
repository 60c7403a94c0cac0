/**
 * Bus events of one committed command: trades (oldest first), the depth change, the changed orders.
 * Balance events come from the ledger, which publishes every committed change itself.
 */
import type { Trade } from '@contract/market';
import type { Bus, BusEvents } from '../bus';
import type { CommandOutcome } from './command-context';
import { toOrder } from './order-view';
import type { DepthChange } from './types';

export function publish(bus: Bus, outcome: CommandOutcome, trades: Trade[], change: DepthChange | null): void {
  const { market } = outcome;
  const symbol = market.def.symbol;
  for (const trade of trades) emit(bus, 'trade', symbol, trade);
  if (change) emit(bus, 'depth', symbol, change);
  for (const order of outcome.orders) emit(bus, 'order', order.userId, toOrder(order, market));
}

/**
 * The command is committed whatever a listener does: a listener that throws is logged and the
 * remaining events still go out.
 */
function emit<K extends keyof BusEvents>(bus: Bus, event: K, ...args: BusEvents[K]): void {
  try {
    (bus.emit as (e: K, ...a: BusEvents[K]) => boolean)(event, ...args);
  } catch (err) {
    console.error(`spot: a ${String(event)} listener failed`, err);
  }
}
