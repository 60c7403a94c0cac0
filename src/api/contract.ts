import type { Observable } from 'rxjs';
import type {
  ClosedPosition,
  ClosePositionReq,
  CloseAllReq,
  ContractAccount,
  FundingPayment,
  FundingRateRecord,
  FundingRatesReq,
  FuturesListReq,
  FuturesOrder,
  FuturesOrderDetail,
  FuturesSettings,
  MarkTick,
  PerpetualInfo,
  PerpetualTicker,
  PlaceFuturesOrderReq,
  Position,
  QuickCloseReq,
  SetLeverageReq,
  SetMarginModeReq,
  SetTpSlReq,
} from '@contract/futures';
import type { Paged } from '@contract/primitives';
import { isUnknownResource } from './errors';
import { READ, request$ } from './http';

/** The contract/* calls of docs/api.md (perpetual futures); rules and formulas in docs/futures.md. */

export function fetchPerpetualList$(): Observable<PerpetualTicker[]> {
  return request$('contract/market/list', {}, READ);
}

/** A perpetual the server does not list (e.g. a typed address) is the caller's "not listed" state, not a toast. */
export function fetchPerpetualInfo$(symbol: string): Observable<PerpetualInfo> {
  return request$('contract/symbol', { symbol }, { ...READ, shownByCaller: isUnknownResource });
}

export function fetchMark$(symbol: string): Observable<MarkTick> {
  return request$('contract/mark', { symbol }, READ);
}

/** Newest first. */
export function fetchFundingRates$(req: FundingRatesReq): Observable<Paged<FundingRateRecord>> {
  return request$('contract/funding/rates', req, READ);
}

export function fetchFuturesSettings$(symbol: string): Observable<FuturesSettings> {
  return request$('contract/settings', { symbol }, READ);
}

/** Sets an absolute value, so sending it twice changes nothing more: retried like a read. */
export function setLeverage$(req: SetLeverageReq): Observable<FuturesSettings> {
  return request$('contract/leverage/set', req, { idempotent: true });
}

/** Sets an absolute value, so sending it twice changes nothing more: retried like a read. */
export function setMarginMode$(req: SetMarginModeReq): Observable<FuturesSettings> {
  return request$('contract/margin-mode/set', req, { idempotent: true });
}

/** Retried on network errors and 5xx: the server answers a repeated clientOrderId with the first order. */
export function placeFuturesOrder$(req: PlaceFuturesOrderReq): Observable<FuturesOrder> {
  return request$('contract/order/place', req, { idempotent: true });
}

/** One of the user's futures orders with its fills; a 404 (another user's or an unknown id) is shown by the page as not found. */
export function fetchFuturesOrderDetail$(orderId: string): Observable<FuturesOrderDetail> {
  return request$('contract/order/detail', { orderId }, { ...READ, shownByCaller: isUnknownResource });
}

/** Not retried, as spot: a second cancel of a finished order is a 409 the user should not see. */
export function cancelFuturesOrder$(orderId: string): Observable<FuturesOrder> {
  return request$('contract/order/cancel', { orderId });
}

/** Newest first. */
export function fetchFuturesOpenOrders$(req: FuturesListReq = {}): Observable<Paged<FuturesOrder>> {
  return request$('contract/order/open', req, READ);
}

/** Filled or cancelled orders, newest first. */
export function fetchFuturesOrderHistory$(req: FuturesListReq = {}): Observable<Paged<FuturesOrder>> {
  return request$('contract/order/history', req, READ);
}

/** Open positions valued at the latest mark tick. */
export function fetchPositions$(symbol?: string): Observable<Position[]> {
  return request$('contract/position/list', symbol === undefined ? {} : { symbol }, READ);
}

/** Closed positions (liquidated ones with their evidence), newest first. */
export function fetchPositionHistory$(req: FuturesListReq = {}): Observable<Paged<ClosedPosition>> {
  return request$('contract/position/history', req, READ);
}

/** Retried on network errors and 5xx: idempotent by clientOrderId. */
export function closePosition$(req: ClosePositionReq): Observable<FuturesOrder> {
  return request$('contract/position/close', req, { idempotent: true });
}

/** The whole closable quantity at market; idempotent by clientOrderId. */
export function quickClosePosition$(req: QuickCloseReq): Observable<FuturesOrder> {
  return request$('contract/position/close/quick', req, { idempotent: true });
}

/** Every position (of `symbol` when given) at market; idempotent by clientId. */
export function closeAllPositions$(req: CloseAllReq): Observable<FuturesOrder[]> {
  return request$('contract/position/close/all', req, { idempotent: true });
}

/** Sets (or clears with null) absolute prices, so sending it twice changes nothing more: retried like a read. */
export function setTpSl$(req: SetTpSlReq): Observable<Position> {
  return request$('contract/position/tpsl', req, { idempotent: true });
}

export function fetchContractAccount$(): Observable<ContractAccount> {
  return request$('contract/account', {}, READ);
}

/** The user's funding payments, newest first. */
export function fetchFundingRecords$(req: FuturesListReq = {}): Observable<Paged<FundingPayment>> {
  return request$('contract/funding/records', req, READ);
}
