/**
 * One block of one network (docs/wallet.md): every transaction of the stored mempool goes into it (the chain script's
 * too), a mined transaction to a handed-out deposit address becomes that user's deposit, and every deposit still counting
 * moves to its new confirmation count. One transaction: the block, the deposits and their ledger entries commit together.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Selectable, Transaction } from 'kysely';
import type { NetworkId } from '@contract/wallet';
import type { Ledger } from '../ledger/ledger';
import type { Database } from '../store/schema';
import type { ChainTxRow } from '../store/tables/chain';
import { addressOwner, insertBlock, lastBlockHash, mempool, tipHeight } from './chain-store';
import { countingDeposits, depositTxHashes, insertDeposit, nextDepositId, updateDeposit } from './deposit-store';
import { confirmDeposit } from './confirm';
import type { DepositRecord } from './deposit-record';

export interface MinedBlock {
  network: NetworkId;
  height: number;
  txHashes: string[];
  /** deposits created or changed by this block, in id order */
  changed: DepositRecord[];
}

export async function mineIn(trx: Transaction<Database>, ledger: Ledger, network: NetworkId, now: number): Promise<MinedBlock> {
  const tip = await tipHeight(trx, network);
  const height = tip + 1;
  const txs = await mempool(trx, network);
  const txHashes = txs.map((t) => t.hash);
  const hash = bytesToHex(sha256(utf8ToBytes([network, height, await lastBlockHash(trx, network, tip), ...txHashes].join(':'))));
  await insertBlock(trx, network, height, hash, now, txHashes);
  await depositsOfOutsideTransfers(trx, txs, now);

  const changed: DepositRecord[] = [];
  for (const deposit of await countingDeposits(trx, network)) {
    const minedAt = deposit.blockHeight ?? (txHashes.includes(deposit.txHash) ? height : null);
    if (minedAt === null) continue;
    const next = await confirmDeposit(trx, ledger, deposit, minedAt, height - minedAt + 1, now);
    if (!next) continue;
    await updateDeposit(trx, next);
    changed.push(next);
  }
  return { network, height, txHashes, changed };
}

/** Transactions sent from outside (the chain script) to a handed-out address: a pending deposit, confirmed right after. */
async function depositsOfOutsideTransfers(trx: Transaction<Database>, txs: readonly Selectable<ChainTxRow>[], now: number): Promise<void> {
  const known = await depositTxHashes(
    trx,
    txs.map((t) => t.hash),
  );
  let id = await nextDepositId(trx);
  for (const tx of txs) {
    if (known.has(tx.hash)) continue;
    const userId = await addressOwner(trx, tx.network, tx.to_address);
    if (userId === null) continue;
    await insertDeposit(trx, {
      id: id++,
      userId,
      txHash: tx.hash,
      asset: tx.asset,
      network: tx.network,
      address: tx.to_address,
      amount: BigInt(tx.amount),
      clientId: null,
      blockHeight: null,
      confirmations: 0,
      status: 'pending',
      simulated: Number(tx.simulated) === 1,
      proofUrl: null,
      createdAt: now,
      creditedAt: null,
      unlockedAt: null,
      version: 0,
    });
  }
}
