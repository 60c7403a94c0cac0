/** A withdrawal as server/wallet keeps it (amounts in 1e-8 units) and its two other forms: the stored row and the wire shape. */
import type { Insertable, Selectable } from 'kysely';
import type { Withdrawal } from '@contract/wallet';
import { toPlainDecimal } from '../money';
import type { WithdrawalRow } from '../store/tables/withdrawals';

/** The wire shape with the server's own id, owner and exact amounts (the other fields are the same). */
export interface WithdrawalRecord extends Omit<Withdrawal, 'id' | 'amount' | 'fee'> {
  id: number;
  userId: number;
  amount: bigint;
  fee: bigint;
}

const orNull = (v: number | string | null): number | null => (v === null ? null : Number(v));

export const fromWithdrawalRow = (r: Selectable<WithdrawalRow>): WithdrawalRecord => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  clientId: r.client_id,
  asset: r.asset,
  network: r.network,
  address: r.address,
  amount: BigInt(r.amount),
  fee: BigInt(r.fee),
  status: r.status,
  txHash: r.tx_hash,
  blockHeight: orNull(r.block_height),
  confirmations: r.confirmations,
  rejectReason: r.reject_reason,
  createdAt: Number(r.created_at),
  broadcastAt: orNull(r.broadcast_at),
  confirmedAt: orNull(r.confirmed_at),
  rejectedAt: orNull(r.rejected_at),
  version: r.version,
});

export const toWithdrawalRow = (w: WithdrawalRecord): Insertable<WithdrawalRow> => ({
  id: w.id,
  user_id: w.userId,
  client_id: w.clientId,
  asset: w.asset,
  network: w.network,
  address: w.address,
  amount: w.amount.toString(),
  fee: w.fee.toString(),
  status: w.status,
  tx_hash: w.txHash,
  block_height: w.blockHeight,
  confirmations: w.confirmations,
  reject_reason: w.rejectReason,
  created_at: w.createdAt,
  broadcast_at: w.broadcastAt,
  confirmed_at: w.confirmedAt,
  rejected_at: w.rejectedAt,
  version: w.version,
});

export function toWireWithdrawal(w: WithdrawalRecord): Withdrawal {
  const { id, userId: _owner, amount, fee, ...same } = w;
  return { ...same, id: String(id), amount: toPlainDecimal(amount), fee: toPlainDecimal(fee) };
}
