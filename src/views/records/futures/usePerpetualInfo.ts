import { useObservableState } from 'observable-hooks';
import { useMemo, useState } from 'react';
import { catchError, map, of, startWith } from 'rxjs';
import type { PerpetualInfo } from '@contract/futures';
import { fetchPerpetualInfo$ } from '../../../api/contract';
import { isUnknownResource } from '../../../api/errors';

export type PerpetualInfoState =
  | { status: 'loading' }
  | { status: 'ready'; info: PerpetualInfo }
  /** the server lists no such perpetual (404), or the address cannot name one (400) */
  | { status: 'unknown' }
  | { status: 'error' };

const LOADING: PerpetualInfoState = { status: 'loading' };

/** A perpetual's published specification (contract/symbol), with a retry after a failure. */
export function usePerpetualInfo(symbol: string): [PerpetualInfoState, () => void] {
  const [attempt, setAttempt] = useState(0);
  const state$ = useMemo(
    () =>
      fetchPerpetualInfo$(symbol).pipe(
        map((info): PerpetualInfoState => ({ status: 'ready', info })),
        catchError((err: unknown) => of<PerpetualInfoState>({ status: isUnknownResource(err) ? 'unknown' : 'error' })),
        startWith(LOADING),
      ),
    // `attempt` is the retry: a new cold observable sends the request again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attempt is a key, not a value the factory reads
    [symbol, attempt],
  );
  return [useObservableState(state$, LOADING), () => setAttempt((n) => n + 1)];
}
