import { distinctUntilChanged, map, of, scan, switchMap, type Observable } from 'rxjs';
import type { UserInfo } from '@contract/account';
import type { Balance } from '@contract/assets';
import type { CycleOrder } from '@contract/cycle';
import type { FuturesOrder, Position } from '@contract/futures';
import type { LockOrder } from '@contract/lock';
import type { Order } from '@contract/spot';
import type { TeamCounts } from '@contract/team';
import type { Deposit, Withdrawal } from '@contract/wallet';
import type { FiatWithdrawal } from '@contract/fiat';
import { applyBalances } from './balances-reducer';
import { applyCycleOrders, cycleOrdersOf, NO_CYCLE_ORDERS } from './cycle-reducers';
import { applyDeposits, NO_DEPOSITS } from './deposits-reducer';
import { withLiveView, type FeedContext } from './feed-context';
import { applyFuturesOrders, applyPositions, NO_FUTURES_ORDERS, NO_POSITIONS } from './futures-reducers';
import { applyLockOrders, NO_LOCK_ORDERS } from './lock-reducers';
import { applyOrders, NO_ORDERS } from './orders-reducer';
import { applyWithdrawals, NO_WITHDRAWALS } from './withdrawals-reducer';
import { applyFiatWithdrawals, NO_FIAT_WITHDRAWALS } from './fiat-withdrawals-reducer';
import { applyTicketReplies, NO_TICKET_REPLIES, type TicketReplies } from './ticket-replies-reducer';

/**
 * The user's open orders, balances, positions, open futures orders, cycle orders (open and just settled), deposits,
 * withdrawals and account (UserInfo). Signed out they are empty; each sign-in (a new token) starts from the snapshot the socket obtains after `authed`, and every
 * reconnect's snapshot replaces the rows, so one user's rows never leak into another's state and nothing missed while
 * offline stays wrong.
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
  const positions$: Observable<readonly Position[]> = whileSignedIn(
    () =>
      ctx.socket.channel$('positions', 'positions').pipe(
        scan(applyPositions, NO_POSITIONS),
        map((state) => state.open),
      ),
    [],
  );
  const futuresOrders$: Observable<readonly FuturesOrder[]> = whileSignedIn(
    () =>
      ctx.socket.channel$('futuresOrders', 'futuresOrders').pipe(
        scan(applyFuturesOrders, NO_FUTURES_ORDERS),
        map((state) => state.open),
      ),
    [],
  );
  const cycleOrders$: Observable<readonly CycleOrder[]> = whileSignedIn(
    () => ctx.socket.channel$('cycleOrders', 'cycleOrders').pipe(scan(applyCycleOrders, NO_CYCLE_ORDERS), map(cycleOrdersOf)),
    [],
  );
  const deposits$: Observable<readonly Deposit[]> = whileSignedIn(
    () =>
      ctx.socket.channel$('deposits', 'deposits').pipe(
        scan(applyDeposits, NO_DEPOSITS),
        map((state) => state.open),
      ),
    [],
  );
  const withdrawals$: Observable<readonly Withdrawal[]> = whileSignedIn(
    () =>
      ctx.socket.channel$('withdrawals', 'withdrawals').pipe(
        scan(applyWithdrawals, NO_WITHDRAWALS),
        map((state) => state.open),
      ),
    [],
  );
  const fiatWithdrawals$: Observable<readonly FiatWithdrawal[]> = whileSignedIn(
    () =>
      ctx.socket.channel$('fiatWithdrawals', 'fiatWithdrawals').pipe(
        scan(applyFiatWithdrawals, NO_FIAT_WITHDRAWALS),
        map((state) => state.open),
      ),
    [],
  );
  // The whole UserInfo in every push (snapshot and update alike); null while signed out, so a sign-in never replays another user's.
  const account$: Observable<UserInfo | null> = whileSignedIn<UserInfo | null>(
    () => ctx.socket.channel$('account', 'account').pipe(map((push) => push.data)),
    null,
  );
  // the team's counts, whole in every push (a new member joined); null while signed out
  const team$: Observable<TeamCounts | null> = whileSignedIn<TeamCounts | null>(
    () => ctx.socket.channel$('team', 'team').pipe(map((push) => push.data)),
    null,
  );
  const lockOrders$: Observable<readonly LockOrder[]> = whileSignedIn(
    () =>
      ctx.socket.channel$('lockOrders', 'lockOrders').pipe(
        scan(applyLockOrders, NO_LOCK_ORDERS),
        map((state) => state.open),
      ),
    [],
  );
  // the user's tickets whose operator reply was pushed (snapshot: those still unread), by id
  const ticketReplies$: Observable<TicketReplies> = whileSignedIn(
    () => ctx.socket.channel$('tickets', 'tickets').pipe(scan(applyTicketReplies, NO_TICKET_REPLIES)),
    NO_TICKET_REPLIES,
  );
  return {
    fiatWithdrawals$,
    ticketReplies$,
    lockOrders$,
    orders$,
    balances$,
    positions$,
    futuresOrders$,
    cycleOrders$,
    deposits$,
    withdrawals$,
    account$,
    team$,
  };
}
