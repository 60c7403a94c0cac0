import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Observable, Subscription } from 'rxjs';

/**
 * Sends one request at a time and reports `busy` meanwhile. Failures are already toasted by the
 * api layer, so an error only ends `busy`. Leaving the page unsubscribes, which aborts the fetch.
 */
export function useSubmit<R>(onSuccess: (result: R) => void): { run: (request$: Observable<R>) => void; busy: boolean } {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef<Subscription | null>(null);
  const latestOnSuccess = useRef(onSuccess);
  useLayoutEffect(() => {
    latestOnSuccess.current = onSuccess;
  });
  useEffect(() => () => inFlight.current?.unsubscribe(), []);

  const run = useCallback((request$: Observable<R>) => {
    if (inFlight.current && !inFlight.current.closed) return;
    setBusy(true);
    inFlight.current = request$.subscribe({
      next: (result) => latestOnSuccess.current(result),
      error: () => setBusy(false),
      complete: () => setBusy(false),
    });
  }, []);
  return { run, busy };
}
