import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { Observable } from 'rxjs';
import { useFrameSink, type FrameSink } from './useFrameSink';

/** What React lays out for a frame (a status, a number of rows), compared so that an equal one asks for no render. */
export interface FrameLayout<T, S> {
  initial: S;
  of: (value: T) => S;
  same: (a: S, b: S) => boolean;
}

const NO_LAYOUT: FrameLayout<unknown, null> = { initial: null, of: () => null, same: () => true };

export interface DrawnFrameSink<T, S, E> {
  /** attach to the view's root */
  ref: RefObject<E | null>;
  /** the layout of the latest frame; React renders when it changes, never for a frame that keeps it */
  shape: S;
  /** the latest frame, undefined before the first (a tap on a row reads what is shown) */
  latest: RefObject<T | undefined>;
}

/**
 * useFrameSink for a view that React lays out and `draw` fills: each frame is drawn straight into
 * the elements React rendered (text of the cells that changed), and React renders only when the
 * frame's `layout` changes (another status or number of rows). After such a render, or when `draw`
 * changes (another language or format, whose writer must write every cell again), the latest frame
 * is drawn at once, so the view never waits for the next frame to be right.
 */
export function useFrameSinkDraw<T, E extends Element = HTMLDivElement, S = null>(
  frames$: Observable<T>,
  draw: (value: T) => void,
  layout: FrameLayout<T, S> = NO_LAYOUT as unknown as FrameLayout<T, S>,
): DrawnFrameSink<T, S, E> {
  const [shape, setShape] = useState<S>(layout.initial);
  // The layout last handed to React: a frame that keeps it asks for nothing (no state update per frame).
  const requested = useRef<S>(layout.initial);
  const latest = useRef<T | undefined>(undefined);
  const drawRef = useRef(draw);
  const layoutRef = useRef(layout);
  useLayoutEffect(() => {
    layoutRef.current = layout;
  });

  const { ref } = useFrameSink<T, FrameSink<T>, E>(frames$, () => ({
    write(value) {
      latest.current = value;
      const next = layoutRef.current.of(value);
      if (!layoutRef.current.same(requested.current, next)) {
        requested.current = next;
        setShape(next);
      }
      drawRef.current(value);
    },
    dispose() {
      latest.current = undefined;
    },
  }));
  useLayoutEffect(() => {
    drawRef.current = draw;
    if (latest.current !== undefined) draw(latest.current);
  }, [draw, shape]);

  return { ref, shape, latest };
}
