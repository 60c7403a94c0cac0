/**
 * What a submission must satisfy before it is stored (docs/identity.md): Basic's name and ID number formats, Advanced's
 * own and distinct images, and the state rules (both targets bound, one review at a time, Basic first, no level twice).
 */
import type { Kysely, Transaction } from 'kysely';
import type { AdvancedIdentityReq, BasicIdentityReq, SubmissionLevel } from '@contract/identity';
import { isValidIdName, isValidIdNumber, normaliseIdNumber } from '@contract/identity-rules';
import { AppError, badRequest } from '../errors';
import { isOwnUpload } from '../store/own-upload';
import type { Database } from '../store/schema';
import { bothBound, type ReviewedUser, type SubmissionRow } from './identity-store';
import { approvedLevelOf } from './identity-status';

export interface CheckedBasic {
  name: string;
  idType: BasicIdentityReq['idType'];
  country: string;
  idNumber: string;
}

export function checkBasicFields(req: BasicIdentityReq): CheckedBasic {
  if (!isValidIdName(req.name)) throw badRequest('identityNameInvalid');
  const country = req.country.toUpperCase();
  if (!isValidIdNumber(req.idType, country, req.idNumber)) throw badRequest('identityNumberInvalid');
  return { name: req.name.trim(), idType: req.idType, country, idNumber: normaliseIdNumber(req.idNumber) };
}

export async function checkAdvancedImages(db: Kysely<Database> | Transaction<Database>, userId: number, req: AdvancedIdentityReq) {
  const urls = [req.frontUrl, req.backUrl, req.holdingUrl];
  if (new Set(urls).size !== urls.length) throw badRequest('identityImageNotOwn');
  for (const url of urls) if (!(await isOwnUpload(db, userId, url))) throw badRequest('identityImageNotOwn');
}

export function checkMaySubmit(user: ReviewedUser, latest: SubmissionRow | undefined, level: SubmissionLevel): void {
  if (!bothBound(user)) throw new AppError(409, 'identityBindFirst');
  if (latest?.status === 'pending') throw new AppError(409, 'identityPending');
  const approved = approvedLevelOf(user.kyc_status);
  if (level === 'advanced' && approved === 'none') throw new AppError(409, 'identityBasicFirst');
  if (approved === 'advanced' || (level === 'basic' && approved === 'basic')) throw new AppError(409, 'identityLevelDone');
}
