import { useCallback, useMemo } from 'react';
import { map, type Observable } from 'rxjs';
import { useFrameSinkDraw, type FrameLayout } from '../useFrameSinkDraw';
import type { BookFrame } from './bookFrame';
import { ladderRows, type Ladder } from './ladderRows';

/** What React lays out: the state of the book and how many rows each side has. */
export interface LadderShape {
  status: 'syncing' | 'empty' | 'ready';
  asks: number;
  bids: number;
}

const SYNCING: LadderShape = { status: 'syncing', asks: 0, bids: 0 };

function shapeOf(ladder: Ladder | null): LadderShape {
  if (!ladder) return SYNCING;
  const { asks, bids } = ladder;
  return { status: asks.length + bids.length ? 'ready' : 'empty', asks: asks.length, bids: bids.length };
}

const LADDER_LAYOUT: FrameLayout<Ladder | null, LadderShape> = {
  initial: SYNCING,
  of: shapeOf,
  same: (a, b) => a.status === b.status && a.asks === b.asks && a.bids === b.bids,
};

/**
 * A ladder as a frame sink: React lays out empty rows when their number changes (`shape`), and
 * each frame's levels are written into them by `draw`, so the book costs no render per frame. After
 * React laid out other rows, or `draw` changed (another language or format), the latest frame is
 * drawn at once. `latest` is the ladder shown, for a tap on a row. Attach `ref` to the ladder's root.
 */
export function useLadder<E extends Element>(book$: Observable<BookFrame>, depth: number, draw: (ladder: Ladder) => void) {
  const ladder$ = useMemo(() => book$.pipe(map((book) => (book.ready ? ladderRows(book.bids, book.asks, depth) : null))), [book$, depth]);
  const drawShown = useCallback((ladder: Ladder | null) => ladder && draw(ladder), [draw]);
  return useFrameSinkDraw<Ladder | null, E, LadderShape>(ladder$, drawShown, LADDER_LAYOUT);
}
