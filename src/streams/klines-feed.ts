import {
  catchError,
  distinctUntilChanged,
  filter,
  finalize,
  firstValueFrom,
  map,
  merge,
  of,
  Subject,
  switchMap,
  tap,
  type Observable,
} from 'rxjs';
import type { Bar, KlineReq } from '@contract/market';
import type { KlineInterval } from '@contract/primitives';
import { channel } from '@contract/ws';
import { withLiveView, type FeedContext } from './feed-context';
import { awaitsHistory, EMPTY_KLINE_FEED, type KlineEvent, type KlineFeedState } from './kline-feed-state';
import { foldKlineEvents } from './kline-fold';
import { keyedCache } from './keyed-cache';

/** Bars asked for per history page. */
export const KLINE_PAGE_SIZE = 500;

export type FetchKlines = (req: KlineReq) => Observable<readonly Bar[]>;

export interface KlinesFeed {
  getKlines$(symbol: string, interval: KlineInterval): Observable<readonly Bar[]>;
  loadOlderKlines(symbol: string, interval: KlineInterval): Promise<number>;
}

export function createKlinesFeed(ctx: FeedContext, fetchKlines: FetchKlines): KlinesFeed {
  const feeds = keyedCache(
    ({ symbol, interval }: { symbol: string; interval: KlineInterval }) => klineFeed(ctx, fetchKlines, symbol, interval),
    ({ symbol, interval }) => `${symbol}.${interval}`,
  );
  return {
    getKlines$: (symbol, interval) => feeds({ symbol, interval }).bars$,
    loadOlderKlines: (symbol, interval) => feeds({ symbol, interval }).loadOlder(),
  };
}

/**
 * One chart series: history over REST joined with the live channel (kline-feed-state.ts). The state
 * says when history is needed (awaitsHistory); each request is fetched and folded like any other
 * event. A failed history fetch counts as an empty page, so the chart still follows the live bars
 * (src/api has already retried and reported the error).
 */
function klineFeed(ctx: FeedContext, fetchKlines: FetchKlines, symbol: string, interval: KlineInterval) {
  const olderPages$ = new Subject<readonly Bar[]>();
  let latest: KlineFeedState = EMPTY_KLINE_FEED;
  let loadingOlder: Promise<number> | null = null;

  const live$ = ctx.socket
    .channel$('kline', channel.kline(symbol, interval))
    .pipe(
      map((push): KlineEvent =>
        push.type === 'snapshot' ? { kind: 'live', snapshot: true, bars: push.data } : { kind: 'live', snapshot: false, bars: [push.data] },
      ),
    );
  const older$ = olderPages$.pipe(map((bars): KlineEvent => ({ kind: 'older', bars })));
  const historyPages = (state$: Observable<KlineFeedState>): Observable<KlineEvent> =>
    state$.pipe(
      map(awaitsHistory),
      distinctUntilChanged(),
      filter(Boolean),
      switchMap(() => fetchKlines({ symbol, interval, limit: KLINE_PAGE_SIZE }).pipe(catchError(() => of([])))),
      map((bars): KlineEvent => ({ kind: 'history', bars })),
    );

  const bars$ = foldKlineEvents(merge(live$, older$), historyPages).pipe(
    tap((state) => (latest = state)),
    finalize(() => (latest = EMPTY_KLINE_FEED)),
    filter((state) => state.loaded),
    map((state) => state.bars),
    distinctUntilChanged(),
    withLiveView(ctx),
  );

  /** Fetches the page before the oldest bar held; resolves to the number of bars added. */
  function loadOlder(): Promise<number> {
    if (loadingOlder) return loadingOlder;
    const first = latest.bars[0];
    if (!latest.loaded || !first) return Promise.resolve(0);
    loadingOlder = firstValueFrom(fetchKlines({ symbol, interval, endTime: first.t, limit: KLINE_PAGE_SIZE }), { defaultValue: [] })
      .then((bars) => {
        const before = latest.bars.length;
        olderPages$.next(bars);
        return latest.bars.length - before;
      })
      .finally(() => (loadingOlder = null));
    return loadingOlder;
  }

  return { bars$, loadOlder };
}
