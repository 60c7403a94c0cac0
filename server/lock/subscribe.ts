/**
 * Accepting one subscription inside the running transaction (docs/lock-mining.md "Subscription"): a repeat of a client
 * id answers the first order (409 for another request); otherwise the quota left and the yield pool's cover, then the
 * principal from spot available USDT into sys:lock-escrow (a 422 on overdraft) and the order row. A refusal leaves
 * nothing behind: the transaction rolls back.
 */
import type { Transaction } from 'kysely';
import { lockEndDate, lockStartDate, lockDividendDue } from '@contract/lock-dates';
import type { LockSubscribeReq } from '@contract/lock';
import type { Clock } from '../clock';
import { AppError, unprocessable } from '../errors';
import type { Ledger } from '../ledger/ledger';
import type { Database } from '../store/schema';
import { dividendOf, subscribePostings } from './lock-math';
import { usdt, type LockOrderRecord } from './order-record';
import { activeOrders, insertOrder, lastOrderId, orderByClientId } from './order-store';
import { quotaLeftOf } from './quota';
import { poolCovers } from './yield-pool';
import { validateSubscription } from './validate';

export interface SubscribeDeps {
  ledger: Ledger;
  clock: Clock;
}

export async function subscribeIn(
  trx: Transaction<Database>,
  deps: SubscribeDeps,
  userId: number,
  req: LockSubscribeReq,
): Promise<{ order: LockOrderRecord; created: boolean }> {
  const { product, amount, clientId } = validateSubscription(req);
  const first = await orderByClientId(trx, userId, clientId);
  if (first) {
    if (first.productId !== product.id || first.amount !== amount) throw new AppError(409, 'clientIdReused');
    return { order: first, created: false };
  }
  const active = await activeOrders(trx);
  const left = quotaLeftOf(product, active);
  if (amount > left) throw unprocessable('lockQuotaExceeded', { left: usdt(left) });
  const dailyDividend = dividendOf(amount, product.dailyRate);
  if (!(await poolCovers(trx, deps.ledger, active, dailyDividend * BigInt(product.cycleDays)))) throw unprocessable('lockPoolLimit');

  const id = (await lastOrderId(trx)) + 1;
  await deps.ledger.post(trx, { kind: 'lock_subscribe', ref: `lock:${id}`, postings: subscribePostings(userId, amount) });
  const subscribedAt = deps.clock.now();
  const startDate = lockStartDate(subscribedAt);
  const order: LockOrderRecord = {
    id,
    userId,
    clientId,
    productId: product.id,
    amount,
    cycleDays: product.cycleDays,
    dailyRate: product.dailyRate,
    penaltyRate: product.penaltyRate,
    dailyDividend,
    earnings: 0n,
    daysPaid: 0,
    subscribedAt,
    startDate,
    endDate: lockEndDate(subscribedAt, product.cycleDays),
    nextDueAt: lockDividendDue(startDate, 1),
    status: 'active',
    finishedAt: null,
    penalty: null,
    redeemClientId: null,
    version: 1,
  };
  await insertOrder(trx, order);
  return { order, created: true };
}
