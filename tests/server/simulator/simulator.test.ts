import { afterEach, describe, expect, it } from 'vitest';
import type { PlaceOrderReq } from '@contract/spot';
import { SYMBOLS } from '../../../server/catalogue/symbols';
import { toUnits } from '../../../server/money';
import { createTestContext, type TestContext } from '../helpers/context';
import { startMarket } from '../market/market-fixture';

const contexts: TestContext[] = [];
afterEach(async () => {
  for (const ctx of contexts.splice(0)) await ctx.close();
});

/** Runs a fast simulator (many visits per second) on `ctx` until it sent `orders` orders, recording them. */
async function simulate(ctx: TestContext, orders: number, levels: number) {
  const sent: Omit<PlaceOrderReq, 'clientOrderId'>[] = [];
  let done: () => void = () => undefined;
  const enough = new Promise<void>((resolve) => (done = resolve));
  const place = ctx.spot.place.bind(ctx.spot);
  ctx.spot.place = async (userId, req) => {
    const { clientOrderId: _id, ...rest } = req;
    sent.push(rest);
    if (sent.length === orders) done();
    return place(userId, req);
  };
  let trades = 0;
  // spot trades only: the perpetuals' bots trade their own books alongside
  const spotPairs = new Set(SYMBOLS.map((def) => def.symbol));
  const count = (symbol: string) => void (spotPairs.has(symbol) && trades++);
  ctx.bus.on('trade', count);
  const market = await startMarket(ctx, { simulator: true, sim: { tickMs: 2, commandsPerSecond: 2000, levels, historyBars: 0 } });
  await enough;
  await market.stop();
  ctx.bus.off('trade', count);
  ctx.spot.place = place;
  return { sent: sent.slice(0, orders), trades };
}

async function runSimulator(seed: number, orders: number, levels = 6) {
  const ctx = await createTestContext({ config: { seed } });
  contexts.push(ctx);
  return { ctx, ...(await simulate(ctx, orders, levels)) };
}

function expectBoundedBooks(ctx: TestContext, levels: number) {
  for (const def of SYMBOLS) {
    const book = ctx.spot.depth(def.symbol, 1000);
    expect(book.bids.length).toBeLessThanOrEqual(levels + 2);
    expect(book.asks.length).toBeLessThanOrEqual(levels + 2);
    if (book.bids[0] && book.asks[0]) expect(toUnits(book.bids[0][0]) < toUnits(book.asks[0][0])).toBe(true);
  }
}

describe('market simulator', () => {
  it('trades through the real engine with funded system users and keeps books bounded', async () => {
    const { ctx, trades } = await runSimulator(5, 500, 4);
    expect(trades).toBeGreaterThan(20);
    expect(await ctx.ledger.checkInvariant()).toEqual([]);
    const bots = await ctx.db.selectFrom('users').select(['id', 'name']).where('name', 'in', ['market-maker', 'market-taker']).execute();
    expect(bots).toHaveLength(2);
    const funding = await ctx.db.selectFrom('ledger_tx').select('kind').where('kind', '=', 'bot_funding').execute();
    expect(funding.length).toBeGreaterThan(0);
    expectBoundedBooks(ctx, 4);
    // every trade came out of matching and was stored
    const stored = await ctx.db
      .selectFrom('trades')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(stored!.n)).toBe(trades);
  });

  it('takes over its resting orders after a restart instead of piling up new ones', async () => {
    const { ctx } = await runSimulator(6, 300, 4);
    await simulate(ctx, 300, 4);
    expectBoundedBooks(ctx, 4);
    const maker = await ctx.accounts.ensureSystemUser('market-maker');
    for (const def of SYMBOLS) {
      const open = await ctx.spot.openOrders(maker, { symbol: def.symbol, size: 100 });
      expect(open.total).toBeLessThanOrEqual(2 * 4 + 2);
    }
    expect(await ctx.ledger.checkInvariant()).toEqual([]);
  });

  it('sends the same orders for the same seed, and others for another seed', async () => {
    const a = await runSimulator(77, 200);
    const b = await runSimulator(77, 200);
    const c = await runSimulator(78, 200);
    expect(b.sent).toEqual(a.sent);
    expect(c.sent).not.toEqual(a.sent);
  });

  it('keeps prices near the process: trades stay within a few percent of the start price', async () => {
    const { ctx } = await runSimulator(9, 500, 4);
    for (const def of SYMBOLS) {
      for (const t of ctx.spot.recentTrades(def.symbol, 500)) {
        const ratio = Number(t.price) / Number(def.startPrice);
        expect(ratio).toBeGreaterThan(0.95);
        expect(ratio).toBeLessThan(1.05);
      }
    }
  });
});
