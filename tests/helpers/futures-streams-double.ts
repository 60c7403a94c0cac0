// Test double of src/streams for the futures screens: every feed is a subject the test drives; feeds replay their
// latest value like the real shared feeds. resetFuturesFeeds() starts a test clean.
import { BehaviorSubject, defer, ReplaySubject } from 'rxjs';
import type { Balance } from '@contract/assets';
import type { FuturesOrder, MarkTick, Position } from '@contract/futures';
import type { Ticker } from '@contract/market';
import type { Order } from '@contract/spot';
import type { StreamStatus } from '../../src/streams';

export const futuresFeeds = {
  tickers: new BehaviorSubject<ReadonlyMap<string, Ticker>>(new Map()),
  marks: new BehaviorSubject<ReadonlyMap<string, MarkTick>>(new Map()),
  mark: new Map<string, ReplaySubject<MarkTick>>(),
  positions: new ReplaySubject<readonly Position[]>(1),
  futuresOrders: new ReplaySubject<readonly FuturesOrder[]>(1),
  orders: new ReplaySubject<readonly Order[]>(1),
  balances: new ReplaySubject<readonly Balance[]>(1),
  status: new BehaviorSubject<StreamStatus>('live'),
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
}

export function markFeed(symbol: string): ReplaySubject<MarkTick> {
  let subject = futuresFeeds.mark.get(symbol);
  if (!subject) {
    subject = new ReplaySubject<MarkTick>(1);
    futuresFeeds.mark.set(symbol, subject);
  }
  return subject;
}

export const tickers$ = defer(() => futuresFeeds.tickers);
export const marks$ = defer(() => futuresFeeds.marks);
export const status$ = defer(() => futuresFeeds.status);
export const getMark$ = (symbol: string) => markFeed(symbol).asObservable();
export const getPositions$ = () => futuresFeeds.positions.asObservable();
export const getFuturesOrders$ = () => futuresFeeds.futuresOrders.asObservable();
export const getOrders$ = () => futuresFeeds.orders.asObservable();
export const getBalances$ = () => futuresFeeds.balances.asObservable();
