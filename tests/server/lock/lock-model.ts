/**
 * The world the lock property test drives: a fresh test context on a clock the test moves, a LockService (paying in
 * chunks of two orders), a few funded users, and the steps of the model (subscribe, redeem, revoke, jump the clock, run the
 * dividend job, restart the service from the database). A refusal (AppError: no balance, limits, finished order …) is
 * an answer; any other failure fails the run. `problems()` lists every broken invariant.
 */
import { lockDaysDue } from '@contract/lock-dates';
import { AppError } from '../../../server/errors';
import { accountKey } from '../../../server/ledger/ledger';
import { LockService } from '../../../server/lock/lock-service';
import { LOCK_PRODUCTS } from '../../../server/lock/products';
import { fromRow } from '../../../server/lock/order-record';
import { toUnits } from '../../../server/money';
import { createTestContext, type TestContext } from '../helpers/context';
import { fund, registerUser } from '../helpers/users';
import { LockClock, START } from './lock-test-fixture';

export const MODEL_USERS = 3;
/** each user's spot USDT: a few large subscriptions run it dry, so "insufficient balance" is part of the walk */
export const MODEL_DEPOSIT = '20000';

export type Step =
  | { kind: 'subscribe'; user: number; product: number; cents: number; repeat: boolean }
  | { kind: 'redeem' | 'revoke'; user: number; pick: number; repeat: boolean }
  | { kind: 'jump'; ms: number }
  | { kind: 'job' }
  | { kind: 'restart' };

export interface LockWorld {
  ctx: TestContext;
  users: readonly number[];
  apply(step: Step): Promise<void>;
  /** the USDT of the yield pool, the escrow and every user's spot account, summed */
  moneyTotal(): Promise<bigint>;
  problems(afterJob: boolean): Promise<string[]>;
  refusals: Map<string, number>;
  close(): Promise<void>;
}

export async function lockWorld(): Promise<LockWorld> {
  const clock = new LockClock(START);
  const ctx = await createTestContext({ clock });
  let lock = new LockService({ ...ctx, dividendChunk: 2 });
  await lock.start(false);
  const users: number[] = [];
  for (let i = 0; i < MODEL_USERS; i++) {
    const { userId } = await registerUser(ctx);
    await fund(ctx, userId, { USDT: MODEL_DEPOSIT });
    users.push(userId);
  }
  const refusals = new Map<string, number>();
  const last = new Map<
    number,
    { subscribe?: Record<string, string>; redeem?: { id: string; clientId: string }; revoke?: { id: string; clientId: string } }
  >();
  let n = 0;
  const refused = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      refusals.set(err.key, (refusals.get(err.key) ?? 0) + 1);
    }
  };
  const usdtOf = (account: string) => ctx.ledger.amount(account, 'USDT');

  async function apply(s: Step): Promise<void> {
    if (s.kind === 'subscribe') {
      const userId = users[s.user]!;
      const earlier = last.get(userId)?.subscribe;
      const req =
        s.repeat && earlier
          ? earlier
          : { productId: LOCK_PRODUCTS[s.product]!.id, amount: (s.cents / 100).toFixed(2), clientId: `model-sub-${++n}` };
      last.set(userId, { ...last.get(userId), subscribe: req });
      await refused(() => lock.subscribe(userId, req as { productId: string; amount: string; clientId: string }));
    } else if (s.kind === 'redeem' || s.kind === 'revoke') {
      const userId = users[s.user]!;
      const earlier = last.get(userId)?.[s.kind];
      const own = await ctx.db.selectFrom('lock_orders').select('id').where('user_id', '=', userId).orderBy('id').execute();
      if (own.length === 0) return;
      const req = s.repeat && earlier ? earlier : { id: String(own[s.pick % own.length]!.id), clientId: `model-${s.kind}-${++n}` };
      last.set(userId, { ...last.get(userId), [s.kind]: req });
      await refused(() => (s.kind === 'redeem' ? lock.redeem(userId, req) : lock.revoke(userId, req)));
    } else if (s.kind === 'jump') clock.advance(s.ms);
    else if (s.kind === 'job') await lock.payDue();
    else {
      await lock.stop();
      lock = new LockService({ ...ctx, dividendChunk: 2 });
      await lock.start(false);
    }
  }

  async function moneyTotal(): Promise<bigint> {
    let sum = (await usdtOf(accountKey.lockYield)) + (await usdtOf(accountKey.lockEscrow));
    for (const id of users) sum += await usdtOf(accountKey.available(id, 'spot'));
    return sum;
  }

  async function problems(afterJob: boolean): Promise<string[]> {
    const found: string[] = [];
    const orders = (await ctx.db.selectFrom('lock_orders').selectAll().execute()).map(fromRow);
    const payments = await ctx.db
      .selectFrom('lock_payments')
      .select(['order_id', 'day', 'amount'])
      .orderBy('order_id')
      .orderBy('day')
      .execute();
    const active = orders.filter((o) => o.status === 'active').reduce((sum, o) => sum + o.amount, 0n);
    if ((await usdtOf(accountKey.lockEscrow)) !== active)
      found.push(`escrow ${await usdtOf(accountKey.lockEscrow)} ≠ active principal ${active}`);
    for (const o of orders) {
      const days = payments.filter((p) => Number(p.order_id) === o.id);
      if (days.map((p) => Number(p.day)).join() !== Array.from({ length: o.daysPaid }, (_, i) => i + 1).join())
        found.push(`order ${o.id}: payments of days ${days.map((p) => p.day).join()} for ${o.daysPaid} days paid`);
      if (days.some((p) => BigInt(p.amount) !== o.dailyDividend) || o.earnings !== o.dailyDividend * BigInt(o.daysPaid))
        found.push(`order ${o.id}: earnings ${o.earnings} for ${o.daysPaid} × ${o.dailyDividend}`);
      const due = lockDaysDue(o.startDate, o.cycleDays, clock.now());
      if (o.daysPaid > due) found.push(`order ${o.id}: ${o.daysPaid} days paid, only ${due} due`);
      if (afterJob && o.status === 'active' && o.daysPaid !== due)
        found.push(`order ${o.id}: ${o.daysPaid} days paid after the job, ${due} due`);
      if (o.status === 'revoked' && (o.daysPaid !== 0 || o.penalty !== null || o.finishedAt === null || o.finishedAt >= o.startDate))
        found.push(`order ${o.id}: revoked at ${o.finishedAt} with ${o.daysPaid} days paid, starting ${o.startDate}`);
      if ((o.status === 'completed') !== (o.daysPaid === o.cycleDays && o.status !== 'redeemed'))
        found.push(`order ${o.id}: ${o.status} after ${o.daysPaid} days`);
    }
    for (const id of users) {
      const own = orders.filter((o) => o.userId === id);
      const expected =
        toUnits(MODEL_DEPOSIT) + own.reduce((sum, o) => sum + o.earnings - (o.status === 'active' ? o.amount : 0n) - (o.penalty ?? 0n), 0n);
      const actual = await usdtOf(accountKey.available(id, 'spot'));
      if (actual !== expected) found.push(`user ${id}: ${actual} USDT, the orders give ${expected}`);
    }
    return found;
  }

  return {
    ctx,
    users,
    apply,
    moneyTotal,
    problems,
    refusals,
    close: async () => {
      await lock.stop();
      await ctx.close();
    },
  };
}
