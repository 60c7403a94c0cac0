import { useObservableState } from 'observable-hooks';
import { useMemo, useState } from 'react';
import { catchError, map, of, startWith, type Observable } from 'rxjs';
import type { SymbolInfo } from '../../../contract/market';
import { fetchSymbolInfo$ } from '../../api';
import { ApiError } from '../../api/errors';

export type SymbolInfoState =
  | { status: 'loading' }
  | { status: 'ready'; info: SymbolInfo }
  /** the server does not list this coin (404) or the address is not a symbol (400) */
  | { status: 'unknown' }
  | { status: 'error' };

const LOADING: SymbolInfoState = { status: 'loading' };

function failure(err: unknown): SymbolInfoState {
  const unknown = err instanceof ApiError && (err.status === 404 || err.status === 400);
  return { status: unknown ? 'unknown' : 'error' };
}

/** The symbol's static data (precision, coin id, introduction, links) and a retry after a failure. */
export function useSymbolInfo(symbol: string): [SymbolInfoState, () => void] {
  const [attempt, setAttempt] = useState(0);
  const state$: Observable<SymbolInfoState> = useMemo(
    () =>
      fetchSymbolInfo$(symbol).pipe(
        map((info): SymbolInfoState => ({ status: 'ready', info })),
        catchError((err: unknown) => of(failure(err))),
        startWith(LOADING),
      ),
    // `attempt` is the retry: a new cold observable sends the request again.
    [symbol, attempt],
  );
  return [useObservableState(state$, LOADING), () => setAttempt((n) => n + 1)];
}
