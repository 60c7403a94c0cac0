import { useObservableState } from 'observable-hooks';
import { useMemo, useState } from 'react';
import { catchError, map, of, startWith, type Observable } from 'rxjs';
import type { PerpetualInfo } from '@contract/futures';
import { fetchPerpetualInfo$ } from '../../api/contract';
import { isUnknownResource } from '../../api/errors';

export type PerpetualInfoState =
  | { status: 'loading' }
  | { status: 'ready'; info: PerpetualInfo }
  /** the server lists no such perpetual */
  | { status: 'unknown' }
  | { status: 'error' };

const LOADING: PerpetualInfoState = { status: 'loading' };

/** A perpetual's published specification (contract/symbol: lot, tick, leverage, brackets, fees) and a retry. */
export function usePerpetualInfo(symbol: string): [PerpetualInfoState, () => void] {
  const [attempt, setAttempt] = useState(0);
  const state$: Observable<PerpetualInfoState> = useMemo(
    () =>
      fetchPerpetualInfo$(symbol).pipe(
        map((info): PerpetualInfoState => ({ status: 'ready', info })),
        catchError((err: unknown) => of<PerpetualInfoState>({ status: isUnknownResource(err) ? 'unknown' : 'error' })),
        startWith(LOADING),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attempt is a key, not a value the factory reads
    [symbol, attempt],
  );
  return [useObservableState(state$, LOADING), () => setAttempt((n) => n + 1)];
}
