/**
 * The ledger's soundness check, for tests and operators: every entry sums to zero per asset, the
 * balances table equals the sum of postings, no user bucket (nor the fee account) is negative, and
 * per asset what users and fees hold equals what came in from outside (−sys:external), i.e.
 * deposits − withdrawals. It also checks that the in-memory cache agrees with the table.
 */
import type { Transaction } from 'kysely';
import { sumUnits } from '../store/dialect';
import type { Database } from '../store/schema';
import { accountKey, mayGoNegative, parseAccount } from './keys';
import { bucketId } from './pending';

const MAX_REPORTED = 20;

export async function findInvariantProblems(trx: Transaction<Database>, cache: ReadonlyMap<string, bigint>): Promise<string[]> {
  const problems: string[] = [];

  const unbalanced = await trx
    .selectFrom('postings')
    .select(['tx_id', 'asset', sumUnits(trx, 'amount').as('total')])
    .groupBy(['tx_id', 'asset'])
    .having(sumUnits(trx, 'amount'), '<>', '0')
    .limit(MAX_REPORTED)
    .execute();
  for (const u of unbalanced) problems.push(`entry ${u.tx_id}: postings of ${u.asset} sum to ${u.total}`);

  const posted = await trx
    .selectFrom('postings')
    .select(['account', 'asset', sumUnits(trx, 'amount').as('total')])
    .groupBy(['account', 'asset'])
    .execute();
  const fromPostings = new Map(posted.map((p) => [bucketId(p.account, p.asset), BigInt(p.total ?? '0')]));
  const rows = await trx.selectFrom('balances').select(['account', 'asset', 'amount', 'user_id']).execute();
  const fromTable = new Map(rows.map((r) => [bucketId(r.account, r.asset), BigInt(r.amount)]));

  for (const id of new Set([...fromPostings.keys(), ...fromTable.keys()])) {
    const want = fromPostings.get(id) ?? 0n;
    const have = fromTable.get(id) ?? 0n;
    if (want !== have) problems.push(`balance ${id} is ${have} but its postings sum to ${want}`);
  }

  const perAsset = new Map<string, { held: bigint; external: bigint }>();
  for (const r of rows) {
    const amount = BigInt(r.amount);
    const parsed = parseAccount(r.account);
    if (!parsed) {
      problems.push(`balance ${bucketId(r.account, r.asset)}: unknown account`);
      continue;
    }
    if (parsed.kind === 'user' && r.user_id !== parsed.userId)
      problems.push(`balance ${bucketId(r.account, r.asset)}: user_id ${r.user_id} does not match`);
    if (!mayGoNegative(r.account) && amount < 0n) problems.push(`balance ${bucketId(r.account, r.asset)} is negative: ${amount}`);
    const totals = perAsset.get(r.asset) ?? { held: 0n, external: 0n };
    if (parsed.kind === 'external') totals.external += amount;
    else totals.held += amount;
    perAsset.set(r.asset, totals);
  }
  for (const [asset, { held, external }] of perAsset) {
    if (held !== -external) problems.push(`${asset}: users and fees hold ${held} but ${accountKey.external} is ${external}`);
  }

  for (const [id, amount] of cache) {
    const have = fromTable.get(id) ?? 0n;
    if (have !== amount) problems.push(`cached balance ${id} is ${amount} but the table holds ${have}`);
  }
  return problems;
}
