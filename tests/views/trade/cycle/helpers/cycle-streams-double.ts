// Test double of src/streams for the cycle screen: the trading screens' feeds plus the index and cycleOrders feeds,
// subjects the test drives that replay their latest value like the real shared feeds.
import { ReplaySubject } from 'rxjs';
import type { CycleOrder, IndexTick } from '@contract/cycle';

export * from '../../helpers/streams-double';

export const cycleFeeds = {
  index: new Map<string, ReplaySubject<readonly IndexTick[]>>(),
  orders: new ReplaySubject<readonly CycleOrder[]>(1),
};

export function resetCycleFeeds(): void {
  cycleFeeds.index = new Map();
  cycleFeeds.orders = new ReplaySubject<readonly CycleOrder[]>(1);
}

export function indexFeed(symbol: string): ReplaySubject<readonly IndexTick[]> {
  let subject = cycleFeeds.index.get(symbol);
  if (!subject) {
    subject = new ReplaySubject<readonly IndexTick[]>(1);
    cycleFeeds.index.set(symbol, subject);
  }
  return subject;
}

export const getIndexTicks$ = (symbol: string) => indexFeed(symbol).asObservable();
export const getCycleOrders$ = () => cycleFeeds.orders.asObservable();
