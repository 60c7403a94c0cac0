/**
 * A fresh test context on a ManualClock with a started lock service and two funded users: `const l = useLock()` in a
 * describe block, then `l().subscribe(alice, {...})`, `l().clock.advance(DAY)`, `l().ctx.lock.payDue()`.
 */
import { beforeEach } from 'vitest';
import type { LockSubscribeReq } from '@contract/lock';
import { accountKey } from '../../../server/ledger/ledger';
import { LockService } from '../../../server/lock/lock-service';
import { fromUnits } from '../../../server/money';
import { useTestContext, type BackendName } from '../helpers/backends';
import type { TestContext } from '../helpers/context';
import { fund, registerUser, type TestUser } from '../helpers/users';

export { accountKey };
export const DAY = 86_400_000;
/** 2028-02-15 10:00 UTC: a 30-day order from here crosses the leap day */
export const START = Date.UTC(2028, 1, 15, 10);

let ids = 0;
export const cid = (): string => `lock-client-${++ids}`;

/** A clock that stands still until moved, back at the fixture's start in every test. */
export class LockClock {
  constructor(private time: number) {}
  now(): number {
    return this.time;
  }
  advance(ms: number): void {
    if (!(ms >= 0)) throw new Error(`LockClock.advance: ${ms} is not a forward step`);
    this.time += ms;
  }
  reset(time: number): void {
    this.time = time;
  }
}

export interface LockFixture {
  ctx: TestContext;
  clock: LockClock;
  alice: TestUser;
  bob: TestUser;
  subscribe(user: TestUser, req?: Partial<LockSubscribeReq>): ReturnType<LockService['subscribe']>;
  /** a user's spot USDT available, as a decimal string */
  usdt(user: TestUser): Promise<string>;
  /** a ledger account's USDT, as a decimal string */
  house(account: string): Promise<string>;
}

export function useLock(backend: BackendName = 'sqlite', options: { dividendChunk?: number; start?: number } = {}): () => LockFixture {
  const clock = new LockClock(options.start ?? START);
  // registered before the context's own beforeEach, so every test's database starts at the same time
  beforeEach(() => clock.reset(options.start ?? START));
  const context = useTestContext(backend, { clock });
  let current: LockFixture | null = null;
  beforeEach(async () => {
    const ctx = context();
    ctx.lock = new LockService({ ...ctx, ...(options.dividendChunk ? { dividendChunk: options.dividendChunk } : {}) });
    await ctx.lock.start(false);
    ctx.onClose(() => ctx.lock.stop());
    const [alice, bob] = [await registerUser(ctx), await registerUser(ctx)];
    for (const user of [alice, bob]) await fund(ctx, user.userId, { USDT: '100000' });
    current = {
      ctx,
      clock,
      alice,
      bob,
      subscribe: (user, req) => ctx.lock.subscribe(user.userId, { productId: 'usdt-7d', amount: '100', clientId: cid(), ...req }),
      usdt: async (user) => fromUnits((await ctx.ledger.balance(user.userId, 'spot', 'USDT')).available, 2),
      house: async (account) => fromUnits(await ctx.ledger.amount(account, 'USDT'), 2),
    };
  });
  return () => {
    if (!current) throw new Error('useLock: the fixture exists only inside a test');
    return current;
  };
}
