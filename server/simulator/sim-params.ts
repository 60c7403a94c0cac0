/** Tunables of the market simulator. Defaults keep the whole market at ~40 engine commands/s. */
import { DAY_MS } from '../catalogue/intervals';

export interface SimParams {
  /** engine commands per second across all symbols (orders placed + cancelled) */
  commandsPerSecond: number;
  /** one tick visits one symbol, round robin; the price process steps tickMs x symbols per visit */
  tickMs: number;
  /** resting levels the liquidity bot keeps per side */
  levels: number;
  /** distance between ladder levels, in basis points of the start price (at least one tick) */
  levelStepBps: number;
  /** distance from the fair price to the first level on each side, in basis points */
  halfSpreadBps: number;
  /** mean USDT size of the first level; deeper levels grow by 15% a level */
  levelNotional: number;
  /** chance per visit that the taker bot sends a noise order when the book already agrees with the price */
  takerProbability: number;
  /** mean USDT size of a noise order */
  takerNotional: number;
  /** mean reversion of the live price process towards the symbol's start price */
  processHalfLifeMs: number;
  /** generated bars per interval at the first start */
  historyBars: number;
}

export const DEFAULT_SIM_PARAMS: SimParams = {
  commandsPerSecond: 40,
  tickMs: 100,
  levels: 20,
  levelStepBps: 2.5,
  halfSpreadBps: 1.5,
  levelNotional: 2500,
  takerProbability: 0.8,
  takerNotional: 1500,
  processHalfLifeMs: 7 * DAY_MS,
  historyBars: 500,
};

/** Engine commands one visit may spend (taker and maker together). */
export const commandsPerVisit = (p: SimParams): number => Math.max(2, Math.round((p.commandsPerSecond * p.tickMs) / 1000));

/** Milliseconds of simulated time between two visits of the same symbol. */
export const visitIntervalMs = (p: SimParams, symbolCount: number): number => p.tickMs * symbolCount;

/**
 * Expected USDT turnover per millisecond of one symbol: noise orders plus the orders that walk the
 * book to the fair price (about half as much again). Generated history uses it so that its
 * volumes match live trading.
 */
export const quotePerMs = (p: SimParams, symbolCount: number): number =>
  (1.5 * p.takerProbability * p.takerNotional) / visitIntervalMs(p, symbolCount);
