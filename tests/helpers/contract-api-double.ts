// Test double of src/api/contract: vi.fn()s whose answers each test sets; resetContractApi() restores the defaults.
import { of, type Observable } from 'rxjs';
import { vi } from 'vitest';
import type {
  ClosedPosition,
  ContractAccount,
  FundingPayment,
  FuturesListReq,
  FuturesOrder,
  FuturesOrderDetail,
  FuturesSettings,
  PerpetualInfo,
  PerpetualTicker,
  Position,
} from '@contract/futures';
import type { Paged } from '@contract/primitives';
import { perpInfo, perpTickers } from './contract-fixtures';

const none = <T>(): Observable<Paged<T>> => of({ items: [], page: 1, size: 20, total: 0 });
const defaults = {
  fetchPerpetualList$: (): Observable<PerpetualTicker[]> => of(perpTickers()),
  fetchPerpetualInfo$: (symbol: string): Observable<PerpetualInfo> => of(perpInfo(symbol)),
  fetchPositions$: (_symbol?: string): Observable<Position[]> => of([]),
  fetchPositionHistory$: (_req?: FuturesListReq): Observable<Paged<ClosedPosition>> => none(),
  fetchFuturesOpenOrders$: (_req?: FuturesListReq): Observable<Paged<FuturesOrder>> => none(),
  fetchFuturesOrderHistory$: (_req?: FuturesListReq): Observable<Paged<FuturesOrder>> => none(),
  fetchFundingRecords$: (_req?: FuturesListReq): Observable<Paged<FundingPayment>> => none(),
  cancelFuturesOrder$: (_orderId: string): Observable<FuturesOrder> => of(),
  fetchFuturesOrderDetail$: (_orderId: string): Observable<FuturesOrderDetail> => of(),
  fetchContractAccount$: (): Observable<ContractAccount> =>
    of({ asset: 'USDT', available: '0', frozen: '0', positionMargin: '0', unrealizedPnl: '0', realizedPnl: '0', equity: '0' }),
  fetchFuturesSettings$: (symbol: string): Observable<FuturesSettings> =>
    of({ symbol, leverage: 10, marginMode: 'isolated', maxLeverage: 125 }),
  setLeverage$: (req: { symbol: string; leverage: number }): Observable<FuturesSettings> =>
    of({ symbol: req.symbol, leverage: req.leverage, marginMode: 'isolated', maxLeverage: 125 }),
  setMarginMode$: (req: { symbol: string; marginMode: 'cross' | 'isolated' }): Observable<FuturesSettings> =>
    of({ symbol: req.symbol, leverage: 10, marginMode: req.marginMode, maxLeverage: 125 }),
  placeFuturesOrder$: (_req: unknown): Observable<FuturesOrder> => of(),
  closePosition$: (_req: unknown): Observable<FuturesOrder> => of(),
  quickClosePosition$: (_req: unknown): Observable<FuturesOrder> => of(),
  closeAllPositions$: (_req: unknown): Observable<FuturesOrder[]> => of([]),
  setTpSl$: (_req: unknown): Observable<Position> => of(),
};

export const fetchPerpetualList$ = vi.fn(defaults.fetchPerpetualList$);
export const fetchPerpetualInfo$ = vi.fn(defaults.fetchPerpetualInfo$);
export const fetchPositions$ = vi.fn(defaults.fetchPositions$);
export const fetchPositionHistory$ = vi.fn(defaults.fetchPositionHistory$);
export const fetchFuturesOpenOrders$ = vi.fn(defaults.fetchFuturesOpenOrders$);
export const fetchFuturesOrderHistory$ = vi.fn(defaults.fetchFuturesOrderHistory$);
export const fetchFundingRecords$ = vi.fn(defaults.fetchFundingRecords$);
export const cancelFuturesOrder$ = vi.fn(defaults.cancelFuturesOrder$);
export const fetchFuturesOrderDetail$ = vi.fn(defaults.fetchFuturesOrderDetail$);
export const fetchContractAccount$ = vi.fn(defaults.fetchContractAccount$);
export const fetchFuturesSettings$ = vi.fn(defaults.fetchFuturesSettings$);
export const setLeverage$ = vi.fn(defaults.setLeverage$);
export const setMarginMode$ = vi.fn(defaults.setMarginMode$);
export const placeFuturesOrder$ = vi.fn(defaults.placeFuturesOrder$);
export const closePosition$ = vi.fn(defaults.closePosition$);
export const quickClosePosition$ = vi.fn(defaults.quickClosePosition$);
export const closeAllPositions$ = vi.fn(defaults.closeAllPositions$);
export const setTpSl$ = vi.fn(defaults.setTpSl$);

const doubles = {
  fetchPerpetualList$,
  fetchPerpetualInfo$,
  fetchPositions$,
  fetchPositionHistory$,
  fetchFuturesOpenOrders$,
  fetchFuturesOrderHistory$,
  fetchFundingRecords$,
  cancelFuturesOrder$,
  fetchFuturesOrderDetail$,
  fetchContractAccount$,
  fetchFuturesSettings$,
  setLeverage$,
  setMarginMode$,
  placeFuturesOrder$,
  closePosition$,
  quickClosePosition$,
  closeAllPositions$,
  setTpSl$,
};

/** Forgets calls and per-test answers. */
export function resetContractApi(): void {
  for (const [name, fn] of Object.entries(doubles)) {
    fn.mockReset();
    fn.mockImplementation(defaults[name as keyof typeof defaults] as never);
  }
}
