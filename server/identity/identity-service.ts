/**
 * Identity verification for the user (user/identity/*, docs/identity.md): the status, and the Basic and Advanced
 * submissions. A submission is checked, stored pending and marks the user's review as pending in one serial transaction,
 * then the `account` channel is pushed; the review itself is the review job's (review-job.ts).
 */
import type { Insertable, Transaction } from 'kysely';
import type { AdvancedIdentityReq, BasicIdentityReq, IdentityStatus, SubmissionLevel } from '@contract/identity';
import { notFound } from '../errors';
import type { Database } from '../store/schema';
import type { IdentitySubmissionRow } from '../store/tables/identity';
import type { IdentityDeps } from './identity-deps';
import { insertSubmission, latestSubmission, userForReview } from './identity-store';
import { toIdentityStatus } from './identity-status';
import { pushAccountAfterCommit } from './push-account';
import { checkAdvancedImages, checkBasicFields, checkMaySubmit } from './submission-checks';

type SubmissionFields = Omit<Insertable<IdentitySubmissionRow>, 'user_id' | 'level' | 'status' | 'submitted_at'>;

export class IdentityService {
  constructor(private readonly deps: IdentityDeps) {}

  async status(userId: number): Promise<IdentityStatus> {
    const user = await userForReview(this.deps.db, userId);
    if (!user) throw notFound();
    return toIdentityStatus(user, await latestSubmission(this.deps.db, userId));
  }

  submitBasic(userId: number, req: BasicIdentityReq): Promise<IdentityStatus> {
    const fields = checkBasicFields(req);
    return this.submit(userId, 'basic', async () => ({
      name: fields.name,
      id_type: fields.idType,
      country: fields.country,
      id_number: fields.idNumber,
    }));
  }

  submitAdvanced(userId: number, req: AdvancedIdentityReq): Promise<IdentityStatus> {
    return this.submit(userId, 'advanced', async (trx) => {
      await checkAdvancedImages(trx, userId, req);
      return { front_url: req.frontUrl, back_url: req.backUrl, holding_url: req.holdingUrl };
    });
  }

  private submit(
    userId: number,
    level: SubmissionLevel,
    fieldsOf: (trx: Transaction<Database>) => Promise<SubmissionFields>,
  ): Promise<IdentityStatus> {
    return this.deps.serial.run(async (trx) => {
      const user = await userForReview(trx, userId);
      if (!user) throw notFound();
      checkMaySubmit(user, await latestSubmission(trx, userId), level);
      const fields = await fieldsOf(trx);
      await insertSubmission(trx, { ...fields, user_id: userId, level, status: 'pending', submitted_at: this.deps.clock.now() });
      await trx.updateTable('users').set({ kyc_review: 'pending' }).where('id', '=', userId).execute();
      pushAccountAfterCommit(this.deps, trx, userId);
      return toIdentityStatus(user, await latestSubmission(trx, userId));
    });
  }
}
