/**
 * Two funded traders on the contract wallet of a fresh test context, and the few reads the futures trading tests
 * compare before and after: `const t = useTraders()` in a describe block, then `t().alice`, `t().place(...)`.
 */
import { beforeEach } from 'vitest';
import type { MarginMode, PlaceFuturesOrderReq, Position } from '@contract/futures';
import { FuturesService } from '../../../../server/futures/trading/futures-service';
import type { MarkReading } from '../../../../server/futures/trading/mark-source';
import { accountKey } from '../../../../server/ledger/ledger';
import { toUnits } from '../../../../server/money';
import { useTestContext, type BackendName } from '../../helpers/backends';
import type { TestContext } from '../../helpers/context';
import { fund, registerUser } from '../../helpers/users';

export const BTC = 'BTCUSDT-PERP';
let ids = 0;
export const cid = (): string => `test-order-${++ids}`;

export interface Traders {
  ctx: TestContext;
  alice: number;
  bob: number;
  place(userId: number, req: Partial<PlaceFuturesOrderReq>): ReturnType<TestContext['futures']['place']>;
  /** available, frozen and position margin of a user's contract USDT, as decimal strings */
  wallet(userId: number): Promise<{ available: bigint; frozen: bigint; margin: bigint }>;
  house(account: string): Promise<bigint>;
  /** sets the mark the service trades with (market bands, valuation); without one it uses its book's */
  setMark(symbol: string, price: string): void;
  /** alice long and bob short, 10 lots of 0.001 BTC at 50,000 (20x: margin 25 each); carol funded to bid for the closes */
  openPair(marginMode: MarginMode): Promise<{ carol: number; long: Position }>;
}

/** On SQLite unless told; PostgreSQL gets a throwaway cluster (skipped with the reason when it is not installed). */
export function useTraders(backend: BackendName = 'sqlite'): () => Traders {
  const context = useTestContext(backend);
  let current: Traders | null = null;
  beforeEach(async () => {
    current = null;
    const ctx = context();
    // the test context's marks follow the simulator's start prices; these tests set the mark themselves
    const marks = new Map<string, MarkReading>();
    let seq = 0;
    ctx.futures = new FuturesService({ ...ctx, marks: { latest: (symbol) => marks.get(symbol) ?? null } });
    await ctx.futures.rebuild();
    await ctx.futures.seedInsurance();
    const alice = (await registerUser(ctx)).userId;
    const bob = (await registerUser(ctx)).userId;
    for (const userId of [alice, bob]) await fund(ctx, userId, { USDT: '10000' }, 'contract');
    current = {
      ctx,
      alice,
      bob,
      place: (userId, req) =>
        ctx.futures.place(userId, {
          symbol: BTC,
          positionSide: 'long',
          action: 'open',
          type: 'limit',
          quantity: '1',
          clientOrderId: cid(),
          ...req,
        } as PlaceFuturesOrderReq),
      async wallet(userId) {
        const { available, frozen } = await ctx.ledger.balance(userId, 'contract', 'USDT');
        return { available, frozen, margin: await ctx.ledger.amount(accountKey.margin(userId), 'USDT') };
      },
      house: (account) => ctx.ledger.amount(account, 'USDT'),
      setMark: (symbol, price) => void marks.set(symbol, { mark: toUnits(price), seq: ++seq, ts: ctx.clock.now() }),
      async openPair(marginMode) {
        const { place } = current!;
        await ctx.futures.setMarginMode(alice, { symbol: BTC, marginMode });
        await place(alice, { price: '50000', quantity: '10' });
        await place(bob, { positionSide: 'short', price: '50000', quantity: '10' });
        const carol = (await registerUser(ctx)).userId;
        await fund(ctx, carol, { USDT: '10000' }, 'contract');
        return { carol, long: (await ctx.futures.positions(alice))[0]! };
      },
    };
  });
  return () => {
    if (!current) throw new Error('useTraders: no context outside a test');
    return current;
  };
}
