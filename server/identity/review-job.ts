/**
 * The review job (docs/identity.md "Review"): every second, and once at start so a decision taken while the server was
 * down is carried out, it (1) lets the demo auto-review approve what has waited KYC_AUTO_REVIEW_MS, then (2) carries out
 * each recorded decision in its own transaction: the submission becomes approved or rejected, an approval raises the
 * approved level and the credit score (+10 per level, the only change to it), and the `account` channel is pushed.
 */
import { sql } from 'kysely';
import { CREDIT_SCORE_PER_LEVEL } from '@contract/identity-rules';
import type { IdentityDeps } from './identity-deps';
import { recordDecision } from './decisions';
import { bothBound, pendingSubmissions, userForReview, type SubmissionRow } from './identity-store';
import { pushAccountAfterCommit } from './push-account';

const RUN_EVERY_MS = 1000;

export class IdentityReviewJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly deps: IdentityDeps,
    /** 0: no auto-review */
    private readonly autoReviewMs: number,
  ) {}

  async start(): Promise<void> {
    await this.runDue();
    this.timer = setInterval(
      () => void this.runDue().catch((err: unknown) => console.error('identity review job failed', err)),
      RUN_EVERY_MS,
    );
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Auto-reviews then carries out every recorded decision; answers how many submissions were reviewed. */
  runDue(): Promise<number> {
    this.running ??= this.runOnce().finally(() => (this.running = null));
    return this.running;
  }

  private async runOnce(): Promise<number> {
    const now = this.deps.clock.now();
    if (this.autoReviewMs > 0) await this.autoReview(now);
    let reviewed = 0;
    for (const s of await pendingSubmissions(this.deps.db)) {
      if (s.decision !== null && (await this.carryOut(s))) reviewed++;
    }
    return reviewed;
  }

  private async autoReview(now: number): Promise<void> {
    for (const s of await pendingSubmissions(this.deps.db)) {
      if (s.decision !== null || Number(s.submitted_at) + this.autoReviewMs > now) continue;
      const user = await userForReview(this.deps.db, Number(s.user_id));
      if (user && bothBound(user)) await recordDecision(this.deps.db, Number(s.id), { decision: 'approve', by: 'auto', now });
    }
  }

  private carryOut(s: SubmissionRow): Promise<boolean> {
    const userId = Number(s.user_id);
    return this.deps.serial.run(async (trx) => {
      const now = this.deps.clock.now();
      const approved = s.decision === 'approve';
      const done = await trx
        .updateTable('identity_submissions')
        .set({ status: approved ? 'approved' : 'rejected', reviewed_at: now })
        .where('id', '=', Number(s.id))
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) return false;
      const user = trx.updateTable('users').where('id', '=', userId);
      if (approved) {
        await user
          .set({ kyc_status: s.level, kyc_review: 'none', credit_score: sql<number>`credit_score + ${CREDIT_SCORE_PER_LEVEL}` })
          .execute();
      } else {
        await user.set({ kyc_review: 'rejected' }).execute();
      }
      pushAccountAfterCommit(this.deps, trx, userId);
      return true;
    });
  }
}
