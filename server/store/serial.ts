/**
 * The one queue for every write transaction: transactions run one at a time, in call order, so the
 * engine's in-memory books, the ledger's balance cache and the database never disagree.
 *
 * Never call `run` from inside a running `run` (pass the transaction down): it would wait for
 * itself. On SQLite, do not query through the plain `db` inside `run` either: the one connection
 * is held by the transaction, so such a query waits for it too.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/** What a module may attach to the running transaction (the ledger uses it to batch its writes). */
export interface TxHooks {
  /** runs inside the transaction once the work is done, just before COMMIT; a throw rolls back */
  beforeCommit(fn: () => Promise<void>): void;
  /** runs after COMMIT succeeded, before `run` resolves */
  afterCommit(fn: () => void): void;
  /** runs after the transaction was rolled back, before `run` rejects */
  afterRollback(fn: () => void): void;
}

class Scope implements TxHooks {
  private readonly before: (() => Promise<void>)[] = [];
  private readonly committed: (() => void)[] = [];
  private readonly rolledBack: (() => void)[] = [];

  beforeCommit(fn: () => Promise<void>): void {
    this.before.push(fn);
  }
  afterCommit(fn: () => void): void {
    this.committed.push(fn);
  }
  afterRollback(fn: () => void): void {
    this.rolledBack.push(fn);
  }

  async flush(): Promise<void> {
    // a hook may register another one; run until none is left
    for (let i = 0; i < this.before.length; i++) await this.before[i]!();
  }

  settle(committed: boolean): void {
    for (const fn of committed ? this.committed : this.rolledBack) {
      try {
        fn();
      } catch (err) {
        // the transaction's outcome is final; a failing listener must not turn it into an error
        console.error('serial: a transaction hook failed', err);
      }
    }
  }
}

export class Serial {
  private tail: Promise<unknown> = Promise.resolve();
  private active: { trx: Transaction<Database>; scope: Scope } | null = null;

  constructor(private readonly db: Kysely<Database>) {}

  run<T>(fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    const next = this.tail.then(() => this.execute(fn));
    this.tail = next.catch(() => undefined);
    return next;
  }

  /** The hooks of the transaction `trx`; throws when `trx` is not the one `run` is executing. */
  hooks(trx: Transaction<Database>): TxHooks {
    if (this.active?.trx !== trx) throw new Error('this write must run inside serial.run, with its transaction');
    return this.active.scope;
  }

  private async execute<T>(fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    const scope = new Scope();
    let result: T;
    try {
      result = await this.db.transaction().execute(async (trx) => {
        this.active = { trx, scope };
        const value = await fn(trx);
        await scope.flush();
        return value;
      });
    } catch (err) {
      this.active = null;
      scope.settle(false);
      throw err;
    }
    this.active = null;
    scope.settle(true);
    return result;
  }
}
