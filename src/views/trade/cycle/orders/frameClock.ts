import { animationFrames, combineLatest, map, scan, startWith, timer, type Observable } from 'rxjs';
import type { IndexTick } from '@contract/cycle';
import { withAnimationFrame } from '../../../../streams';
import type { CountdownFrame } from './countdownWriter';
import { NO_READING, readIndex } from './serverTime';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The clock of the countdown rings: every animation frame, so the ring turns smoothly; once a second under
 * prefers-reduced-motion, so nothing moves between the seconds while the text still counts down.
 */
export function countdownClock$(): Observable<unknown> {
  return prefersReducedMotion() ? timer(0, 1_000) : animationFrames();
}

/**
 * A card's frames: the server's time now (estimated from the symbol's index ticks, see readIndex) and the latest index
 * price, at most once per animation frame.
 */
export function countdownFrames$(clock$: Observable<unknown>, ticks$: Observable<readonly IndexTick[]>): Observable<CountdownFrame> {
  const reading$ = ticks$.pipe(
    scan((reading, ticks) => readIndex(reading, ticks.at(-1), Date.now()), NO_READING),
    startWith(NO_READING),
  );
  return combineLatest([clock$, reading$]).pipe(
    map(([, reading]): CountdownFrame => ({ now: Date.now() + (reading.offset ?? 0), price: reading.price })),
    withAnimationFrame(),
  );
}
