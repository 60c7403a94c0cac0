/** One active lock order of the private-channel tests, with the id a test gives it. */
import type { LockOrder } from '@contract/lock';

export const lockOrder = (id: string): LockOrder => ({
  id,
  clientId: `client-${id}`,
  productId: 'usdt-7d',
  asset: 'USDT',
  amount: '100.00',
  cycleDays: 7,
  dailyRate: '0.0030',
  penaltyRate: '0.0200',
  dailyDividend: '0.30',
  cumulativeEarnings: '0.00',
  subscribedAt: 1,
  startDate: 86_400_000,
  endDate: 7 * 86_400_000 + 86_400_000,
  status: 'active',
  finishedAt: null,
  penalty: null,
  payments: [],
  version: 1,
});
