import type { MarkTick, PerpetualTicker } from '@contract/futures';
import type { Ticker } from '@contract/market';
import type { RowComparators } from './sortRows';

/** One row of the Futures tab: the perpetual as contract/market/list gave it, with its freshest mark and change. */
export interface PerpetualRowData {
  perp: PerpetualTicker;
  mark: string;
  change24h: string;
  fundingRate: string;
}

/**
 * Joins contract/market/list with the live `marks` (mark price, funding-rate estimate) and `tickers` (24 h change of
 * the perpetual's own book). A perpetual the socket has not reported keeps what the list came with.
 */
export function perpetualRows(
  perps: readonly PerpetualTicker[],
  marks: ReadonlyMap<string, MarkTick>,
  tickers: ReadonlyMap<string, Ticker>,
): PerpetualRowData[] {
  return perps.map((perp) => {
    const tick = marks.get(perp.symbol);
    return {
      perp,
      mark: tick?.mark ?? perp.mark,
      change24h: tickers.get(perp.symbol)?.change24h ?? perp.change24h,
      fundingRate: tick?.fundingRate ?? perp.fundingRate,
    };
  });
}

export const perpetualComparators: RowComparators<PerpetualRowData> = {
  name: (a, b) => a.perp.name.localeCompare(b.perp.name),
  price: (a, b) => Number(a.mark) - Number(b.mark),
};
