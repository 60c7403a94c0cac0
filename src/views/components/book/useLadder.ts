import { useLayoutEffect, useRef, useState } from 'react';
import type { Observable } from 'rxjs';
import { useFrameSink, type FrameSink } from '../useFrameSink';
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

const sameShape = (a: LadderShape, b: LadderShape) => a.status === b.status && a.asks === b.asks && a.bids === b.bids;

/**
 * A ladder as a frame sink: React lays out empty rows when their number changes (`shape`), and
 * each frame's levels are written into them by `draw`, so the book costs no render per frame. After
 * React laid out other rows, or `draw` changed (another language or format), the latest frame is
 * drawn at once. `latest` is the ladder shown, for a tap on a row. Attach `ref` to the ladder's root.
 */
export function useLadder<E extends Element>(book$: Observable<BookFrame>, depth: number, draw: (ladder: Ladder) => void) {
  const [shape, setShape] = useState<LadderShape>(SYNCING);
  // The shape last handed to React: a frame that keeps it asks for nothing (no state update per frame).
  const requested = useRef<LadderShape>(SYNCING);
  const latest = useRef<Ladder | null>(null);
  const drawRef = useRef(draw);

  const { ref } = useFrameSink<BookFrame, FrameSink<BookFrame>, E>(book$, () => ({
    write(book) {
      const ladder = book.ready ? ladderRows(book.bids, book.asks, depth) : null;
      latest.current = ladder;
      const next = shapeOf(ladder);
      if (!sameShape(requested.current, next)) {
        requested.current = next;
        setShape(next);
      }
      if (ladder) drawRef.current(ladder);
    },
    dispose() {
      latest.current = null;
    },
  }));
  useLayoutEffect(() => {
    drawRef.current = draw;
    if (latest.current) draw(latest.current);
  }, [draw, shape]);

  return { ref, shape, latest };
}
