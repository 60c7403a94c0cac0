// Test double of src/streams for the futures screens: every feed is a subject the test drives; feeds replay their
// latest value like the real shared feeds. resetFuturesFeeds() starts a test clean.
import { BehaviorSubject, defer, ReplaySubject } from 'rxjs';
import type { Balance } from '@contract/assets';
import type { FuturesOrder, MarkTick, Position } from '@contract/futures';
import type { Ticker } from '@contract/market';
import type { Order } from '@contract/spot';
import type { BookView, StreamStatus } from '../../src/streams';

export const futuresFeeds = {
  tickers: new BehaviorSubject<ReadonlyMap<string, Ticker>>(new Map()),
  marks: new BehaviorSubject<ReadonlyMap<string, MarkTick>>(new Map()),
  mark: new Map<string, ReplaySubject<MarkTick>>(),
  positions: new ReplaySubject<readonly Position[]>(1),
  futuresOrders: new ReplaySubject<readonly FuturesOrder[]>(1),
  orders: new ReplaySubject<readonly Order[]>(1),
  balances: new ReplaySubject<readonly Balance[]>(1),
  status: new BehaviorSubject<StreamStatus>('live'),
  depth: new Map<string, ReplaySubject<BookView>>(),
};

export function resetFuturesFeeds(): void {
  futuresFeeds.tickers = new BehaviorSubject<ReadonlyMap<string, Ticker>>(new Map());
  futuresFeeds.marks = new BehaviorSubject<ReadonlyMap<string, MarkTick>>(new Map());
  futuresFeeds.mark = new Map();
  futuresFeeds.positions = new ReplaySubject<readonly Position[]>(1);
  futuresFeeds.futuresOrders = new ReplaySubject<readonly FuturesOrder[]>(1);
  futuresFeeds.orders = new ReplaySubject<readonly Order[]>(1);
  futuresFeeds.balances = new ReplaySubject<readonly Balance[]>(1);
  futuresFeeds.status = new BehaviorSubject<StreamStatus>('live');
  futuresFeeds.depth = new Map();
}

function keyed<T>(map: Map<string, ReplaySubject<T>>, key: string): ReplaySubject<T> {
  let subject = map.get(key);
  if (!subject) {
    subject = new ReplaySubject<T>(1);
    map.set(key, subject);
  }
  return subject;
}

export const markFeed = (symbol: string): ReplaySubject<MarkTick> => keyed(futuresFeeds.mark, symbol);
export const depthFeed = (symbol: string): ReplaySubject<BookView> => keyed(futuresFeeds.depth, symbol);

export const tickers$ = defer(() => futuresFeeds.tickers);
export const marks$ = defer(() => futuresFeeds.marks);
export const status$ = defer(() => futuresFeeds.status);
export const getMark$ = (symbol: string) => markFeed(symbol).asObservable();
export const getDepth$ = (symbol: string) => depthFeed(symbol).asObservable();
export { withAnimationFrame } from '../../src/streams/frame';
export const getPositions$ = () => futuresFeeds.positions.asObservable();
export const getFuturesOrders$ = () => futuresFeeds.futuresOrders.asObservable();
export const getOrders$ = () => futuresFeeds.orders.asObservable();
export const getBalances$ = () => futuresFeeds.balances.asObservable();
