import type { Bar, DepthSnapshot, KlineReq, SymbolInfo, SymbolSummary, Trade } from '@contract/market';
import type { Observable } from 'rxjs';
import { isUnknownResource } from './errors';
import { READ, request$ } from './http';

export function fetchMarketList$(): Observable<SymbolSummary[]> {
  return request$('market/list', {}, READ);
}

/**
 * A coin by coin type, pair or coin id (docs/api.md, market/symbol). A coin the server does not
 * list is the caller's "not listed" state, not an error toast.
 */
export function fetchSymbolInfo$(coin: string): Observable<SymbolInfo> {
  return request$('market/symbol', { coin }, { ...READ, shownByCaller: isUnknownResource });
}

export function fetchDepth$(symbol: string, limit?: number): Observable<DepthSnapshot> {
  return request$('market/depth', { symbol, limit }, READ);
}

/** Newest first. */
export function fetchTrades$(symbol: string, limit?: number): Observable<Trade[]> {
  return request$('market/trades', { symbol, limit }, READ);
}

/** Oldest first; bars open strictly before `req.endTime`. */
export function fetchKlines$(req: KlineReq): Observable<Bar[]> {
  return request$('market/kline', req, READ);
}
