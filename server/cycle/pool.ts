/** The cycle pool (docs/cycle.md, "Solvency"): seeded once from outside, and the rule that keeps every win payable. */
import type { Transaction } from 'kysely';
import { accountKey, type Ledger } from '../ledger/ledger';
import { seedOnce } from '../ledger/seed-once';
import type { Database } from '../store/schema';
import { CYCLE_ASSET } from './rules';

/** 1,000,000 USDT in 1e-8 units */
export const CYCLE_POOL_SEED = 1_000_000n * 100_000_000n;
const SEED_KIND = 'cycle_pool_seed';

export async function seedPool(trx: Transaction<Database>, ledger: Ledger): Promise<void> {
  await seedOnce(trx, ledger, {
    kind: SEED_KIND,
    account: accountKey.cyclePool,
    amounts: [{ asset: CYCLE_ASSET, amount: CYCLE_POOL_SEED }],
  });
}

/** True when the pool can pay every open order winning at once, plus `profit` more. */
export async function poolCovers(trx: Transaction<Database>, ledger: Ledger, exposure: bigint, profit: bigint): Promise<boolean> {
  return (await ledger.amount(accountKey.cyclePool, CYCLE_ASSET, trx)) >= exposure + profit;
}
