/** A product's quota left (docs/lock-mining.md "Products": total quota − the principal of its active orders) and its wire form. */
import type { LockProduct } from '@contract/lock';
import { toUnits } from '../money';
import { usdt, type LockOrderRecord } from './order-record';
import type { LockProductTerms } from './products';

/** Never below zero: a product whose table quota was lowered below what is already locked has none left. */
export function quotaLeftOf(product: LockProductTerms, active: readonly LockOrderRecord[]): bigint {
  const used = active.filter((o) => o.productId === product.id).reduce((sum, o) => sum + o.amount, 0n);
  const left = toUnits(product.totalQuota) - used;
  return left > 0n ? left : 0n;
}

/** Amounts with the plan's 2 decimals, as every other amount it answers. */
export const toLockProduct = (p: LockProductTerms, quotaLeft: bigint): LockProduct => ({
  ...p,
  asset: 'USDT',
  minAmount: usdt(toUnits(p.minAmount)),
  maxAmount: usdt(toUnits(p.maxAmount)),
  totalQuota: usdt(toUnits(p.totalQuota)),
  quotaLeft: usdt(quotaLeft),
});
