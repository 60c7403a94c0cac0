/**
 * A fresh test context on a ManualClock whose cycle service reads an index the test sets (`setIndex`), with a funded
 * user: `const c = useCycle()` in a describe block, then `c().place(...)`, `c().clock.advance(30_000)`,
 * `c().ctx.cycle.settleDue()`.
 */
import { beforeEach } from 'vitest';
import type { PlaceCycleOrderReq } from '@contract/cycle';
import { ManualClock } from '../../../server/clock';
import { CycleService } from '../../../server/cycle/cycle-service';
import { accountKey } from '../../../server/ledger/ledger';
import { fromUnits, toUnits } from '../../../server/money';
import { useTestContext, type BackendName } from '../helpers/backends';
import type { TestContext } from '../helpers/context';
import { fund, registerUser, type TestUser } from '../helpers/users';

let ids = 0;
export const cid = (): string => `cycle-order-${++ids}`;

export interface CycleFixture {
  ctx: TestContext;
  clock: ManualClock;
  alice: TestUser;
  bob: TestUser;
  setIndex(symbol: string, price: string): void;
  place(user: TestUser, req?: Partial<PlaceCycleOrderReq>): ReturnType<CycleService['place']>;
  /** a user's spot USDT available, as a decimal string */
  usdt(user: TestUser): Promise<string>;
  /** a ledger account's USDT, as a decimal string */
  house(account: string): Promise<string>;
}

export const START = Date.UTC(2026, 0, 1);

/** `settleChunk`: orders per settlement transaction (the service's default when absent) */
export function useCycle(backend: BackendName = 'sqlite', options: { settleChunk?: number } = {}): () => CycleFixture {
  const clock = new ManualClock(START);
  const context = useTestContext(backend, { clock });
  let current: CycleFixture | null = null;
  beforeEach(async () => {
    const ctx = context();
    const index = new Map<string, bigint>();
    ctx.cycle = new CycleService({ ...ctx, ...options, indexOf: (symbol) => index.get(symbol) ?? null });
    await ctx.cycle.start(0);
    ctx.onClose(() => ctx.cycle.stop());
    const [alice, bob] = [await registerUser(ctx), await registerUser(ctx)];
    for (const user of [alice, bob]) await fund(ctx, user.userId, { USDT: '100000' });
    current = {
      ctx,
      clock,
      alice,
      bob,
      setIndex: (symbol, price) => void index.set(symbol, toUnits(price)),
      place: (user, req) =>
        ctx.cycle.place(user.userId, {
          category: 'crypto',
          symbol: 'BTCUSDT',
          direction: 'up',
          periodSeconds: 30,
          stake: '100.00',
          clientId: cid(),
          ...req,
        }),
      usdt: async (user) => fromUnits((await ctx.ledger.balance(user.userId, 'spot', 'USDT')).available, 2),
      house: async (account) => fromUnits(await ctx.ledger.amount(account, 'USDT'), 2),
    };
  });
  return () => {
    if (!current) throw new Error('useCycle: the fixture exists only inside a test');
    return current;
  };
}

export { accountKey };
