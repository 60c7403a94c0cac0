/**
 * What the risk loop and the funding job need of the trading service and the price service (docs/futures.md, "The
 * trading service"). FuturesService and PriceService satisfy these; tests give fakes.
 */
import type { ClosedPosition, LiquidationEvidence, MarkTick, PerpetualInfo } from '@contract/futures';
import type { TpSlKind } from '../math';
import type { FundingRun, OpenPosition } from '../trading/futures-service';
import type { MarkReading } from '../trading/mark-source';

/** The part of a liquidation's evidence the risk loop knows; the service adds the fills and the insurance fund. */
export type TriggerEvidence = Pick<LiquidationEvidence, 'mark' | 'markTs' | 'markSeq' | 'liquidationPrice' | 'maintenanceMargin'>;

export interface RiskTrading {
  openPositionsOf(symbol: string): readonly OpenPosition[];
  /** committed state of one open position; null once it closed */
  openPosition(positionId: number): OpenPosition | null;
  /** the user's contract wallet, units: available and frozen (order margin) */
  contractWallet(userId: number): { available: bigint; frozen: bigint };
  markOf(symbol: string): MarkReading | null;
  liquidate(positionId: number, evidence: TriggerEvidence): Promise<ClosedPosition>;
  /** a market reduce-only close of the whole position with origin `kind`; nothing if it already closed */
  closeByTrigger(positionId: number, kind: TpSlKind, tick: MarkReading): Promise<unknown>;
  /** the latest funding time applied to the perpetual, or null before the first */
  lastFundingTime(symbol: string): Promise<number | null>;
  applyFunding(run: FundingRun): Promise<void>;
}

export interface FundingPrices {
  /** the rate charged at `fundingTime` (a signed decimal fraction) and the seq of the tick it came from */
  intervalRate(perp: PerpetualInfo, fundingTime: number): Promise<{ rate: string; seq: number } | null>;
  /** the first recorded tick at or after `ts` */
  tickFrom(perp: PerpetualInfo, ts: number): Promise<MarkTick | null>;
}
