/**
 * The double-entry ledger. Every change is one entry (a ledger_tx row) of postings that sum to zero
 * per asset; a user bucket never goes below zero. Amounts are bigint minor units, stored as TEXT.
 *
 * Writes only happen inside `serial.run`. The committed amount of every bucket the ledger has seen
 * is cached in memory (BucketCache); a transaction's changes live in a PendingTx and reach the
 * cache only after COMMIT, so a rollback leaves the cache exactly as the database. The `balances` table is written
 * by the ledger alone: read balances through it, never with SQL inside a running transaction.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Balance } from '@contract/assets';
import type { Bus } from '../bus';
import { AppError } from '../errors';
import type { Database } from '../store/schema';
import type { Serial } from '../store/serial';
import { publishBalances } from './balance-events';
import { BucketCache } from './bucket-cache';
import { toBalances, type BucketAmount } from './balance-rows';
import { netDeltas, type LedgerEntry } from './entry';
import { findInvariantProblems } from './invariant';
import { accountKey, mayGoNegative, type Wallet } from './keys';
import { PendingTx, bucketId } from './pending';
import { listsInRecords, usersTouched } from './record-scope';

export { accountKey, type Posting, type Wallet } from './keys';
export type { LedgerEntry } from './entry';

export interface LedgerDeps {
  db: Kysely<Database>;
  serial: Serial;
  /** when given, every committed change publishes the changed rows as `balance` events */
  bus?: Bus;
  /** the clock for entry times, replaceable in tests (default Date.now) */
  now?: () => number;
}

type Reader = Kysely<Database> | Transaction<Database>;

export class Ledger {
  private readonly cache = new BucketCache();
  private current: PendingTx | null = null;
  private nextTxId: number | null = null;

  /** the ledger's clock: entry times, and rules that compare with them (demo funding) */
  readonly now: () => number;

