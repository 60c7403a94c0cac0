/** The shapes the risk loop and the funding job exchange with the trading service (server/futures/risk/risk-ports.ts). */
import type { LiquidationEvidence } from '@contract/futures';
import type { MarkReading } from './mark-source';

/** What the risk loop reads of an open position (amounts in 1e-8 units, quantity in lots). */
export interface OpenPosition {
  id: number;
  userId: number;
  symbol: string;
  side: 'long' | 'short';
  marginMode: 'cross' | 'isolated';
  leverage: number;
  lots: bigint;
  /** exact cost: Σ notional of the open fills still held */
  cost: bigint;
  margin: bigint;
  takeProfit: bigint | null;
  stopLoss: bigint | null;
  /** ms: a funding time before it is not this position's to pay or receive */
  openedAt: number;
}

/** One funding of one perpetual at one funding time, with the tick it used (F-math computes the payments). */
export interface FundingRun {
  symbol: string;
  fundingTime: number;
  rate: string;
  tick: MarkReading;
  /** signed amount per position id: positive received, negative paid; sums to zero */
  payments: ReadonlyMap<number, bigint>;
}

/** The part of a liquidation's evidence the risk loop knows; the service adds the fills and the insurance fund. */
export type TriggerEvidence = Pick<LiquidationEvidence, 'mark' | 'markTs' | 'markSeq' | 'liquidationPrice' | 'maintenanceMargin'>;
