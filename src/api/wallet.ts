import type { Observable } from 'rxjs';
import type { Paged } from '@contract/primitives';
import type {
  AssetNetwork,
  Deposit,
  DepositAddress,
  DepositAddressReq,
  DepositListReq,
  DepositProofReq,
  SimulateDepositReq,
} from '@contract/wallet';
import { READ, request$ } from './http';

/** The wallet/* calls of docs/api.md (deposits on the simulated chain); rules in docs/wallet.md. */

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
