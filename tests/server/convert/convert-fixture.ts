/**
 * A test context (useTestContext on either backend, with `clock: convertClock()`) with a spot market whose last prices the test sets (`tradeAt`: two traders cross
 * one small order at that price, so the price is a real last trade), the test API and two users, alice and bob.
 */
import { ManualClock } from '../../../server/clock';
import type { TestContext } from '../helpers/context';
import { testApi, type TestApi } from '../helpers/http';
import { fund, registerUser, type TestUser } from '../helpers/users';

export const START = Date.UTC(2026, 10, 24, 12);

export interface ConvertFixture {
  ctx: TestContext;
  clock: ManualClock;
  api: TestApi;
  alice: TestUser;
  bob: TestUser;
  tradeAt(symbol: string, price: string): Promise<void>;
}

let trades = 0;

export const convertClock = (): ManualClock => new ManualClock(START);

export async function convertFixture(ctx: TestContext, clock: ManualClock): Promise<ConvertFixture> {
  const api = await testApi(ctx);
  const [alice, bob, seller, buyer] = [await registerUser(ctx), await registerUser(ctx), await registerUser(ctx), await registerUser(ctx)];
  const tradeAt = async (symbol: string, price: string) => {
    const base = symbol.replace(/USDT$/, '');
    const n = ++trades;
    await fund(ctx, seller.userId, { [base]: '1' });
    await fund(ctx, buyer.userId, { USDT: '100000' });
    const order = { symbol, type: 'limit', price, quantity: '0.1' } as const;
    await ctx.spot.place(seller.userId, { ...order, side: 'sell', clientOrderId: `sell-at-${n}` });
    await ctx.spot.place(buyer.userId, { ...order, side: 'buy', clientOrderId: `buy-at-${n}` });
  };
  return { ctx, clock, api, alice, bob, tradeAt };
}
