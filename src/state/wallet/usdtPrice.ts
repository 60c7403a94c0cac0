import type { SymbolSummary } from '@contract/market';
import { USDT } from '../market';

/** USDT per one coin for the KYC cap: 1 for USDT, the last price of its USDT pair, or null before the market answers. */
export function usdtPriceOf(summaries: readonly SymbolSummary[] | undefined, asset: string): string | null {
  if (asset === USDT) return '1';
  return summaries?.find((s) => s.base === asset)?.ticker.last ?? null;
}
