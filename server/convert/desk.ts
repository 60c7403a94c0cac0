/** The conversion desk `sys:convert` (docs/wallet.md "Convert"): its inventory, seeded once from outside. */
import type { Transaction } from 'kysely';
import { accountKey, type Ledger } from '../ledger/ledger';
import { seedOnce } from '../ledger/seed-once';
import type { Database } from '../store/schema';
import { DESK_INVENTORY } from './rules';

const SEED_KIND = 'convert_desk_seed';

export async function seedDesk(trx: Transaction<Database>, ledger: Ledger): Promise<void> {
  await seedOnce(trx, ledger, { kind: SEED_KIND, account: accountKey.convertDesk, amounts: DESK_INVENTORY });
}
