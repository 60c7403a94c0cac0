// Test double of src/streams for the storage plan's screens: the trading screens' feeds (balances) plus the lockOrders
// feed, a subject the test drives that replays its latest value like the real shared feed.
import { ReplaySubject } from 'rxjs';
import type { LockOrder } from '@contract/lock';

export * from '../../trade/helpers/streams-double';

export const lockFeeds = { orders: new ReplaySubject<readonly LockOrder[]>(1) };

export function resetLockFeeds(): void {
  lockFeeds.orders = new ReplaySubject<readonly LockOrder[]>(1);
}

export const getLockOrders$ = () => lockFeeds.orders.asObservable();
