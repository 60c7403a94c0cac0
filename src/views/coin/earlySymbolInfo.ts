import type { Observable } from 'rxjs';
import type { SymbolInfo } from '@contract/market';
import { SERVED_SYMBOL_INFO_ID } from '@contract/served-page';
import { fetchSymbolInfo$ } from '../../api';
import { earlyAnswer } from '../components/earlyAnswer';

const early = earlyAnswer<SymbolInfo>();
let served: { coin: string; info: SymbolInfo } | undefined;

/** The SymbolInfo the server wrote into the page beside the shell's price (server/http/coin-shell.ts), if it did. */
function readServedSymbolInfo(): SymbolInfo | undefined {
  const text = document.getElementById(SERVED_SYMBOL_INFO_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as SymbolInfo;
  } catch {
    return undefined;
  }
}

/**
 * When the app starts on /coinDetail/:coinType: keeps the coin's data (market/symbol: pair,
 * precision and the ticker whose last price is the page's largest paint) the server served the page
 * with, so the page's first render shows the price the shell painted; without it, asks for them now,
 * beside the page's chunk instead of after it has loaded and rendered.
 */
export function requestSymbolInfoEarly(coin: string): void {
  const info = readServedSymbolInfo();
  served = info && { coin, info };
  if (!info) early.start(coin, fetchSymbolInfo$(coin));
}

/** The data the page was served with for `coin` until the page has shown them (forgetServedSymbolInfo), else undefined. */
export function servedSymbolInfo(coin: string): SymbolInfo | undefined {
  return served?.coin === coin ? served.info : undefined;
}

/** Shown once: a later visit asks afresh, so it never opens on an old price. */
export function forgetServedSymbolInfo(): void {
  served = undefined;
}

/** The early answer for `coin` the first time it is there to take, else a fresh request (another coin, a later visit, a retry). */
export function symbolInfo$(coin: string): Observable<SymbolInfo> {
  return early.take(coin) ?? fetchSymbolInfo$(coin);
}
