import { useCallback, useEffect, useRef, useState } from 'react';
import type { Subscription } from 'rxjs';
import type { ConvertQuote, ConvertQuoteReq } from '@contract/wallet';
import { fetchConvertQuote$ } from '../../api/convert';
import { validityMs } from './quoteCountdown';

export type QuoteState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'live'; quote: ConvertQuote }
  /** ran out of time, or the server refused to execute it: only a fresh quote converts */
  | { status: 'expired'; quote: ConvertQuote };

/**
 * The form's one quote: asked for on demand, live for its validity (counted from its arrival), then expired. A failed
 * request leaves no quote (the api layer toasts why); leaving the page aborts a request in flight.
 */
export function useConvertQuote(): {
  state: QuoteState;
  request: (req: ConvertQuoteReq) => void;
  expire: () => void;
  clear: () => void;
} {
  const [state, setState] = useState<QuoteState>({ status: 'none' });
  const inFlight = useRef<Subscription | null>(null);
  useEffect(() => () => inFlight.current?.unsubscribe(), []);

  const live = state.status === 'live' ? state.quote : null;
  useEffect(() => {
    if (!live) return;
    const timer = setTimeout(() => setState({ status: 'expired', quote: live }), validityMs(live));
    return () => clearTimeout(timer);
  }, [live]);

  const request = useCallback((req: ConvertQuoteReq) => {
    inFlight.current?.unsubscribe();
    setState({ status: 'loading' });
    inFlight.current = fetchConvertQuote$(req).subscribe({
      next: (quote) => setState({ status: 'live', quote }),
      error: () => setState({ status: 'none' }),
    });
  }, []);
  const expire = useCallback(() => setState((s) => (s.status === 'live' ? { status: 'expired', quote: s.quote } : s)), []);
  const clear = useCallback(() => {
    inFlight.current?.unsubscribe();
    setState({ status: 'none' });
  }, []);
  return { state, request, expire, clear };
}
