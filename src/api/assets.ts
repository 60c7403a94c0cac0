import type { Observable } from 'rxjs';
import type { AssetOverview, AssetRecordsReq, FundingRecord, TransferReq } from '@contract/assets';
import type { Paged } from '@contract/primitives';
import { READ, request$ } from './http';
import type { BalancesResult } from './shapes';

export function fetchAssetOverview$(): Observable<AssetOverview> {
  return request$('asset/overview', {}, READ);
}

/** Retried on network errors and 5xx: the server answers a repeated clientId with the first result. */
export function transfer$(req: TransferReq): Observable<BalancesResult> {
  return request$('asset/transfer', req, { idempotent: true });
}

/** Tops the demo balances up (simulated trading). */
export function claimDemoFunds$(): Observable<BalancesResult> {
  return request$('asset/demo/fund');
}

/** The user's funding movements (deposits, transfers, conversions, …), newest first. */
export function fetchAssetRecords$(req: AssetRecordsReq): Observable<Paged<FundingRecord>> {
  return request$('asset/records', req, READ);
}
