/**
 * The operator's decisions on fiat withdrawals in review (docs/wallet.md "Fiat withdrawals"). They only RECORD the decision
 * on the row; the running server's bank job carries out what it implies (submitted, or rejected with the refund) on its next
 * run, so no operator path writes balances or the ledger. A withdrawal not in review, or already decided, is refused.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';
import type { FiatDecision } from '../store/tables/fiat';
import { fiatById } from './fiat-store';

export type DecisionOutcome = 'recorded' | 'notFound' | 'notInReview' | 'alreadyDecided';

export const approveFiatWithdrawal = (db: Kysely<Database>, id: number): Promise<DecisionOutcome> =>
  recordDecision(db, id, 'approve', null);

export const rejectFiatWithdrawal = (db: Kysely<Database>, id: number, reason: string): Promise<DecisionOutcome> =>
  recordDecision(db, id, 'reject', reason);

async function recordDecision(db: Kysely<Database>, id: number, decision: FiatDecision, reason: string | null): Promise<DecisionOutcome> {
  // one conditional update: a decision lands only on a row still in review and undecided, even against a concurrent job run
  const done = await db
    .updateTable('fiat_withdrawals')
    .set({ decision, decision_reason: reason })
    .where('id', '=', id)
    .where('status', '=', 'review')
    .where('decision', 'is', null)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 1) return 'recorded';
  const w = await fiatById(db, id);
  if (!w) return 'notFound';
  return w.status === 'review' ? 'alreadyDecided' : 'notInReview';
}
