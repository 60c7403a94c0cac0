/** Turns ledger bucket amounts of one user into the wire's Balance rows (one per wallet and asset). */
import type { Balance } from '@contract/assets';
import { fromUnits } from '../money';
import { parseAccount, type Wallet } from './keys';

export interface BucketAmount {
  account: string;
  asset: string;
  amount: bigint;
}

const WALLET_ORDER: Record<Wallet, number> = { spot: 0, contract: 1 };

export function toBalances(buckets: Iterable<BucketAmount>): Balance[] {
  const rows = new Map<string, { wallet: Wallet; asset: string; available: bigint; frozen: bigint }>();
  for (const { account, asset, amount } of buckets) {
    const parsed = parseAccount(account);
    // position margin is shown by contract/account and asset/overview's contract part, not as a balance row
    if (parsed?.kind !== 'user' || parsed.bucket === 'margin') continue;
    const key = `${parsed.wallet}:${asset}`;
    const row = rows.get(key) ?? { wallet: parsed.wallet, asset, available: 0n, frozen: 0n };
    row[parsed.bucket] = amount;
    rows.set(key, row);
  }
  return [...rows.values()]
    .sort((a, b) => WALLET_ORDER[a.wallet] - WALLET_ORDER[b.wallet] || a.asset.localeCompare(b.asset))
    .map((r) => ({ wallet: r.wallet, asset: r.asset, available: fromUnits(r.available), frozen: fromUnits(r.frozen) }));
}
