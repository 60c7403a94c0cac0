import type { Observable } from 'rxjs';
import type {
  LockListReq,
  LockOrder,
  LockProduct,
  LockRedeemPreview,
  LockRedeemReq,
  LockRevokeReq,
  LockSubscribeReq,
} from '@contract/lock';
import type { Paged } from '@contract/primitives';
import { isNotRedeemable } from './lock-errors';
import { READ, request$ } from './http';

/** The lock/* calls of docs/api.md (the storage plan); rules, numbers and dates in docs/lock-mining.md. */

export function fetchLockProducts$(): Observable<LockProduct[]> {
  return request$('lock/products', {}, READ);
}

/** Retried on network errors and 5xx: the server answers a repeated clientId with the first order. */
export function subscribeLock$(req: LockSubscribeReq): Observable<LockOrder> {
  return request$('lock/subscribe', req, { idempotent: true });
}

/** The user's lock orders, newest subscription first. */
export function fetchLockOrders$(req: LockListReq = {}): Observable<Paged<LockOrder>> {
  return request$('lock/order/list', req, READ);
}

/** What an early redemption would return now. An order that cannot be redeemed is the caller's own state, not a toast. */
export function fetchLockRedeemPreview$(id: string): Observable<LockRedeemPreview> {
  return request$('lock/order/redeem/preview', { id }, { ...READ, shownByCaller: isNotRedeemable });
}

/** Retried on network errors and 5xx: the server answers a repeated clientId with the redeemed order. */
export function redeemLock$(req: LockRedeemReq): Observable<LockOrder> {
  return request$('lock/order/redeem', req, { idempotent: true });
}

/** Before interest starts only; retried on network errors and 5xx: the server answers a repeated clientId with the revoked order. */
export function revokeLock$(req: LockRevokeReq): Observable<LockOrder> {
  return request$('lock/order/revoke', req, { idempotent: true });
}
