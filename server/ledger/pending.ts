/**
 * What one serial transaction has changed in the ledger and not yet written: the new amount of
 * every touched (account, asset) and the ledger_tx and postings rows. Written in three statements
 * just before COMMIT, so a transaction costs one write per touched (account, asset) however many
 * entries it posts.
 */
import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../store/schema';
import { insertRows } from '../store/insert-rows';
import type { LedgerTxTable, PostingsTable } from '../store/tables/core';
import type { UserLedgerEntriesTable } from '../store/tables/ledger-records';

export interface BucketState {
  account: string;
  asset: string;
  userId: number | null;
  amount: bigint;
}

export const bucketId = (account: string, asset: string): string => `${account}|${asset}`;

/** Where a PendingTx stood when `mark` was called, and the bucket amounts changed since. */
export interface PendingMark {
  txRows: number;
  postingRows: number;
  userEntryRows: number;
  firstTxId: number | null;
  /** [bucket id, its state before the first change after the mark], oldest first */
  undo: [string, BucketState | undefined][];
}

export class PendingTx {
  readonly buckets = new Map<string, BucketState>();
  readonly txRows: Insertable<LedgerTxTable>[] = [];
  readonly postingRows: Insertable<PostingsTable>[] = [];
  /** the users of each entry asset/records lists (record-scope.ts) */
  readonly userEntryRows: Insertable<UserLedgerEntriesTable>[] = [];

  /** the first ledger_tx id this transaction used; handed out again after a rollback */
  firstTxId: number | null = null;

  private recording: PendingMark | null = null;

  constructor(readonly trx: Transaction<Database>) {}

  setBucket(id: string, state: BucketState): void {
    this.recording?.undo.push([id, this.buckets.get(id)]);
    this.buckets.set(id, state);
  }

  /**
   * Starts recording, so that what is posted from here can be taken back alone: one command of a
   * group commit fails without failing the commands before it. One mark at a time.
   */
  mark(): PendingMark {
    this.recording = {
      txRows: this.txRows.length,
      postingRows: this.postingRows.length,
      userEntryRows: this.userEntryRows.length,
      firstTxId: this.firstTxId,
      undo: [],
    };
    return this.recording;
  }

  /** Keeps what was posted since the mark. */
  release(mark: PendingMark): void {
    if (this.recording === mark) this.recording = null;
  }

  /** Takes back what was posted since the mark; answers the first ledger_tx id it had used, if any. */
  rollbackTo(mark: PendingMark): number | null {
    this.release(mark);
    for (let i = mark.undo.length - 1; i >= 0; i--) {
      const [id, before] = mark.undo[i]!;
      if (before) this.buckets.set(id, before);
      else this.buckets.delete(id);
    }
    const firstUsed = this.txRows[mark.txRows]?.id ?? null;
    this.txRows.length = mark.txRows;
    this.postingRows.length = mark.postingRows;
    this.userEntryRows.length = mark.userEntryRows;
    this.firstTxId = mark.firstTxId;
    return firstUsed;
  }

  async write(): Promise<void> {
    await insertRows(this.trx, 'ledger_tx', this.txRows);
    await insertRows(this.trx, 'postings', this.postingRows);
    await insertRows(this.trx, 'user_ledger_entries', this.userEntryRows);
    const rows = [...this.buckets.values()].map((b) => ({
      account: b.account,
      asset: b.asset,
      user_id: b.userId,
      amount: b.amount.toString(),
    }));
    await insertRows(this.trx, 'balances', rows, { onConflict: { columns: ['account', 'asset'], update: ['amount'] } });
  }
}
