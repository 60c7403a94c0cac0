import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Observable, Subscription } from 'rxjs';
import { newClientId } from '../../api/client-id';
import { attemptFor, outcomeUnknown, type Attempt } from './submitAttempt';

/**
 * Sends a write that carries a client id (placeOrder$, transfer$), one at a time. Failures are
 * already toasted by the api layer; this only decides whether the next press may reuse the id
 * (see attemptFor). Leaving the page unsubscribes, which aborts a request still in flight.
 */
export function useIdempotentSubmit<B, R>(
  send$: (body: B, clientId: string) => Observable<R>,
  onSuccess: (result: R, body: B) => void,
): { submit: (body: B) => void; busy: boolean } {
  const [busy, setBusy] = useState(false);
  const pending = useRef<Attempt | null>(null);
  const inFlight = useRef<Subscription | null>(null);
  const latest = useRef({ send$, onSuccess });
  useLayoutEffect(() => {
    latest.current = { send$, onSuccess };
  });
  useEffect(() => () => inFlight.current?.unsubscribe(), []);

  const submit = useCallback((body: B) => {
    if (inFlight.current && !inFlight.current.closed) return;
    const attempt = attemptFor(pending.current, JSON.stringify(body), newClientId);
    pending.current = attempt;
    setBusy(true);
    inFlight.current = latest.current.send$(body, attempt.id).subscribe({
      next: (result) => {
        pending.current = null;
        latest.current.onSuccess(result, body);
      },
      error: (err: unknown) => {
        if (!outcomeUnknown(err)) pending.current = null;
        setBusy(false);
      },
      complete: () => setBusy(false),
    });
  }, []);
  return { submit, busy };
}
