/** A withdrawal as server/wallet keeps it (amounts in 1e-8 units) and its two other forms: the stored row and the wire shape. */
import type { Insertable, Selectable } from 'kysely';
import type { NetworkId, Withdrawal, WithdrawalStatus } from '@contract/wallet';
import { toPlainDecimal } from '../money';
import type { WithdrawalRow } from '../store/tables/withdrawals';

export interface WithdrawalRecord {
  id: number;
  userId: number;
  clientId: string;
  asset: string;
  network: NetworkId;
  address: string;
  amount: bigint;
  fee: bigint;
  status: WithdrawalStatus;
  txHash: string | null;
  blockHeight: number | null;
  confirmations: number;
  rejectReason: string | null;
  createdAt: number;
  broadcastAt: number | null;
  confirmedAt: number | null;
  rejectedAt: number | null;
  version: number;
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

export const toWireWithdrawal = (w: WithdrawalRecord): Withdrawal => ({
  id: String(w.id),
  clientId: w.clientId,
  asset: w.asset,
  network: w.network,
  address: w.address,
  amount: toPlainDecimal(w.amount),
  fee: toPlainDecimal(w.fee),
  status: w.status,
  txHash: w.txHash,
  blockHeight: w.blockHeight,
  confirmations: w.confirmations,
  rejectReason: w.rejectReason,
  createdAt: w.createdAt,
  broadcastAt: w.broadcastAt,
  confirmedAt: w.confirmedAt,
  rejectedAt: w.rejectedAt,
  version: w.version,
});
