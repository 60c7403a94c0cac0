import type { Observable } from 'rxjs';
import type { Paged } from '@contract/primitives';
import type { Conversion, ConvertExecuteReq, ConvertHistoryReq, ConvertQuote, ConvertQuoteReq } from '@contract/wallet';
import { READ, request$ } from './http';

/** The convert/* calls of docs/api.md; rules (spread, 10-second quotes, limits) in docs/wallet.md. */

/** A quote moves no money (asking again only gives a fresh one), so it retries like a read. */
export function fetchConvertQuote$(req: ConvertQuoteReq): Observable<ConvertQuote> {
  return request$('convert/quote', req, READ);
}

/** Retried on network errors and 5xx: the server answers a repeated clientId with the first conversion. */
export function executeConvert$(req: ConvertExecuteReq): Observable<Conversion> {
  return request$('convert/execute', req, { idempotent: true });
}

/** The user's conversions, newest first. */
export function fetchConvertHistory$(req: ConvertHistoryReq = {}): Observable<Paged<Conversion>> {
  return request$('convert/history', req, READ);
}
