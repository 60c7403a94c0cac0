/** A house account's starting capital from outside (sys:external), posted once per database under its own kind. */
import type { Transaction } from 'kysely';
import type { Database } from '../store/schema';
import { accountKey } from './keys';
import type { Ledger } from './ledger';

export interface HouseSeed {
  /** The entry kind that marks this seed as done (e.g. insurance_seed); also how a restart finds it. */
  kind: string;
  account: string;
  amounts: readonly { asset: string; amount: bigint }[];
}

export async function seedOnce(trx: Transaction<Database>, ledger: Ledger, { kind, account, amounts }: HouseSeed): Promise<void> {
  if ((await ledger.lastPostedAt(trx, kind, account)) !== null) return;
  await ledger.post(trx, {
    kind,
    ref: account,
    postings: amounts.flatMap(({ asset, amount }) => [
      { account: accountKey.external, asset, amount: -amount },
      { account, asset, amount },
    ]),
  });
}
