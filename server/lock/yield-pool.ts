/** The yield pool (docs/lock-mining.md "Subscription", "Solvency"): seeded once from outside, and the rule that keeps every dividend payable. */
import type { Transaction } from 'kysely';
import { accountKey, type Ledger } from '../ledger/ledger';
import { seedOnce } from '../ledger/seed-once';
import type { Database } from '../store/schema';
import type { LockOrderRecord } from './order-record';
import { LOCK_ASSET } from './products';

/** 10,000,000 USDT in 1e-8 units */
export const LOCK_YIELD_SEED = 10_000_000n * 100_000_000n;

export async function seedYieldPool(trx: Transaction<Database>, ledger: Ledger): Promise<void> {
  await seedOnce(trx, ledger, {
    kind: 'lock_yield_seed',
    account: accountKey.lockYield,
    amounts: [{ asset: LOCK_ASSET, amount: LOCK_YIELD_SEED }],
  });
}

/** Every dividend still owed to an order: its daily dividend for each day not yet paid. */
export const owedOf = (o: LockOrderRecord): bigint => o.dailyDividend * BigInt(o.cycleDays - o.daysPaid);

/** True when the pool can pay every dividend still owed to `active`, plus `more`. */
export async function poolCovers(
  trx: Transaction<Database>,
  ledger: Ledger,
  active: readonly LockOrderRecord[],
  more: bigint,
): Promise<boolean> {
  const owed = active.reduce((sum, o) => sum + owedOf(o), 0n);
  return (await ledger.amount(accountKey.lockYield, LOCK_ASSET, trx)) >= owed + more;
}
