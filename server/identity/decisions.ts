/**
 * Recording a review decision on a pending submission (docs/identity.md "Review"): the operator command and the demo
 * auto-review both come here; the review job (review-job.ts) carries the decision out. An approval is refused until the
 * user has bound both e-mail and phone.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../store/schema';
import type { ReviewDecision } from '../store/tables/identity';
import { bothBound, submissionById, userForReview } from './identity-store';

export type DecisionOutcome = 'recorded' | 'notFound' | 'notPending' | 'alreadyDecided' | 'notBound';

export interface Decision {
  decision: ReviewDecision;
  /** 'operator' or 'auto' */
  by: string;
  reason?: string;
  now: number;
}

export async function recordDecision(db: Kysely<Database> | Transaction<Database>, id: number, d: Decision): Promise<DecisionOutcome> {
  const submission = await submissionById(db, id);
  if (!submission) return 'notFound';
  if (submission.status !== 'pending') return 'notPending';
  if (submission.decision !== null) return 'alreadyDecided';
  if (d.decision === 'approve') {
    const user = await userForReview(db, Number(submission.user_id));
    if (!user || !bothBound(user)) return 'notBound';
  }
  const updated = await db
    .updateTable('identity_submissions')
    .set({ decision: d.decision, decided_by: d.by, decided_at: d.now, reject_reason: d.reason ?? null })
    .where('id', '=', id)
    .where('decision', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1 ? 'recorded' : 'alreadyDecided';
}
