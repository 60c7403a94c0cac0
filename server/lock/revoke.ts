/**
 * Revoking an order before interest starts, inside the running transaction (docs/lock-mining.md "Revoking before
 * interest starts"): while the clock is before the order's startDate the full principal comes back from sys:lock-escrow
 * to spot available USDT (no penalty, no dividend was due yet) and the order is revoked; from startDate on only early
 * redemption applies (409). A repeat of the client id answers the revoked order; another user's order is not found (404).
 */
import type { Transaction } from 'kysely';
import { AppError } from '../errors';
import type { Ledger } from '../ledger/ledger';
import type { Database } from '../store/schema';
import { principalPostings } from './lock-math';
import type { LockOrderRecord } from './order-record';
import { orderByRedeemClientId, updateOrder } from './order-store';
import { ownOrder } from './redeem';

export async function revokeIn(
  trx: Transaction<Database>,
  ledger: Ledger,
  userId: number,
  req: { id: string; clientId: string },
  now: number,
): Promise<{ order: LockOrderRecord; created: boolean }> {
  // the client id of the request that ended an order is stored in redeem_client_id, whichever request it was
  const earlier = await orderByRedeemClientId(trx, userId, req.clientId);
  if (earlier) {
    if (String(earlier.id) !== req.id || earlier.status !== 'revoked') throw new AppError(409, 'clientIdReused');
    return { order: earlier, created: false };
  }
  const order = await ownOrder(trx, userId, req.id);
  if (order.status !== 'active') throw new AppError(409, 'orderNotOpen');
  if (now >= order.startDate) throw new AppError(409, 'lockInterestStarted');
  await ledger.post(trx, { kind: 'lock_principal', ref: `lock:${order.id}`, postings: principalPostings(userId, order.amount) });
  const revoked: LockOrderRecord = {
    ...order,
    status: 'revoked',
    nextDueAt: null,
    finishedAt: now,
    redeemClientId: req.clientId,
    version: order.version + 1,
  };
  await updateOrder(trx, revoked);
  return { order: revoked, created: true };
}
