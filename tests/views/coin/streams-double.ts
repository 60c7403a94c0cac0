// Test double of src/streams for the coin page: one hand-driven Subject per feed key, and a log
// of which keys are subscribed, so tests can push frames and see (un)subscriptions.
import { BehaviorSubject, Observable, Subject } from 'rxjs';
import { vi } from 'vitest';
import type { Bar, Ticker, Trade } from '@contract/market';
import type { KlineInterval } from '@contract/primitives';
import type { BookView, StreamStatus } from '../../../src/streams';

const feeds = new Map<string, Subject<unknown>>();
/** keys with a live subscription, e.g. "kline.BTCUSDT.5m" */
export const subscribed = new Set<string>();
/** every key ever subscribed, in order */
export const subscriptions: string[] = [];

function feed<T>(key: string): Subject<T> {
  let subject = feeds.get(key);
  if (!subject) feeds.set(key, (subject = new Subject<unknown>()));
  return subject as Subject<T>;
}

function tracked<T>(key: string): Observable<T> {
  return new Observable<T>((subscriber) => {
    subscribed.add(key);
    subscriptions.push(key);
    const inner = feed<T>(key).subscribe(subscriber);
    return () => {
      subscribed.delete(key);
      inner.unsubscribe();
    };
  });
}

export function push<T>(key: string, value: T): void {
  feed<T>(key).next(value);
}

export function resetFeeds(): void {
  feeds.clear();
  subscribed.clear();
  subscriptions.length = 0;
  loadOlderKlines.mockClear();
}

export const status$ = new BehaviorSubject<StreamStatus>('live').asObservable();
export const getKlines$ = (symbol: string, interval: KlineInterval) => tracked<readonly Bar[]>(`kline.${symbol}.${interval}`);
export const getDepth$ = (symbol: string) => tracked<BookView>(`depth.${symbol}`);
export const getTicker$ = (symbol: string) => tracked<Ticker>(`ticker.${symbol}`);
export const getTrades$ = (symbol: string) => tracked<readonly Trade[]>(`trades.${symbol}`);
export const loadOlderKlines = vi.fn((_symbol: string, _interval: KlineInterval) => Promise.resolve(0));
