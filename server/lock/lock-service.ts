/**
 * Lock-mining (docs/lock-mining.md): publishes the products, accepts subscriptions, pays the daily dividends and the
 * principal at expiry (dividend-job.ts), redeems early, and serves the reads of docs/api.md `lock/*`. Every write runs
 * in the one serial queue; the bus (`lockOrder`) moves only after the commit.
 */
import type { Kysely, Transaction } from 'kysely';
import type {
  LockListReq,
  LockOrder,
  LockProduct,
  LockRedeemPreview,
  LockRedeemReq,
  LockRevokeReq,
  LockSubscribeReq,
} from '@contract/lock';
import type { Paged } from '@contract/primitives';
import type { Bus } from '../bus';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import type { Ledger } from '../ledger/ledger';
import { pageQuery } from '../store/paging';
import type { Database } from '../store/schema';
import type { Serial } from '../store/serial';
import { DividendJob } from './dividend-job';
import type { LockOrderRecord } from './order-record';
import { activeOrders, pageOrders, recentOrders, wireOrders } from './order-store';
import { LOCK_PRODUCTS } from './products';
import { quotaLeftOf, toLockProduct } from './quota';
import { ownOrder, previewOf, redeemIn } from './redeem';
import { revokeIn } from './revoke';
import { subscribeIn } from './subscribe';
import { seedYieldPool } from './yield-pool';
import { validClientId } from './validate';

export interface LockDeps {
  db: Kysely<Database>;
  serial: Serial;
  bus: Bus;
  ledger: Ledger;
  clock: Clock;
  /** orders per dividend transaction; tests make it small to cross chunk boundaries with few orders */
  dividendChunk?: number;
}

/** finished orders in the lockOrders snapshot */
const RECENT_FINISHED = 20;

export class LockService {
  readonly job: DividendJob;

  constructor(readonly deps: LockDeps) {
    this.job = new DividendJob(deps, deps.dividendChunk);
  }

  /** Seeds the yield pool once and pays what fell due while the server was down; then the job runs at 00:00 UTC (timers false: a test calls payDue()). */
  async start(timers = true): Promise<void> {
    await this.deps.serial.run((trx) => seedYieldPool(trx, this.deps.ledger));
    if (timers) await this.job.start();
    else await this.job.runDue();
  }

  stop(): Promise<void> {
    return this.job.stop();
  }

  /** Pays every dividend and principal due at the clock's time. */
  payDue(): Promise<LockOrder[]> {
    return this.job.runDue();
  }

  async products(): Promise<LockProduct[]> {
    const active = await activeOrders(this.deps.db);
    return LOCK_PRODUCTS.map((p) => toLockProduct(p, quotaLeftOf(p, active)));
  }

  subscribe(userId: number, req: LockSubscribeReq): Promise<LockOrder> {
    return this.deps.serial.run(async (trx) => {
      const { order, created } = await subscribeIn(trx, this.deps, userId, req);
      const [wire] = await wireOrders(trx, [order]);
      if (created) this.publishAfterCommit(trx, userId, [wire!]);
      return wire!;
    });
  }

  async list(userId: number, req: LockListReq): Promise<Paged<LockOrder>> {
    const q = pageQuery(req);
    const { items, total } = await pageOrders(this.deps.db, userId, req.status, q);
    return { items: await wireOrders(this.deps.db, items), page: q.page, size: q.size, total };
  }

  async detail(userId: number, id: string): Promise<LockOrder> {
    const [wire] = await wireOrders(this.deps.db, [await ownOrder(this.deps.db, userId, id)]);
    return wire!;
  }

  async redeemPreview(userId: number, id: string): Promise<LockRedeemPreview> {
    return previewOf(await ownOrder(this.deps.db, userId, id));
  }

  async redeem(userId: number, req: LockRedeemReq): Promise<LockOrder> {
    validClientId(req.clientId);
    const { wire, outcome } = await this.deps.serial.run(async (trx) => {
      const result = await redeemIn(trx, this.deps.ledger, userId, req, this.deps.clock.now());
      const changed: LockOrderRecord[] = result.outcome === 'redeemed' ? [result.order] : result.paid ? [result.paid] : [];
      const [wire] = await wireOrders(trx, [result.order]);
      if (changed.length > 0) this.publishAfterCommit(trx, userId, [wire!]);
      return { wire: wire!, outcome: result.outcome };
    });
    // dividends paid on the way stay paid (committed): only the redemption is refused
    if (outcome === 'finished') throw new AppError(409, 'orderNotOpen');
    return wire;
  }

  /** Cancels an order before interest starts: the full principal back (docs/lock-mining.md). */
  revoke(userId: number, req: LockRevokeReq): Promise<LockOrder> {
    validClientId(req.clientId);
    return this.deps.serial.run(async (trx) => {
      const { order, created } = await revokeIn(trx, this.deps.ledger, userId, req, this.deps.clock.now());
      const [wire] = await wireOrders(trx, [order]);
      if (created) this.publishAfterCommit(trx, userId, [wire!]);
      return wire!;
    });
  }

  /** The lockOrders snapshot: active orders and the latest finished ones, newest first. */
  async recentOrders(userId: number): Promise<LockOrder[]> {
    return wireOrders(this.deps.db, await recentOrders(this.deps.db, userId, RECENT_FINISHED));
  }

  private publishAfterCommit(trx: Transaction<Database>, userId: number, orders: LockOrder[]): void {
    this.deps.serial.hooks(trx).afterCommit(() => orders.forEach((o) => this.deps.bus.emit('lockOrder', userId, o)));
  }
}
