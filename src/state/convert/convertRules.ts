/** What the convert form checks before asking for a quote (docs/wallet.md "Convert"; spec section 9's limits). */
import type { SymbolSummary } from '@contract/market';
import { canonical, compare, fractionDigits, isDecimal, isPositive } from '../../decimal';
import { USDT, USDT_COIN_ID, pairDisplayOf } from '../market';

export const CONVERT_MIN = '0.001';
export const CONVERT_MAX = '1000000';
/** the ledger keeps 8 decimals of every asset */
export const CONVERT_DECIMALS = 8;

export type ConvertProblem = 'amountZero' | 'tooManyDecimals' | 'belowMin' | 'aboveMax' | 'insufficient';

/** USDT and the base of every spot pair, as the server's desk offers them. */
export function convertibleCoins(summaries: readonly SymbolSummary[]): string[] {
  return [USDT, ...summaries.filter((s) => s.category === 'spot').map((s) => s.base)];
}

/** The amount as the request carries it, or the first rule it breaks. */
export function checkConvertAmount(amount: string, available: string | null): { amount: string } | { problem: ConvertProblem } {
  if (!isDecimal(amount) || !isPositive(amount)) return { problem: 'amountZero' };
  if (fractionDigits(amount) > CONVERT_DECIMALS) return { problem: 'tooManyDecimals' };
  if (compare(amount, CONVERT_MIN) < 0) return { problem: 'belowMin' };
  if (compare(amount, CONVERT_MAX) > 0) return { problem: 'aboveMax' };
  if (available !== null && compare(amount, available) > 0) return { problem: 'insufficient' };
  return { amount: canonical(amount) };
}

/** The other coin when a pick would make both sides the same: the one the other side had. */
export function pickCoin(side: 'from' | 'to', coin: string, pair: { from: string; to: string }): { from: string; to: string } {
  const other = side === 'from' ? pair.to : pair.from;
  if (coin !== other) return { ...pair, [side]: coin };
  return side === 'from' ? { from: coin, to: pair.from } : { from: pair.to, to: coin };
}

/** The coin id that decides how many decimals an amount of `asset` shows (spec section 9). */
export function coinIdOf(summaries: readonly SymbolSummary[], asset: string): number | undefined {
  return asset === USDT ? USDT_COIN_ID : pairDisplayOf(summaries, `${asset}${USDT}`).coinId;
}
