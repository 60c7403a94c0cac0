/**
 * Attaching a voucher image to a deposit (wallet/deposit/proof): the deposit must be the user's own (else 404, never
 * revealed) and the image one the same user uploaded through common/upload (else 400: a url of someone else's image,
 * or any other url, is refused).
 */
import type { Transaction } from 'kysely';
import type { DepositProofReq } from '@contract/wallet';
import { badRequest, notFound } from '../errors';
import { isOwnUpload } from '../store/own-upload';
import type { Database } from '../store/schema';
import { depositById, updateDeposit } from './deposit-store';
import type { DepositRecord } from './deposit-record';

export async function attachProofIn(trx: Transaction<Database>, userId: number, req: DepositProofReq): Promise<DepositRecord> {
  const id = /^[1-9]\d{0,15}$/.test(req.depositId) ? Number(req.depositId) : 0;
  const deposit = id > 0 ? await depositById(trx, id) : null;
  if (!deposit || deposit.userId !== userId) throw notFound('depositNotFound');
  if (!(await isOwnUpload(trx, userId, req.url))) throw badRequest('depositProofInvalid');
  if (deposit.proofUrl === req.url) return deposit;
  const next = { ...deposit, proofUrl: req.url, version: deposit.version + 1 };
  await updateDeposit(trx, next);
  return next;
}
