import type { Bar, DepthSnapshot, KlineReq, SymbolInfo, SymbolSummary, Trade } from '../../contract/market';
import type { Observable } from 'rxjs';
import { READ, request$ } from './http';

export function fetchMarketList$(): Observable<SymbolSummary[]> {
  return request$('market/list', {}, READ);
}

export function fetchSymbolInfo$(symbol: string): Observable<SymbolInfo> {
  return request$('market/symbol', { symbol }, READ);
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
