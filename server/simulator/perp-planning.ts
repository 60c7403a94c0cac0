/**
 * The spot planners (maker ladder, taker) reused on a perpetual's book, which counts lots: sizes planned in USDT are
 * divided by the contract size, so a planned quantity comes out in lots (whole units, at least one), and prices stay
 * the spot pair's ticks and grid.
 */
import type { PerpetualInfo } from '@contract/futures';
import { underlyingOf } from '../catalogue/perpetuals';
import type { SymbolDef } from '../catalogue/symbols';
import { DEFAULT_SIM_PARAMS, type SimParams } from './sim-params';

/** The perpetual bots' own budget: fewer commands and a shorter ladder than spot's, on the same pacing. */
export const PERP_SIM_PARAMS: SimParams = { ...DEFAULT_SIM_PARAMS, commandsPerSecond: 20, levels: 10 };

/** The perpetual as the planners see it: its spot pair's prices and grid, quantities in whole lots. */
export function lotDef(perp: PerpetualInfo): SymbolDef {
  return { ...underlyingOf(perp), symbol: perp.symbol, qtyPrecision: 0, minQty: '1' };
}

/** Planned USDT sizes in "lot USDT": a lot is contractSize of the base, so size ÷ contractSize ÷ price is lots. */
export function lotParams(params: SimParams, perp: PerpetualInfo): SimParams {
  const size = Number(perp.contractSize);
  return { ...params, levelNotional: params.levelNotional / size, takerNotional: params.takerNotional / size };
}
