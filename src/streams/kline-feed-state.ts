import type { Bar } from '@contract/market';
import { mergeKlines, prependHistory } from './kline-reducer';

/** What the chart feed folds: live pushes, history pages, and older pages asked for by scrolling. */
export type KlineEvent =
  | { readonly kind: 'live'; readonly snapshot: boolean; readonly bars: readonly Bar[] }
  | { readonly kind: 'history'; readonly bars: readonly Bar[] }
  | { readonly kind: 'older'; readonly bars: readonly Bar[] };

export interface KlineFeedState {
  /** oldest first: what the chart shows */
  readonly bars: readonly Bar[];
  /**
   * live bars held until a history page joins them; null once history and live are joined. It is
   * also the feed's reload request: the feed fetches history each time it turns non-null.
   */
  readonly pending: readonly Bar[] | null;
  /** a history page has arrived at least once, so `bars` is worth showing */
  readonly loaded: boolean;
}

export const EMPTY_KLINE_FEED: KlineFeedState = { bars: [], pending: [], loaded: false };

/**
 * Joins REST history with the live channel. Live bars that arrive before the history are held and
 * merged after it (mergeKline: same open time replaces, later appends). A live snapshot (a
 * re-subscription, e.g. after a reconnect) that starts after the last bar held may leave a hole, so
 * the state goes back to waiting for history (awaitsHistory), and the feed fetches it again.
 * History keeps the older pages already loaded.
 */
export function applyKlineEvent(state: KlineFeedState, event: KlineEvent): KlineFeedState {
  switch (event.kind) {
    case 'live': {
      if (state.pending) return { ...state, pending: mergeKlines(state.pending, event.bars) };
      const last = state.bars[state.bars.length - 1];
      const first = event.bars[0];
      if (event.snapshot && last && first && first.t > last.t) return { ...state, pending: event.bars };
      return { ...state, bars: mergeKlines(state.bars, event.bars) };
    }
    case 'history':
      return { bars: prependHistory(mergeKlines(event.bars, state.pending ?? []), state.bars), pending: null, loaded: true };
    case 'older':
      return state.loaded ? { ...state, bars: prependHistory(state.bars, event.bars) } : state;
  }
}

/** The reducer's history request: true from the start and after a possible hole, until a page joins the live bars. */
export function awaitsHistory(state: KlineFeedState): boolean {
  return state.pending !== null;
}
