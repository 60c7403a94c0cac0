/**
 * A record's status from its source, joined through the ledger entry's `ref` (the source row's id): a deposit's
 * (`credited`, `unlocked`), a withdrawal's (`submitted` … `confirmed`, `rejected`). Each source reads only the user's own
 * rows; a ref that is no row of the user's has no source status.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';

type StatusSource = (db: Kysely<Database>, userId: number, refs: readonly string[]) => Promise<Map<string, string>>;

const rowIds = (refs: readonly string[]): number[] => refs.filter((r) => /^[1-9]\d{0,15}$/.test(r)).map(Number);

/** The status column of a table with `id` and `user_id`, for the user's rows among `refs`. */
const statusesIn =
  (table: 'deposits' | 'withdrawals' | 'fiat_withdrawals'): StatusSource =>
  async (db, userId, refs) => {
    const ids = rowIds(refs);
    if (ids.length === 0) return new Map();
    const rows = await db.selectFrom(table).select(['id', 'status']).where('user_id', '=', userId).where('id', 'in', ids).execute();
    return new Map(rows.map((r) => [String(r.id), r.status]));
  };

/** ledger entry kind → where its status is (docs/wallet.md: the entries of a deposit and of a withdrawal) */
const STATUS_SOURCES: Readonly<Record<string, StatusSource>> = {
  deposit: statusesIn('deposits'),
  withdraw_freeze: statusesIn('withdrawals'),
  withdraw: statusesIn('withdrawals'),
  withdraw_reject: statusesIn('withdrawals'),
  fiat_withdraw_freeze: statusesIn('fiat_withdrawals'),
  fiat_withdraw: statusesIn('fiat_withdrawals'),
  fiat_withdraw_reject: statusesIn('fiat_withdrawals'),
};

/** The source status of each (kind, ref) the page holds, keyed `kind ref`. */
export async function sourceStatuses(
  db: Kysely<Database>,
  userId: number,
  entries: readonly { kind: string; ref: string }[],
): Promise<Map<string, string>> {
  const statuses = new Map<string, string>();
  for (const [kind, source] of Object.entries(STATUS_SOURCES)) {
    const refs = [...new Set(entries.filter((e) => e.kind === kind).map((e) => e.ref))];
    if (refs.length === 0) continue;
    for (const [ref, status] of await source(db, userId, refs)) statuses.set(statusKey(kind, ref), status);
  }
  return statuses;
}

export const statusKey = (kind: string, ref: string): string => `${kind} ${ref}`;
