import type { Level } from '@contract/market';

export interface LadderRow {
  /** decimal strings exactly as the book holds them */
  price: string;
  qty: string;
  /** cumulative depth up to this row as a whole percent of the deeper side's total (bar width) */
  share: number;
}

export interface Ladder {
  /** highest shown ask first, so the best ask sits just above the last price */
  asks: LadderRow[];
  /** best bid first, just below the last price */
  bids: LadderRow[];
}

/**
 * The ladder's rows: the best `depth` levels of each side with cumulative depth bars scaled to the
 * deeper side. Shares are rounded to whole percents so that a change deep in the book that moves
 * no bar by a visible amount leaves the bars' path as it was (DepthBars is then not redrawn).
 */
export function ladderRows(bids: readonly Level[], asks: readonly Level[], depth: number): Ladder {
  const bidCum = cumulative(bids, depth);
  const askCum = cumulative(asks, depth);
  const total = Math.max(bidCum[bidCum.length - 1] ?? 0, askCum[askCum.length - 1] ?? 0);
  const toRows = (levels: readonly Level[], cum: number[]): LadderRow[] =>
    cum.map((c, i) => {
      const [price, qty] = levels[i] as Level;
      return { price, qty, share: total > 0 ? Math.round((c / total) * 100) : 0 };
    });
  return { asks: toRows(asks, askCum).reverse(), bids: toRows(bids, bidCum) };
}

function cumulative(levels: readonly Level[], depth: number): number[] {
  const out: number[] = [];
  let sum = 0;
  for (let i = 0; i < Math.min(depth, levels.length); i++) {
    sum += Number((levels[i] as Level)[1]);
    out.push(sum);
  }
  return out;
}
