/**
 * Migration 014 fills user_ledger_entries from the postings already written: one row per listed entry and user it
 * touches, none for an order's entries or a spot trade, none for a system account.
 */
import { describe, expect, it } from 'vitest';
import { userLedgerEntriesMigration } from '../../../server/store/tables/ledger-records';
import { BACKENDS, useTestContext } from '../helpers/backends';

const entries = [
  {
    id: 1,
    kind: 'deposit',
    ref: 'd:1',
    postings: [
      ['sys:external', '-5'],
      ['u:12:spot:available', '5'],
    ],
  },
  {
    id: 2,
    kind: 'freeze',
    ref: 'spot:order:9',
    postings: [
      ['u:12:spot:available', '-1'],
      ['u:12:spot:frozen', '1'],
    ],
  },
  {
    id: 3,
    kind: 'spot_trade',
    ref: 'spot:trade:1',
    postings: [
      ['u:12:spot:frozen', '-1'],
      ['u:3:spot:available', '1'],
    ],
  },
  {
    id: 4,
    kind: 'freeze',
    ref: 'futures:order:2',
    postings: [
      ['u:3:contract:available', '-1'],
      ['u:3:contract:frozen', '1'],
    ],
  },
  {
    id: 5,
    kind: 'futures_fill',
    ref: 'futures:fill:1',
    postings: [
      ['u:3:spot:available', '-1'],
      ['u:12:contract:available', '1'],
    ],
  },
  {
    id: 6,
    kind: 'transfer',
    ref: 'transfer:1',
    postings: [
      ['u:12:spot:available', '-2'],
      ['u:12:contract:available', '2'],
    ],
  },
] as const;

describe.each(BACKENDS)('migration 014 on $name', ({ name }) => {
  const ctx = useTestContext(name);

  it('backfills the listed entries of each user from the postings', async () => {
    const db = ctx().db;
    await userLedgerEntriesMigration.down!(db);
    for (const e of entries) {
      await db.insertInto('ledger_tx').values({ id: e.id, kind: e.kind, ref: e.ref, ts: e.id }).execute();
      await db
        .insertInto('postings')
        .values(e.postings.map(([account, amount], idx) => ({ tx_id: e.id, idx, account, asset: 'USDT', amount })))
        .execute();
    }
    await userLedgerEntriesMigration.up(db);
    const rows = await db.selectFrom('user_ledger_entries').select(['user_id', 'tx_id']).orderBy('tx_id').orderBy('user_id').execute();
    expect(rows.map((r) => `${r.user_id}@${r.tx_id}`)).toEqual(['12@1', '3@5', '12@5', '12@6']);
  });
});
