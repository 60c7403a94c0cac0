import { useObservableState } from 'observable-hooks';
import { distinctUntilChanged, map, switchMap, takeWhile, timer } from 'rxjs';
import { secondsUntil } from './codeCountdown';

const TICK_MS = 1000;

/**
 * Seconds left of the latest countdown, 0 when none runs; `start(seconds)` begins a new one. The
 * count is read from the clock at each tick, so a throttled background tab still ends on time.
 */
export function useCountdown(): [secondsLeft: number, start: (seconds: number) => void] {
  return useObservableState<number, number>(
    (seconds$) =>
      seconds$.pipe(
        map((seconds) => Date.now() + seconds * 1000),
        switchMap((deadline) =>
          timer(0, TICK_MS).pipe(
            map(() => secondsUntil(deadline, Date.now())),
            takeWhile((left) => left > 0, true),
          ),
        ),
        distinctUntilChanged(),
      ),
    0,
  );
}
