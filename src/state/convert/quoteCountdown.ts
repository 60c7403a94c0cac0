/** A quote's validity as a stream of whole seconds left, once a second, from the moment it arrived. */
import { interval, map, startWith, takeWhile, type Observable } from 'rxjs';
import type { ConvertQuote } from '@contract/wallet';

/** How long the quote is valid, measured on the server's clock (the two clocks need not agree; the duration does). */
export const validityMs = (quote: ConvertQuote): number => Math.max(0, quote.expiresAt - quote.createdAt);

/** 10 at once (the countdown never starts blank), then 9, 8 … every second, completing at 0. */
export function secondsLeft$(quote: ConvertQuote): Observable<number> {
  const total = Math.ceil(validityMs(quote) / 1000);
  return interval(1000).pipe(
    map((elapsed) => Math.max(0, total - 1 - elapsed)),
    startWith(total),
    takeWhile((left) => left > 0, true),
  );
}
