/**
 * Paying what an order is due at `now`, inside the running transaction (docs/lock-mining.md "The daily dividend job"):
 * each day from the first unpaid one to the last due, one ledger entry and one lock_payments row per day (its unique
 * key (order, day) refuses a day paid twice), and at the end date the principal back and the order completed. Reads the
 * order again in the transaction, so a run that raced another finds nothing left to pay.
 */
import type { Transaction } from 'kysely';
import { lockDaysDue, lockDividendDue } from '@contract/lock-dates';
import type { Ledger } from '../ledger/ledger';
import type { Database } from '../store/schema';
import { dividendPostings, principalPostings } from './lock-math';
import type { LockOrderRecord, LockPaymentRecord } from './order-record';
import { insertPayments, orderById, updateOrder } from './order-store';

/** The order after paying, and whether anything changed. */
export async function payDueIn(
  trx: Transaction<Database>,
  ledger: Ledger,
  orderId: number,
  now: number,
): Promise<{ order: LockOrderRecord; changed: boolean } | null> {
  const order = await orderById(trx, orderId);
  if (!order) return null;
  const due = order.status === 'active' ? lockDaysDue(order.startDate, order.cycleDays, now) : order.daysPaid;
  if (due <= order.daysPaid) return { order, changed: false };
  const payments: LockPaymentRecord[] = [];
  for (let day = order.daysPaid + 1; day <= due; day++) {
    const paidAt = lockDividendDue(order.startDate, day);
    await ledger.post(trx, {
      kind: 'lock_dividend',
      ref: `lock:${order.id}:${day}`,
      postings: dividendPostings(order.userId, order.dailyDividend),
    });
    payments.push({ orderId: order.id, day, amount: order.dailyDividend, paidAt });
  }
  await insertPayments(trx, payments);
  const completed = due === order.cycleDays;
  if (completed)
    await ledger.post(trx, { kind: 'lock_principal', ref: `lock:${order.id}`, postings: principalPostings(order.userId, order.amount) });
  const paid: LockOrderRecord = {
    ...order,
    daysPaid: due,
    earnings: order.earnings + order.dailyDividend * BigInt(payments.length),
    nextDueAt: completed ? null : lockDividendDue(order.startDate, due + 1),
    status: completed ? 'completed' : 'active',
    finishedAt: completed ? order.endDate : null,
    version: order.version + payments.length + (completed ? 1 : 0),
  };
  await updateOrder(trx, paid);
  return { order: paid, changed: true };
}
