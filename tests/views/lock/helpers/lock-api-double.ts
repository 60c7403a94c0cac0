// Test double of src/api/lock: vi.fn()s whose answers each test sets; the 7-day product and nothing else by default.
import { NEVER, of, type Observable } from 'rxjs';
import { vi } from 'vitest';
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
import { lockProduct } from '../../../helpers/lock-fixtures';

export const fetchLockProducts$ = vi.fn((): Observable<LockProduct[]> => of([lockProduct()]));
export const subscribeLock$ = vi.fn((_req: LockSubscribeReq): Observable<LockOrder> => NEVER);
export const fetchLockOrders$ = vi.fn((_req?: LockListReq): Observable<Paged<LockOrder>> => NEVER);
export const fetchLockRedeemPreview$ = vi.fn((_id: string): Observable<LockRedeemPreview> => NEVER);
export const redeemLock$ = vi.fn((_req: LockRedeemReq): Observable<LockOrder> => NEVER);
export const revokeLock$ = vi.fn((_req: LockRevokeReq): Observable<LockOrder> => NEVER);

/** Forgets calls and per-test answers. */
export function resetLockApi(): void {
  fetchLockProducts$.mockReset().mockImplementation(() => of([lockProduct()]));
  subscribeLock$.mockReset().mockImplementation(() => NEVER);
  fetchLockOrders$.mockReset().mockImplementation(() => NEVER);
  fetchLockRedeemPreview$.mockReset().mockImplementation(() => NEVER);
  redeemLock$.mockReset().mockImplementation(() => NEVER);
  revokeLock$.mockReset().mockImplementation(() => NEVER);
}
