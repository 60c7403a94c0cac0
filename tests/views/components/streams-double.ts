// Test double of src/streams: the tests push tickers and statuses by hand.
import { BehaviorSubject } from 'rxjs';
import type { MarkTick } from '@contract/futures';
import type { Ticker } from '@contract/market';
import type { StreamStatus } from '../../../src/streams';

export const tickerFeed = new BehaviorSubject<ReadonlyMap<string, Ticker>>(new Map());
export const statusFeed = new BehaviorSubject<StreamStatus>('live');
export const marksFeed = new BehaviorSubject<ReadonlyMap<string, MarkTick>>(new Map());

export const tickers$ = tickerFeed.asObservable();
export const status$ = statusFeed.asObservable();
export const marks$ = marksFeed.asObservable();
