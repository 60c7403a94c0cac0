// Test doubles of src/api/{market,spot,assets}: vi.fn()s whose answers each test sets.
import { of } from 'rxjs';
import { vi } from 'vitest';
import type { AssetOverview, TransferReq } from '@contract/assets';
import type { SymbolInfo, SymbolSummary } from '@contract/market';
import type { Paged } from '@contract/primitives';
import type { Order, OrderListReq, PlaceOrderReq, UserTrade } from '@contract/spot';
import type { BalancesResult } from '../../../../src/api/shapes';
import type { Observable } from 'rxjs';
import { CATALOGUE, infoOf } from './fixtures';

export const fetchMarketList$ = vi.fn((): Observable<SymbolSummary[]> => of([...CATALOGUE]));
export const fetchSymbolInfo$ = vi.fn((symbol: string): Observable<SymbolInfo> => of(infoOf(symbol)));

export const placeOrder$ = vi.fn((_req: PlaceOrderReq): Observable<Order> => of());
export const cancelOrder$ = vi.fn((_orderId: string): Observable<Order> => of());
export const fetchOpenOrders$ = vi.fn((_req?: OrderListReq): Observable<Paged<Order>> => of({ items: [], page: 1, size: 20, total: 0 }));
export const fetchOrderHistory$ = vi.fn((_req?: OrderListReq): Observable<Paged<Order>> => of({ items: [], page: 1, size: 20, total: 0 }));
export const fetchTradeHistory$ = vi.fn((_req?: OrderListReq): Observable<Paged<UserTrade>> =>
  of({ items: [], page: 1, size: 20, total: 0 }),
);

export const fetchAssetOverview$ = vi.fn((): Observable<AssetOverview> => of({ balances: [] }));
export const transfer$ = vi.fn((_req: TransferReq): Observable<BalancesResult> => of({ balances: [] }));
export const claimDemoFunds$ = vi.fn((): Observable<BalancesResult> => of({ balances: [] }));

const DEFAULTS = {
  fetchMarketList$: fetchMarketList$.getMockImplementation(),
  fetchSymbolInfo$: fetchSymbolInfo$.getMockImplementation(),
  fetchOpenOrders$: fetchOpenOrders$.getMockImplementation(),
  fetchOrderHistory$: fetchOrderHistory$.getMockImplementation(),
  fetchTradeHistory$: fetchTradeHistory$.getMockImplementation(),
  fetchAssetOverview$: fetchAssetOverview$.getMockImplementation(),
};

/** Forgets calls and per-test answers. */
export function resetApi(): void {
  for (const fn of [
    fetchMarketList$,
    fetchSymbolInfo$,
    placeOrder$,
    cancelOrder$,
    fetchOpenOrders$,
    fetchOrderHistory$,
    fetchTradeHistory$,
    fetchAssetOverview$,
    transfer$,
    claimDemoFunds$,
  ]) {
    fn.mockClear();
  }
  fetchMarketList$.mockImplementation(DEFAULTS.fetchMarketList$!);
  fetchSymbolInfo$.mockImplementation(DEFAULTS.fetchSymbolInfo$!);
  placeOrder$.mockImplementation(() => of());
  cancelOrder$.mockImplementation(() => of());
  fetchOpenOrders$.mockImplementation(DEFAULTS.fetchOpenOrders$!);
  fetchOrderHistory$.mockImplementation(DEFAULTS.fetchOrderHistory$!);
  fetchTradeHistory$.mockImplementation(DEFAULTS.fetchTradeHistory$!);
  fetchAssetOverview$.mockImplementation(DEFAULTS.fetchAssetOverview$!);
  transfer$.mockImplementation(() => of({ balances: [] }));
  claimDemoFunds$.mockImplementation(() => of({ balances: [] }));
}
