import { startWith } from 'rxjs';
import type { Ticker } from '@contract/market';
import { tickers$ } from '../../streams';

const NO_TICKERS: ReadonlyMap<string, Ticker> = new Map();

/**
 * The all-market tickers for views: hot, shared and frame-sampled by src/streams. Until the first
 * snapshot arrives (or while the socket is down) lists fall back to market/list's own tickers.
 */
export const liveTickers$ = tickers$.pipe(startWith(NO_TICKERS));
