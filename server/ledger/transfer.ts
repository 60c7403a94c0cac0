/**
 * Moving an asset between a user's spot and contract wallets. Idempotent on the client's id: the
 * same id again changes nothing and answers the current balances; the same id for a different
 * transfer is a conflict.
 */
import type { Balance } from '@contract/assets';
import type { TransferReq } from '@contract/assets';
import { AppError } from '../errors';
import type { Serial } from '../store/serial';
import { parseAmount } from './amount';
import type { Ledger } from './ledger';
import { accountKey } from './keys';

export async function transfer(deps: { serial: Serial; ledger: Ledger }, userId: number, req: TransferReq): Promise<Balance[]> {
  if (req.from === req.to) throw new AppError(400, 'sameWallet');
  const amount = parseAmount(req.amount, 'amount');
  const fingerprint = JSON.stringify([req.asset, amount.toString(), req.from, req.to]);
  return deps.serial.run(async (trx) => {
    const seen = await trx
      .selectFrom('client_ids')
      .select(['kind', 'fingerprint'])
      .where('user_id', '=', userId)
      .where('client_id', '=', req.clientId)
      .executeTakeFirst();
    if (seen && (seen.kind !== 'transfer' || seen.fingerprint !== fingerprint)) throw new AppError(409, 'clientIdReused');
    if (!seen) {
      await deps.ledger.post(trx, {
        kind: 'transfer',
        ref: `user:${userId}:${req.clientId}`,
        postings: [
          { account: accountKey.available(userId, req.from), asset: req.asset, amount: -amount },
          { account: accountKey.available(userId, req.to), asset: req.asset, amount },
        ],
      });
      await trx
        .insertInto('client_ids')
        .values({ user_id: userId, client_id: req.clientId, kind: 'transfer', fingerprint, created_at: deps.ledger.now() })
        .execute();
    }
    return deps.ledger.balances(userId, trx);
  });
}
