/** The risk engine of the perpetuals: liquidation and TP/SL indexes, the risk loop and the funding job. */
import type { Bus } from '../../bus';
import type { Clock } from '../../clock';
import { FundingJob } from './funding-job';
import { RiskLoop } from './risk-loop';
import type { FundingPrices, RiskTrading } from './risk-ports';

export { FundingJob } from './funding-job';
export { LiquidationIndex } from './liquidation-index';
export { RiskLoop } from './risk-loop';
export type { FundingPrices, RiskTrading, TriggerEvidence } from './risk-ports';
export { TpSlIndex } from './tpsl-index';

/** Starts the risk loop with its funding job: loads the open positions, catches up missed fundings, then follows the bus. */
export async function startRiskLoop(deps: { trading: RiskTrading; prices: FundingPrices; bus: Bus; clock: Clock }): Promise<RiskLoop> {
  const funding = new FundingJob({ clock: deps.clock, trading: deps.trading, prices: deps.prices });
  const loop = new RiskLoop({ trading: deps.trading, bus: deps.bus, funding });
  await loop.start();
  return loop;
}
