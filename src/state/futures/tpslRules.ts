import type { PositionSide } from '@contract/futures';
import { compare, isDecimal, isPositive } from '../../decimal';

/**
 * The four take-profit / stop-loss messages of the spec (docs/futures.md, checked by the server too):
 * long — stop-loss not above the open price, take-profit not below it; short — stop-loss not below, take-profit not above.
 */
export type TpSlRule = 'stopLossAboveOpenPrice' | 'stopLossBelowOpenPrice' | 'takeProfitBelowOpenPrice' | 'takeProfitAboveOpenPrice';
export type TpSlProblem = TpSlRule | 'takeProfitZero' | 'stopLossZero';

/** Empty text means "no price": it is not checked (and clears the trigger on /stopPl). */
function priceProblem(text: string, zero: TpSlProblem): TpSlProblem | null {
  return text === '' ? null : isDecimal(text) && isPositive(text) ? null : zero;
}

/** The first problem of a take-profit / stop-loss pair typed against a position's open price, stop-loss first. */
export function tpSlProblem(side: PositionSide, openPrice: string, takeProfit: string, stopLoss: string): TpSlProblem | null {
  const slShape = priceProblem(stopLoss, 'stopLossZero');
  if (slShape) return slShape;
  if (stopLoss !== '') {
    if (side === 'long' && compare(stopLoss, openPrice) > 0) return 'stopLossAboveOpenPrice';
    if (side === 'short' && compare(stopLoss, openPrice) < 0) return 'stopLossBelowOpenPrice';
  }
  const tpShape = priceProblem(takeProfit, 'takeProfitZero');
  if (tpShape) return tpShape;
  if (takeProfit !== '') {
    if (side === 'long' && compare(takeProfit, openPrice) < 0) return 'takeProfitBelowOpenPrice';
    if (side === 'short' && compare(takeProfit, openPrice) > 0) return 'takeProfitAboveOpenPrice';
  }
  return null;
}
