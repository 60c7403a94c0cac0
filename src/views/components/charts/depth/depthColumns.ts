import type { Level } from '@contract/market';
import type { Line } from '../../../indicators';

/**
 * A book as the depth map's columns: one ascending price axis holding the bids (lowest first) then
 * the asks, with the cumulative bid depth (sum of bids at or above the price) and the cumulative ask
 * depth (sum of asks at or below it). Each side is a gap where the other side's prices are.
 */
export interface DepthColumns {
  price: number[];
  bids: Line;
  asks: Line;
}

export function depthColumns(bids: readonly Level[], asks: readonly Level[], levels: number): DepthColumns {
  const nb = Math.min(levels, bids.length);
  const na = Math.min(levels, asks.length);
  const price: number[] = new Array(nb + na);
  const bidLine: Line = new Array(nb + na).fill(null);
  const askLine: Line = new Array(nb + na).fill(null);

  let cum = 0;
  for (let i = 0; i < nb; i++) {
    const [p, q] = bids[i] as Level;
    cum += Number(q);
    price[nb - 1 - i] = Number(p);
    bidLine[nb - 1 - i] = cum;
  }
  cum = 0;
  for (let i = 0; i < na; i++) {
    const [p, q] = asks[i] as Level;
    cum += Number(q);
    price[nb + i] = Number(p);
    askLine[nb + i] = cum;
  }
  return { price, bids: bidLine, asks: askLine };
}
