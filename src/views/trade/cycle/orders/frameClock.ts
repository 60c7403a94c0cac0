import { animationFrames, combineLatest, map, startWith, timer, type Observable } from 'rxjs';
import type { IndexTick } from '@contract/cycle';
import { withAnimationFrame } from '../../../../streams';
import type { CountdownFrame } from './countdownWriter';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The clock of the countdown rings: every animation frame, so the ring turns smoothly; once a second under
 * prefers-reduced-motion, so nothing moves between the seconds while the text still counts down.
 */
export function countdownClock$(): Observable<unknown> {
  return prefersReducedMotion() ? timer(0, 1_000) : animationFrames();
}

/** A card's frames: the time now and the latest index price of its symbol, at most once per animation frame. */
export function countdownFrames$(clock$: Observable<unknown>, ticks$: Observable<readonly IndexTick[]>): Observable<CountdownFrame> {
  const price$ = ticks$.pipe(
    map((ticks) => ticks.at(-1)?.price ?? null),
    startWith(null),
  );
  return combineLatest([clock$, price$]).pipe(
    map(([, price]): CountdownFrame => ({ now: Date.now(), price })),
    withAnimationFrame(),
  );
}
