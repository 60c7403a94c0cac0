/** The storage plan's products: docs/lock-mining.md "Products" (the two must agree; tests/server/lock/products.test.ts checks). */
export const LOCK_ASSET = 'USDT';
/** decimals of every amount the plan moves (0.01 USDT) */
export const LOCK_AMOUNT_PRECISION = 2;

export interface LockProductTerms {
  id: string;
  cycleDays: number;
  dailyRate: string;
  minAmount: string;
  maxAmount: string;
  totalQuota: string;
  penaltyRate: string;
}

export const LOCK_PRODUCTS: readonly LockProductTerms[] = [
  { id: 'usdt-7d', cycleDays: 7, dailyRate: '0.0030', minAmount: '50', maxAmount: '50000', totalQuota: '1000000', penaltyRate: '0.0200' },
  {
    id: 'usdt-15d',
    cycleDays: 15,
    dailyRate: '0.0040',
    minAmount: '100',
    maxAmount: '100000',
    totalQuota: '2000000',
    penaltyRate: '0.0300',
  },
  {
    id: 'usdt-30d',
    cycleDays: 30,
    dailyRate: '0.0050',
    minAmount: '100',
    maxAmount: '200000',
    totalQuota: '3000000',
    penaltyRate: '0.0500',
  },
  {
    id: 'usdt-90d',
    cycleDays: 90,
    dailyRate: '0.0060',
    minAmount: '500',
    maxAmount: '500000',
    totalQuota: '5000000',
    penaltyRate: '0.0800',
  },
];

export const findLockProduct = (id: unknown): LockProductTerms | undefined => LOCK_PRODUCTS.find((p) => p.id === id);
