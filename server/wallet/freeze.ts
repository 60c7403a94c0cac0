/**
 * The accepted withdrawal and its money (docs/wallet.md "Withdrawals"): the new record, stored with the entry that
 * freezes amount + fee (spot available → spot frozen, kind `withdraw_freeze`), and the entry that gives it back on a
 * rejection (kind `withdraw_reject`). Both run in the caller's serial transaction.
 */
import type { Transaction } from 'kysely';
import type { WithdrawalStatus, WithdrawReq } from '@contract/wallet';
import { accountKey, type Ledger, type LedgerEntry } from '../ledger/ledger';
import type { Database } from '../store/schema';
import type { CheckedRequest } from './withdraw-checks';
import type { WithdrawalRecord } from './withdrawal-record';
import { insertWithdrawal, nextWithdrawalId } from './withdrawal-store';

export async function freezeIn(
  trx: Transaction<Database>,
  ledger: Ledger,
  userId: number,
  req: WithdrawReq,
  checked: CheckedRequest,
  status: Extract<WithdrawalStatus, 'review' | 'submitted'>,
  now: number,
): Promise<WithdrawalRecord> {
  const withdrawal: WithdrawalRecord = {
    id: await nextWithdrawalId(trx),
    userId,
    clientId: req.clientId,
    asset: req.asset,
    network: checked.network.network,
    address: req.address,
    amount: checked.amount,
    fee: checked.fee,
    status,
    txHash: null,
    blockHeight: null,
    confirmations: 0,
    rejectReason: null,
    createdAt: now,
    broadcastAt: null,
    confirmedAt: null,
    rejectedAt: null,
    version: 1,
  };
  await insertWithdrawal(trx, withdrawal);
  await ledger.post(trx, frozenMove('withdraw_freeze', withdrawal, withdrawal.amount + withdrawal.fee));
  return withdrawal;
}

/** The frozen amount + fee of a withdrawal not yet broadcast back to spot available. */
export const unfreezeIn = (trx: Transaction<Database>, ledger: Ledger, w: WithdrawalRecord): Promise<void> =>
  ledger.post(trx, frozenMove('withdraw_reject', w, -(w.amount + w.fee)));

/** spot available → spot frozen by `amount` (negative: back), as one entry of `kind` for the withdrawal */
const frozenMove = (kind: string, w: WithdrawalRecord, amount: bigint): LedgerEntry => ({
  kind,
  ref: String(w.id),
  postings: [
    { account: accountKey.available(w.userId, 'spot'), asset: w.asset, amount: -amount },
    { account: accountKey.frozen(w.userId, 'spot'), asset: w.asset, amount },
  ],
});
