/**
 * What a network's block does to withdrawals (docs/wallet.md "Withdrawals"), inside the block's transaction: the operator's
 * recorded review decisions are carried out first (review-pickup.ts), then each broadcast
 * one counts its confirmations (confirmed at the unlock count), then each submitted one is broadcast — a transaction into
 * the stored mempool (mined by the next block) and the frozen funds leave (amount → sys:external, fee → sys:fees). The
 * status is stored with its ledger entry, so a restart neither skips nor repeats one.
 */
import type { Transaction } from 'kysely';
import type { NetworkId } from '@contract/wallet';
import { insertTx } from '../chain/chain-store';
import { findAssetNetwork } from '../chain/networks';
import { newTxHash } from '../chain/simulate';
import { accountKey, type Ledger } from '../ledger/ledger';
import type { Database } from '../store/schema';
import type { WithdrawalRecord } from './withdrawal-record';
import { applyReviewDecisions } from './review-pickup';
import { movingWithdrawals, updateWithdrawal } from './withdrawal-store';

export async function withdrawalsAtBlock(
  trx: Transaction<Database>,
  ledger: Ledger,
  network: NetworkId,
  height: number,
  now: number,
): Promise<WithdrawalRecord[]> {
  const changed = await applyReviewDecisions(trx, ledger, network, now);
  for (const w of await movingWithdrawals(trx, network)) {
    const next = w.status === 'submitted' ? await broadcast(trx, ledger, w, now) : await confirmations(trx, w, height, now);
    if (!next) continue;
    await updateWithdrawal(trx, next);
    changed.push(next);
  }
  return changed;
}

async function broadcast(trx: Transaction<Database>, ledger: Ledger, w: WithdrawalRecord, now: number): Promise<WithdrawalRecord> {
  const txHash = newTxHash(w.network);
  await insertTx(trx, {
    hash: txHash,
    network: w.network,
    asset: w.asset,
    to_address: w.address,
    amount: w.amount.toString(),
    block_height: null,
    simulated: 0,
    created_at: now,
  });
  const frozen = accountKey.frozen(w.userId, 'spot');
  await ledger.post(trx, {
    kind: 'withdraw',
    ref: String(w.id),
    postings: [
      { account: frozen, asset: w.asset, amount: -(w.amount + w.fee) },
      { account: accountKey.external, asset: w.asset, amount: w.amount },
      { account: accountKey.fees, asset: w.asset, amount: w.fee },
    ],
  });
  return { ...w, status: 'broadcast', txHash, broadcastAt: now, version: w.version + 1 };
}

/** A broadcast withdrawal's count after this block (its transaction is mined by the first block after the broadcast). */
async function confirmations(
  trx: Transaction<Database>,
  w: WithdrawalRecord,
  height: number,
  now: number,
): Promise<WithdrawalRecord | null> {
  const network = findAssetNetwork(w.asset, w.network);
  if (!network || w.txHash === null) throw new Error(`withdrawal ${w.id}: broadcast without a transaction on a known network`);
  const tx = await trx.selectFrom('chain_txs').select('block_height').where('hash', '=', w.txHash).executeTakeFirst();
  if (!tx || tx.block_height === null) return null;
  const minedAt = Number(tx.block_height);
  const count = Math.min(height - minedAt + 1, network.unlockConfirmations);
  if (count === w.confirmations && minedAt === w.blockHeight) return null;
  const next: WithdrawalRecord = { ...w, blockHeight: minedAt, confirmations: count, version: w.version + 1 };
  if (count >= network.unlockConfirmations) return { ...next, status: 'confirmed', confirmedAt: now };
  return next;
}
