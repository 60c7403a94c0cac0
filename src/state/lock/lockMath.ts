import type { LockProduct } from '@contract/lock';
import { add, compare, floorTo, isDecimal, isPositive, mul } from '../../decimal';

/** Escrow amounts, dividends and earnings are USDT with 2 decimals (docs/lock-mining.md "Products"). */
export const LOCK_AMOUNT_DECIMALS = 2;

/** Always 2 decimals ("8" → "8.00"), as the server writes amounts. */
const withCents = (value: string) => add(value, '0.00');

/** One day's dividend: amount × daily rate rounded DOWN to 0.01 USDT (docs/lock-mining.md "The daily dividend job"). */
export function lockDailyDividend(amount: string, dailyRate: string): string {
  return withCents(floorTo(mul(amount, dailyRate), LOCK_AMOUNT_DECIMALS));
}

/** What the order earns if kept to its end date: every day pays the same dividend, cycleDays of them. */
export function lockTotalEarnings(amount: string, product: Pick<LockProduct, 'dailyRate' | 'cycleDays'>): string {
  return withCents(mul(lockDailyDividend(amount, product.dailyRate), String(product.cycleDays)));
}

export type LockAmountProblem = 'empty' | 'zero' | 'decimals' | 'belowMin' | 'aboveMax' | 'quota' | 'balance';

/**
 * Why a typed escrow amount cannot be sent, in the order the page reports them, or null when it can (the server checks
 * the same, docs/lock-mining.md "Subscription"). `available` is the spot USDT available balance; unknown (null, still
 * loading) is left to the server.
 */
export function lockAmountProblem(amount: string, product: LockProduct, available: string | null): LockAmountProblem | null {
  const text = amount.trim();
  if (text === '' || !isDecimal(text)) return 'empty';
  if (!isPositive(text)) return 'zero';
  if ((text.split('.')[1] ?? '').length > LOCK_AMOUNT_DECIMALS) return 'decimals';
  if (compare(text, product.minAmount) < 0) return 'belowMin';
  if (compare(text, product.maxAmount) > 0) return 'aboveMax';
  if (compare(text, product.quotaLeft) > 0) return 'quota';
  if (available !== null && compare(text, available) > 0) return 'balance';
  return null;
}

/**
 * The amount "All" fills in: the spot available USDT cut to 2 decimals, but never above the single maximum or the quota
 * left (the first limit that binds), so the button never offers an amount the server refuses for a limit.
 */
export function lockAllAmount(available: string, product: LockProduct): string {
  const limits = [floorTo(available, LOCK_AMOUNT_DECIMALS), product.maxAmount, product.quotaLeft];
  return withCents(limits.reduce((least, next) => (compare(next, least) < 0 ? next : least)));
}

/** The share of the total quota still open, 0…1, for the quota bar (a drawing, so a number is fine here). */
export function quotaLeftShare(product: Pick<LockProduct, 'quotaLeft' | 'totalQuota'>): number {
  const total = Number(product.totalQuota);
  if (!(total > 0)) return 0;
  return Math.min(1, Math.max(0, Number(product.quotaLeft) / total));
}
