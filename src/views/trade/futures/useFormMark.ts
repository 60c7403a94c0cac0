import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { asyncScheduler, distinctUntilChanged, map, throttleTime, type Observable } from 'rxjs';
import type { MarkTick } from '@contract/futures';

/** How often the form's estimates (market cost, max lots) follow the mark: they need a recent mark, not every one. */
export const FORM_MARK_INTERVAL_MS = 1_000;

/**
 * The mark price as React state for the order form, at most once a second (first and last of each second kept).
 * Every tick is still reduced by the feed; the numbers that move per tick (mark bar, live PnL) are written by sinks.
 */
export function useFormMark(mark$: Observable<MarkTick>, initial: string): string {
  const formMark$ = useMemo(
    () =>
      mark$.pipe(
        map((tick) => tick.mark),
        distinctUntilChanged(),
        throttleTime(FORM_MARK_INTERVAL_MS, asyncScheduler, { leading: true, trailing: true }),
      ),
    [mark$],
  );
  return useObservableState(formMark$, initial);
}
