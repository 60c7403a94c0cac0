/**
 * What the cycle proofs check after every step, read from the database alone (so the restart test can read a file
 * the killed server left behind): where the cycle's USDT is, and the books of docs/cycle.md — the escrow holds exactly
 * the stake + fee of every open order, every order has one acceptance entry, and a settled order one settlement
 * entry (an open order none).
 */
import type { Kysely } from 'kysely';
import { accountKey } from '../../../../server/ledger/keys';
import type { Database } from '../../../../server/store/schema';

const USDT = 'USDT';
const ACCEPTED = 'cycle_open';
const SETTLED = 'cycle_settle';

/** The USDT the cycle moves between (1e-8 units); their sum only changes by deposits. */
export interface CycleMoney {
  pool: bigint;
  escrow: bigint;
  fees: bigint;
  /** every user bucket's USDT, spot and contract */
  users: bigint;
}

export async function cycleMoney(db: Kysely<Database>): Promise<CycleMoney> {
  const rows = await db.selectFrom('balances').select(['account', 'amount']).where('asset', '=', USDT).execute();
  const of = (account: string) => BigInt(rows.find((r) => r.account === account)?.amount ?? '0');
  const users = rows.filter((r) => r.account.startsWith('u:')).reduce((sum, r) => sum + BigInt(r.amount), 0n);
  return { pool: of(accountKey.cyclePool), escrow: of(accountKey.cycleEscrow), fees: of(accountKey.fees), users };
}

export const moneyTotal = (m: CycleMoney): bigint => m.pool + m.escrow + m.fees + m.users;

/** How many cycle ledger entries each order has, by kind. */
export async function cycleEntriesByOrder(db: Kysely<Database>): Promise<Map<string, { accepted: number; settled: number }>> {
  const rows = await db
    .selectFrom('ledger_tx')
    .select(['kind', 'ref', (eb) => eb.fn.countAll<string>().as('n')])
    .where('kind', 'in', [ACCEPTED, SETTLED])
    .groupBy(['kind', 'ref'])
    .execute();
  const byOrder = new Map<string, { accepted: number; settled: number }>();
  for (const r of rows) {
    const counts = byOrder.get(r.ref) ?? { accepted: 0, settled: 0 };
    counts[r.kind === ACCEPTED ? 'accepted' : 'settled'] = Number(r.n);
    byOrder.set(r.ref, counts);
  }
  return byOrder;
}

/** Every way the cycle's books disagree with its orders; [] when sound. */
export async function cycleBookProblems(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = [];
  const orders = await db.selectFrom('cycle_orders').select(['id', 'status', 'stake', 'fee']).execute();
  const held = orders.filter((o) => o.status === 'open').reduce((sum, o) => sum + BigInt(o.stake) + BigInt(o.fee), 0n);
  const { escrow } = await cycleMoney(db);
  if (escrow !== held) problems.push(`${accountKey.cycleEscrow} holds ${escrow} but the open orders' stakes and fees are ${held}`);
  const entries = await cycleEntriesByOrder(db);
  for (const o of orders) {
    const want = { accepted: 1, settled: o.status === 'settled' ? 1 : 0 };
    const have = entries.get(String(o.id)) ?? { accepted: 0, settled: 0 };
    if (have.accepted !== want.accepted || have.settled !== want.settled)
      problems.push(`order ${o.id} (${o.status}) has ${have.accepted} acceptance and ${have.settled} settlement entries`);
    entries.delete(String(o.id));
  }
  for (const ref of entries.keys()) problems.push(`cycle ledger entries for ${ref}, which is no order`);
  return problems;
}

/**
 * Each user's spot USDT against their orders' stored results: what they had before their first order, less the stake
 * + fee of each open order, plus the signed profit of each settled one. Ties the ledger to the results anyone sees.
 */
export async function userResultProblems(db: Kysely<Database>, before: ReadonlyMap<number, bigint>): Promise<string[]> {
  const problems: string[] = [];
  const orders = await db.selectFrom('cycle_orders').select(['user_id', 'status', 'stake', 'fee', 'profit']).execute();
  for (const [userId, start] of before) {
    const expected = orders
      .filter((o) => Number(o.user_id) === userId)
      .reduce((sum, o) => sum + (o.status === 'open' ? -(BigInt(o.stake) + BigInt(o.fee)) : BigInt(o.profit!)), start);
    const row = await db
      .selectFrom('balances')
      .select('amount')
      .where('account', '=', accountKey.available(userId, 'spot'))
      .where('asset', '=', USDT)
      .executeTakeFirst();
    const have = BigInt(row?.amount ?? '0');
    if (have !== expected) problems.push(`user ${userId} holds ${have} USDT but their deposit and cycle results make ${expected}`);
  }
  return problems;
}
