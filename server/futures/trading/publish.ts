/**
 * Bus events of one committed futures group: per book its trades (oldest first) and one depth update, then every
 * changed order, then every changed position valued at the latest mark (a closed one with `quantity` "0").
 */
import type { Bus, BusEvents } from '../../bus';
import { PublishedDepth } from '../../engine/publish';
import type { CommittedEvents } from './futures-group';
import { closedPositionPush, type Valuation } from './valuation';
import { toFuturesOrder } from './views';

export function publishCommitted(bus: Bus, events: CommittedEvents, valuation: (userId: number) => Promise<Valuation>): void {
  const markets = new Map(events.books.map((b) => [b.market.symbol, b.market]));
  for (const { market, trades, change } of events.books) {
    for (const trade of trades) emit(bus, 'trade', market.symbol, trade);
    if (change) emit(bus, 'depth', market.symbol, new PublishedDepth(change, market.book));
  }
  for (const order of events.orders) {
    const market = markets.get(order.symbol);
    if (market) emit(bus, 'futuresOrder', order.userId, toFuturesOrder(order, market));
  }
  const users = new Set<number>();
  for (const p of events.positions) {
    const market = markets.get(p.symbol);
    if (p.closeReason !== null && market) emit(bus, 'position', p.userId, closedPositionPush(p, market));
    else users.add(p.userId);
  }
  // an open position is pushed as the positions channel shows it: valued with the user's wallet and the latest mark
  for (const userId of users) {
    const changed = new Set(events.positions.filter((p) => p.userId === userId).map((p) => String(p.id)));
    valuation(userId).then(
      ({ positions }) => {
        for (const position of positions) if (changed.has(position.id)) emit(bus, 'position', userId, position);
      },
      (err: unknown) => console.error('futures: valuing changed positions failed', err),
    );
  }
}

/** The group is committed whatever a listener does: one that throws is logged and the other events still go out. */
function emit<K extends keyof BusEvents>(bus: Bus, event: K, ...args: BusEvents[K]): void {
  try {
    (bus.emit as (e: K, ...a: BusEvents[K]) => boolean)(event, ...args);
  } catch (err) {
    console.error(`futures: a ${String(event)} listener failed`, err);
  }
}
