/** After a commit: one `balance` event per touched user, with the rows (wallet, asset) that changed. */
import type { Bus } from '../bus';
import { toBalances, type BucketAmount } from './balance-rows';
import { parseAccount, siblingAccount } from './keys';
import { bucketId, type PendingTx } from './pending';

export function publishBalances(bus: Bus, pending: PendingTx, committed: ReadonlyMap<string, bigint>): void {
  const byUser = new Map<number, Map<string, BucketAmount>>();
  for (const b of pending.buckets.values()) {
    const parsed = parseAccount(b.account);
    if (parsed?.kind !== 'user') continue;
    const rows = byUser.get(parsed.userId) ?? new Map<string, BucketAmount>();
    for (const account of [b.account, siblingAccount(parsed)]) {
      const id = bucketId(account, b.asset);
      rows.set(id, { account, asset: b.asset, amount: committed.get(id) ?? 0n });
    }
    byUser.set(parsed.userId, rows);
  }
  for (const [userId, rows] of byUser) bus.emit('balance', userId, toBalances(rows.values()));
}
