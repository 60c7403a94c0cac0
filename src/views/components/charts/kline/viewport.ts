/**
 * The visible time window of the candle chart, in seconds, and the pure rules for panning and
 * zooming it. The chart keeps one Viewport; gestures and data frames produce new ones.
 */
export interface Viewport {
  readonly min: number;
  readonly max: number;
}

/** What the data allow: open times of the first and last bars and the bar width, all in seconds. */
export interface Extent {
  readonly first: number;
  readonly last: number;
  readonly step: number;
}

export const DEFAULT_BARS = 60;
export const MIN_BARS = 12;
export const MAX_BARS = 320;
/** Empty bars kept right of the live bar so it is not glued to the price axis. */
const RIGHT_PAD_BARS = 3;
/** How far past the oldest bar the user may drag before the pan stops. */
const LEFT_OVERSCROLL_BARS = 8;
/** Within this many bars of the oldest bar the view counts as being at the left edge. */
const LEFT_EDGE_BARS = 2;

function rightLimit(e: Extent): number {
  return e.last + e.step * (RIGHT_PAD_BARS + 0.5);
}

/** The window that shows the live bar at the right with `span` seconds of history. */
export function latestView(e: Extent, span = DEFAULT_BARS * e.step): Viewport {
  const max = rightLimit(e);
  return { min: max - span, max };
}

/** True while the view shows the live bar, so new bars keep scrolling it. */
export function isFollowing(view: Viewport, e: Extent): boolean {
  return view.max >= rightLimit(e) - e.step / 2;
}

export function isAtLeftEdge(view: Viewport, e: Extent): boolean {
  return view.min <= e.first + e.step * LEFT_EDGE_BARS;
}

/** Moves the window by `seconds` (negative = towards older bars), kept inside the data. */
export function panView(view: Viewport, seconds: number, e: Extent): Viewport {
  return clamp({ min: view.min + seconds, max: view.max + seconds }, e);
}

/**
 * Scales the window by `factor` (< 1 zooms in) around `anchor` (seconds), which stays at the same
 * place on screen; the span stays between MIN_BARS and MAX_BARS bars.
 */
export function zoomView(view: Viewport, factor: number, anchor: number, e: Extent): Viewport {
  const span = view.max - view.min;
  const next = Math.min(MAX_BARS * e.step, Math.max(MIN_BARS * e.step, span * factor));
  const ratio = span > 0 ? (anchor - view.min) / span : 1;
  const min = anchor - ratio * next;
  return clamp({ min, max: min + next }, e);
}

function clamp(view: Viewport, e: Extent): Viewport {
  const span = view.max - view.min;
  const maxRight = rightLimit(e);
  const minLeft = e.first - e.step * LEFT_OVERSCROLL_BARS;
  if (view.max > maxRight) return { min: maxRight - span, max: maxRight };
  if (view.min < minLeft) {
    const max = Math.min(maxRight, minLeft + span);
    return { min: max - span, max };
  }
  return view;
}
