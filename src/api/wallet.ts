import type { Observable } from 'rxjs';
import type { CodeSent, FundPasswordSetReq } from '@contract/account';
import type { Paged } from '@contract/primitives';
import type {
  AssetNetwork,
  Deposit,
  DepositAddress,
  DepositAddressReq,
  DepositListReq,
  DepositProofReq,
  SimulateDepositReq,
  Withdrawal,
  WithdrawLimits,
  WithdrawListReq,
  WithdrawReq,
} from '@contract/wallet';
import { READ, request$ } from './http';

/** The wallet/* calls of docs/api.md (deposits and withdrawals on the simulated chain, the fund password); rules in docs/wallet.md. */

/** Every asset's networks: block time, confirmations, minimum deposit, withdrawal fee and minimum. */
export function fetchNetworks$(): Observable<AssetNetwork[]> {
  return request$('wallet/networks', {}, READ);
}

/** The user's own deposit address on a network; the same every time (derived on the server). */
export function fetchDepositAddress$(req: DepositAddressReq): Observable<DepositAddress> {
  return request$('wallet/deposit/address', req, READ);
}

/** The user's deposits, newest first. */
export function fetchDeposits$(req: DepositListReq = {}): Observable<Paged<Deposit>> {
  return request$('wallet/deposit/list', req, READ);
}

/** Demo only. Retried on network errors and 5xx: the server answers a repeated clientId with the first deposit. */
export function simulateDeposit$(req: SimulateDepositReq): Observable<Deposit> {
  return request$('wallet/deposit/simulate', req, { idempotent: true });
}

/** Attaches an uploaded voucher image (common/upload's url); attaching the same url again changes nothing, so it retries. */
export function attachDepositProof$(req: DepositProofReq): Observable<Deposit> {
  return request$('wallet/deposit/proof', req, { idempotent: true });
}

/** Freezes amount + fee; retried on network errors and 5xx: the server answers a repeated clientId with the first withdrawal. */
export function withdraw$(req: WithdrawReq, shownByCaller?: (err: unknown) => boolean): Observable<Withdrawal> {
  return request$('wallet/withdraw', req, { idempotent: true, shownByCaller });
}

/** The user's withdrawals, newest first. */
export function fetchWithdrawals$(req: WithdrawListReq = {}): Observable<Paged<Withdrawal>> {
  return request$('wallet/withdraw/list', req, READ);
}

/** The caps that apply to the user: KYC cap per withdrawal, per-transaction and daily maxima, what was withdrawn today. */
export function fetchWithdrawLimits$(): Observable<WithdrawLimits> {
  return request$('wallet/withdraw/limits', {}, READ);
}

/** A `fundPassword` code to the user's bound e-mail, else the bound phone. */
export function sendFundPasswordCode$(): Observable<CodeSent> {
  return request$('user/fund-password/code', {});
}

/** Sets or changes the fund password; setting the same one twice changes nothing, but a code is used once, so no retry. */
export function setFundPassword$(req: FundPasswordSetReq): Observable<null> {
  return request$('user/fund-password/set', req);
}
