/**
 * Early redemption inside the running transaction (docs/lock-mining.md "Early redemption"): dividends already due are
 * paid first; an order that has thereby reached its end date, or was already redeemed or completed, is refused (409);
 * otherwise principal − penalty back to spot available USDT and the penalty to the yield pool in one entry, and the
 * order is redeemed. A repeat of the client id answers the redeemed order; another user's order is not found (404).
 */
import type { Transaction } from 'kysely';
import type { LockRedeemPreview } from '@contract/lock';
import { AppError } from '../errors';
import type { Ledger } from '../ledger/ledger';
import type { Database } from '../store/schema';
import { penaltyOf, redeemPostings } from './lock-math';
import { usdt, type LockOrderRecord } from './order-record';
import { orderById, orderByRedeemClientId, updateOrder, type Reader } from './order-store';
import { payDueIn } from './pay-due';

const ORDER_ID = /^[1-9]\d{0,15}$/;

/** The user's own order, or 404 (another user's order is never revealed). */
export async function ownOrder(db: Reader, userId: number, id: string): Promise<LockOrderRecord> {
  const order = ORDER_ID.test(id) ? await orderById(db, Number(id)) : null;
  if (!order || order.userId !== userId) throw new AppError(404, 'orderNotFound');
  return order;
}

export function previewOf(order: LockOrderRecord): LockRedeemPreview {
  if (order.status !== 'active') throw new AppError(409, 'orderNotOpen');
  const penalty = penaltyOf(order.amount, order.penaltyRate);
  return {
    id: String(order.id),
    amount: usdt(order.amount),
    penalty: usdt(penalty),
    returned: usdt(order.amount - penalty),
    penaltyRate: order.penaltyRate,
  };
}

export async function redeemIn(
  trx: Transaction<Database>,
  ledger: Ledger,
  userId: number,
  req: { id: string; clientId: string },
  now: number,
): Promise<{ order: LockOrderRecord; paid: LockOrderRecord | null; outcome: 'redeemed' | 'repeat' | 'finished' }> {
  const earlier = await orderByRedeemClientId(trx, userId, req.clientId);
  if (earlier) {
    if (String(earlier.id) !== req.id) throw new AppError(409, 'clientIdReused');
    return { order: earlier, paid: null, outcome: 'repeat' };
  }
  const own = await ownOrder(trx, userId, req.id);
  const due = await payDueIn(trx, ledger, own.id, now);
  const paid = due?.changed ? due.order : null;
  const order = due?.order ?? own;
  // the dividends just paid stay paid even when the redemption itself is refused below
  if (order.status !== 'active') return { order, paid, outcome: 'finished' };
  const penalty = penaltyOf(order.amount, order.penaltyRate);
  await ledger.post(trx, { kind: 'lock_redeem', ref: `lock:${order.id}`, postings: redeemPostings(userId, order.amount, penalty) });
  const redeemed: LockOrderRecord = {
    ...order,
    status: 'redeemed',
    nextDueAt: null,
    finishedAt: now,
    penalty,
    redeemClientId: req.clientId,
    version: order.version + 1,
  };
  await updateOrder(trx, redeemed);
  return { order: redeemed, paid, outcome: 'redeemed' };
}
