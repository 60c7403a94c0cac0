/**
 * Carrying out the operator's withdrawal decisions (review-decisions.ts) at a network's block, inside the block's
 * transaction (block-tick.ts), so a restart neither skips nor repeats one: an approval makes the withdrawal `submitted`
 * (the same block then broadcasts it), a refusal gives the frozen amount + fee back with the reason. The service's own
 * approve and reject make the same moves.
 */
import type { Transaction } from 'kysely';
import type { NetworkId } from '@contract/wallet';
import type { Ledger } from '../ledger/ledger';
import type { Database } from '../store/schema';
import { unfreezeIn } from './freeze';
import type { WithdrawalRecord } from './withdrawal-record';
import { updateWithdrawal, withdrawalById } from './withdrawal-store';

export const approvedWithdrawal = (w: WithdrawalRecord): WithdrawalRecord => ({ ...w, status: 'submitted', version: w.version + 1 });

export async function rejectIn(
  trx: Transaction<Database>,
  ledger: Ledger,
  w: WithdrawalRecord,
  reason: string,
  now: number,
): Promise<WithdrawalRecord> {
  await unfreezeIn(trx, ledger, w);
  return { ...w, status: 'rejected', rejectReason: reason, rejectedAt: now, version: w.version + 1 };
}

export async function applyReviewDecisions(
  trx: Transaction<Database>,
  ledger: Ledger,
  network: NetworkId,
  now: number,
): Promise<WithdrawalRecord[]> {
  const due = await trx
    .selectFrom('withdrawal_reviews')
    .innerJoin('withdrawals', 'withdrawals.id', 'withdrawal_reviews.withdrawal_id')
    .select(['withdrawal_reviews.withdrawal_id', 'withdrawal_reviews.decision', 'withdrawal_reviews.reason'])
    .where('withdrawal_reviews.applied_at', 'is', null)
    .where('withdrawals.network', '=', network)
    .orderBy('withdrawal_reviews.withdrawal_id')
    .execute();
  const changed: WithdrawalRecord[] = [];
  for (const d of due) {
    const w = await withdrawalById(trx, Number(d.withdrawal_id));
    if (w?.status === 'review') {
      const next = d.decision === 'approve' ? approvedWithdrawal(w) : await rejectIn(trx, ledger, w, d.reason ?? '', now);
      await updateWithdrawal(trx, next);
      changed.push(next);
    }
    await trx.updateTable('withdrawal_reviews').set({ applied_at: now }).where('withdrawal_id', '=', d.withdrawal_id).execute();
  }
  return changed;
}
