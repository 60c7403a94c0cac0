import { distinctUntilChanged, map, of, scan, switchMap, type Observable } from 'rxjs';
import type { Balance } from '@contract/assets';
import type { Order } from '@contract/spot';
import { applyBalances } from './balances-reducer';
import { withLiveView, type FeedContext } from './feed-context';
import { applyOrders, NO_ORDERS } from './orders-reducer';

/**
 * The user's open orders and balances. Signed out they are empty; each sign-in (a new token)
 * starts from the snapshot the socket obtains after `authed`, so one user's rows never leak into
 * another's state.
 */
export function createPrivateFeeds(ctx: FeedContext, token$: Observable<string | null>) {
  const whileSignedIn = <T>(live: () => Observable<T>, signedOut: T): Observable<T> =>
    token$.pipe(
      distinctUntilChanged(),
      switchMap((token) => (token ? live() : of(signedOut))),
      withLiveView(ctx),
    );
  const orders$: Observable<readonly Order[]> = whileSignedIn(
    () =>
      ctx.socket.channel$('orders', 'orders').pipe(
        scan(applyOrders, NO_ORDERS),
        map((state) => state.open),
      ),
    [],
  );
  const balances$: Observable<readonly Balance[]> = whileSignedIn(
    () => ctx.socket.channel$('balances', 'balances').pipe(scan(applyBalances, [] as readonly Balance[])),
    [],
  );
  return { orders$, balances$ };
}
