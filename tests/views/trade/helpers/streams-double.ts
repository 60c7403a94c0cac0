// Test double of src/streams for the trading screens: every feed is a subject the test drives.
// Feeds replay their latest value, like the real shared feeds; resetFeeds() starts a test clean.
import { BehaviorSubject, defer, ReplaySubject } from 'rxjs';
import type { Balance } from '@contract/assets';
import type { Ticker } from '@contract/market';
import type { Order } from '@contract/spot';
import type { BookView, StreamStatus } from '../../../../src/streams';

export const feeds = {
  tickers: new BehaviorSubject<ReadonlyMap<string, Ticker>>(new Map()),
  status: new BehaviorSubject<StreamStatus>('live'),
  ticker: new Map<string, ReplaySubject<Ticker>>(),
  depth: new Map<string, ReplaySubject<BookView>>(),
  orders: new ReplaySubject<readonly Order[]>(1),
  balances: new ReplaySubject<readonly Balance[]>(1),
};

function keyed<T>(map: Map<string, ReplaySubject<T>>, key: string): ReplaySubject<T> {
  let subject = map.get(key);
  if (!subject) {
    subject = new ReplaySubject<T>(1);
    map.set(key, subject);
  }
  return subject;
}

export function resetFeeds(): void {
  feeds.tickers = new BehaviorSubject<ReadonlyMap<string, Ticker>>(new Map());
  feeds.status = new BehaviorSubject<StreamStatus>('live');
  feeds.ticker = new Map();
  feeds.depth = new Map();
  feeds.orders = new ReplaySubject<readonly Order[]>(1);
  feeds.balances = new ReplaySubject<readonly Balance[]>(1);
}

export const tickerFeed = (symbol: string) => keyed(feeds.ticker, symbol);
export const depthFeed = (symbol: string) => keyed(feeds.depth, symbol);

export const tickers$ = defer(() => feeds.tickers);
export const status$ = defer(() => feeds.status);
export const getTicker$ = (symbol: string) => tickerFeed(symbol).asObservable();
export const getDepth$ = (symbol: string) => depthFeed(symbol).asObservable();
export const getOrders$ = () => feeds.orders.asObservable();
export const getBalances$ = () => feeds.balances.asObservable();
// The Futures tab's feeds, for tests that switch to it.
export { getMark$, marks$, getPositions$, getFuturesOrders$, withAnimationFrame } from '../../../helpers/futures-streams-double';
