/** A market over a test context, with small history and optional simulator, stopped when the context closes. */
import { createMarket, type Market, type MarketOptions } from '../../../server/market/market';
import { DEFAULT_SIM_PARAMS, type SimParams } from '../../../server/simulator/sim-params';
import type { TestContext } from '../helpers/context';

export interface MarketSetup {
  simulator?: boolean;
  sim?: Partial<SimParams>;
  now?: () => number;
  persistMs?: number;
}

export async function startMarket(ctx: TestContext, setup: MarketSetup = {}): Promise<Market> {
  const options: Partial<MarketOptions> = {
    sim: { ...DEFAULT_SIM_PARAMS, historyBars: 30, ...setup.sim },
    ...(setup.now ? { now: setup.now } : {}),
    ...(setup.persistMs ? { persistMs: setup.persistMs } : {}),
  };
  const market = createMarket({ ...ctx, config: { ...ctx.config, market: setup.simulator ?? false } }, options);
  await market.start();
  let stopped = false;
  ctx.onClose(async () => {
    if (!stopped) await market.stop();
  });
  const stop = market.stop.bind(market);
  market.stop = async () => {
    stopped = true;
    await stop();
  };
  return market;
}
