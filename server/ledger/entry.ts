/** A ledger entry as posted, and its validation: known accounts and assets, zero sum per asset. */
import { ASSET, parseAccount, type Posting } from './keys';
import { bucketId, type BucketState } from './pending';

export interface LedgerEntry {
  /** what happened: 'deposit', 'demo_fund', 'transfer', 'freeze', 'unfreeze', 'trade', … */
  kind: string;
  /** what it belongs to (an order id, a client id, …) */
  ref: string;
  postings: Posting[];
}

/** Validates an entry and nets its postings per (account, asset), dropping zero results. */
export function netDeltas(entry: LedgerEntry): BucketState[] {
  const sums = new Map<string, bigint>();
  const deltas = new Map<string, BucketState>();
  for (const p of entry.postings) {
    const parsed = parseAccount(p.account);
    if (!parsed) throw new Error(`ledger ${entry.kind}: unknown account "${p.account}"`);
    if (!ASSET.test(p.asset)) throw new Error(`ledger ${entry.kind}: bad asset "${p.asset}"`);
    if (typeof p.amount !== 'bigint') throw new Error(`ledger ${entry.kind}: amount must be a bigint`);
    sums.set(p.asset, (sums.get(p.asset) ?? 0n) + p.amount);
    const id = bucketId(p.account, p.asset);
    const d = deltas.get(id) ?? { account: p.account, asset: p.asset, userId: parsed.kind === 'user' ? parsed.userId : null, amount: 0n };
    d.amount += p.amount;
    deltas.set(id, d);
  }
  for (const [asset, sum] of sums) {
    if (sum !== 0n) throw new Error(`ledger ${entry.kind} ${entry.ref}: postings of ${asset} sum to ${sum}, not 0`);
  }
  return [...deltas.values()].filter((d) => d.amount !== 0n);
}
