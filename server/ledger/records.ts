/**
 * asset/records: the user's funding movements, one per ledger entry and asset touching the user (docs/api.md). The amount
 * is the net over all the user's buckets; an entry that only moves the user's funds between their own buckets or wallets
 * is shown as what moved, with a status (frozen/released) or the wallets (a transfer), rather than as ±0.
 */
import type { Kysely } from 'kysely';
import type { AssetRecordsReq, FundingRecord } from '@contract/assets';
import type { Paged } from '@contract/primitives';
import { fromUnits } from '../money';
import type { Database } from '../store/schema';
import { parseAccount } from './keys';
import { pageEntryAssets, userPostings, type EntryAsset, type UserPosting } from './records-query';
import { sourceStatuses, statusKey } from './records-status';

export async function fundingRecords(db: Kysely<Database>, userId: number, req: AssetRecordsReq): Promise<Paged<FundingRecord>> {
  const page = req.page ?? 1;
  const size = req.size ?? 20;
  const { items, total } = await pageEntryAssets(db, { userId, asset: req.asset, kind: req.kind, page, size });
  const postings = await userPostings(db, userId, [...new Set(items.map((i) => i.txId))]);
  const statuses = await sourceStatuses(db, userId, items);
  const records = items.map((item) =>
    toRecord(
      item,
      postings.filter((p) => p.txId === item.txId && p.asset === item.asset),
      statuses.get(statusKey(item.kind, item.ref)),
    ),
  );
  return { items: records, page, size, total };
}

export function toRecord(item: EntryAsset, postings: readonly UserPosting[], sourceStatus: string | undefined): FundingRecord {
  const net = postings.reduce((sum, p) => sum + p.amount, 0n);
  const record: FundingRecord = {
    id: `${item.txId}:${item.asset}`,
    kind: item.kind,
    asset: item.asset,
    amount: fromUnits(net),
    status: sourceStatus ?? 'completed',
    ts: item.ts,
  };
  if (net !== 0n) return record;
  const into = postings.filter((p) => p.amount > 0n);
  const out = postings.filter((p) => p.amount < 0n);
  record.moved = fromUnits(into.reduce((sum, p) => sum + p.amount, 0n));
  const to = into.length === 1 ? parseAccount(into[0]!.account) : null;
  const from = out.length === 1 ? parseAccount(out[0]!.account) : null;
  if (to?.kind !== 'user' || from?.kind !== 'user') return record;
  if (to.wallet !== from.wallet) return { ...record, from: from.wallet, to: to.wallet };
  if (sourceStatus) return record;
  return { ...record, status: to.bucket === 'frozen' ? 'frozen' : 'released' };
}