  constructor(private readonly deps: LedgerDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** Posts one entry. Throws Error on an unbalanced or malformed entry, AppError 422 on overdraft. */
  async post(trx: Transaction<Database>, entry: LedgerEntry): Promise<void> {
    const deltas = netDeltas(entry);
    if (deltas.length === 0) return;
    const pending = this.pendingFor(trx);
    await this.cache.load(pending, deltas);
    if (this.nextTxId === null) {
      const row = await trx
        .selectFrom('ledger_tx')
        .select((eb) => eb.fn.max('id').as('max'))
        .executeTakeFirst();
      this.nextTxId ??= Number(row?.max ?? 0) + 1;
    }
    // from here to the end nothing awaits: the check and the change are one step
    const next = deltas.map((d) => ({ ...d, amount: this.cache.amountIn(pending, d.account, d.asset) + d.amount }));
    for (const b of next) {
      if (b.amount < 0n && !mayGoNegative(b.account)) throw new AppError(422, 'insufficientBalance', { asset: b.asset });
    }
    for (const b of next) pending.setBucket(bucketId(b.account, b.asset), b);
    pending.firstTxId ??= this.nextTxId;
    const txId = this.nextTxId++;
    pending.txRows.push({ id: txId, kind: entry.kind, ref: entry.ref, ts: this.now() });
    let idx = 0;
    for (const p of entry.postings) {
      if (p.amount !== 0n)
        pending.postingRows.push({ tx_id: txId, idx: idx++, account: p.account, asset: p.asset, amount: p.amount.toString() });
    }
    if (listsInRecords(entry.kind, entry.ref)) {
      for (const userId of usersTouched(entry.postings)) pending.userEntryRows.push({ user_id: userId, tx_id: txId });
    }
  }

  deposit(
    trx: Transaction<Database>,
    userId: number,
    wallet: Wallet,
    asset: string,
    amount: bigint,
    kind: string,
    ref: string,
  ): Promise<void> {
    if (amount <= 0n) throw new RangeError(`deposit of ${amount} ${asset}: the amount must be positive`);
    return this.post(trx, {
      kind,
      ref,
      postings: [
        { account: accountKey.external, asset, amount: -amount },
        { account: accountKey.available(userId, wallet), asset, amount },
      ],
    });
  }

  /** available -> frozen; a zero amount does nothing. */
  freeze(trx: Transaction<Database>, userId: number, wallet: Wallet, asset: string, amount: bigint, ref: string): Promise<void> {
    return this.move(trx, 'freeze', accountKey.available(userId, wallet), accountKey.frozen(userId, wallet), asset, amount, ref);
  }

  /** frozen -> available; a zero amount does nothing. */
  unfreeze(trx: Transaction<Database>, userId: number, wallet: Wallet, asset: string, amount: bigint, ref: string): Promise<void> {
    return this.move(trx, 'unfreeze', accountKey.frozen(userId, wallet), accountKey.available(userId, wallet), asset, amount, ref);
  }

  /**
   * A savepoint in the running transaction's ledger changes: `rollback()` takes back every entry
   * posted since, `release()` keeps them. Lets one command of a group commit fail alone.
   */
  savepoint(trx: Transaction<Database>): { release(): void; rollback(): void } {
    const pending = this.pendingFor(trx);
    const mark = pending.mark();
    return {
      release: () => pending.release(mark),
      rollback: () => {
        const firstUsed = pending.rollbackTo(mark);
        if (firstUsed !== null) this.nextTxId = firstUsed;
      },
    };
  }

  /** Every balance row of a user; pass the running transaction to see its uncommitted changes. */
  async balances(userId: number, db?: Reader): Promise<Balance[]> {
    const rows = await (db ?? this.deps.db)
      .selectFrom('balances')
      .select(['account', 'asset', 'amount'])
      .where('user_id', '=', userId)
      .execute();
    const buckets = new Map<string, BucketAmount>(
      rows.map((r) => [bucketId(r.account, r.asset), { account: r.account, asset: r.asset, amount: BigInt(r.amount) }]),
    );
    if (this.current && db === this.current.trx) {
      for (const [id, b] of this.current.buckets) if (b.userId === userId) buckets.set(id, b);
    }
    return toBalances(buckets.values());
  }

  async balance(userId: number, wallet: Wallet, asset: string, db?: Reader): Promise<{ available: bigint; frozen: bigint }> {
    const available = accountKey.available(userId, wallet);
    const frozen = accountKey.frozen(userId, wallet);
    if (this.current && db === this.current.trx) {
      await this.cache.load(this.current, [{ account: available, asset, userId, amount: 0n }]);
      return { available: this.cache.amountIn(this.current, available, asset), frozen: this.cache.amountIn(this.current, frozen, asset) };
    }
    const cachedAvailable = this.cache.committed.get(bucketId(available, asset));
    const cachedFrozen = this.cache.committed.get(bucketId(frozen, asset));
    if (cachedAvailable !== undefined && cachedFrozen !== undefined) return { available: cachedAvailable, frozen: cachedFrozen };
    const rows = await (db ?? this.deps.db)
      .selectFrom('balances')
      .select(['account', 'amount'])
      .where('asset', '=', asset)
      .where('account', 'in', [available, frozen])
      .execute();
    const of = (account: string) => BigInt(rows.find((r) => r.account === account)?.amount ?? '0');
    return { available: of(available), frozen: of(frozen) };
  }

  /** The amount of any one bucket (a user's position margin, a house account); pass the running transaction to see its changes. */
  async amount(account: string, asset: string, db?: Reader): Promise<bigint> {
    if (this.current && db === this.current.trx) {
      await this.cache.load(this.current, [{ account, asset, userId: null, amount: 0n }]);
      return this.cache.amountIn(this.current, account, asset);
    }
    const cached = this.cache.committed.get(bucketId(account, asset));
    if (cached !== undefined) return cached;
    const row = await (db ?? this.deps.db)
      .selectFrom('balances')
      .select('amount')
      .where('account', '=', account)
      .where('asset', '=', asset)
      .executeTakeFirst();
    return BigInt(row?.amount ?? '0');
  }

  /**
   * The committed amount of a bucket this ledger has loaded, without a query (undefined when it has not): a hot path
   * that values positions on every mark tick reads it, after `warm` loaded the buckets it needs.
   */
  cached(account: string, asset: string): bigint | undefined {
    return this.cache.committed.get(bucketId(account, asset));
  }

  /** Loads buckets (and their siblings) into the committed cache, inside a running serial transaction. */
  async warm(trx: Transaction<Database>, buckets: readonly { account: string; asset: string }[]): Promise<void> {
    await this.cache.load(
      this.pendingFor(trx),
      buckets.map((b) => ({ ...b, userId: null, amount: 0n })),
    );
  }

  /** When an entry of this kind and ref was last posted (ms), or null; sees the running transaction. */
  async lastPostedAt(trx: Transaction<Database>, kind: string, ref: string): Promise<number | null> {
    const pending = this.current?.trx === trx ? this.current.txRows.findLast((r) => r.kind === kind && r.ref === ref) : undefined;
    if (pending) return pending.ts;
    const row = await trx
      .selectFrom('ledger_tx')
      .select('ts')
      .where('kind', '=', kind)
      .where('ref', '=', ref)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.ts ?? null;
  }

  /** [] when sound; otherwise one line per problem. Runs as a serial transaction (a consistent view). */
  checkInvariant(): Promise<string[]> {
    return this.deps.serial.run((trx) => findInvariantProblems(trx, this.cache.committed));
  }

  private move(
    trx: Transaction<Database>,
    kind: string,
    from: string,
    to: string,
    asset: string,
    amount: bigint,
    ref: string,
  ): Promise<void> {
    if (amount < 0n) throw new RangeError(`${kind} of ${amount} ${asset}: the amount must not be negative`);
    return this.post(trx, {
      kind,
      ref,
      postings: [
        { account: from, asset, amount: -amount },
        { account: to, asset, amount },
      ],
    });
  }

  private pendingFor(trx: Transaction<Database>): PendingTx {
    if (this.current?.trx === trx) return this.current;
    const hooks = this.deps.serial.hooks(trx);
    const pending = new PendingTx(trx);
    this.current = pending;
    hooks.beforeCommit(() => pending.write());
    hooks.afterCommit(() => this.settle(pending, true));
    hooks.afterRollback(() => this.settle(pending, false));
    return pending;
  }

  private settle(pending: PendingTx, committed: boolean): void {
    if (this.current === pending) this.current = null;
    if (!committed) {
      if (pending.firstTxId !== null) this.nextTxId = pending.firstTxId;
      return;
    }
    this.cache.commit(pending);
    if (this.deps.bus) publishBalances(this.deps.bus, pending, this.cache.committed);
  }
}
