import type { CycleSymbol } from '@contract/cycle';

/** The symbol the page opens on: the one the address names when it is a cycle symbol, else the first crypto one. */
export function pickCycleSymbol(symbols: readonly CycleSymbol[], requested: string | null): CycleSymbol | undefined {
  const wanted = requested?.toUpperCase();
  return symbols.find((s) => s.symbol === wanted) ?? symbols.find((s) => s.category === 'crypto') ?? symbols[0];
}

/** /cycle on a symbol (the Options tab's own page): src/state/cycle's, which the market's Cycle tab links with too. */
export { cyclePageLink } from '../../../state/cycle';

/** The Cycle tab of /trade on a symbol: the address says the tab and the symbol, so links and login redirects keep both. */
export function cycleTradeLink(symbol: string): string {
  return `/trade?${new URLSearchParams({ kind: 'cycle', symbol }).toString()}`;
}
