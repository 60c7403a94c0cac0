import type { SymbolSummary } from '@contract/market';
import type { OrderSide } from '@contract/spot';

/**
 * The pair /trade opens on: ?symbol= when market/list has it (links from coin detail), else the
 * first spot pair of the catalogue, else the first pair of any kind.
 */
export function pickSummary(list: readonly SymbolSummary[], requested: string | null): SymbolSummary | undefined {
  const wanted = requested?.toUpperCase();
  return list.find((s) => s.symbol === wanted) ?? list.find((s) => s.category === 'spot') ?? list[0];
}

export function sideParam(value: string | null): OrderSide {
  return value === 'sell' ? 'sell' : 'buy';
}
