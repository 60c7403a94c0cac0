/** A deposit as the chain module keeps it (amount in 1e-8 units) and its two other forms: the stored row and the wire shape. */
import type { Deposit, DepositStatus, NetworkId } from '@contract/wallet';
import { toPlainDecimal } from '../money';
import type { Insertable, Selectable } from 'kysely';
import type { DepositRow } from '../store/tables/chain';

export interface DepositRecord {
  id: number;
  userId: number;
  txHash: string;
  asset: string;
  network: NetworkId;
  address: string;
  amount: bigint;
  clientId: string | null;
  blockHeight: number | null;
  confirmations: number;
  status: DepositStatus;
  simulated: boolean;
  proofUrl: string | null;
  createdAt: number;
  creditedAt: number | null;
  unlockedAt: number | null;
  version: number;
}

const orNull = (v: number | string | null): number | null => (v === null ? null : Number(v));

export const fromDepositRow = (r: Selectable<DepositRow>): DepositRecord => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  txHash: r.tx_hash,
  asset: r.asset,
  network: r.network,
  address: r.address,
  amount: BigInt(r.amount),
  clientId: r.client_id,
  blockHeight: orNull(r.block_height),
  confirmations: Number(r.confirmations),
  status: r.status,
  simulated: Number(r.simulated) === 1,
  proofUrl: r.proof_url,
  createdAt: Number(r.created_at),
  creditedAt: orNull(r.credited_at),
  unlockedAt: orNull(r.unlocked_at),
  version: Number(r.version),
});

export const toDepositRow = (d: DepositRecord): Insertable<DepositRow> => ({
  id: d.id,
  user_id: d.userId,
  tx_hash: d.txHash,
  asset: d.asset,
  network: d.network,
  address: d.address,
  amount: d.amount.toString(),
  client_id: d.clientId,
  block_height: d.blockHeight,
  confirmations: d.confirmations,
  status: d.status,
  simulated: d.simulated ? 1 : 0,
  proof_url: d.proofUrl,
  created_at: d.createdAt,
  credited_at: d.creditedAt,
  unlocked_at: d.unlockedAt,
  version: d.version,
});

export const toWireDeposit = (d: DepositRecord): Deposit => ({
  id: String(d.id),
  asset: d.asset,
  network: d.network,
  address: d.address,
  amount: toPlainDecimal(d.amount),
  txHash: d.txHash,
  blockHeight: d.blockHeight,
  confirmations: d.confirmations,
  status: d.status,
  simulated: d.simulated,
  proofUrl: d.proofUrl,
  createdAt: d.createdAt,
  creditedAt: d.creditedAt,
  unlockedAt: d.unlockedAt,
  version: d.version,
});
