/**
 * Take-profit and stop-loss: the four rules of the spec (a message key of locales/<lang>/server.json each) and the
 * trigger on the mark (docs/futures.md, Risk engine).
 */
import type { PositionSide } from '@contract/futures';

export type TpSlMessage = 'stopLossAboveOpenPrice' | 'stopLossBelowOpenPrice' | 'takeProfitBelowOpenPrice' | 'takeProfitAboveOpenPrice';
export type TpSlKind = 'takeProfit' | 'stopLoss';

/** The rule a stop-loss breaks against the open price as the position shows it, or null: long — not above; short — not below. */
export function stopLossRule(side: PositionSide, openPrice: bigint, stopLoss: bigint): TpSlMessage | null {
  if (side === 'long') return stopLoss > openPrice ? 'stopLossAboveOpenPrice' : null;
  return stopLoss < openPrice ? 'stopLossBelowOpenPrice' : null;
}

/** The rule a take-profit breaks, or null: long — not below the open price; short — not above. */
export function takeProfitRule(side: PositionSide, openPrice: bigint, takeProfit: bigint): TpSlMessage | null {
  if (side === 'long') return takeProfit < openPrice ? 'takeProfitBelowOpenPrice' : null;
  return takeProfit > openPrice ? 'takeProfitAboveOpenPrice' : null;
}

/** The first rule broken by a TP/SL pair (null or absent prices are not checked), stop-loss first. */
export function tpSlRuleBroken(
  side: PositionSide,
  openPrice: bigint,
  prices: { takeProfit?: bigint | null; stopLoss?: bigint | null },
): TpSlMessage | null {
  const sl = prices.stopLoss == null ? null : stopLossRule(side, openPrice, prices.stopLoss);
  return sl ?? (prices.takeProfit == null ? null : takeProfitRule(side, openPrice, prices.takeProfit));
}

/** Which way the mark must move to reach a trigger: `fallsTo` fires when mark ≤ price, `risesTo` when mark ≥ price. */
export type TriggerDirection = 'fallsTo' | 'risesTo';

/** Long TP and short SL fire on a rise; long SL and short TP on a fall. */
export function tpSlDirection(side: PositionSide, kind: TpSlKind): TriggerDirection {
  return (side === 'long') === (kind === 'takeProfit') ? 'risesTo' : 'fallsTo';
}

/** A liquidation price is reached by a fall for a long, by a rise for a short. */
export const liquidationDirection = (side: PositionSide): TriggerDirection => (side === 'long' ? 'fallsTo' : 'risesTo');

/** True when `mark` reaches a trigger at `price` in `direction`. */
export const reaches = (direction: TriggerDirection, mark: bigint, price: bigint): boolean =>
  direction === 'fallsTo' ? mark <= price : mark >= price;
