import type { GestureHandlers } from './gestures';
import { isAtLeftEdge, isFollowing, latestView, panView, zoomView, type Extent, type Viewport } from './viewport';

export interface ViewportDeps {
  /** width of the plot area in CSS pixels */
  plotWidth(): number;
  /** plot-area pixel to seconds on the x scale */
  toSeconds(x: number): number;
  /** shows the new window (setScale on every pane) */
  apply(view: Viewport): void;
  /** loads older bars; resolves to how many were added (0: the history is exhausted) */
  onReachLeftEdge(): Promise<number>;
}

export interface ViewportController {
  current(): Viewport | null;
  /** a new frame's extent: follows the live bar unless the user has panned away from it */
  onData(extent: Extent | null): void;
  /** asks for older history when the view shows the oldest bar (once per oldest bar) */
  checkLeftEdge(retry?: boolean): void;
  /** forgets the window and any pending request (interval switch, destroy) */
  reset(): void;
  gestures: GestureHandlers;
}

export function createViewport(deps: ViewportDeps): ViewportController {
  let view: Viewport | null = null;
  let extent: Extent | null = null;
  let generation = 0;
  /** open time of the oldest bar for which older history was last requested */
  let askedAt: number | null = null;
  let failed = false;
  let exhausted = false;

  const checkLeftEdge = (retry = false) => {
    if (!view || !extent || exhausted || !isAtLeftEdge(view, extent)) return;
    // Frames keep arriving while a page loads: ask once per oldest bar, and after a failure retry
    // only on a new gesture, never on every frame.
    if (askedAt === extent.first && !(retry && failed)) return;
    askedAt = extent.first;
    failed = false;
    const asked = generation;
    deps.onReachLeftEdge().then(
      (added) => {
        if (asked === generation && added === 0) exhausted = true;
      },
      () => {
        if (asked === generation) failed = true;
      },
    );
  };

  const change = (next: Viewport) => {
    view = next;
    deps.apply(next);
  };

  return {
    current: () => view,
    onData(next) {
      if (!next) {
        view = extent = null;
        return;
      }
      if (!view || !extent) view = latestView(next);
      else if (isFollowing(view, extent)) view = latestView(next, view.max - view.min);
      extent = next;
    },
    checkLeftEdge,
    reset() {
      generation++;
      view = extent = askedAt = null;
      failed = exhausted = false;
    },
    gestures: {
      pan(dx) {
        if (view && extent) change(panView(view, (-dx * (view.max - view.min)) / deps.plotWidth(), extent));
      },
      zoom(factor, x) {
        if (view && extent) change(zoomView(view, factor, deps.toSeconds(x), extent));
      },
      end: () => checkLeftEdge(true),
    },
  };
}
