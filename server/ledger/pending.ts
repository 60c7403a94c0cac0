/**
 * What one serial transaction has changed in the ledger and not yet written: the new amount of
 * every touched (account, asset) and the ledger_tx and postings rows. Written in three statements
 * just before COMMIT, so a transaction costs one write per touched (account, asset) however many
 * entries it posts.
 */
import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../store/schema';
import type { LedgerTxTable, PostingsTable } from '../store/tables/core';

export interface BucketState {
  account: string;
  asset: string;
  userId: number | null;
  amount: bigint;
}

/** Rows a statement may carry, kept well under SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 500;

export const bucketId = (account: string, asset: string): string => `${account}|${asset}`;

export class PendingTx {
  readonly buckets = new Map<string, BucketState>();
  readonly txRows: Insertable<LedgerTxTable>[] = [];
  readonly postingRows: Insertable<PostingsTable>[] = [];

  /** the first ledger_tx id this transaction used; handed out again after a rollback */
  firstTxId: number | null = null;

  constructor(readonly trx: Transaction<Database>) {}

  async write(): Promise<void> {
    for (let i = 0; i < this.txRows.length; i += CHUNK) {
      await this.trx
        .insertInto('ledger_tx')
        .values(this.txRows.slice(i, i + CHUNK))
        .execute();
    }
    for (let i = 0; i < this.postingRows.length; i += CHUNK) {
      await this.trx
        .insertInto('postings')
        .values(this.postingRows.slice(i, i + CHUNK))
        .execute();
    }
    const rows = [...this.buckets.values()].map((b) => ({
      account: b.account,
      asset: b.asset,
      user_id: b.userId,
      amount: b.amount.toString(),
    }));
    for (let i = 0; i < rows.length; i += CHUNK) {
      await this.trx
        .insertInto('balances')
        .values(rows.slice(i, i + CHUNK))
        .onConflict((oc) => oc.columns(['account', 'asset']).doUpdateSet((eb) => ({ amount: eb.ref('excluded.amount') })))
        .execute();
    }
  }
}
