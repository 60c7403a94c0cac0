import type { LockOrder, LockProduct } from '@contract/lock';

/** The 7-day USDT product of docs/lock-mining.md, with its whole quota left unless `over` says otherwise. */
export function lockProduct(over: Partial<LockProduct> = {}): LockProduct {
  return {
    id: 'usdt-7d',
    asset: 'USDT',
    cycleDays: 7,
    dailyRate: '0.0030',
    minAmount: '50.00',
    maxAmount: '50000.00',
    totalQuota: '1000000.00',
    quotaLeft: '1000000.00',
    penaltyRate: '0.0200',
    ...over,
  };
}

/** 2026-11-24 10:00 UTC: a subscription time, so its start is 2026-11-25 00:00 UTC and a 7-day order ends 2026-12-02. */
export const SUBSCRIBED_AT = Date.UTC(2026, 10, 24, 10);
const DAY = 86_400_000;

/** A just-accepted 100 USDT 7-day order as the server pushes it (active, nothing paid yet) unless `over` says otherwise. */
export function lockOrder(over: Partial<LockOrder> = {}): LockOrder {
  const startDate = Date.UTC(2026, 10, 25);
  return {
    id: '1',
    clientId: 'client-0001',
    productId: 'usdt-7d',
    asset: 'USDT',
    amount: '100.00',
    cycleDays: 7,
    dailyRate: '0.0030',
    penaltyRate: '0.0200',
    dailyDividend: '0.30',
    cumulativeEarnings: '0.00',
    subscribedAt: SUBSCRIBED_AT,
    startDate,
    endDate: startDate + 7 * DAY,
    status: 'active',
    finishedAt: null,
    penalty: null,
    payments: [],
    version: 1,
    ...over,
  };
}

/** The same order after its first `days` dividends (0.30 USDT each), one version per payment. */
export function paid(order: LockOrder, days: number): LockOrder {
  const payments = Array.from({ length: days }, (_, i) => ({
    day: i + 1,
    amount: order.dailyDividend,
    paidAt: order.startDate + (i + 1) * DAY,
  }));
  const cents = Math.round(Number(order.dailyDividend) * 100) * days;
  return { ...order, payments, cumulativeEarnings: (cents / 100).toFixed(2), version: order.version + days };
}

/** The same order redeemed early at `at`, with the 2 % penalty of 100 USDT. */
export function redeemed(order: LockOrder, at: number): LockOrder {
  return { ...order, status: 'redeemed', finishedAt: at, penalty: '2.00', version: order.version + 1 };
}
