import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';

/**
 * How close to the screen a widget counts as visible: half a screen, so it renders the latest frame
 * before it scrolls into view rather than showing a stale one for a frame. The margin widens the
 * viewport only: inside the app's scrolling main (which clips what it scrolls) a widget counts once
 * it enters main's box, and catches up in the next frame.
 */
export const NEAR_SCREEN_MARGIN = '50%';

/** How much of a widget must show above a bar covering the bottom of the screen to count as visible. */
export const MIN_SHOWN_PX = 16;

/**
 * The margin of a widget whose redraw is costly even off screen (the chart: every redraw repaints
 * its canvases and hands their pixels to the compositor): it counts as visible only once at least a
 * pixel of it is on screen. Scrolled back, it shows its last drawing for one frame before catching up.
 */
export const ON_SCREEN_ONLY = '-1px';

/**
 * Whether the element behind `ref` is on or near the screen (within `margin` of it, above and
 * below), as an observable for whileVisible().
 * On a phone the coin page is taller than the screen (the order book starts below the chart), and a
 * feed that renders 50 times a second off screen costs frames to the part that is on screen.
 * `coveredBy` is a bar stuck to the bottom of the screen: what lies under it is not on screen, so
 * below the screen there is no margin; the widget counts once MIN_SHOWN_PX of it show above the
 * bar (its first rows then come out from under the bar a frame or two after it catches up).
 * Starts as visible; without IntersectionObserver (old browsers, jsdom) it stays visible.
 */
export function useInView<T extends Element>(
  coveredBy?: RefObject<HTMLElement | null>,
  margin: string = NEAR_SCREEN_MARGIN,
): [RefObject<T | null>, Observable<boolean>] {
  const ref = useRef<T>(null);
  const [inView$] = useState(() => new BehaviorSubject(true));
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const cover = coveredBy?.current;
    const bottom = cover ? `-${cover.offsetHeight + MIN_SHOWN_PX}px` : margin;
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1];
        if (last) inView$.next(last.isIntersecting);
      },
      { rootMargin: `${margin} 0px ${bottom} 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [inView$, coveredBy, margin]);
  return [ref, useMemo(() => inView$.pipe(distinctUntilChanged()), [inView$])];
}
