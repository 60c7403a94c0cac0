import type { SymbolSummary } from '@contract/market';

const normalise = (text: string) => text.toUpperCase().replace(/[\s/_-]+/g, '');

/**
 * Symbols matching a free-text query, ignoring case, spaces and slashes: pairs whose base asset or
 * whole symbol starts with it ("btc", "BTC/USDT", "btc usdt") first, then base assets containing
 * it. The shared quote is not matched on its own, or every letter of "USDT" would list everything.
 */
export function searchSymbols(summaries: readonly SymbolSummary[], query: string): SymbolSummary[] {
  const q = normalise(query);
  if (!q) return [...summaries];
  const prefix: SymbolSummary[] = [];
  const contains: SymbolSummary[] = [];
  for (const s of summaries) {
    const base = normalise(s.base);
    if (base.startsWith(q) || normalise(s.symbol).startsWith(q)) prefix.push(s);
    else if (base.includes(q)) contains.push(s);
  }
  return [...prefix, ...contains];
}
