import { useObservableEagerState } from 'observable-hooks';
import { distinctUntilChanged, map } from 'rxjs';
import { token$ } from '../../api/storage';

// token$ replays the stored token at once, so the eager hook never renders a wrong first frame.
const signedIn$ = token$.pipe(
  map((token) => token !== null),
  distinctUntilChanged(),
);

/** Whether a token is stored; follows sign-in, sign-out and session expiry. */
export function useSignedIn(): boolean {
  return useObservableEagerState(signedIn$);
}
