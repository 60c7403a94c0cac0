/** Type guard for the `lockOrders` pushes (contract/lock.ts: LockOrder), as wire-shapes.ts does for spot. */
import { LOCK_ORDER_STATUSES } from '@contract/lock-statuses';
import { isDecimal, isText, isTime, isVersion, oneOf, orNull, shape, type Guard } from './wire-shapes';

/** a lock period in days: the products publish 7 to 90, a year bounds any future one */
const isCycleDays: Guard = (v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 366;

const isLockPayment = shape({ day: isCycleDays, amount: isDecimal, paidAt: isTime });
const isPayments: Guard = (v) => Array.isArray(v) && v.length <= 366 && v.every(isLockPayment);

export const isLockOrder = shape({
  id: isText,
  clientId: isText,
  productId: isText,
  asset: oneOf('USDT'),
  amount: isDecimal,
  cycleDays: isCycleDays,
  dailyRate: isDecimal,
  penaltyRate: isDecimal,
  dailyDividend: isDecimal,
  cumulativeEarnings: isDecimal,
  subscribedAt: isTime,
  startDate: isTime,
  endDate: isTime,
  status: oneOf(...LOCK_ORDER_STATUSES),
  finishedAt: orNull(isTime),
  penalty: orNull(isDecimal),
  payments: isPayments,
  version: isVersion,
});
