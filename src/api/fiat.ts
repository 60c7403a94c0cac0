import type { Observable } from 'rxjs';
import type { FiatLimits, FiatRules, FiatWithdrawal, FiatWithdrawListReq, FiatWithdrawReq } from '@contract/fiat';
import type { Paged } from '@contract/primitives';
import { READ, request$ } from './http';

/** The fiat/* calls of docs/api.md (withdrawals to a bank card); rules in docs/wallet.md "Fiat withdrawals". */

/** The published currencies with their rates, the fee rule, the minimum and maximum. */
export function fetchFiatRules$(): Observable<FiatRules> {
  return request$('fiat/currencies', {}, READ);
}

/** Freezes the amount; retried on network errors and 5xx: the server answers a repeated clientId with the first withdrawal. */
export function fiatWithdraw$(req: FiatWithdrawReq, shownByCaller?: (err: unknown) => boolean): Observable<FiatWithdrawal> {
  return request$('fiat/withdraw', req, { idempotent: true, shownByCaller });
}

/** The user's fiat withdrawals, newest first. */
export function fetchFiatWithdrawals$(req: FiatWithdrawListReq = {}): Observable<Paged<FiatWithdrawal>> {
  return request$('fiat/withdraw/list', req, READ);
}

/** The user's 24 h cap in BTC-equivalent, what is used and left. */
export function fetchFiatLimits$(): Observable<FiatLimits> {
  return request$('fiat/withdraw/limits', {}, READ);
}
