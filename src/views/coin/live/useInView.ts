import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';

/**
 * How close to the screen a widget counts as visible: half a screen above and below, so it renders
 * the latest frame before it scrolls into view rather than showing a stale one for a frame.
 */
export const NEAR_SCREEN_MARGIN = '50% 0px';

/**
 * Whether the element behind `ref` is on or near the screen, as an observable for whileVisible().
 * On a phone the coin page is taller than the screen (the order book starts below the chart), and a
 * feed that renders 50 times a second off screen costs frames to the part that is on screen.
 * Starts as visible; without IntersectionObserver (old browsers, jsdom) it stays visible.
 */
export function useInView<T extends Element>(): [RefObject<T | null>, Observable<boolean>] {
  const ref = useRef<T>(null);
  const [inView$] = useState(() => new BehaviorSubject(true));
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1];
        if (last) inView$.next(last.isIntersecting);
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [inView$]);
  return [ref, useMemo(() => inView$.pipe(distinctUntilChanged()), [inView$])];
}
