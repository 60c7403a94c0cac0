/**
 * What a user may withdraw of an asset (docs/wallet.md "Deposits"): spot available minus their credited deposits not yet
 * unlocked, never below 0. Pass the running serial transaction (a withdrawal's freeze) to see its own changes; on
 * SQLite, never the plain db from inside one (serial.ts).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Ledger } from '../ledger/ledger';
import type { Database } from '../store/schema';
import { lockedAmount } from './deposit-store';

export async function withdrawableOf(
  db: Kysely<Database> | Transaction<Database>,
  ledger: Pick<Ledger, 'balance'>,
  userId: number,
  asset: string,
): Promise<bigint> {
  const { available } = await ledger.balance(userId, 'spot', asset, db);
  const locked = await lockedAmount(db, userId, asset);
  return available > locked ? available - locked : 0n;
}
