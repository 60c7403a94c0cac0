/**
 * The committed amount of every bucket the ledger has seen, kept in memory. Filled only by reads
 * made inside the running serial transaction (which has not written balances yet, see PendingTx),
 * and changed only after a COMMIT: so it always equals the balances table.
 */
import { parseAccount, siblingAccount } from './keys';
import { bucketId, type BucketState, type PendingTx } from './pending';

export class BucketCache {
  readonly committed = new Map<string, bigint>();

  /** Reads the committed amounts of the touched buckets (and their siblings) not known yet. */
  async load(pending: PendingTx, deltas: readonly BucketState[]): Promise<void> {
    const wanted = new Map<string, { account: string; asset: string }>();
    for (const d of deltas) {
      const parsed = parseAccount(d.account);
      const accounts = parsed?.kind === 'user' ? [d.account, siblingAccount(parsed)] : [d.account];
      for (const account of accounts) {
        const id = bucketId(account, d.asset);
        if (!pending.buckets.has(id) && !this.committed.has(id)) wanted.set(id, { account, asset: d.asset });
      }
    }
    if (wanted.size === 0) return;
    const keys = [...wanted.values()];
    const rows = await pending.trx
      .selectFrom('balances')
      .select(['account', 'asset', 'amount'])
      .where((eb) => eb.or(keys.map((k) => eb.and([eb('account', '=', k.account), eb('asset', '=', k.asset)]))))
      .execute();
    for (const id of wanted.keys()) if (!this.committed.has(id)) this.committed.set(id, 0n);
    for (const r of rows) this.committed.set(bucketId(r.account, r.asset), BigInt(r.amount));
  }

  /** The amount as the running transaction sees it: its own change, else the committed one. */
  amountIn(pending: PendingTx, account: string, asset: string): bigint {
    const id = bucketId(account, asset);
    const amount = pending.buckets.get(id)?.amount ?? this.committed.get(id);
    if (amount === undefined) throw new Error(`ledger: bucket ${id} was not loaded`);
    return amount;
  }

  commit(pending: PendingTx): void {
    for (const [id, b] of pending.buckets) this.committed.set(id, b.amount);
  }
}
