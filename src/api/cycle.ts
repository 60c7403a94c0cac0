import type { Observable } from 'rxjs';
import type { CycleEvidence, CycleListReq, CycleOrder, CycleRules, CycleTicksReq, IndexTick, PlaceCycleOrderReq } from '@contract/cycle';
import type { Paged } from '@contract/primitives';
import { isUnknownResource } from './errors';
import { READ, request$ } from './http';

/** The cycle/* calls of docs/api.md (cycle contracts, the Options tab); rules in docs/cycle.md. */

export function fetchCycleRules$(): Observable<CycleRules> {
  return request$('cycle/rules', {}, READ);
}

/** The index tick log of a symbol, oldest first. */
export function fetchCycleTicks$(req: CycleTicksReq): Observable<IndexTick[]> {
  return request$('cycle/ticks', req, READ);
}

/** Retried on network errors and 5xx: the server answers a repeated clientId with the first order. */
export function placeCycleOrder$(req: PlaceCycleOrderReq): Observable<CycleOrder> {
  return request$('cycle/order/place', req, { idempotent: true });
}

/** Open orders, soonest expiry first. */
export function fetchCycleOpenOrders$(req: CycleListReq = {}): Observable<Paged<CycleOrder>> {
  return request$('cycle/order/open', req, READ);
}

/** Settled orders, newest settlement first. */
export function fetchCycleHistory$(req: CycleListReq = {}): Observable<Paged<CycleOrder>> {
  return request$('cycle/order/history', req, READ);
}

/** An order the server does not know for this user (404) is the caller's "not found" state, not a toast. */
export function fetchCycleEvidence$(id: string): Observable<CycleEvidence> {
  return request$('cycle/order/evidence', { id }, { ...READ, shownByCaller: isUnknownResource });
}
