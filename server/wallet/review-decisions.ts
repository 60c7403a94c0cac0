/**
 * The operator's decisions on crypto withdrawals waiting in `review` (docs/identity.md "The operator command"): recorded
 * in `withdrawal_reviews` and nothing else. The network's next block carries a decision out (review-pickup.ts): this file
 * has no path to the ledger, so the operator command that imports it cannot move money.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';
import type { ReviewDecision } from '../store/tables/identity';
import type { WithdrawalRecord } from './withdrawal-record';
import { fromWithdrawalRow } from './withdrawal-record';
import { withdrawalById } from './withdrawal-store';

export type WithdrawalDecisionOutcome = 'recorded' | 'notFound' | 'notInReview' | 'alreadyDecided';

export interface WithdrawalInReview {
  withdrawal: WithdrawalRecord;
  /** a decision already recorded and waiting for the next block, else null */
  decision: ReviewDecision | null;
}

export async function withdrawalsInReview(db: Kysely<Database>): Promise<WithdrawalInReview[]> {
  const rows = await db.selectFrom('withdrawals').selectAll().where('status', '=', 'review').orderBy('id').execute();
  const decisions = await db
    .selectFrom('withdrawal_reviews')
    .select(['withdrawal_id', 'decision'])
    .where('applied_at', 'is', null)
    .execute();
  const decided = new Map(decisions.map((d) => [Number(d.withdrawal_id), d.decision]));
  return rows.map((row) => {
    const withdrawal = fromWithdrawalRow(row);
    return { withdrawal, decision: decided.get(withdrawal.id) ?? null };
  });
}

export async function recordWithdrawalDecision(
  db: Kysely<Database>,
  id: number,
  decision: ReviewDecision,
  reason: string | null,
  now: number,
): Promise<WithdrawalDecisionOutcome> {
  const withdrawal = await withdrawalById(db, id);
  if (!withdrawal) return 'notFound';
  if (withdrawal.status !== 'review') return 'notInReview';
  const inserted = await db
    .insertInto('withdrawal_reviews')
    .values({ withdrawal_id: id, decision, reason, decided_at: now, applied_at: null })
    .onConflict((oc) => oc.column('withdrawal_id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? 'recorded' : 'alreadyDecided';
}
