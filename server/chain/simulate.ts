/**
 * The demo's "simulate a deposit" (docs/wallet.md): a transaction from the simulated outside world to the user's own
 * deposit address, put into the mempool with its pending deposit; the network's next block mines it. Idempotent by
 * clientId: a repeat answers the first deposit, the same clientId for another request is a 409.
 */
import { randomBytes } from 'node:crypto';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { Transaction } from 'kysely';
import type { NetworkId, SimulateDepositReq } from '@contract/wallet';
import { AppError } from '../errors';
import { parseAmount } from '../ledger/amount';
import type { Database } from '../store/schema';
import { insertTx, rememberAddress } from './chain-store';
import { depositByClientId, insertDeposit, nextDepositId } from './deposit-store';
import type { DepositRecord } from './deposit-record';
import { assetNetworkOf } from './request-checks';

/** A transaction hash in the network's own style: `0x` + 64 hex digits on EVM chains, 64 hex digits on TRON and Bitcoin. */
export function newTxHash(network: NetworkId): string {
  const digits = bytesToHex(randomBytes(32));
  return network === 'ERC20' || network === 'BEP20' ? `0x${digits}` : digits;
}

export async function simulateIn(
  trx: Transaction<Database>,
  userId: number,
  address: string,
  req: SimulateDepositReq,
  now: number,
): Promise<{ deposit: DepositRecord; created: boolean }> {
  const network = assetNetworkOf(req);
  const amount = parseAmount(req.amount, 'amount');
  const first = await depositByClientId(trx, userId, req.clientId);
  if (first) {
    if (first.asset !== req.asset || first.network !== req.network || first.amount !== amount) throw new AppError(409, 'clientIdReused');
    return { deposit: first, created: false };
  }
  const txHash = newTxHash(network.network);
  await rememberAddress(trx, network.network, address, userId);
  await insertTx(trx, {
    hash: txHash,
    network: network.network,
    asset: network.asset,
    to_address: address,
    amount: amount.toString(),
    block_height: null,
    simulated: 1,
    created_at: now,
  });
  const deposit: DepositRecord = {
    id: await nextDepositId(trx),
    userId,
    txHash,
    asset: network.asset,
    network: network.network,
    address,
    amount,
    clientId: req.clientId,
    blockHeight: null,
    confirmations: 0,
    status: 'pending',
    simulated: true,
    proofUrl: null,
    createdAt: now,
    creditedAt: null,
    unlockedAt: null,
    version: 1,
  };
  await insertDeposit(trx, deposit);
  return { deposit, created: true };
}
