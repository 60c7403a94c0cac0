import { useObservableState } from 'observable-hooks';
import { useMemo, useState } from 'react';
import { catchError, map, of, startWith, type Observable } from 'rxjs';
import type { SymbolInfo } from '@contract/market';
import { fetchSymbolInfo$ } from '../../api';
import { isUnknownResource } from '../../api/errors';

export type SymbolInfoState =
  | { status: 'loading' }
  | { status: 'ready'; info: SymbolInfo }
  /** the server does not list this coin (404) or the address cannot name one (400) */
  | { status: 'unknown' }
  | { status: 'error' };

const LOADING: SymbolInfoState = { status: 'loading' };

function failure(err: unknown): SymbolInfoState {
  return { status: isUnknownResource(err) ? 'unknown' : 'error' };
}

/**
 * A coin's static data (pair, precision, coin id, introduction, links) and a retry after a
 * failure. `coin` is a coin type, a pair or a coin id, as market/symbol takes it. `request$` asks for
 * it: a page may hand over an answer it asked for early (src/views/coin/earlySymbolInfo.ts). `served`:
 * the data the page came with from the server, ready from the first render, so nothing is asked.
 */
export function useSymbolInfo(
  coin: string,
  request$: (coin: string) => Observable<SymbolInfo> = fetchSymbolInfo$,
  served?: SymbolInfo,
): [SymbolInfoState, () => void] {
  const [attempt, setAttempt] = useState(0);
  const opening: SymbolInfoState = served ? { status: 'ready', info: served } : LOADING;
  const state$: Observable<SymbolInfoState> = useMemo(
    () =>
      served
        ? of<SymbolInfoState>({ status: 'ready', info: served })
        : request$(coin).pipe(
            map((info): SymbolInfoState => ({ status: 'ready', info })),
            catchError((err: unknown) => of(failure(err))),
            startWith(LOADING),
          ),
    // `attempt` is the retry: a new cold observable sends the request again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attempt is a key, not a value the factory reads
    [coin, attempt, request$, served],
  );
  return [useObservableState(state$, opening), () => setAttempt((n) => n + 1)];
}
