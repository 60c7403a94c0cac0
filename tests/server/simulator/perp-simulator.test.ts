import { afterEach, describe, expect, it } from 'vitest';
import { PERPETUALS } from '../../../server/catalogue/perpetuals';
import { followFuturesOn } from '../../../server/market/market';
import { PERP_SIM_PARAMS } from '../../../server/simulator/perp-planning';
import { PerpSimulator } from '../../../server/simulator/perp-simulator';
import { loadSimStates, saveSimStates } from '../../../server/simulator/sim-state-store';
import { createTestContext, type TestContext } from '../helpers/context';
import { startMarket } from '../market/market-fixture';

const BTC = 'BTCUSDT-PERP';
const contexts: TestContext[] = [];
afterEach(async () => {
  for (const ctx of contexts.splice(0)) await ctx.close();
});

/** The perpetual bots on a fresh server, visited by the test (no timer), with a mark tick before each visit. */
async function botsOn(seed = 42) {
  const ctx = await createTestContext();
  contexts.push(ctx);
  let sim = new PerpSimulator({ ...ctx, followFutures: followFuturesOn(ctx.bus) }, PERP_SIM_PARAMS, seed);
  ctx.onClose(() => sim.stop());
  await sim.start(false);
  const visit = async (times: number) => {
    for (let i = 0; i < times; i++) {
      await ctx.prices.record();
      await sim.visit(BTC);
    }
  };
  /** As the market does across a restart: the bots' state into sim_state, new bots started from it. */
  const restart = async () => {
    await ctx.serial.run((trx) => saveSimStates(trx, sim.states(), ctx.clock.now()));
    await sim.stop();
    sim = new PerpSimulator({ ...ctx, followFutures: followFuturesOn(ctx.bus) }, PERP_SIM_PARAMS, seed);
    await sim.start(false, await loadSimStates(ctx.db));
  };
  return { ctx, visit, restart };
}

describe('the perpetual bots', () => {
  it('lay out a ladder on both sides around the index in the first visit', async () => {
    const { ctx, visit } = await botsOn();
    await visit(1);
    const book = ctx.futures.depth(BTC, 50);
    expect(book.bids).toHaveLength(PERP_SIM_PARAMS.levels);
    expect(book.asks).toHaveLength(PERP_SIM_PARAMS.levels);
    const index = Number(ctx.prices.tick(BTC)!.index);
    expect(Number(book.bids[0]![0])).toBeLessThan(index);
    expect(Number(book.asks[0]![0])).toBeGreaterThan(index);
    // quantities are whole lots
    for (const [, lots] of [...book.bids, ...book.asks]) expect(lots).toMatch(/^[1-9]\d*$/);
  });

  it('trade through the book in one-way mode, with balanced books of the ledger', async () => {
    const { ctx, visit } = await botsOn();
    await visit(40);
    const trades = ctx.futures.recentTrades(BTC, 500);
    expect(trades.length).toBeGreaterThan(5);
    // each bot account holds at most one position on the perpetual
    const makers = await Promise.all(['perp-maker-long', 'perp-maker-short'].map((name) => ctx.accounts.ensureSystemUser(name)));
    const [longs, shorts] = await Promise.all(makers.map((id) => ctx.futures.positions(id, BTC)));
    expect(longs!.every((p) => p.side === 'long')).toBe(true);
    expect(shorts!.every((p) => p.side === 'short')).toBe(true);
    expect(longs!.length + shorts!.length).toBeGreaterThan(0);
    expect(await ctx.ledger.checkInvariant()).toEqual([]);
  });

  it('are deterministic by SEED: the same seed gives the same trades', async () => {
    const run = async (seed: number) => {
      const { ctx, visit } = await botsOn(seed);
      await visit(25);
      return ctx.futures.recentTrades(BTC, 500).map((t) => [t.price, t.qty, t.side]);
    };
    const first = await run(7);
    expect(await run(7)).toEqual(first);
    expect(await run(8)).not.toEqual(first);
  });

  it('continue their random stream after a restart (sim_state): the same trades as without one', async () => {
    const run = async (restarted: boolean) => {
      const { ctx, visit, restart } = await botsOn(7);
      await visit(15);
      if (restarted) await restart();
      await visit(15);
      return ctx.futures.recentTrades(BTC, 500).map((t) => [t.price, t.qty, t.side]);
    };
    expect(await run(true)).toEqual(await run(false));
  });

  it("are saved by the market with the spot simulator's state, one sim_state row per perpetual", async () => {
    const ctx = await createTestContext();
    contexts.push(ctx);
    const market = await startMarket(ctx, { simulator: true, sim: { historyBars: 0 } });
    await market.stop();
    const rows = await ctx.db.selectFrom('sim_state').select('symbol').execute();
    const saved = new Set(rows.map((r) => r.symbol));
    expect(PERPETUALS.filter((p) => !saved.has(p.symbol))).toEqual([]);
  });
});
