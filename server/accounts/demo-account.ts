/**
 * The demo account that exists from the first start, so the app can be tried at once:
 * demo@example.com / demo1234, with 10,000 USDT, 0.5 BTC and 5 ETH in spot and 1,000 USDT in contract.
 */
import type { Kysely } from 'kysely';
import type { Ledger, Posting } from '../ledger/ledger';
import { accountKey, type Wallet } from '../ledger/keys';
import { toUnits } from '../money';
import type { Serial } from '../store/serial';
import { hashPassword } from './passwords';
import { emailTarget } from './targets';
import type { Database } from '../store/schema';
import { findByIdentity, insertUser } from './user-rows';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_SEED: readonly { wallet: Wallet; asset: string; amount: string }[] = [
  { wallet: 'spot', asset: 'USDT', amount: '10000' },
  { wallet: 'spot', asset: 'BTC', amount: '0.5' },
  { wallet: 'spot', asset: 'ETH', amount: '5' },
  { wallet: 'contract', asset: 'USDT', amount: '1000' },
];

/** Creates and funds the demo account unless it exists; returns its id and whether it was created. */
export async function ensureDemoAccount(deps: {
  db: Kysely<Database>;
  serial: Serial;
  ledger: Ledger;
}): Promise<{ userId: number; created: boolean }> {
  const identity = { email: emailTarget(DEMO_EMAIL).address };
  const existing = await findByIdentity(deps.db, identity);
  if (existing) return { userId: Number(existing.id), created: false };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return deps.serial.run(async (trx) => {
    const raced = await findByIdentity(trx, identity);
    if (raced) return { userId: Number(raced.id), created: false };
    const userId = await insertUser(trx, { identity, passwordHash, isDemo: true }, deps.ledger.now());
    const postings: Posting[] = DEMO_SEED.flatMap(({ wallet, asset, amount }) => [
      { account: accountKey.external, asset, amount: -toUnits(amount) },
      { account: accountKey.available(userId, wallet), asset, amount: toUnits(amount) },
    ]);
    await deps.ledger.post(trx, { kind: 'demo_seed', ref: `user:${userId}`, postings });
    return { userId, created: true };
  });
}
