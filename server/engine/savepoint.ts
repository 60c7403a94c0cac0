/** One command of a group commit inside a ledger savepoint (spot's and futures' groups alike). */
import type { Transaction } from 'kysely';
import type { Ledger } from '../ledger/ledger';
import type { Database } from '../store/schema';

/** Runs `step`; if it throws, takes back only the ledger entries it posted (the group's others stay) and rethrows. */
export async function inSavepoint<T>(ledger: Ledger, trx: Transaction<Database>, step: () => Promise<T>): Promise<T> {
  const savepoint = ledger.savepoint(trx);
  let result: T;
  try {
    result = await step();
  } catch (err) {
    savepoint.rollback();
    throw err;
  }
  savepoint.release();
  return result;
}
