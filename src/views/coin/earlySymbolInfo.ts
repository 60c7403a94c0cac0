import type { Observable } from 'rxjs';
import type { SymbolInfo } from '@contract/market';
import { fetchSymbolInfo$ } from '../../api';
import { earlyAnswer } from '../components/earlyAnswer';

const early = earlyAnswer<SymbolInfo>();

/**
 * Asks for the coin's data (market/symbol: pair, precision and the ticker whose last price is the
 * page's largest paint) now, when the app starts on /coinDetail/:coinType, beside the page's chunk
 * instead of after it has loaded and rendered.
 */
export function requestSymbolInfoEarly(coin: string): void {
  early.start(coin, fetchSymbolInfo$(coin));
}

/** The early answer for `coin` the first time it is there to take, else a fresh request (another coin, a later visit, a retry). */
export function symbolInfo$(coin: string): Observable<SymbolInfo> {
  return early.take(coin) ?? fetchSymbolInfo$(coin);
}
