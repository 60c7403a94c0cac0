/**
 * A deposit's next state at a confirmation count (docs/wallet.md "Deposits"): credited at 1 (one ledger entry
 * `sys:external → spot available`, kind `deposit`), unlocked at 3, belowMinimum at 1 when under the network's minimum
 * (never credited). Runs inside the miner's transaction: the status stored with the entry is what keeps a restart from
 * crediting twice.
 */
import type { Transaction } from 'kysely';
import type { Ledger } from '../ledger/ledger';
import type { Database } from '../store/schema';
import type { DepositRecord } from './deposit-record';
import { findAssetNetwork, minDepositUnits } from './networks';

/** The deposit after `confirmations`, or null when nothing about it changed. */
export async function confirmDeposit(
  trx: Transaction<Database>,
  ledger: Ledger,
  deposit: DepositRecord,
  blockHeight: number,
  confirmations: number,
  now: number,
): Promise<DepositRecord | null> {
  const network = findAssetNetwork(deposit.asset, deposit.network);
  if (!network) throw new Error(`deposit ${deposit.id}: ${deposit.asset} is not on ${deposit.network}`);
  const shown = Math.min(confirmations, network.unlockConfirmations);
  if (shown === deposit.confirmations && blockHeight === deposit.blockHeight) return null;
  const next: DepositRecord = { ...deposit, blockHeight, confirmations: shown, version: deposit.version + 1 };
  if (next.status === 'pending' && shown >= network.creditConfirmations) {
    if (deposit.amount < minDepositUnits(network)) return { ...next, status: 'belowMinimum' };
    await ledger.deposit(trx, deposit.userId, 'spot', deposit.asset, deposit.amount, 'deposit', String(deposit.id));
    next.status = 'credited';
    next.creditedAt = now;
  }
  if (next.status === 'credited' && shown >= network.unlockConfirmations) {
    next.status = 'unlocked';
    next.unlockedAt = now;
  }
  return next;
}
