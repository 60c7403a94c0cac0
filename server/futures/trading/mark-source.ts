/**
 * Where the trading service reads the mark price (docs/futures.md, "Index, mark, tick log"). F-price's tick log
 * provides it; until a perpetual has its first tick, the service falls back on its own book (see PerpMarket.fallbackMark).
 */
export interface MarkReading {
  /** 1e-8 units, on the symbol's tick */
  mark: bigint;
  /** the tick log's seq (0 when the value is a fallback, not a recorded tick) */
  seq: number;
  ts: number;
}

export interface MarkSource {
  /** the latest recorded mark tick of a perpetual, or null before its first one */
  latest(symbol: string): MarkReading | null;
}

/** No tick log (tests of the book alone, or before F-price's service is wired): every reading falls back. */
export const NO_MARKS: MarkSource = { latest: () => null };
