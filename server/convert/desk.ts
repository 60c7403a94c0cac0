/** The conversion desk `sys:convert` (docs/wallet.md "Convert"): its inventory, seeded once from outside. */
import type { Transaction } from 'kysely';
import { accountKey, type Ledger } from '../ledger/ledger';
import type { Database } from '../store/schema';
import { DESK_INVENTORY } from './rules';

const SEED_KIND = 'convert_desk_seed';

export async function seedDesk(trx: Transaction<Database>, ledger: Ledger): Promise<void> {
  if ((await ledger.lastPostedAt(trx, SEED_KIND, accountKey.convertDesk)) !== null) return;
  await ledger.post(trx, {
    kind: SEED_KIND,
    ref: accountKey.convertDesk,
    postings: DESK_INVENTORY.flatMap(({ asset, amount }) => [
      { account: accountKey.external, asset, amount: -amount },
      { account: accountKey.convertDesk, asset, amount },
    ]),
  });
}
