import { merge, Observable, of, scan, share, Subject } from 'rxjs';
import { applyKlineEvent, EMPTY_KLINE_FEED, type KlineEvent, type KlineFeedState } from './kline-feed-state';

/**
 * Folds the chart feed's events (applyKlineEvent) and the events its own states ask for: `requests`
 * maps the states to more events (history pages), dispatched into the same fold. The view is
 * subscribed before the requests, so when a request is answered at once the view sees the state
 * that asked before the state that answered. The requests are subscribed before they are given the
 * empty state, so they also see the state that answers a first page answered at once.
 */
export function foldKlineEvents(
  events$: Observable<KlineEvent>,
  requests: (state$: Observable<KlineFeedState>) => Observable<KlineEvent>,
): Observable<KlineFeedState> {
  return new Observable<KlineFeedState>((subscriber) => {
    const dispatched$ = new Subject<KlineEvent>();
    const state$ = merge(events$, dispatched$).pipe(scan(applyKlineEvent, EMPTY_KLINE_FEED), share());
    const view = state$.subscribe(subscriber);
    const answers = requests(merge(state$, of(EMPTY_KLINE_FEED))).subscribe((event) => dispatched$.next(event));
    return () => {
      answers.unsubscribe();
      view.unsubscribe();
    };
  });
}
